// A group joins on its own: Asha shares an invite link, Ben (who never used Vyay) opens it, signs in, says
// "I'm Ravi", and Ravi's entries and balance become his, live on both screens. Real Auth and Firestore
// emulators with the project's rules.
import AxeBuilder from '@axe-core/playwright';
import { createLedger } from '../helpers';
import { addSplit, balanceRow } from '../onetime-steps';
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { createInviteLink, expectScreen, memberRow, openScreen, type Person, watchPage } from './people';

const DAY = 24 * 60 * 60 * 1000;

async function addTemporary(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(memberRow(page, name)).toBeVisible();
}

/** Asha's trip with temporary Ravi and two expenses: Hotel 300 paid by Ravi, Taxi 90 paid by Asha. */
async function tripWithRavi(asha: Person, testInfo: TestInfo): Promise<void> {
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  await openScreen(asha.page, 'Members');
  await expectScreen(asha.page, testInfo, asha.page.getByRole('textbox', { name: 'Temporary member name' }), 'Members');
  await addTemporary(asha.page, 'Ravi');
  await openScreen(asha.page, 'Home');
  await expect(asha.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await addSplit(asha.page, { description: 'Hotel', amount: '300', paidBy: 'Ravi' });
  await addSplit(asha.page, { description: 'Taxi', amount: '90' });
  // Spent, then paid: each 195 of 390.
  await expect(balanceRow(asha.page, 'Asha')).toHaveText(/Asha\s*Why\?\s*195\s*90/);
  await expect(balanceRow(asha.page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*195\s*300/);
}

/** Makes an invite on the Members page and returns its link, read from the dialog. */
async function createInvite(page: Page, options: { days?: string; for?: string } = {}): Promise<string> {
  await openScreen(page, 'Members');
  const link = await createInviteLink(page, options);
  expect(link).toMatch(/\/join\/[^/]+\/[A-Za-z0-9_-]{24}$/);
  return link;
}

/** Someone who has never used Vyay opens the link in a browser of their own and signs in. */
async function newcomerOpens(browser: Browser, testInfo: TestInfo, link: string, name: string): Promise<Person> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await watchPage(page, testInfo);
  const email = `${name.toLowerCase()}-${testInfo.workerIndex}-${Date.now()}@example.com`;
  await page.goto(link);
  // Signed out: the sign-in screen first, then back to the join screen, not home.
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in with a test Google account' }).click();
  await expect(page).toHaveURL(/\/join\//);
  return { name, email, page };
}

test('a newcomer opens the link, says "I\'m Ravi", and Ravi\'s expenses and balance become his, live for both', async ({
  browser,
  asha,
}, testInfo) => {
  await tripWithRavi(asha, testInfo);
  const link = await createInvite(asha.page);
  await asha.page.getByRole('dialog', { name: 'Invite link' }).getByRole('button', { name: 'Done' }).click();
  // The open invite is listed with its expiry, 14 days from now.
  const invites = asha.page.getByRole('list', { name: 'Open invites' });
  await expect(invites.getByRole('listitem')).toHaveCount(1);
  await expect(invites).toContainText('Anyone with the link');
  await expect(invites).toContainText(/Expires \d{1,2} \w{3} \d{4}/);

  const ben = await newcomerOpens(browser, testInfo, link, 'Ben');
  const { page } = ben;
  await expect(page.getByRole('heading', { name: 'Join Goa trip' })).toBeVisible({ timeout: 15_000 });
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Asha');
  await expect(members).toContainText('Ravi');
  // Names only: no amount or entry of the group is shown to someone not in it.
  await expect(page.getByText('Hotel')).toHaveCount(0);
  await expect(page.getByText(/300|195|₹/)).toHaveCount(0);

  await page.getByRole('button', { name: "I'm Ravi" }).click();
  await expect(page.getByRole('button', { name: "I'm Ravi" })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Joined Goa trip').last()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();

  // Asha's open app moves Ravi's entries to Ben at once: Ben appears on her Members page, Ravi goes.
  await expect(memberRow(asha.page, 'Ben')).toBeVisible({ timeout: 15_000 });
  await expect(memberRow(asha.page, 'Ravi')).toHaveCount(0, { timeout: 15_000 });

  // Ben sees Ravi's expenses as his own, with Ravi's balance; nothing doubled.
  await expect(balanceRow(page, 'Ben')).toHaveText(/Ben\s*Why\?\s*195\s*300/, { timeout: 15_000 });
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*195\s*90/);
  await expect(balanceRow(page, 'Ravi')).toHaveCount(0);
  await expect(page.getByText(/will move Ravi's entries to you/)).toHaveCount(0);

  await asha.page.goto('/');
  await expect(balanceRow(asha.page, 'Ben')).toHaveText(/Ben\s*Why\?\s*195\s*300/);
  await expect(balanceRow(asha.page, 'Ravi')).toHaveCount(0);

  // Ben is a member, never an admin: no Members page in his menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Opening the link again just opens the group.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});

test("while Asha's app is closed, Ben is told she will move Ravi's entries, and they move when she opens Vyay", async ({
  browser,
  asha,
}, testInfo) => {
  await tripWithRavi(asha, testInfo);
  const link = await createInvite(asha.page, { for: 'Ravi' });
  // Asha closes Vyay (her signed-in storage is kept for later).
  const state = await asha.page.context().storageState({ indexedDB: true });
  await asha.page.context().close();

  const ben = await newcomerOpens(browser, testInfo, link, 'Ben');
  const { page } = ben;
  await expect(page.getByRole('heading', { name: 'Join Goa trip' })).toBeVisible({ timeout: 15_000 });
  // An invite for Ravi offers only Ravi, already chosen.
  await expect(page.getByRole('button', { name: "I'm new here" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "I'm Ravi" })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Joined Goa trip').last()).toBeVisible({ timeout: 15_000 });
  const note = page.getByText("Asha will move Ravi's entries to you the next time they open Vyay");
  await expect(note).toBeVisible({ timeout: 15_000 });
  // Nothing doubled meanwhile: Ravi keeps his balance, Ben has none yet.
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*195\s*300/);
  await expect(balanceRow(page, 'Ben')).toHaveText(/Ben\s*Why\?\s*0\s*0/);

  // Asha opens Vyay again: her app moves the entries, and Ben's screen follows live.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: state });
  const again = await context.newPage();
  await watchPage(again, testInfo);
  await again.goto('/');
  await expect(balanceRow(again, 'Ben')).toHaveText(/Ben\s*Why\?\s*195\s*300/, { timeout: 20_000 });
  await expect(note).toHaveCount(0, { timeout: 15_000 });
  await expect(balanceRow(page, 'Ben')).toHaveText(/Ben\s*Why\?\s*195\s*300/);
  await expect(balanceRow(page, 'Ravi')).toHaveCount(0);
  // The link was for Ravi alone: it is used up.
  await openScreen(again, 'Members');
  await expect(again.getByText('No open invite links.')).toBeVisible();
  await context.close();
  await page.context().close();
});

test('a revoked link and an expired one say so, with a way home', async ({ browser, asha }, testInfo) => {
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  // A trip of one: its home's Add people card offers the link too (the dialog loads when opened).
  await asha.page.setViewportSize({ width: 1280, height: 800 });
  const card = asha.page.getByRole('region', { name: 'Who is coming' });
  await card.getByRole('button', { name: 'Invite link' }).click();
  const fromCard = asha.page.getByRole('dialog', { name: 'Invite link' });
  await expect(fromCard.getByRole('combobox', { name: 'Link works for' })).toHaveValue('14');
  await asha.page.screenshot({ path: testInfo.outputPath('invite-dialog-desktop.png') });
  await fromCard.getByRole('button', { name: 'Cancel' }).click();
  await expect(fromCard).toHaveCount(0);
  const revoked = await createInvite(asha.page);
  await asha.page.getByRole('dialog', { name: 'Invite link' }).getByRole('button', { name: 'Done' }).click();
  const oneDay = await createInvite(asha.page, { days: '1 day' });
  await asha.page.getByRole('dialog', { name: 'Invite link' }).getByRole('button', { name: 'Done' }).click();
  const invites = asha.page.getByRole('list', { name: 'Open invites' });
  await expect(invites.getByRole('listitem')).toHaveCount(2);
  // Soonest to expire first: the one-day link.
  await invites.getByRole('listitem').nth(1).getByRole('button', { name: 'Revoke' }).click();
  await asha.page.getByRole('dialog', { name: 'Revoke invite link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(invites.getByRole('listitem')).toHaveCount(1);

  const cleo = await newcomerOpens(browser, testInfo, revoked, 'Cleo');
  const dead = cleo.page.getByText('This invite link has expired or was revoked. Ask for a new one.');
  await expect(dead).toBeVisible({ timeout: 15_000 });
  await expect(cleo.page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  await cleo.page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(cleo.page.getByText('You have no ledgers.')).toBeVisible();

  // Two days on (this page's clock only; the server's own check is the rules' and the rules suite's).
  await cleo.page.clock.install({ time: Date.now() + 2 * DAY });
  await cleo.page.goto(oneDay);
  await expect(dead).toBeVisible({ timeout: 15_000 });
  // A link that names nothing real gets the same page, never a blank screen or "Oops!".
  await cleo.page.goto('/join/nothing-here/short');
  await expect(dead).toBeVisible({ timeout: 15_000 });
  await expect(cleo.page.getByText('Oops!')).toHaveCount(0);
  await cleo.page.context().close();
});

test('the join screen and the QR code fit a phone and pass axe', async ({ browser, asha }, testInfo) => {
  await tripWithRavi(asha, testInfo);
  await asha.page.setViewportSize({ width: 360, height: 740 });
  const link = await createInvite(asha.page);
  const dialog = asha.page.getByRole('dialog', { name: 'Invite link' });
  await dialog.getByRole('button', { name: 'QR code' }).click();
  const qr = dialog.getByRole('img', { name: 'QR code of the invite link to Goa trip' });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await asha.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await asha.page.screenshot({ path: testInfo.outputPath('invite-qr-360.png') });
  const qrAxe = await new AxeBuilder({ page: asha.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(qrAxe.violations.map((v) => v.id)).toEqual([]);

  const ben = await newcomerOpens(browser, testInfo, link, 'Ben');
  await ben.page.setViewportSize({ width: 360, height: 740 });
  await expect(ben.page.getByRole('heading', { name: 'Join Goa trip' })).toBeVisible({ timeout: 15_000 });
  expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await ben.page.screenshot({ path: testInfo.outputPath('join-360.png'), fullPage: true });
  const joinAxe = await new AxeBuilder({ page: ben.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(joinAxe.violations.map((v) => v.id)).toEqual([]);
  await ben.page.context().close();
});
