// Linking a temporary member to an account: the admin picks who they really were, and their entries and
// balance move over in one go.
import { expect, test, type Page } from '@playwright/test';
import { createLedger, signIn, signOut } from './helpers';
import { addSplit, balanceRow } from './onetime-steps';

const members = (page: Page) => page.getByRole('list', { name: 'Members' });

async function addTemporary(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(members(page).getByRole('listitem', { name, exact: true })).toBeVisible();
}

/** Asha (signed in, admin) with Ben (an account, added by email) and temporary Ravi, on the trip's home. */
async function tripWithBenAndRavi(page: Page) {
  // Ben signs in once so his profile exists on this device.
  await signIn(page, 'Ben', 'ben@example.com');
  await signOut(page);
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Member email' }).fill('ben@example.com');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(members(page).getByRole('listitem', { name: 'Ben', exact: true })).toBeVisible();
  await addTemporary(page, 'Ravi');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  // Three ways each: Hotel 300 paid by Ravi, Taxi 90 paid by Asha.
  await addSplit(page, { description: 'Hotel', amount: '300', paidBy: 'Ravi' });
  await addSplit(page, { description: 'Taxi', amount: '90' });
  // Spent, then paid: Asha 130 of 90, Ravi 130 of 300, Ben 130 of 0.
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*130\s*90/);
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*130\s*300/);
  await expect(balanceRow(page, 'Ben')).toHaveText(/Ben\s*Why\?\s*130\s*0/);
}

test('"that temporary Ravi was me": the admin links Ravi to herself, and his entries and balance are hers', async ({
  page,
}) => {
  await tripWithBenAndRavi(page);
  await page.goto('/ledger/members');
  // Only temporary members can be linked.
  await expect(page.getByRole('button', { name: /to an account$/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Link Ravi to an account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Link to an account' });
  await expect(dialog).toBeVisible();
  const account = dialog.getByRole('combobox', { name: 'Account' });
  // Members with an account only, the admin included.
  await expect(account.getByRole('option')).toHaveText(['Asha', 'Ben']);
  await account.selectOption({ label: 'Asha' });
  await expect(dialog).toContainText(
    "Ravi's 2 entries and balance move to Asha. Ravi is removed as a temporary member.",
  );
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();

  await expect(page.getByText('Ravi is now Asha')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(members(page).getByRole('listitem', { name: 'Ravi', exact: true })).toHaveCount(0);
  await expect(members(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /to an account$/ })).toHaveCount(0);

  await page.goto('/');
  // Asha now holds both: spent 130 + 130, paid 90 + 300. Ben is as he was.
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*260\s*390/);
  await expect(balanceRow(page, 'Ben')).toHaveText(/Ben\s*Why\?\s*130\s*0/);
  await expect(balanceRow(page, 'Ravi')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Hotel' })).toContainText('Paid by Asha');
  await expect(page.getByRole('listitem', { name: 'Ben owes Asha', exact: true })).toContainText('₹130');
});

test('linking to another account at 360 px; Cancel changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await tripWithBenAndRavi(page);
  await page.goto('/ledger/members');

  await page.getByRole('button', { name: 'Link Ravi to an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to an account' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(members(page).getByRole('listitem', { name: 'Ravi', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Link Ravi to an account' }).click();
  await dialog.getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Ben' });
  await expect(dialog).toContainText("Ravi's 2 entries and balance move to Ben.");
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(await sideways()).toBe(false);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Ravi is now Ben')).toBeVisible();
  await expect(members(page).getByRole('listitem', { name: 'Ravi', exact: true })).toHaveCount(0);
  expect(await sideways()).toBe(false);

  await page.goto('/');
  // Ben: spent 130 + 130, paid 300. Asha as she was.
  await expect(balanceRow(page, 'Ben')).toHaveText(/Ben\s*Why\?\s*260\s*300/);
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*130\s*90/);
  await expect(page.getByRole('article', { name: 'Hotel' })).toContainText('Paid by Ben');
});
