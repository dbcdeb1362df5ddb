// Delete my account on the emulators: Asha leaves the trip she owns to Ben, her solo budget goes, her entries
// stay under her name on Ben's screen, nobody can add her by email any more, and her sign-in is gone.
import { createLedger, openMenu } from '../helpers';
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { addMemberByEmail, addTripExpense, expenseCard, memberRow, openScreen } from './people';

/** The Auth emulator's accounts with this email, asked as the project's owner (its admin REST API). */
async function accountsWith(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-vyay/accounts:query',
    { headers: { Authorization: 'Bearer owner' }, data: { returnUserInfo: true } },
  );
  expect(response.ok()).toBe(true);
  const { userInfo = [] } = (await response.json()) as { userInfo?: { email?: string }[] };
  return userInfo.filter((u) => u.email === email).length;
}

test('she hands her trip to Ben, her expense stays hers by name, and she can no longer be found', async ({
  ben,
  asha,
  request,
}) => {
  expect(await accountsWith(request, asha.email)).toBe(1);
  await createLedger(asha.page, 'Solo budget', { monthly: true });
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  await addMemberByEmail(asha.page, ben);
  // In the app, not by a new page load: the trip stays the open group.
  await (await openMenu(asha.page)).getByRole('link', { name: 'Home' }).click();
  await expect(asha.page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();
  await addTripExpense(asha.page, 'Dinner', '1200');
  await expect(expenseCard(ben.page, 'Dinner')).toBeVisible({ timeout: 15_000 });

  const menu = await openMenu(asha.page);
  await menu.getByRole('link', { name: 'Delete my account' }).click();
  await expect(asha.page.getByText('Your profile and your Google sign-in to Vyay are deleted.')).toBeVisible();
  const owner = asha.page.getByRole('combobox', { name: 'New owner of Goa trip' });
  await owner.selectOption({ label: 'Ben' });
  await asha.page.getByRole('textbox', { name: `Type ${asha.email} to confirm` }).fill(asha.email);
  await asha.page.getByRole('button', { name: 'Delete my account' }).click();
  // Signed out for good: the page starts afresh on the sign-in screen, with nothing of hers left.
  await expect(asha.page.getByRole('button', { name: 'Login via Google' })).toBeVisible({ timeout: 20_000 });
  expect(await accountsWith(request, asha.email)).toBe(0);

  // Ben owns the trip now; her expense is still there, by her name, and the log says what happened.
  await openScreen(ben.page, 'Members');
  await expect(ben.page.getByRole('region', { name: 'Ownership' })).toContainText('You own this group.', {
    timeout: 15_000,
  });
  await openScreen(ben.page, 'Activity');
  await expect(ben.page.getByText('Asha left Goa trip, handing it to Ben')).toBeVisible();
  await openScreen(ben.page, 'Home');
  await expect(expenseCard(ben.page, 'Dinner')).toContainText('Asha');

  // Her profile is gone: adding her by email finds nobody.
  await openScreen(ben.page, 'Members');
  await ben.page.getByRole('textbox', { name: 'Member email' }).fill(asha.email);
  await ben.page.getByRole('button', { name: 'Add member' }).click();
  await expect(ben.page.getByText(`No user found with email ${asha.email}.`).last()).toBeVisible();
  await expect(memberRow(ben.page, 'Asha')).toBeVisible();
});
