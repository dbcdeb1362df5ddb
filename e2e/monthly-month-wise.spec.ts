import { expect, test } from '@playwright/test';
import { addEntry, card, startHousehold, toast } from './monthly-steps';

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
  await page.getByRole('button', { name: 'Transactions', exact: true }).click();
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
