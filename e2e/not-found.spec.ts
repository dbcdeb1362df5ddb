import { expect, test } from './support/fixtures';

test('an unknown route shows the not-found page with the route, and links home', async ({ signedIn: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found.')).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByText('You have no ledgers.')).toBeVisible();
});
