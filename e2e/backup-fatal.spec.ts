// A fatal render error in device mode: the refresh message, a rescue download, and every document kept.
import { expect, test, type Page } from '@playwright/test';
import { createLedger, openMenu } from './helpers';
import { download, importFile, storedPaths } from './backup-steps';
import { addSplit, startTrip } from './onetime-steps';

const FATAL = 'Something went wrong. Please refresh the page.';

async function chooseLightTheme(page: Page) {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Escape');
}

test('the error screen offers a backup of every ledger, deletes no document, and resets only the UI state', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await startTrip(page, { others: ['Ravi'] });
  await addSplit(page, { description: 'Fuel', amount: '500' });
  await createLedger(page, 'Household');
  await chooseLightTheme(page);
  const before = await storedPaths(page);
  expect(before.filter((p) => /^ledgers\/[^/]+$/.test(p))).toHaveLength(2);

  // The test-only trigger (see TestCrashProbe): a render error outside the router's own error page.
  await page.evaluate(() => localStorage.setItem('vyay-test-crash', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { name: FATAL })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByText('Your ledgers are still saved in this browser; nothing was deleted.')).toBeVisible();

  const rescue = await download(page, 'Download backup');
  expect(rescue.fileName).toMatch(/^vyay-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const bundle = JSON.parse(rescue.text);
  expect(bundle.format).toBe('vyay-backup-bundle');
  expect(bundle.ledgers.map((b: { ledger: { name: string } }) => b.ledger.name).sort()).toEqual([
    'Goa trip',
    'Household',
  ]);
  const trip = bundle.ledgers.find((b: { ledger: { name: string } }) => b.ledger.name === 'Goa trip');
  expect(trip.transactions.map((t: { description: string }) => t.description)).toEqual(['Fuel']);
  await expect(page.getByRole('status')).toHaveText(`Backup downloaded as ${rescue.fileName}.`);

  // Nothing of the ledgers went; the UI state did (the trigger too, so Refresh brings the app back).
  expect(await storedPaths(page)).toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('vyay-test-crash'))).toBeNull();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/ledger/switch');
  await expect(page.getByRole('button', { name: 'Goa trip', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Household', exact: true })).toBeVisible();

  // The rescue file is a backup Vyay can read back.
  await importFile(page, rescue.fileName, rescue.text);
  // Checked on the lasting result, not the 1.5 s toast, which a busy machine can miss.
  // A finished import takes the user home.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 15_000 });
  await page.goto('/ledger/switch');
  await expect(page.getByRole('button', { name: 'Goa trip (2)', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Household (2)', exact: true })).toBeVisible();
});
