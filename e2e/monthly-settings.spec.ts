import { expect, test } from '@playwright/test';
import { startHousehold, toast } from './monthly-steps';
import { showMoreDetails } from './form-steps';

test('monthly settings save on change, survive a reload and become the form defaults', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const mode = page.getByRole('combobox', { name: 'Payment mode' });
  const paidBy = page.getByRole('combobox', { name: 'Paid by' });
  await expect(mode).toHaveValue('UPI');
  await expect(paidBy.locator('option:checked')).toHaveText('Asha');
  await expect(paidBy.getByRole('option')).toHaveText(['common', 'Asha']);

  await mode.selectOption('Cash');
  await expect(toast(page, 'Payment mode updated successfully')).toBeVisible();
  // Both changes confirm with the same toast (SPEC §8): the first must be gone before the second counts,
  // or the reload below could come before the second change is stored.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await paidBy.selectOption({ label: 'common' });
  await expect(toast(page, 'Payment mode updated successfully')).toBeVisible();

  await page.reload();
  await expect(mode).toHaveValue('Cash');
  await expect(paidBy).toHaveValue('common');

  await page.goto('/ledger/expense/add');
  // The payment mode sits under More details, which then stays open (remembered) for the income form.
  await expect(page.getByText('Today · Cash')).toBeVisible();
  await showMoreDetails(page);
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toHaveValue('Cash');
  await expect(page.getByRole('combobox', { name: 'Paid by' })).toHaveValue('common');
  await page.goto('/ledger/income/add');
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toHaveValue('Cash');
});
