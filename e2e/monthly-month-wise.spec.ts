import { expect, test } from '@playwright/test';
import { addEntry, card, openSection, startHousehold, toast, total } from './monthly-steps';

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

test('an expense dated last month shows on the month-wise page, not at home', async ({ page }) => {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const lastMonth = last.getMonth() + 1;
  await startHousehold(page);
  await addEntry(page, 'Expense', {
    description: 'Old rent',
    amount: '21000',
    date: { year: last.getFullYear(), month: MONTHS[last.getMonth()], day: 5 },
  });
  await addEntry(page, 'Expense', { description: 'New snacks', amount: '80' });
  await openSection(page, 'Transactions');
  await expect(card(page, 'New snacks')).toBeVisible();
  await expect(card(page, 'Old rent')).toHaveCount(0);

  await page.goto(`/ledger/transactions/all/${last.getFullYear()}/${lastMonth}`);
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(String(lastMonth));
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(last.getFullYear()));
  await expect(card(page, 'Old rent')).toContainText('21,000');
  await expect(card(page, 'New snacks')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('snacks');
  await expect(card(page, 'Old rent')).toHaveCount(0);

  // Choosing a month puts it in the URL and queries it.
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: MONTHS[now.getMonth()]! });
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(now.getFullYear()));
  await expect(page).toHaveURL(new RegExp(`/ledger/transactions/all/${now.getFullYear()}/${now.getMonth() + 1}$`));
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(card(page, 'New snacks')).toBeVisible();
  await expect(card(page, 'Old rent')).toHaveCount(0);
});

test('a bad year or month in the URL falls back to this month; Refresh and delete refetch', async ({ page }) => {
  const now = new Date();
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Coffee', amount: '150' });
  await page.goto('/ledger/transactions/all/1999/13');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(String(now.getMonth() + 1));
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(now.getFullYear()));
  await expect(card(page, 'Coffee')).toBeVisible();
  const years = await page.getByRole('combobox', { name: 'Year' }).getByRole('option').allTextContents();
  expect(years[0]).toBe(String(now.getFullYear()));
  expect(years.at(-1)).toBe('2024');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(card(page, 'Coffee')).toBeVisible();
  await card(page, 'Coffee').getByRole('button', { name: 'Delete Coffee' }).click();
  await page.getByRole('dialog', { name: 'Delete transaction' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Transaction deleted')).toBeVisible();
  await expect(card(page, 'Coffee')).toHaveCount(0);
  await expect(page.getByText('No transactions yet.')).toBeVisible();
});

test('editing from the month-wise page returns there', async ({ page }) => {
  const now = new Date();
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Books', amount: '700' });
  await page.goto(`/ledger/transactions/all/${now.getFullYear()}/${now.getMonth() + 1}`);
  await card(page, 'Books').getByRole('button', { name: 'Edit Books' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('750');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(card(page, 'Books')).toContainText('750');
});

test('the month-wise totals add up the month and equal the home summary', async ({ page }) => {
  const now = new Date();
  await startHousehold(page);
  await addEntry(page, 'Income', { description: 'Salary', amount: '1234567' });
  await addEntry(page, 'Expense', { description: 'Rent', amount: '21000.5' });
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '3499.75' });
  await addEntry(page, 'Expense', { description: 'Refund', amount: '-500' });
  // 21,000.5 + 3,499.75 - 500 = 24,000.25; 12,34,567 - 24,000.25 = 12,10,566.75
  const expected = { 'Total Income': '12,34,567', 'Total Expenses': '24,000.25', Balance: '12,10,566.75' };
  for (const [label, amount] of Object.entries(expected)) await expect(total(page, label)).toHaveText(amount);

  await page.goto(`/ledger/transactions/all/${now.getFullYear()}/${now.getMonth() + 1}`);
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(page.getByText(`${MONTHS[now.getMonth()]} ${now.getFullYear()}: 4 transactions`)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Totals' }).getByRole('rowheader');
  await expect(rows).toHaveText(['Total Income', 'Total Expenses', 'Balance']);
  for (const [label, amount] of Object.entries(expected)) await expect(total(page, label)).toHaveText(amount);
});

test('Previous month and Next month move the pickers, the URL, the list and the totals', async ({ page }) => {
  // Entries are dated "now" by the app's clock (Playwright's), which crosses a year end between the two.
  await page.clock.install({ time: new Date(2025, 11, 20, 12) });
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Old rent', amount: '21000' });
  await page.clock.setSystemTime(new Date(2026, 0, 10, 12));
  await page.goto('/');
  await expect(page.getByText('January 2026')).toBeVisible();
  await addEntry(page, 'Expense', { description: 'New snacks', amount: '80' });

  await page.goto('/ledger/transactions/all');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('1');
  await expect(card(page, 'New snacks')).toBeVisible();
  await expect(card(page, 'Old rent')).toHaveCount(0);
  await expect(total(page, 'Total Expenses')).toHaveText('80');

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(/\/ledger\/transactions\/all\/2025\/12$/);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('12');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2025');
  await expect(card(page, 'Old rent')).toBeVisible();
  await expect(card(page, 'New snacks')).toHaveCount(0);
  await expect(total(page, 'Total Expenses')).toHaveText('21,000');
  await expect(page.getByText('December 2025: 1 transaction', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/\/ledger\/transactions\/all\/2026\/1$/);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
  await expect(card(page, 'New snacks')).toBeVisible();
  await expect(card(page, 'Old rent')).toHaveCount(0);
  await expect(total(page, 'Total Expenses')).toHaveText('80');
});

test('the month steps stop where the pickers stop, and future months of this year are allowed', async ({ page }) => {
  const year = new Date().getFullYear();
  await startHousehold(page);
  await page.goto('/ledger/transactions/all/2024/1');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeEnabled();

  // The month picker offers every month of this year, so Next month reaches December and stops there.
  await page.goto(`/ledger/transactions/all/${year}/11`);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('11');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`/ledger/transactions/all/${year}/12$`));
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('12');
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  await expect(total(page, 'Total Expenses')).toHaveText('0');
});

test('on a 360px phone crore totals and the month steps fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startHousehold(page);
  await addEntry(page, 'Income', { description: 'Sale of flat', amount: '123456789.55' });
  await addEntry(page, 'Expense', { description: 'Home loan', amount: '98765432.1' });
  await page.goto('/ledger/transactions/all');
  await expect(total(page, 'Total Income')).toHaveText('12,34,56,789.55');
  await expect(total(page, 'Balance')).toHaveText('2,46,91,357.45');
  for (const name of ['Previous month', 'Next month']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
