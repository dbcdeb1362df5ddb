import { expect, test, type Page } from './support/fixtures';
import { createLedger, openMenu, signIn, signOut } from './helpers';

test.use({ profile: { name: 'Asha', email: 'asha@example.com' } });

async function addByEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Member email' }).fill(email);
  await page.getByRole('button', { name: 'Add member' }).click();
}

async function addTemporary(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
}

test('adding members: empty and unknown emails, temporary members, roles shown', async ({ signedIn: page }) => {
  await createLedger(page, 'Household');
  await page.goto('/ledger/members');

  await addByEmail(page, '');
  await expect(page.getByText('Please enter a email for the temporary member.')).toBeVisible();
  await addByEmail(page, 'nobody@example.com');
  await expect(page.getByText('No user found with email nobody@example.com.')).toBeVisible();

  await addTemporary(page, ' ');
  await expect(page.getByText('Please enter a name for the temporary member.')).toBeVisible();
  await addTemporary(page, 'Ravi');
  await expect(page.getByText('Temporary Member added successfully')).toBeVisible();

  const list = page.getByRole('list', { name: 'Members' });
  await expect(list.getByRole('listitem', { name: 'Asha' }).getByText('Admin')).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Ravi' }).getByText('Temporary member')).toBeVisible();
  // Nobody can remove themselves or make a temporary member an admin.
  await expect(page.getByRole('button', { name: 'Remove Asha' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make Ravi admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove Ravi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed successfully')).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'Ravi' })).toHaveCount(0);
});

test('a second profile added by email sees the ledger as a member, and as an admin once granted', async ({ page }) => {
  // Ben signs in once so his profile exists on this device.
  await signIn(page, 'Ben', 'ben@example.com');
  await signOut(page);

  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Household');
  await page.goto('/ledger/members');
  await addByEmail(page, 'Ben@Example.com');
  await expect(page.getByText('Member added successfully')).toBeVisible();
  const ben = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ben' });
  await expect(ben.getByText('Member', { exact: true })).toBeVisible();
  await signOut(page);

  await signIn(page, 'Ben', 'ben@example.com');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Household' })).toBeVisible();
  let menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  for (const name of ['All Transactions', 'Recurring Transactions', 'Members', 'Categories', 'Tags', 'Settings']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  for (const route of ['/ledger/members', '/ledger/categories', '/ledger/tags', '/ledger/settings']) {
    await page.goto(route);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/ledger/switch');
  // The screen is drawn before anything is counted as absent (a first load can show Loading first).
  await expect(page.getByRole('heading', { name: 'Switch group' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Household' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Household' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'Asha', 'asha@example.com');
  await page.goto('/ledger/members');
  await page.getByRole('button', { name: 'Make Ben admin' }).click();
  await expect(page.getByText('Admin added successfully')).toBeVisible();
  await expect(ben.getByText('Admin', { exact: true })).toBeVisible();
  // An admin cannot be removed until demoted.
  await expect(page.getByRole('button', { name: 'Remove Ben', exact: true })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'Ben', 'ben@example.com');
  menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Members' })).toBeVisible();
  await menu.getByRole('link', { name: 'Members' }).click();
  // Ben may not demote the owner or himself.
  await expect(page.getByRole('button', { name: 'Remove Asha as admin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Ben as admin' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'Asha', 'asha@example.com');
  await page.goto('/ledger/members');
  await page.getByRole('button', { name: 'Remove Ben as admin' }).click();
  await expect(page.getByText('Admin removed successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ben', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed successfully')).toBeVisible();
  await signOut(page);

  await signIn(page, 'Ben', 'ben@example.com');
  await expect(page.getByText('You have no ledgers.')).toBeVisible();
});
