// Phone screens with long names and lakh amounts: nothing wider than the screen, and every member's
// name visible beside the input it belongs to. Every table and accordion is opened, since what is drawn
// only when open (a visually hidden header, a breakdown) can widen the page on its own. Screenshots are
// attached to the report to look at.
import { expect, test, type Locator, type Page } from './support/fixtures';
import { openActivity } from './activity-steps';
import { createLedger, openMenu } from './helpers';
import { addEntry, openSection, toast } from './monthly-steps';
import { addSplit, debtRow, fillSplit, openAddForm, startTrip } from './onetime-steps';

const LONG = 'Kabir Singh Dhillon-Ramaswamy';
const MEERA = 'Meera Krishnamurthy-Iyengar';
const LAKH = '125000';

test.use({ profile: { name: MEERA, email: 'meera@example.com' } });

/** The phone project's screen (playwright.config.ts). */
const PHONE_WIDTH = 360;

async function fitsTheScreen(page: Page, what: string) {
  const { html, body, viewport } = await page.evaluate(() => ({
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
  // Against the phone's own width, not innerWidth: a mobile browser widens its layout viewport to fit a
  // page that is too wide, so innerWidth grows with the very overflow looked for here.
  expect(html, `${what} is ${html} px wide on a ${PHONE_WIDTH} px phone`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(body, `${what}: its body is ${body} px wide on a ${PHONE_WIDTH} px phone`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(viewport, `${what} zooms the page out to ${viewport} px`).toBe(PHONE_WIDTH);
  await test.info().attach(what, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The name is drawn with real width (not squeezed to nothing) inside its row. */
async function nameIsReadable(row: ReturnType<Page['getByRole']>, name: string) {
  const box = await row.getByText(name, { exact: true }).boundingBox();
  expect(box?.width ?? 0, `${name} is drawn`).toBeGreaterThan(40);
}

async function addTemporaryMember(page: Page, name: string) {
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true })).toBeVisible();
}

async function openFromMenu(page: Page, link: string, heading: string) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Insights with every chart's table shown. */
async function insightsWithTables(page: Page): Promise<void> {
  await openFromMenu(page, 'Insights', 'Insights');
  const toggles = page.getByRole('button', { name: 'Show table' });
  await expect(toggles.first()).toBeVisible();
  while ((await toggles.count()) > 0) await toggles.first().click();
  await expect(page.getByRole('table').first()).toBeVisible();
}

/** Each Why? in `scope` pressed, and each breakdown it opens on screen. */
async function openEveryWhy(page: Page, scope: Locator): Promise<void> {
  const closed = scope.getByRole('button', { name: 'Why?', expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(page.getByRole('table', { name: /balance adds up/ }).first()).toBeVisible();
  await expect(scope.getByText('Loading…')).toHaveCount(0);
}

test('the split form, the trip home and the split defaults fit a phone with long names', async ({ page }) => {
  await startTrip(page, { others: [LONG, 'Meera'] });
  await addSplit(page, { description: 'Houseboat on the backwaters', amount: '1234567.89', paidBy: LONG });
  await fitsTheScreen(page, 'trip home');

  await openAddForm(page);
  for (const method of ['Shares', 'Percentage', 'Custom'] as const) {
    await fillSplit(page, { description: 'Villa', amount: '1000', method });
    const rows = page.getByRole('list', { name: 'Split between members' });
    await nameIsReadable(rows.getByRole('listitem', { name: LONG }), LONG);
    await nameIsReadable(rows.getByRole('listitem', { name: 'Meera' }), 'Meera');
    await fitsTheScreen(page, `split form, ${method}`);
  }

  await page.goto('/ledger/settings');
  await expect(page.getByRole('combobox', { name: 'Split type' })).toBeVisible();
  await fitsTheScreen(page, 'split defaults');
  await page.goto('/ledger/switch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsTheScreen(page, 'switch group');
});

test('Switch group fits a phone with long group names and crore positions', async ({ phone: page }) => {
  test.setTimeout(60_000);
  const trip = 'Backwaters, Munnar and Kochi with the whole Krishnamurthy-Iyengar family';
  await createLedger(page, trip, { monthly: false });
  await addTemporaryMember(page, LONG);
  await page.goto('/');
  await addSplit(page, { description: 'Houseboat on the backwaters', amount: '123456789.55', paidBy: LONG });
  await createLedger(page, 'Household of the Krishnamurthy-Iyengar family in Bengaluru', { monthly: true });
  await addEntry(page, 'Expense', { description: 'Rent', amount: '12345678.9' });
  await page.getByRole('link', { name: 'Switch group' }).click();
  await expect(page.getByText('You owe ₹6,17,28,394.77', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Spent this month: ₹1,23,45,678.9')).toBeVisible();
  await nameIsReadable(
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: trip, exact: true }) }),
    trip,
  );
  await fitsTheScreen(page, 'switch group with positions');
});

test('every table and accordion of a monthly ledger fits a phone with long names and lakh amounts', async ({
  phone: page,
}) => {
  test.setTimeout(60_000);
  await createLedger(page, 'Household', { monthly: true });
  await addTemporaryMember(page, LONG);
  await page.goto('/ledger/settings');
  const budgets = page.getByRole('form', { name: 'Category budgets' });
  await budgets.getByRole('textbox', { name: 'Budget for Rent' }).fill('100000');
  await budgets.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await fitsTheScreen(page, 'monthly settings with a lakh budget');
  await page.goto('/');

  await addEntry(page, 'Income', { description: 'Salary', amount: LAKH });
  await addEntry(page, 'Expense', { description: 'Rent', amount: LAKH, category: 'Rent' });
  await addEntry(page, 'Expense', { description: 'School fees', amount: LAKH, paidBy: LONG });

  await expect(page.getByRole('region', { name: 'Budgets' })).toBeVisible();
  await openSection(page, 'Settlements');
  const settlements = page.getByRole('table', { name: 'Settlements' });
  await expect(settlements.getByRole('rowheader', { name: MEERA })).toBeVisible();
  await expect(settlements.getByRole('rowheader', { name: LONG })).toBeVisible();
  await fitsTheScreen(page, 'monthly home, Settlements open');
  await openSection(page, 'Transactions');
  await expect(page.getByRole('article', { name: 'School fees' })).toBeVisible();
  await fitsTheScreen(page, 'monthly home, Settlements and Transactions open');

  await openFromMenu(page, 'All Transactions', 'All Transactions');
  await expect(page.getByRole('table', { name: 'Totals' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Rent' })).toBeVisible();
  await fitsTheScreen(page, 'month-wise page');

  await insightsWithTables(page);
  await fitsTheScreen(page, 'monthly Insights, tables shown');

  await openFromMenu(page, 'Members', 'Members');
  await fitsTheScreen(page, 'monthly members');

  await openActivity(page);
  await expect(page.getByRole('listitem', { name: `${MEERA} added School fees` })).toBeVisible();
  await fitsTheScreen(page, 'monthly activity');
});

test('every table of a trip fits a phone with long names and lakh amounts: balances, settle up, Why?', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await startTrip(page, { others: [MEERA, LONG] });
  await addSplit(page, { description: 'Houseboat on the backwaters', amount: LAKH, paidBy: MEERA });
  await addSplit(page, { description: 'Kathakali tickets', amount: '1250.50', paidBy: LONG });

  await openEveryWhy(page, page.getByRole('table', { name: 'Balances' }));
  await expect(page.getByRole('table', { name: `How ${MEERA}’s balance adds up` })).toBeVisible();
  await fitsTheScreen(page, 'trip balances, every Why? open');

  const debt = debtRow(page, `Asha owes ${MEERA}`);
  await openEveryWhy(page, page.getByRole('listitem', { name: /owes/ }));
  await fitsTheScreen(page, 'trip settle up, every Why? open');

  await debt.getByRole('button', { name: 'Settle Up', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Record payment' });
  await expect(sheet).toBeVisible();
  await fitsTheScreen(page, 'trip Record payment');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);

  await insightsWithTables(page);
  await fitsTheScreen(page, 'trip Insights, tables shown');

  await openFromMenu(page, 'Members', 'Members');
  await fitsTheScreen(page, 'trip members');
  // Each box to type in keeps a usable width: a long button goes under it instead of squeezing it.
  for (const name of ['Member email', 'Temporary member name', 'UPI ID']) {
    const box = await page.getByRole('textbox', { name }).first().boundingBox();
    expect(box?.width ?? 0, `${name} is ${box?.width} px wide`).toBeGreaterThanOrEqual(160);
  }

  await openActivity(page);
  await expect(page.getByRole('listitem', { name: 'Asha added Houseboat on the backwaters' })).toBeVisible();
  await fitsTheScreen(page, 'trip activity');
});
