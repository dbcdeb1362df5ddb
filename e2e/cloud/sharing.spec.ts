// Two people, two browsers, one trip, on the real Auth and Firestore emulators with the project's rules.
// Everything the other person does must reach this screen live, with no reload.
import { createLedger } from '../helpers';
import { expect, test, type Page } from './fixtures';
import {
  addMemberByEmail,
  addTripExpense,
  expenseCard,
  installApp,
  memberRow,
  openScreen,
  type Person,
} from './people';
import { aboutLoading } from './reloads';

/** Asha creates a trip and adds Ben by email; Ben, signed in first, waits on his empty home. */
async function sharedTrip(asha: Person, ben: Person) {
  await expect(ben.page.getByText('You have no ledgers.')).toBeVisible();
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  await addMemberByEmail(asha.page, ben);
  await expect(memberRow(asha.page, 'Ben')).toBeVisible();
  // Ben's list updates live: the trip appears and, as his only group, opens.
  await expect(ben.page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible({ timeout: 15_000 });
  await expect(ben.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

test('sharing by email reaches the other person live, and so does every expense', async ({ ben, asha }) => {
  await sharedTrip(asha, ben);
  await asha.page.goto('/');

  await addTripExpense(ben.page, 'Taxi', '600');
  await expect(expenseCard(asha.page, 'Taxi')).toBeVisible({ timeout: 15_000 });

  await addTripExpense(asha.page, 'Dinner', '1200');
  await expect(expenseCard(ben.page, 'Dinner')).toBeVisible({ timeout: 15_000 });
  await expect(expenseCard(ben.page, 'Taxi')).toHaveCount(1);
});

test('an expense added offline reaches the other person once, after reconnecting', async ({ ben, asha }) => {
  aboutLoading(3, "Ben installs the app; then a fresh load of the server's copy on each side");
  await sharedTrip(asha, ben);
  await asha.page.goto('/');
  // Ben's phone has the app installed, as anyone entering expenses with no signal would.
  await installApp(ben.page);
  await expect(ben.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();

  await ben.page.context().setOffline(true);
  await addTripExpense(ben.page, 'Snacks', '150');
  await expect(expenseCard(ben.page, 'Snacks')).toBeVisible();

  // Asha's screen stays live meanwhile: her own expense shows, Ben's offline one does not.
  await addTripExpense(asha.page, 'Ferry', '300');
  await expect(expenseCard(asha.page, 'Ferry')).toBeVisible();
  await expect(expenseCard(asha.page, 'Snacks')).toHaveCount(0);

  await ben.page.context().setOffline(false);
  await expect(expenseCard(asha.page, 'Snacks')).toBeVisible({ timeout: 20_000 });
  await expect(expenseCard(ben.page, 'Ferry')).toBeVisible({ timeout: 20_000 });
  await expect(expenseCard(asha.page, 'Snacks')).toHaveCount(1);

  // Nothing doubled on either side, also after a fresh load of what the server holds.
  await ben.page.reload();
  await expect(expenseCard(ben.page, 'Snacks')).toHaveCount(1);
  await asha.page.reload();
  await expect(expenseCard(asha.page, 'Snacks')).toHaveCount(1);
  await expect(expenseCard(asha.page, 'Ferry')).toHaveCount(1);
});

test('admin granted and removed takes effect live on the other screen', async ({ ben, asha }) => {
  await sharedTrip(asha, ben);

  await asha.page.getByRole('button', { name: 'Make Ben admin' }).click();
  await expect(asha.page.getByText('Admin added successfully').last()).toBeVisible();
  await ben.page.getByRole('button', { name: 'Menu' }).click();
  const bensMenu = ben.page.getByRole('dialog', { name: 'Menu' });
  await expect(bensMenu.getByRole('link', { name: 'Members' })).toBeVisible({ timeout: 15_000 });
  await bensMenu.getByRole('link', { name: 'Members' }).click();
  await expect(ben.page.getByRole('textbox', { name: 'Member email' })).toBeVisible();

  // Revoked while he is on an admin screen: he is sent home, live.
  await asha.page.getByRole('button', { name: 'Remove Ben as admin' }).click();
  await expect(asha.page.getByText('Admin removed successfully').last()).toBeVisible();
  await expect(ben.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible({ timeout: 15_000 });
  await expect(ben.page.getByRole('textbox', { name: 'Member email' })).toHaveCount(0);
  await ben.page.getByRole('button', { name: 'Menu' }).click();
  await expect(bensMenu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(bensMenu.getByRole('link', { name: 'Members' })).toHaveCount(0);
});

test('a removed member loses the ledger live', async ({ ben, asha }) => {
  aboutLoading(1, "the ledger must not come back from Ben's cache on a reload");
  await sharedTrip(asha, ben);
  await addTripExpense(ben.page, 'Taxi', '600');

  await openScreen(asha.page, 'Members');
  await asha.page.getByRole('button', { name: 'Remove Ben', exact: true }).click();
  await asha.page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(asha.page.getByText('Member removed successfully').last()).toBeVisible();

  await expect(ben.page.getByText('You have no ledgers.')).toBeVisible({ timeout: 15_000 });
  await expect(ben.page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toHaveCount(0);
  await expect(expenseCard(ben.page, 'Taxi')).toHaveCount(0);
  // Nor does it come back from his device's cache on a reload.
  await ben.page.reload();
  await expect(ben.page.getByText('You have no ledgers.')).toBeVisible();
});

/**
 * Holds the Firestore SDK's own IndexedDB writes on this page: a transaction on its queue of unsent writes
 * that never ends, as a tab closed in the moment after Save leaves that write unstored. The page's other
 * IndexedDB databases (the app's mirror) are not held.
 */
async function holdFirestoreWrites(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n?.startsWith('firestore/'));
    if (!name) throw new Error("Firestore's IndexedDB database is not there");
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('mutations', 'readwrite').objectStore('mutations');
    // A transaction lives while it has requests: each one asks again when answered.
    const again = () => {
      store.count().onsuccess = again;
    };
    again();
  });
}

test('an expense saved just before its tab closed reaches the other person when the app opens again', async ({
  ben,
  asha,
}) => {
  aboutLoading(1, "a fresh load of the server's copy on Asha's side");
  await sharedTrip(asha, ben);
  await asha.page.goto('/');
  await expect(ben.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();

  await holdFirestoreWrites(ben.page);
  // Saved ("Transaction saved successfully"), though Firestore has not stored it.
  await addTripExpense(ben.page, 'Parking', '80');
  // The tab closes before Firestore stored the write: only the app's own saved copy and its record are left.
  const context = ben.page.context();
  await ben.page.close();

  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(expenseCard(reopened, 'Parking')).toBeVisible();
  await expect(expenseCard(asha.page, 'Parking')).toBeVisible({ timeout: 20_000 });
  // Sent once: after a fresh load of what the server holds, on both sides.
  await reopened.reload();
  await expect(expenseCard(reopened, 'Parking')).toBeVisible();
  await expect(expenseCard(reopened, 'Parking')).toHaveCount(1);
  await asha.page.reload();
  await expect(expenseCard(asha.page, 'Parking')).toHaveCount(1);
});
