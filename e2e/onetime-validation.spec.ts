// The split form's messages (SPEC §5), each shown as a toast and inline, and nothing saved until it is fixed.
import { expect, test, type Page } from '@playwright/test';
import { fillSplit, openAddForm, startTrip, totalCard } from './onetime-steps';

const form = (page: Page) => page.getByRole('form', { name: 'Add Expense' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectMessage(page: Page, message: string) {
  await expect(toasts(page).getByText(message, { exact: true })).toBeVisible();
  await expect(form(page).getByText(message, { exact: true })).toBeVisible();
}

test('description and amount are required, and the amount must be above 0', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Description is required');

  await page.getByRole('textbox', { name: 'Description' }).fill('Lunch');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Amount is required');

  await page.getByRole('textbox', { name: 'Amount' }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Amount must be more than 0');
  // Only digits and one decimal point can be typed.
  await page.getByRole('textbox', { name: 'Amount' }).fill('');
  await page.getByRole('textbox', { name: 'Amount' }).pressSequentially('5a.5.');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('5.5');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(totalCard(page)).toContainText('₹0');
  await expect(page.getByText('No transactions yet.')).toBeVisible();
});

test('a split over the amount says by how much', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await fillSplit(page, { description: 'Cab', amount: '100', method: 'Custom', values: { Asha: '60', Ravi: '50' } });
  // Shown live while typing, then again as a toast on Save.
  await expect(form(page).getByText('Your split is more by 10', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'Your split is more by 10');
  await expect(page).toHaveURL(/\/ledger\/split-expense\/add$/);
});

test('a split short by more than 0.1 asks for the rest', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await fillSplit(page, {
    description: 'Cab',
    amount: '100',
    method: 'Percentage',
    values: { Asha: '30', Ravi: '30' },
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectMessage(page, 'You need to split more 40');

  // Fixing it saves.
  await page.getByRole('textbox', { name: 'Meera', exact: true }).fill('40');
  await expect(form(page).getByText('You need to split more', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Transaction saved successfully')).toBeVisible();
  await expect(totalCard(page)).toContainText('₹100');
});
