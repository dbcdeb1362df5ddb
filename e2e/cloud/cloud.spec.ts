// Emulator mode end to end: the Auth and Firestore emulators and the real Firestore SDK with its
// persistent cache, the network switched off through the app's `Offline use only` setting.
import { expect, test } from './fixtures';
import { aboutLoading } from './reloads';

test('sign in, work offline-only, reload with everything kept, sign out', async ({ page }) => {
  aboutLoading(2, 'everything kept over a reload, and still signed out after one');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vyay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login via Google' })).toBeVisible();
  // Device sign-in is not offered in cloud builds.
  await expect(page.getByRole('button', { name: 'Continue on this device' })).toHaveCount(0);

  const email = `asha-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in with a test Google account' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(email)).toBeVisible();
  const offline = menu.getByRole('switch', { name: 'Offline use only' });
  await expect(offline).not.toBeChecked();
  await offline.click();
  await expect(offline).toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Cloud household');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group saved successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cloud household' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Expense' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Groceries');
  await page.getByRole('textbox', { name: 'Amount' }).fill('2450.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully')).toBeVisible();
  // Home opens its list on the entry just saved.
  await expect(page.getByRole('article', { name: 'Groceries' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cloud household' })).toBeVisible();
  await page.getByRole('button', { name: 'Transactions' }).click();
  await expect(page.getByRole('article', { name: 'Groceries' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('switch', { name: 'Offline use only' })).toBeChecked();

  // The expense never reached the cloud (offline only): signing out says so before deleting it.
  await menu.getByRole('button', { name: 'Logout' }).click();
  const warning = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(warning).toContainText('Some changes have not reached the cloud yet.');
  // Sign-out clears Firestore's cache, which ends its client, so the page then starts afresh.
  const restarted = page.waitForEvent('load');
  await warning.getByRole('button', { name: 'Sign out anyway' }).click();
  await restarted;
  await expect(page.getByRole('button', { name: 'Login via Google' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login via Google' })).toBeVisible();
});

test('sign-out leaves nothing of the user on the device', async ({ page }) => {
  if (process.env.E2E_CONSOLE)
    page.on('console', (m) => m.type() !== 'log' && console.log(`[sign-out] ${m.type()}: ${m.text().slice(0, 300)}`));
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email' }).fill(`asha-out-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in with a test Google account' }).click();
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Private budget');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Private budget' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible({ timeout: 15_000 });

  // Firestore keeps its offline cache in IndexedDB databases named firestore/…: documents it has read and
  // writes it has queued. The new ledger is in there now.
  const cachedRecords = () =>
    page.evaluate(async () => {
      let records = 0;
      for (const { name } of await indexedDB.databases()) {
        if (!name?.startsWith('firestore/')) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const store of ['remoteDocumentsV14', 'remoteDocuments', 'mutations']) {
          if (!db.objectStoreNames.contains(store)) continue;
          records += await new Promise<number>((resolve) => {
            const count = db.transaction(store).objectStore(store).count();
            count.onsuccess = () => resolve(count.result);
          });
        }
        db.close();
      }
      return records;
    });
  expect(await cachedRecords()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Menu' }).click();
  // Sign-out clears the cache, then starts the page afresh on the sign-in screen.
  const restarted = page.waitForEvent('load');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await restarted;
  await expect(page.getByRole('button', { name: 'Login via Google' })).toBeVisible();
  // The next page opens a new, empty cache for whoever signs in next.
  await expect.poll(cachedRecords).toBe(0);
  await expect(page.getByText('Private budget')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('Private budget');
});

test('a Google sign-in that cannot reach Google says so and leaves the user signed out', async ({ page }) => {
  await page.goto('/');
  // The popup needs Google's servers for its helper script; this machine cannot reach them.
  await page.route('https://apis.google.com/**', (route) => route.abort('namenotresolved'));
  await page.getByRole('button', { name: 'Login via Google' }).click();
  await expect(page.getByText('Google sign-in could not start. Check your connection and try again.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
});

test('a Firestore client that stops for good says so and offers a reload, instead of loading forever', async ({
  page,
}) => {
  aboutLoading(1, "the app's own Reload after the client stopped");
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email' }).fill(`asha-stop-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in with a test Google account' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // The page's clock is Playwright's from here, so the message's lifetime is judged without waiting on it.
  await page.clock.install();
  // What the SDK throws from its queue when the emulator sends a write answer it cannot read (ID c050).
  await page.evaluate(() => {
    const error = new Error('FIRESTORE (12.19.0) INTERNAL ASSERTION FAILED: Unexpected state (ID: c050)');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  });
  const message = page.getByText(
    'Vyay lost its connection to the cloud after an internal error. Reload to continue; changes saved on this device are kept.',
  );
  await expect(message).toBeVisible();
  // Well past any toast's own timer; the second step runs what a dismissal schedules once React has rendered it
  // (sonner unmounts a closed toast 200 ms after marking it removed).
  await page.clock.fastForward('01:00');
  await page.clock.fastForward(1000);
  await expect(message, 'the message stays until acted on').toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(message).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
});
