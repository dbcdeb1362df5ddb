import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('an unknown route shows the not-found page with the route, and links home', async ({ page }) => {
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found.')).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByText('You have no ledgers.')).toBeVisible();
});
