// Shared steps for the browser specs, written the way a person uses the app: by role and name.
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, name = 'Asha Rao', email = 'asha@example.com'): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue on this device' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
}

export async function createLedger(page: Page, name: string, { monthly = true } = {}): Promise<void> {
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill(name);
  const toggle = page.getByRole('switch', { name: 'Monthly' });
  if ((await toggle.isChecked()) !== monthly) await toggle.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group saved successfully').last()).toBeVisible();
  // In cloud mode a new person's home lists groups once their profile has been read from the server
  // (ledger-sync.ts: it names the last used group). The emulator's first answers after it starts took
  // over 5 s on a CI machine at half its usual speed: twice, in the run's first cloud test.
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible({ timeout: 20_000 });
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOut(page: Page): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Continue on this device' })).toBeVisible();
}
