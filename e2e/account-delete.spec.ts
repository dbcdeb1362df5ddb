// Delete my account, on the device: a group only she can open is deleted, a group she owns goes to whom she
// chooses, her entries stay under her name, and her profile is gone from this browser.
import { expect, test, type Page } from '@playwright/test';
import { createLedger, openMenu, signIn, signOut } from './helpers';
import { addSplit } from './onetime-steps';

test.setTimeout(60_000);

async function openDeleteAccount(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
}

test('she chooses who takes her group, types her email, and leaves nothing of herself but her entries', async ({
  page,
}) => {
  // Ben signs in once so his profile exists on this device.
  await signIn(page, 'Ben', 'ben@example.com');
  await signOut(page);
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Solo budget', { monthly: true });
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Member email' }).fill('ben@example.com');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Member added successfully').last()).toBeVisible();
  await page.goto('/');
  await addSplit(page, { description: 'Dinner', amount: '1200' });

  await openDeleteAccount(page);
  const groups = page.getByRole('region', { name: 'Your groups' });
  await expect(groups.getByRole('listitem').filter({ hasText: 'Solo budget' })).toContainText(
    'deleted, as nobody else can open it.',
  );
  await expect(groups.getByRole('listitem').filter({ hasText: 'Goa trip' })).toContainText('you own it.');
  await expect(page.getByText('Entries you made in shared groups stay there, under your name')).toBeVisible();

  // Nothing happens until every answer is there: a new owner, and the email exactly.
  await page.getByRole('textbox', { name: 'Type asha@example.com to confirm' }).fill('asha@example.co');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Choose who looks after this group.')).toBeVisible();
  await expect(page.getByText('Type your email exactly as shown above.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();

  await page.getByRole('combobox', { name: 'New owner of Goa trip' }).selectOption({ label: 'Ben' });
  await page.getByRole('textbox', { name: 'Type asha@example.com to confirm' }).fill(' Asha@Example.com ');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue on this device' })).toBeVisible();

  // Ben owns the trip now, and her expense is still hers, by name.
  await signIn(page, 'Ben', 'ben@example.com');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();
  await page.goto('/ledger/members');
  await expect(page.getByRole('region', { name: 'Ownership' })).toContainText('You own this group.');
  await page.goto('/ledger/activity');
  await expect(page.getByText('Asha left Goa trip, handing it to Ben')).toBeVisible();
  await expect(page.getByText('Asha added Dinner')).toBeVisible();
  await signOut(page);

  // Signing in with her email again starts a new, empty profile: the old name and groups are gone.
  await signIn(page, 'Asha Again', 'asha@example.com');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Solo budget' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toHaveCount(0);
  const menu = await openMenu(page);
  await expect(menu.getByText('Asha Again')).toBeVisible();
});

test('with no groups, typing the email is all it asks', async ({ page }) => {
  await signIn(page, 'Cleo', 'cleo@example.com');
  await openDeleteAccount(page);
  await expect(page.getByRole('region', { name: 'Your groups' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Type cleo@example.com to confirm' }).fill('cleo@example.com');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('button', { name: 'Continue on this device' })).toBeVisible();
});
