// SPEC §4: a stale storage-version marker resets only the `root` app state, never ledger data.
import { expect, test } from './support/fixtures';
import { createLedger, openMenu } from './helpers';
import { storedPaths } from './backup-steps';

test('a stale root in idb-keyval resets the theme to dark and keeps every ledger', async ({ signedIn: page }) => {
  await createLedger(page, 'Household');
  await createLedger(page, 'Goa trip', { monthly: false });
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const before = await storedPaths(page);

  // What an older Vyay left behind: light theme under another version marker.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ stateVersion: '1.0.0', isDarkMode: false, offlineUseOnly: false }, 'root');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();

  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect((await openMenu(page)).getByRole('button', { name: 'Light' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await storedPaths(page)).toEqual(before);
  await page.goto('/ledger/switch');
  await expect(page.getByRole('button', { name: 'Household', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Goa trip', exact: true })).toBeVisible();
});
