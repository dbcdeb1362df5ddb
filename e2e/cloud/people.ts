// Two people, each in a browser of their own, signed in to the emulator build (Auth and Firestore emulators).
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { reloadBudget } from './reloads';

export interface Person {
  name: string;
  email: string;
  page: Page;
}

let counter = 0;

/**
 * Watches a page of a cloud test: its reloads count against the test's budget (./reloads.ts), and the test
 * is marked when the Firestore SDK stops on the emulator's malformed write answer (assertion c050, see
 * README, Emulators): the app then shows its "lost its connection" message, and the test either recovers
 * with its one reload or fails on what it waits for. Call before the page's first `goto`.
 */
export async function watchPage(page: Page, testInfo: TestInfo): Promise<void> {
  await reloadBudget(testInfo).watch(page);
  page.on('console', (message) => {
    if (!message.text().includes('INTERNAL ASSERTION FAILED')) return;
    testInfo.annotations.push({
      type: 'firestore-emulator',
      description: `SDK stopped on a malformed emulator answer: ${message.text().slice(0, 160)}`,
    });
  });
}

const CLIENT_STOPPED = 'Vyay lost its connection to the cloud after an internal error.';

/**
 * The first answer after a page load waits on the emulator: a cold client start on two busy cores, beside
 * other specs' clients on the same emulator, takes longer than the default 5 s.
 */
const FIRST_ANSWER = { timeout: 15_000 };

/**
 * Waits for `control` the way a person would on the emulators: when the app reports that the Firestore
 * client stopped (the emulator's malformed answer, above), they press its Reload, and the screen must then
 * open with everything kept. That reload is the test's one recovery (./reloads.ts): a second stop fails.
 */
export async function expectScreen(page: Page, testInfo: TestInfo, control: Locator, what: string): Promise<void> {
  const stopped = page.getByText(CLIENT_STOPPED);
  await expect(control.or(stopped).first(), what).toBeVisible(FIRST_ANSWER);
  if (await control.isVisible()) return;
  await reloadBudget(testInfo).recover(page, what);
  await expect(control.or(stopped).first(), what).toBeVisible(FIRST_ANSWER);
  if (await control.isVisible()) return;
  await reloadBudget(testInfo).recover(page, what); // throws: the client stopped a second time
}

/**
 * A new browser context (its own storage, like a second device) with a person signed in, on `baseURL`: the
 * test's own (a spec may serve the app from elsewhere with `test.use({ baseURL })`).
 */
export async function personIn(
  browser: Browser,
  testInfo: TestInfo,
  name: string,
  baseURL: string | undefined,
): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await watchPage(page, testInfo);
  // E2E_CONSOLE=1 shows what the app logged, to tell a slow emulator from a stuck client.
  if (process.env.E2E_CONSOLE)
    page.on('console', (m) => m.type() !== 'log' && console.log(`[${name}] ${m.type()}: ${m.text().slice(0, 300)}`));
  if (process.env.E2E_CONSOLE)
    page.on(
      'response',
      (r) =>
        r.status() >= 400 && console.log(`[${name}] ${r.status()} ${r.request().method()} ${r.url().slice(0, 200)}`),
    );
  if (process.env.E2E_CONSOLE)
    page.on('requestfailed', (r) =>
      console.log(`[${name}] failed ${r.method()} ${r.url().slice(0, 200)} ${r.failure()?.errorText}`),
    );
  counter += 1;
  const email = `${name.toLowerCase()}-${testInfo.workerIndex}-${counter}-${Date.now()}@example.com`;
  await signInWithTestAccount(page, name, email);
  return { name, email, page };
}

/** Signs in on the login screen with the emulator build's test Google account (the Auth emulator). */
export async function signInWithTestAccount(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in with a test Google account' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
}

/**
 * Adds `person` to the active ledger by email. Should the client stop on the emulator's malformed answer
 * mid-way, this does what a person would, once: reload, look whether they are on the list, and add them if
 * not. A second stop fails the test (./reloads.ts).
 */
export async function addMemberByEmail(page: Page, person: Person): Promise<void> {
  const testInfo = test.info();
  const emailBox = page.getByRole('textbox', { name: 'Member email' });
  await openScreen(page, 'Members');
  for (;;) {
    await expectScreen(page, testInfo, emailBox, 'Members');
    if (await memberRow(page, person.name).isVisible()) return;
    await emailBox.fill(person.email);
    await page.getByRole('button', { name: 'Add member' }).click();
    const added = page.getByText('Member added successfully').last();
    await expect(added.or(page.getByText(CLIENT_STOPPED))).toBeVisible(FIRST_ANSWER);
    if (await added.isVisible()) return;
    await reloadBudget(testInfo).recover(page, 'Add member');
  }
}

/**
 * Makes an invite link in the Members page's dialog (the page already open) and returns it. Should the client
 * stop on the emulator's malformed answer while the invite is written, this does what a person would, once:
 * reload and make the link again. A second stop fails the test (./reloads.ts).
 */
export async function createInviteLink(page: Page, options: { days?: string; for?: string } = {}): Promise<string> {
  const testInfo = test.info();
  const open = page.getByRole('button', { name: 'Invite link' });
  for (;;) {
    await expectScreen(page, testInfo, open, 'Members');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Invite link' });
    await expect(dialog).toBeVisible();
    if (options.days)
      await dialog.getByRole('combobox', { name: 'Link works for' }).selectOption({ label: options.days });
    if (options.for) await dialog.getByRole('combobox', { name: 'Who is it for' }).selectOption({ label: options.for });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByRole('textbox', { name: 'Link' });
    await expect(link.or(page.getByText(CLIENT_STOPPED)).first()).toBeVisible(FIRST_ANSWER);
    if (await link.isVisible()) return link.inputValue();
    await reloadBudget(testInfo).recover(page, 'Create link');
  }
}

export function memberRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true });
}

/** Adds a one-time expense paid by the signed-in person, split equally, from the home screen. */
export async function addTripExpense(page: Page, description: string, amount: string): Promise<void> {
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

export function expenseCard(page: Page, description: string) {
  return page.getByRole('article', { name: description });
}

export async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return names.map((n) => n.trim());
}

/** The installed app: its service worker controls the page, so every screen opens without a network. */
export async function installApp(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
}

/**
 * Moves to one of the menu's screens inside the app, as a person does. A page load right after a write has
 * the emulator take the queued write again, which is when its known fault strikes (c050, README: Emulators);
 * moving between screens loads nothing. Specs load a page themselves only where loading is what they test.
 */
export async function openScreen(page: Page, name: keyof typeof SCREEN_HEADINGS): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  // Each screen's code loads on first visit, and until it has the old screen stays up. A control the two share
  // ("Invite link" is on a trip's home and on Members) would otherwise be clicked on the screen being left.
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_HEADINGS[name] })).toBeVisible();
}

/** The level-one heading each menu screen shows; a trip's home names its summary, a monthly ledger's its month. */
const SCREEN_HEADINGS = {
  Home: /^(Group summary|This month)$/,
  Members: 'Members',
  Activity: 'Activity',
  Settings: 'Settings',
} as const;
