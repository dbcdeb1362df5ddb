// Editing a split restores its method and inputs; an unknown id says so plainly.
import { expect, test } from '@playwright/test';
import { addSplit, balanceRow, splitRow, startTrip } from './onetime-steps';

test('editing a Shares split restores the shares and saves the change', async ({ page }) => {
  await startTrip(page);
  await addSplit(page, {
    description: 'Villa',
    amount: '400',
    method: 'Shares',
    values: { Asha: '2', Ravi: '1', Meera: '1' },
  });
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*200\s*400/);

  await page.getByRole('button', { name: 'Edit Villa' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Villa');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('400');
  await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveValue('Shares');
  await expect(page.getByRole('textbox', { name: 'Asha', exact: true })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('1');
  await expect(splitRow(page, 'Asha')).toContainText('₹200');

  await page.getByRole('textbox', { name: 'Meera', exact: true }).fill('5');
  await expect(splitRow(page, 'Meera')).toContainText('₹250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*250\s*0/);
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*100\s*400/);
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('editing an Equal split keeps who was left out', async ({ page }) => {
  await startTrip(page);
  await addSplit(page, { description: 'Kayak', amount: '90', paidBy: 'Ravi', exclude: ['Meera'] });
  await page.getByRole('button', { name: 'Edit Kayak' }).click();
  await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveValue('Equal');
  await expect(page.getByRole('combobox', { name: 'Paid by' })).toHaveValue('Ravi');
  await expect(page.getByRole('checkbox', { name: 'Meera', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Asha', exact: true })).toBeChecked();
  await expect(splitRow(page, 'Ravi')).toContainText('₹45');
});

test('an unknown id says the transaction was not found, with a way home', async ({ page }) => {
  await startTrip(page, { others: [] });
  await page.goto('/ledger/split-expense/edit/no-such-id');
  await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
});
