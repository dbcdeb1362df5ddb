// Every split method, with the per-member amounts the form previews checked against hand-computed values.
import { expect, test } from '@playwright/test';
import { addSplit, balanceRow, fillSplit, openAddForm, splitRow, startTrip, totalCard } from './onetime-steps';

test('Equal: 100 three ways leaves the 0.001 remainder with the payer', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  // Equal is the default split type.
  await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveValue('Equal');
  await fillSplit(page, { description: 'Dinner', amount: '100', paidBy: 'Ravi' });
  await expect(splitRow(page, 'Ravi')).toContainText('₹33.334');
  await expect(splitRow(page, 'Asha')).toContainText('₹33.333');
  await expect(splitRow(page, 'Meera')).toContainText('₹33.333');
  await expect(page.getByRole('status').filter({ hasText: 'Split ₹' })).toContainText('Split ₹100 of ₹100');

  // Leaving Meera out splits between the other two.
  await page.getByRole('checkbox', { name: 'Meera', exact: true }).uncheck();
  await expect(splitRow(page, 'Asha')).toContainText('₹50');
  await expect(splitRow(page, 'Meera')).toContainText('Not in split');
  await page.getByRole('checkbox', { name: 'Meera', exact: true }).check();
  await expect(splitRow(page, 'Meera')).toContainText('₹33.333');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully')).toBeVisible();
  await expect(totalCard(page)).toContainText('₹100');
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*33\.33\s*100/);
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*33\.33\s*0/);
  const card = page.getByRole('article', { name: 'Dinner' });
  await expect(card.getByRole('list', { name: 'Split of Dinner' })).toContainText('Ravi: 33.33');
});

test('Shares: 120 split 1, 2 and 3 shares', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await fillSplit(page, {
    description: 'Boat',
    amount: '120',
    method: 'Shares',
    values: { Asha: '1', Ravi: '2', Meera: '3' },
  });
  await expect(splitRow(page, 'Asha')).toContainText('₹20');
  await expect(splitRow(page, 'Ravi')).toContainText('₹40');
  await expect(splitRow(page, 'Meera')).toContainText('₹60');
  // A share of 0 leaves the member out: 120 over 1 + 3 shares.
  await page.getByRole('textbox', { name: 'Ravi', exact: true }).fill('0');
  await expect(splitRow(page, 'Asha')).toContainText('₹30');
  await expect(splitRow(page, 'Meera')).toContainText('₹90');
  await expect(splitRow(page, 'Ravi')).toContainText('₹0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*90\s*0/);
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*30\s*120/);
});

test('Percentage: 50, 30 and 20 percent of 250', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await fillSplit(page, {
    description: 'Hotel',
    amount: '250',
    method: 'Percentage',
    values: { Asha: '50', Ravi: '30', Meera: '20' },
  });
  await expect(splitRow(page, 'Asha')).toContainText('₹125');
  await expect(splitRow(page, 'Ravi')).toContainText('₹75');
  await expect(splitRow(page, 'Meera')).toContainText('₹50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(totalCard(page)).toContainText('₹250');
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*75\s*0/);
});

test('Custom: amounts set directly, and a 0.1 shortfall is tolerated and stays with the payer', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await fillSplit(page, {
    description: 'Snacks',
    amount: '90',
    method: 'Custom',
    values: { Asha: '10', Ravi: '44.95', Meera: '35' },
  });
  await expect(splitRow(page, 'Asha')).toContainText('₹10');
  await expect(splitRow(page, 'Ravi')).toContainText('₹44.95');
  await expect(splitRow(page, 'Meera')).toContainText('₹35');
  await expect(page.getByRole('status').filter({ hasText: 'Split ₹' })).toContainText('Split ₹89.95 of ₹90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully')).toBeVisible();
  // The unallocated 0.05 counts as the payer's own spending.
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*10\.05\s*90/);
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*44\.95\s*0/);
});

test('No Split: the whole amount is the payer’s, so nobody owes anything', async ({ page }) => {
  await startTrip(page);
  await addSplit(page, { description: 'Souvenir', amount: '75.5', paidBy: 'Meera', method: 'No Split' });
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*75\.5\s*75\.5/);
  await expect(totalCard(page)).toContainText('₹75.5');
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
});

test('a ledger with one member shows no split options and keeps the amount with the payer', async ({ page }) => {
  await startTrip(page, { others: [] });
  await openAddForm(page);
  await expect(page.getByText('Split options are not available due to no members.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveCount(0);
  await fillSplit(page, { description: 'Taxi', amount: '300' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*300\s*300/);
  // The trip of one offers the way onward, from home and from the form.
  await page.getByRole('link', { name: 'Add people' }).click();
  await expect(page.getByRole('textbox', { name: 'Temporary member name' })).toBeVisible();
  await page.goBack();
  await openAddForm(page);
  await page.getByRole('link', { name: 'Add people' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
});
