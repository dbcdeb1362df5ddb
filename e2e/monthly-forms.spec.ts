import { expect, test, type Page } from '@playwright/test';
import { addEntry, openSection, startHousehold, toast, total } from './monthly-steps';
import { showMoreDetails } from './form-steps';

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

test('the income form needs a description and an amount above 0', async ({ page }) => {
  await startHousehold(page);
  await page.getByRole('link', { name: 'Add Income' }).click();
  await expect(page).toHaveURL(/\/ledger\/income\/add$/);
  const description = page.getByRole('textbox', { name: 'Description' });
  const amount = page.getByRole('textbox', { name: 'Amount' });

  await save(page);
  await expect(toast(page, 'Description is required')).toBeVisible();
  await expect(description).toHaveAccessibleDescription('Description is required');
  await expect(amount).toHaveAccessibleDescription('Amount is required');

  await description.fill('Salary');
  await save(page);
  await expect(toast(page, 'Amount is required')).toBeVisible();
  await expect(description).not.toHaveAttribute('aria-invalid', 'true');

  // Income is unsigned: a minus sign cannot even be typed, and 0 is refused.
  await amount.fill('-5');
  await expect(amount).toHaveValue('');
  await amount.fill('0');
  await save(page);
  await expect(amount).toHaveAccessibleDescription('Amount must be more than 0');
  await expect(page).toHaveURL(/\/ledger\/income\/add$/);

  // A trailing dot is accepted and parsed as a whole number.
  await amount.fill('50000.');
  await save(page);
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await expect(total(page, 'Total Income')).toHaveText('50,000');
});

test('the expense form needs a description and an amount, and takes a refund', async ({ page }) => {
  await startHousehold(page);
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page).toHaveURL(/\/ledger\/expense\/add$/);
  await expect(page.getByRole('combobox', { name: 'Paid by' })).toBeVisible();
  await showMoreDetails(page);
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toHaveValue('UPI');
  await save(page);
  await expect(toast(page, 'Description is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
    'Description is required',
  );
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Amount is required');
  // Focus goes to the first field to fix, not left on Save.
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();

  await addEntry(page, 'Expense', { description: 'Shoes', amount: '3000' });
  await addEntry(page, 'Expense', { description: 'Shoes refund', amount: '-1000' });
  await expect(total(page, 'Total Expenses')).toHaveText('2,000');
});

test('Paid by offers common and every member, and the choice is saved', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Meera');
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(toast(page, 'Temporary Member added successfully')).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Add Expense' }).click();
  const paidBy = page.getByRole('combobox', { name: 'Paid by' });
  await expect(paidBy.getByRole('option')).toHaveText(['common', 'Asha', 'Meera']);
  await expect(paidBy.locator('option:checked')).toHaveText('Asha');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addEntry(page, 'Expense', { description: 'Tiffin', amount: '120', paidBy: 'Meera', paymentMode: 'Cash' });
  await openSection(page, 'Transactions');
  await expect(page.getByRole('article', { name: 'Tiffin' })).toContainText('Paid by Meera');
  await expect(page.getByRole('article', { name: 'Tiffin' })).toContainText('Cash');
});

test('editing an unknown transaction says so and links home', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/expense/edit/no-such-id');
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
});

test('an income opened in the expense form is not found, and edit keeps its date', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Income', { description: 'Bonus', amount: '10000', date: { day: 2 } });
  await openSection(page, 'Transactions');
  await page.getByRole('button', { name: 'Edit Bonus' }).click();
  await expect(page).toHaveURL(/\/ledger\/income\/edit\//);
  await showMoreDetails(page);
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveValue('2');
  const id = page.url().split('/').pop()!;
  await page.getByRole('textbox', { name: 'Description' }).fill('Annual bonus');
  await save(page);
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await openSection(page, 'Transactions');
  await expect(page.getByRole('article', { name: 'Annual bonus' }).locator('time')).toHaveText(/^02 /);
  await page.goto(`/ledger/expense/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
});
