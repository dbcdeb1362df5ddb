// Cloud mode's own mirror of the transactions (issue 34, src/data/mirror): a month seen online is read from
// the device offline with its totals; a month never downloaded says so and shows no total; Insights names
// the months it lacks; sign-out leaves no mirror record behind. The network is switched off through the
// app's `Offline use only` setting (Firestore's disableNetwork), so Firestore answers from its cache at once.
import { expect, test, type Page } from './fixtures';
import { addEntry } from '../monthly-steps';
import { expectScreen, signInWithTestAccount, watchPage } from './people';
import { aboutLoading } from './reloads';

const NOT_DOWNLOADED = "This month hasn't been downloaded to this device yet";
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

interface MirrorRecord {
  path: string;
  data: { spans?: { start: number; end: number }[] };
}

/** Every record in the mirror's IndexedDB database (vyay-mirror): entries and the spans of time it holds. */
const mirrorRecords = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vyay-mirror');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('docs')) return [];
      return await new Promise<MirrorRecord[]>((resolve, reject) => {
        const all = db.transaction('docs').objectStore('docs').getAll();
        all.onsuccess = () => resolve(all.result as MirrorRecord[]);
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  });

/** The earliest time from which the mirror holds everyone's entries of the ledger without a gap to now. */
async function heldSince(page: Page): Promise<number> {
  const records = await mirrorRecords(page);
  const spans = records.find((r) => r.path.endsWith('/mirrorSpans/all'))?.data.spans ?? [];
  // Spans are stored merged: the one that reaches now is the one that counts.
  const current = spans.find((s) => s.start <= Date.now() && s.end > Date.now());
  return current?.start ?? Infinity;
}

async function setOfflineOnly(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const toggle = page.getByRole('dialog', { name: 'Menu' }).getByRole('switch', { name: 'Offline use only' });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(toggle).toBeChecked({ checked: on });
  await page.keyboard.press('Escape');
}

test('offline on a second device: a month seen online keeps its total, one never downloaded says so, and sign-out clears the mirror', async ({
  asha,
  browser,
  baseURL,
}, testInfo) => {
  aboutLoading(1, 'Insights opened afresh offline reads its months from the mirror');
  // Asha's phone makes the household and its first entry. A ledger made on a device is complete there, so
  // what was never downloaded is seen on her laptop, which signs in afterwards with a mirror of its own.
  const phone = asha.page;
  await phone.getByRole('link', { name: 'Add group' }).click();
  await phone.getByRole('textbox', { name: 'Group name' }).fill('Mirror household');
  await phone.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByRole('banner').getByRole('link', { name: 'Mirror household' })).toBeVisible();
  await phone.getByRole('link', { name: 'Add Expense' }).click();
  await phone.getByRole('textbox', { name: 'Description' }).fill('Groceries');
  await phone.getByRole('textbox', { name: 'Amount' }).fill('2450.5');
  await phone.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByText('Transaction saved successfully')).toBeVisible();
  await expect(phone.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible({
    // The emulator acknowledges a write in well under a second; on this shared 2-core machine it has taken
    // several, as in cloud.spec.ts's sign-out test.
    timeout: 15_000,
  });

  const laptop = await browser.newContext({ baseURL });
  const page = await laptop.newPage();
  await watchPage(page, testInfo);
  await signInWithTestAccount(page, asha.name, asha.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mirror household' })).toBeVisible();

  // The month-wise page, online, for this month: the server's answer is stored in the mirror.
  const now = new Date();
  const thisMonth = `${MONTHS[now.getMonth()]} ${now.getFullYear()}`;
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const previousMonth = `${MONTHS[previous.getMonth()]} ${previous.getFullYear()}`;
  const longAgo = `${MONTHS[previous.getMonth()]} ${previous.getFullYear() - 2}`;
  await page.goto(`/ledger/transactions/all/${now.getFullYear()}/${now.getMonth() + 1}`);
  await expectScreen(
    page,
    testInfo,
    page.getByText(`${thisMonth}: 1 transaction`, { exact: true }),
    'All Transactions',
  );
  // In the background the app reads the 12 months before this one onto the device (history-keeper.ts).
  const twelveMonthsBack = new Date(now.getFullYear(), now.getMonth() - 12, 1).getTime();
  await expect.poll(() => heldSince(page)).toBeLessThanOrEqual(twelveMonthsBack);

  await setOfflineOnly(page, true);
  // Last month was fetched in the background, never shown: offline it is complete, with nothing in it.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByText(`${previousMonth}: 0 transactions`, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOT_DOWNLOADED })).toHaveCount(0);
  // Two years before last month is beyond what the device fetches by itself: no total, only the reason.
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(previous.getFullYear() - 2));
  await expect(page.getByRole('status').filter({ hasText: NOT_DOWNLOADED })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toHaveCount(0);
  await expect(page.getByText(`${longAgo}: 0 transactions`)).toHaveCount(0);
  // An entry typed offline into a month never downloaded is listed under the reason, with no count or total.
  // The form's years are this one and the last (SPEC §5), and the device holds the 12 months before this one:
  // next month is never downloaded, and in December, January of last year.
  const unseen =
    now.getMonth() === 11 ? new Date(now.getFullYear() - 1, 0, 1) : new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const unseenMonth = `${MONTHS[unseen.getMonth()]} ${unseen.getFullYear()}`;
  await page.getByRole('banner').getByRole('link', { name: 'Mirror household' }).click();
  await addEntry(page, 'Expense', {
    description: 'Electricity bill',
    amount: '300',
    date: { day: 1, month: MONTHS[unseen.getMonth()], year: unseen.getFullYear() },
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'All Transactions' }).click();
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(unseen.getFullYear()));
  await page.getByRole('combobox', { name: 'Month' }).selectOption(String(unseen.getMonth() + 1));
  await expect(page.getByRole('status').filter({ hasText: NOT_DOWNLOADED })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Electricity bill' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toHaveCount(0);
  await expect(page.getByText(`${unseenMonth}: 1 transaction`)).toHaveCount(0);
  // For a person to look at, on a laptop and at phone width.
  await page.screenshot({ path: testInfo.outputPath('not-downloaded-desktop.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('not-downloaded-360.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Light' }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('not-downloaded-desktop-light.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath('not-downloaded-360-light.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // This month was seen online: offline it is read from the device, with its entry and total.
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(now.getFullYear()));
  await page.getByRole('combobox', { name: 'Month' }).selectOption(String(now.getMonth() + 1));
  await expect(page.getByText(`${thisMonth}: 1 transaction`, { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Groceries' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOT_DOWNLOADED })).toHaveCount(0);

  // Insights of this month has all 13 months on the device; two years ago it has none, and says which.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(`${thisMonth}: Total Expenses`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Income and expenses' })).toBeVisible();
  await expect(page.getByText("haven't been downloaded to this device yet")).toHaveCount(0);
  // Opened afresh (the reload is the cold start under test): the months come from the mirror before
  // Firebase's client and session have opened, complete.
  await page.reload();
  await expect(page.getByText(`${thisMonth}: Total Expenses`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Income and expenses' })).toBeVisible();
  await expect(page.getByText("haven't been downloaded to this device yet")).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(now.getFullYear() - 2));
  const missing = page
    .getByRole('status')
    .filter({ hasText: "These months haven't been downloaded to this device yet" });
  const chosenLongAgo = `${MONTHS[now.getMonth()]} ${now.getFullYear() - 2}`;
  await expect(missing).toContainText(chosenLongAgo);
  await expect(missing).not.toContainText(thisMonth);
  // Its total would be a wrong one, so none is shown.
  await expect(page.getByText(`${chosenLongAgo}: Total Expenses`)).toHaveCount(0);

  await setOfflineOnly(page, false);
  await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible({ timeout: 15_000 });
  // Sign-out deletes the mirror with Firestore's cache, then starts the page afresh on the sign-in screen.
  expect((await mirrorRecords(page)).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const restarted = page.waitForEvent('load');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await restarted;
  await expect(page.getByRole('button', { name: 'Login via Google' })).toBeVisible();
  expect(await mirrorRecords(page)).toHaveLength(0);
  await laptop.close();
});
