// One-time split defaults: Split type, shares and percentages that never go below 0, used by the form.
import { expect, test, type Page } from '@playwright/test';
import { openAddForm, splitRow, startTrip } from './onetime-steps';

const group = (page: Page, name: 'Shares' | 'Percentages') => page.getByRole('group', { name, exact: true });

test('plus and minus step shares and percentages, floor at 0, and become the form defaults', async ({ page }) => {
  await startTrip(page);
  await page.goto('/ledger/settings');
  await expect(page.getByRole('combobox', { name: 'Split type' })).toHaveValue('Equal');

  const shares = group(page, 'Shares');
  await expect(shares.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('1');
  await shares.getByRole('button', { name: 'Decrease Ravi' }).click();
  await expect(shares.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('0');
  await shares.getByRole('button', { name: 'Decrease Ravi' }).click();
  await expect(shares.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('0');
  await shares.getByRole('button', { name: 'Increase Asha' }).click();
  await shares.getByRole('button', { name: 'Increase Asha' }).click();
  await expect(shares.getByRole('textbox', { name: 'Asha', exact: true })).toHaveValue('3');

  const percentages = group(page, 'Percentages');
  await percentages.getByRole('button', { name: 'Decrease Meera' }).click();
  await expect(percentages.getByRole('textbox', { name: 'Meera', exact: true })).toHaveValue('0');
  await percentages.getByRole('button', { name: 'Increase Meera' }).click();
  await expect(percentages.getByRole('textbox', { name: 'Meera', exact: true })).toHaveValue('5');
  await percentages.getByRole('textbox', { name: 'Meera', exact: true }).fill('3');
  await percentages.getByRole('button', { name: 'Decrease Meera' }).click();
  await expect(percentages.getByRole('textbox', { name: 'Meera', exact: true })).toHaveValue('0');

  await page.getByRole('combobox', { name: 'Split type' }).selectOption('Shares');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();

  // The form now starts as Shares with Asha 3, Ravi 0, Meera 1.
  await page.goto('/');
  await openAddForm(page);
  await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveValue('Shares');
  await expect(page.getByRole('textbox', { name: 'Asha', exact: true })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('0');
  await page.getByRole('textbox', { name: 'Amount' }).fill('80');
  await expect(splitRow(page, 'Asha')).toContainText('₹60');
  await expect(splitRow(page, 'Meera')).toContainText('₹20');

  // Saved values survive a reload of the settings screen.
  await page.goto('/ledger/settings');
  await expect(group(page, 'Shares').getByRole('textbox', { name: 'Asha', exact: true })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Split type' })).toHaveValue('Shares');
});
