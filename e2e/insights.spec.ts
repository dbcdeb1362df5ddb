// Insights (/ledger/insights): every chart's table against what was entered through the forms, its totals
// against the home's, a category opening the month-wise list, a member's own figures, a trip's charts,
// axe in both themes, and screenshots at a phone's and a desktop's size, attached to the report.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createLedger, openMenu, signIn, signOut } from './helpers';
import { MEMBER, addEntry, startHousehold, startHouseholdWithMember, total } from './monthly-steps';
import { addSplit, startTrip, totalCard } from './onetime-steps';
import { axeFindings } from './support/axe';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const now = new Date();
const thisMonth = { year: now.getFullYear(), month: now.getMonth() + 1 };
const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const label = (year: number, month: number) => `${MONTHS[month - 1]} ${year}`;
const THIS = label(thisMonth.year, thisMonth.month);
const LAST_YEAR = label(thisMonth.year - 1, thisMonth.month);
const PREVIOUS = label(previous.getFullYear(), previous.getMonth() + 1);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A table's body and foot as [row header, ...cells] text, the way a screen reader walks it. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

async function showTable(section: Locator): Promise<Locator> {
  const toggle = section.getByRole('button', { name: 'Show table' });
  await toggle.click();
  await expect(section.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  return section.getByRole('table');
}

async function openInsights(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
}

async function chooseTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const menu = await openMenu(page);
  const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
}

async function attachScreenshot(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Both themes at a phone's and a desktop's size: axe on each, the top of the screen and further down. */
async function checkLooks(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  const found: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.setViewportSize({ width: 360, height: 740 });
    await chooseTheme(page, theme);
    for (const [w, h] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await ready();
      // Chartist redraws on a resize; the screenshot waits for the drawing to settle.
      await page.waitForTimeout(150);
      found.push(...(await axeFindings(page, `${theme} ${w}`, { outline: true })));
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll, `${theme} ${w}: no sideways scroll`).toBeLessThanOrEqual(0);
      await attachScreenshot(page, `${name}-${theme}-${w}-top`);
      await page.getByRole('heading', { level: 2 }).nth(2).scrollIntoViewIfNeeded();
      await attachScreenshot(page, `${name}-${theme}-${w}-more`);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
  expect(found).toEqual([]);
}

test('a household: each chart’s table, totals equal to the home’s, and a category opening its month', async ({
  page,
}) => {
  test.slow();
  await startHousehold(page);
  await addEntry(page, 'Income', { description: 'Salary', amount: '50000' });
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450', category: 'Food', tags: ['Family'] });
  await addEntry(page, 'Expense', { description: 'Rent', amount: '15000', category: 'Rent', paymentMode: 'Cash' });
  await addEntry(page, 'Expense', { description: 'Curd returned', amount: '-450', category: 'Food' });
  await addEntry(page, 'Expense', {
    description: 'Movie night',
    amount: '600',
    category: 'Entertainment',
    tags: ['Friends', 'Entertainment'],
    paymentMode: 'Credit',
  });
  await addEntry(page, 'Expense', {
    description: 'Old rent',
    amount: '12000',
    category: 'Rent',
    date: { year: thisMonth.year - 1, month: MONTHS[thisMonth.month - 1], day: 5 },
  });
  await addEntry(page, 'Expense', {
    description: 'Fuel',
    amount: '3000',
    category: 'Transport',
    date: { year: previous.getFullYear(), month: MONTHS[previous.getMonth()], day: 10 },
  });
  const homeExpenses = (await total(page, 'Total Expenses').textContent())?.trim();
  const homeIncome = (await total(page, 'Total Income').textContent())?.trim();
  expect(homeExpenses).toBe('17,600');
  expect(homeIncome).toBe('50,000');

  await openInsights(page);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(String(thisMonth.month));
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(thisMonth.year));

  const byCategory = region(page, 'Spending by category');
  const categoryTable = byCategory.getByRole('table', { name: `Spending by category, ${THIS}` });
  await expect(categoryTable.getByRole('row')).toHaveCount(5);
  expect(await rowsOf(categoryTable)).toEqual([
    ['Rent', '15,000'],
    ['Food', '2,000'],
    ['Entertainment', '600'],
    ['Total Expenses', homeExpenses],
  ]);
  await expect(byCategory.locator('svg.ct-chart-bar')).toHaveCount(1);

  const flows = region(page, 'Income and expenses');
  const flowTable = await showTable(flows);
  const flowRows = await rowsOf(flowTable);
  expect(flowRows).toHaveLength(12);
  expect(flowRows.at(-1)).toEqual([THIS, homeIncome, homeExpenses]);
  expect(flowRows.at(-2)).toEqual([PREVIOUS, '0', '3,000']);
  await expect(flows.locator('svg.ct-chart-bar')).toHaveCount(1);

  const yearOnYear = region(page, 'Compared with last year');
  expect(await rowsOf(await showTable(yearOnYear))).toEqual([
    ['Rent', '15,000', '12,000'],
    ['Food', '2,000', '0'],
    ['Entertainment', '600', '0'],
    ['Total Expenses', homeExpenses, '12,000'],
  ]);
  await expect(yearOnYear.getByRole('columnheader')).toHaveText([
    'Category',
    THIS.replace(/^(\w{3})\w*/, '$1'),
    LAST_YEAR.replace(/^(\w{3})\w*/, '$1'),
  ]);

  expect(await rowsOf(await showTable(region(page, 'Spending by tag')))).toEqual([
    ['No tag', '14,550'],
    ['Family', '2,450'],
    ['Entertainment', '600'],
    ['Friends', '600'],
  ]);
  expect(await rowsOf(await showTable(region(page, 'Spending by payment mode')))).toEqual([
    ['Cash', '15,000'],
    ['UPI', '2,000'],
    ['Credit', '600'],
    ['Total Expenses', homeExpenses],
  ]);

  await checkLooks(page, 'monthly', async () => {
    await expect(byCategory.locator('svg.ct-chart-bar')).toHaveCount(1);
  });

  // Another month from the picker: the address keeps it, so Back returns to it.
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: MONTHS[previous.getMonth()] });
  if (previous.getFullYear() !== thisMonth.year)
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(previous.getFullYear()));
  await expect(
    byCategory.getByRole('table', { name: `Spending by category, ${PREVIOUS}` }).getByRole('row'),
  ).toHaveCount(3);
  expect(await rowsOf(byCategory.getByRole('table'))).toEqual([
    ['Transport', '3,000'],
    ['Total Expenses', '3,000'],
  ]);

  // A category opens that month's list on the month-wise page.
  await byCategory.getByRole('link', { name: 'Transport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/ledger/transactions/all/${previous.getFullYear()}/${previous.getMonth() + 1}\\?category=Transport$`),
  );
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(String(previous.getMonth() + 1));
  await expect(page.getByRole('article', { name: 'Fuel', exact: true })).toContainText('Transport');
});

test('a member’s insights hold only his own entries, without income or links', async ({ page }) => {
  await startHouseholdWithMember(page);
  await addEntry(page, 'Income', { description: 'Salary', amount: '90000' });
  await addEntry(page, 'Expense', { description: 'Rent', amount: '20000', category: 'Rent' });
  await addEntry(page, 'Expense', {
    description: 'Ravi phone bill',
    amount: '499',
    category: 'Utilities',
    paidBy: MEMBER.name,
  });
  await signOut(page);
  await signIn(page, MEMBER.name, MEMBER.email);
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await addEntry(page, 'Expense', { description: 'Ravi lunch', amount: '250', category: 'Food' });
  const homeExpenses = (await total(page, 'Total Expenses').textContent())?.trim();
  expect(homeExpenses).toBe('749');

  await openInsights(page);
  const byCategory = region(page, 'Spending by category');
  expect(await rowsOf(byCategory.getByRole('table'))).toEqual([
    ['Utilities', '499'],
    ['Food', '250'],
    ['Total Expenses', homeExpenses],
  ]);
  await expect(byCategory.getByRole('link')).toHaveCount(0);
  await expect(region(page, 'Income and expenses')).toHaveCount(0);
  const flows = region(page, 'Expenses');
  const flowTable = await showTable(flows);
  await expect(flowTable.getByRole('columnheader')).toHaveText(['Month', 'Expenses']);
  expect((await rowsOf(flowTable)).at(-1)).toEqual([THIS, homeExpenses]);
  await expect(page.getByText('Salary')).toHaveCount(0);
});

test('a trip: by category, spent and paid as on the home, and day by day', async ({ page }) => {
  test.slow();
  await startTrip(page);
  await addSplit(page, { description: 'Hotel', amount: '3000' });
  await addSplit(page, { description: 'Taxi', amount: '900', paidBy: 'Ravi' });
  await addSplit(page, { description: 'Dinner', amount: '1200.5', paidBy: 'Meera', method: 'No Split' });
  const homeTotal = '5,100.5';
  await expect(totalCard(page)).toContainText(`₹${homeTotal}`);
  const homeBalances = await rowsOf(page.getByRole('table', { name: 'Balances' }));

  await openInsights(page);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveCount(0);
  const byCategory = region(page, 'Spending by category');
  expect(await rowsOf(byCategory.getByRole('table'))).toEqual([
    ['No category', homeTotal],
    ['Total Expenses', homeTotal],
  ]);
  const people = region(page, 'Spent and paid');
  const peopleRows = await rowsOf(await showTable(people));
  // The home's Balances table, name by name (its name cells also hold a Why? button).
  expect(peopleRows).toEqual(homeBalances.map(([name, ...cells]) => [name!.replace(/Why\?$/, '').trim(), ...cells]));
  expect(peopleRows.find(([name]) => name === 'Ravi')).toEqual(['Ravi', '1,300', '900']);

  const days = region(page, 'Spending by day');
  const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(now);
  expect(await rowsOf(await showTable(days))).toEqual([[today, homeTotal]]);
  await expect(days.locator('svg.ct-chart-line')).toHaveCount(1);

  await checkLooks(page, 'trip', async () => {
    await expect(people.locator('svg.ct-chart-bar')).toHaveCount(1);
  });
});

test('a category tapped in Insights opens the month-wise list with only its entries', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Rent', amount: '20000', category: 'Rent' });
  await addEntry(page, 'Expense', { description: 'Milk', amount: '60', category: 'Food' });
  await openInsights(page);
  await region(page, 'Spending by category').getByRole('link', { name: 'Rent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Only' })).toHaveText(/Only Rent: 1 of 2/);
  await expect(page.getByRole('article', { name: 'Rent', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Milk', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all categories' }).click();
  await expect(page.getByRole('article', { name: 'Milk', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/ledger\/transactions\/all\/\d+\/\d+$/);
});

test('opened from the last saved state, Insights reads again when the live list names another ledger', async ({
  page,
}) => {
  // Insights opens on the saved state's ledger before storage answers (a cold start). That state can be out
  // of date (cloud mode: removed from the ledger on another device); here it is made so by hand: the state
  // saved while the household was active is put back as the page opens on Insights, with the trip active.
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Rent', amount: '20000', category: 'Rent' });
  const householdState = await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vyay-last-state')))
    .toContain('"Rent"')
    .then(() => page.evaluate(() => localStorage.getItem('vyay-last-state')));
  await createLedger(page, 'Goa trip', { monthly: false });
  await addSplit(page, { description: 'Hotel', amount: '3000' });
  await page.addInitScript((saved) => {
    if (location.pathname !== '/ledger/insights') return;
    localStorage.setItem('vyay-last-state', saved!);
    // Storage that opens late, as a phone's may (and as Firebase's client does in cloud mode): the screen is
    // read from the saved state before the live list answers, and must follow that answer.
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      const request = open.call(this, name, version);
      if (name !== 'vyay-device') return request;
      const listen = request.addEventListener.bind(request);
      request.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) =>
        listen(
          type,
          type === 'success' ? (event) => setTimeout(() => listener(event), 800) : listener,
          options,
        )) as typeof request.addEventListener;
      return request;
    };
  }, householdState);
  await page.goto('/ledger/insights');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();
  // The trip's own Insights, not the household's month read by the saved state.
  await expect(region(page, 'Spent and paid')).toBeVisible();
  expect(await rowsOf(region(page, 'Spending by category').getByRole('table'))).toEqual([
    ['No category', '3,000'],
    ['Total Expenses', '3,000'],
  ]);
  await expect(page.getByText(`${THIS}: Total Expenses`)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveCount(0);
});
