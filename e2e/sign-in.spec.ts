import { expect, test } from '@playwright/test';
import { createLedger, signIn, signOut } from './helpers';

test('the signed-out screen shows the product name and device sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vyay' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page).toHaveTitle('Vyay');
});

test('empty fields and a malformed email get clear messages and do not sign in', async ({ page }) => {
  await page.goto('/');
  const submit = page.getByRole('button', { name: 'Continue on this device' });
  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha');
  await submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeHidden();

  await page.getByRole('textbox', { name: 'Email' }).fill('asha.example.com');
  await submit.click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('the session survives a reload, and sign-out returns to the sign-in screen', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('You have no ledgers.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no ledgers.')).toBeVisible();
  await signOut(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue on this device' })).toBeVisible();
});

test('signing in again with the same email resumes that profile and its ledgers', async ({ page }) => {
  await signIn(page, 'Asha Rao', 'asha@example.com');
  await createLedger(page, 'Household');
  await signOut(page);

  await signIn(page, 'Someone Else', 'other@example.com');
  await expect(page.getByText('You have no ledgers.')).toBeVisible();
  await signOut(page);

  await signIn(page, 'Asha', ' Asha@Example.com ');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Household' })).toBeVisible();
});

test('a deep link while signed out comes back to that page after sign-in', async ({ page }) => {
  await page.goto('/ledger/add');
  await expect(page.getByRole('button', { name: 'Continue on this device' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
  await page.getByRole('button', { name: 'Continue on this device' }).click();
  await expect(page.getByRole('textbox', { name: 'Group name' })).toBeVisible();
});
