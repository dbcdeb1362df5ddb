// Transfer ownership: the owner hands the group to another admin and stays an admin; only the owner can.
import { expect, test } from '@playwright/test';
import { createLedger, signIn, signOut } from './helpers';

test('the owner hands the group to an admin, stays an admin, and the new owner can hand it back', async ({ page }) => {
  // Ben signs in once so his profile exists on this device.
  await signIn(page, 'Ben', 'ben@example.com');
  await signOut(page);
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  const ownership = page.getByRole('region', { name: 'Ownership' });
  await expect(ownership).toContainText('To hand it to someone else, make them an admin first.');
  await expect(page.getByRole('button', { name: 'Transfer ownership' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Member email' }).fill('ben@example.com');
  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('button', { name: 'Make Ben admin' }).click();
  await expect(page.getByText('Admin added successfully').last()).toBeVisible();

  await page.getByRole('button', { name: 'Transfer ownership' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer ownership' });
  await expect(confirm).toContainText('Ben becomes the owner of Goa trip');
  await confirm.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Ben now owns Goa trip').last()).toBeVisible();
  await expect(ownership).toContainText('Ben owns this group.');
  await expect(page.getByRole('button', { name: 'Transfer ownership' })).toHaveCount(0);
  // Asha is still an admin: her menu still has Members, and Ben, the owner now, cannot be removed by her.
  await expect(page.getByRole('button', { name: 'Remove Ben' })).toHaveCount(0);

  // The log says who handed what to whom.
  await page.goto('/ledger/activity');
  await expect(page.getByText('Asha handed the group to Ben')).toBeVisible();

  await signOut(page);
  await signIn(page, 'Ben', 'ben@example.com');
  await page.goto('/ledger/members');
  await expect(page.getByRole('region', { name: 'Ownership' })).toContainText('You own this group.');
  await expect(page.getByRole('button', { name: 'Transfer ownership' })).toBeVisible();
});
