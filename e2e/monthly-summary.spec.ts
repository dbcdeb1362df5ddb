import { expect, test } from '@playwright/test';
import { addEntry, card, openSection, startHousehold, total } from './monthly-steps';

test('totals use Indian grouping and the balance is income minus expenses', async ({ page }) => {
  await startHousehold(page);
  await expect(total(page, 'Total Income')).toHaveText('0');
  await addEntry(page, 'Income', { description: 'Salary', amount: '185000' });
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450.5' });
  await expect(total(page, 'Total Income')).toHaveText('1,85,000');
  await expect(total(page, 'Total Expenses')).toHaveText('2,450.5');
  await expect(total(page, 'Balance')).toHaveText('1,82,549.5');
  await expect(total(page, 'Income yet to receive')).toHaveText('0');
  await expect(total(page, 'Expenses yet to spend')).toHaveText('0');
  // Asha paid the groceries herself, so the pot owes her until she is settled.
  await expect(total(page, 'Yet to settle')).toHaveText('2,450.5');
  await expect(page.getByRole('link', { name: 'Add Income' })).toBeVisible();
  // The benchmark's marker is set once per page load, however often home is shown.
  expect(await page.evaluate(() => performance.getEntriesByName('vyay:summary-ready').length)).toBe(1);
});

test('a card shows what was entered; edit loads it and keeps it; delete asks first', async ({ page }) => {
  await startHousehold(page);
  const now = new Date();
  await addEntry(page, 'Expense', {
    description: 'Dinner out',
    amount: '1234.5',
    category: 'Entertainment',
    tags: ['Family', 'Food'],
    paymentMode: 'Credit',
    comments: 'birthday',
    date: { day: 1 },
  });
  await openSection(page, 'Transactions');
  const dinner = card(page, 'Dinner out');
  await expect(dinner).toContainText('1,234.5');
  await expect(dinner).toContainText('Expense');
  await expect(dinner).toContainText('Entertainment');
  await expect(dinner).toContainText('Family, Food');
  await expect(dinner).toContainText('Paid by Asha');
  await expect(dinner).toContainText('Credit');
  await expect(dinner).toContainText('birthday');
  const monthName = now.toLocaleString('en-US', { month: 'short' });
  const yy = String(now.getFullYear()).slice(2);
  await expect(dinner.locator('time')).toHaveText(new RegExp(`^01 ${monthName} ${yy}, \\d{2}:\\d{2} (AM|PM)$`));

  await dinner.getByRole('button', { name: 'Edit Dinner out' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Dinner out');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1234.5');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Entertainment');
  await expect(page.getByRole('button', { name: 'Remove tag Family', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toHaveValue('Credit');
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await expect(total(page, 'Total Expenses')).toHaveText('1,500');

  await openSection(page, 'Transactions');
  await card(page, 'Dinner out').getByRole('button', { name: 'Delete Dinner out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete transaction' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Dinner out')).toBeVisible();
  await card(page, 'Dinner out').getByRole('button', { name: 'Delete Dinner out' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Dinner out')).toHaveCount(0);
  await expect(total(page, 'Total Expenses')).toHaveText('0');
});

test('search filters by description, category, tag, comment and payer', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Milk', amount: '60', category: 'Food', paidBy: 'common' });
  await addEntry(page, 'Expense', { description: 'Bus pass', amount: '900', category: 'Transport', tags: ['Work'] });
  await addEntry(page, 'Income', {
    description: 'Freelance',
    amount: '5000',
    category: 'Miscellaneous',
    comments: 'logo design',
    paidBy: 'common',
  });
  await openSection(page, 'Transactions');
  const search = page.getByRole('searchbox', { name: 'Search' });
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('article')).toHaveCount(3);

  const cases: [string, string[]][] = [
    ['bus', ['Bus pass']],
    ['transport', ['Bus pass']],
    ['work', ['Bus pass']],
    ['LOGO', ['Freelance']],
    ['asha', ['Bus pass']],
    ['common', ['Freelance', 'Milk']],
  ];
  for (const [query, expected] of cases) {
    await search.fill(query);
    await expect(list.getByRole('article')).toHaveCount(expected.length);
    for (const name of expected) await expect(card(page, name)).toBeVisible();
  }
  await search.fill('nothing like this');
  await expect(page.getByText('No transactions match your search.')).toBeVisible();
  await search.fill('');
  await expect(list.getByRole('article')).toHaveCount(3);
});
