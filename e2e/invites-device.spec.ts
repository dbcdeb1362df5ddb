// Device mode has nobody else on it: no invite links, and the Members page says where sharing lives.
import { expect, test } from './support/fixtures';
import { createLedger } from './helpers';

test('device mode offers no invite links and says sharing needs the cloud version', async ({ signedIn: page }) => {
  await createLedger(page, 'Goa trip', { monthly: false });
  // The trip home's Add people card: adding by name only.
  const card = page.getByRole('region', { name: 'Who is coming' });
  await expect(card.getByRole('link', { name: 'Add people' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite link' })).toHaveCount(0);

  await page.goto('/ledger/members');
  const invites = page.getByRole('region', { name: 'Invite links' });
  await expect(invites).toContainText('Sharing a group needs the cloud version of Vyay');
  await expect(page.getByRole('button', { name: 'Invite link' })).toHaveCount(0);

  // A link opened here explains itself instead of failing.
  await page.goto('/join/asha-l1/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByText('Invite links open in the cloud version of Vyay.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
});
