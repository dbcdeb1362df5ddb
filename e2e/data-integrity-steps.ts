// Steps for the data-integrity specs: reading and writing device storage (IndexedDB) directly, as another
// tab, an old version or a damaged file would, and holding a tab's live updates back to open a race window.
import { expect, type Locator, type Page } from '@playwright/test';

/** A document as device mode stores it (src/data/device/database.ts). */
export interface DocRecord {
  path: string;
  parent: string;
  id: string;
  data: Record<string, unknown>;
  date?: number;
}

/** The stored record for a document path; `date` copies data.date when it is a number, as the app does. */
export function docRecord(path: string, data: Record<string, unknown>): DocRecord {
  const slash = path.lastIndexOf('/');
  const record: DocRecord = { path, parent: path.slice(0, slash), id: path.slice(slash + 1), data };
  if (typeof data.date === 'number') record.date = data.date;
  return record;
}

/** Every stored document whose path starts with `prefix`, sorted by path. */
export async function readRecords(page: Page, prefix = ''): Promise<DocRecord[]> {
  return page.evaluate(
    (prefix) =>
      new Promise<DocRecord[]>((resolve, reject) => {
        const open = indexedDB.open('vyay-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('docs').objectStore('docs').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            const all = request.result as DocRecord[];
            resolve(all.filter((r) => r.path.startsWith(prefix)).sort((x, y) => (x.path < y.path ? -1 : 1)));
          };
        };
      }),
    prefix,
  );
}

/** Writes the records in one IndexedDB transaction, behind the app's back (no change is announced). */
export async function putRecords(page: Page, records: DocRecord[]): Promise<void> {
  await page.evaluate(
    (records) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('vyay-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('docs', 'readwrite');
          for (const record of records) tx.objectStore('docs').put(record);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        };
      }),
    records,
  );
}

/** The signed-in user's id, from the device session. */
export async function sessionUid(page: Page): Promise<string> {
  const uid = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('vyay-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('session').objectStore('session').get('current');
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { uid?: string } | undefined)?.uid ?? '');
          };
        };
      }),
  );
  expect(uid, 'a signed-in session is stored').not.toBe('');
  return uid;
}

/** The id of the one stored ledger with this name. */
export async function ledgerIdByName(page: Page, name: string): Promise<string> {
  const ledgers = (await readRecords(page, 'ledgers/')).filter((r) => r.parent === 'ledgers' && r.data.name === name);
  expect(ledgers, `one stored ledger named ${name}`).toHaveLength(1);
  return ledgers[0]!.id;
}

/** The stored transaction with this description in the ledger. */
export async function transactionRecord(page: Page, ledgerId: string, description: string): Promise<DocRecord> {
  const found = (await readRecords(page, `ledgers/${ledgerId}/transactions/`)).filter(
    (r) => r.data.description === description,
  );
  expect(found, `one stored transaction "${description}"`).toHaveLength(1);
  return found[0]!;
}

/**
 * Call before the tab's first goto. Afterwards `holdLiveUpdates(page, true)` makes the tab miss other
 * tabs' change announcements (BroadcastChannel) until it reloads, so it keeps showing what it showed: the
 * moment between another tab's write and this tab's re-read, held open for as long as the test needs.
 */
export async function allowHoldingLiveUpdates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { __vyayHold?: boolean };
    type Handler = ((this: BroadcastChannel, event: MessageEvent) => unknown) | null;
    const base = Object.getOwnPropertyDescriptor(BroadcastChannel.prototype, 'onmessage');
    if (!base?.get || !base.set) return;
    const { get, set } = base;
    Object.defineProperty(BroadcastChannel.prototype, 'onmessage', {
      configurable: true,
      enumerable: base.enumerable,
      get(this: BroadcastChannel) {
        return get.call(this);
      },
      set(this: BroadcastChannel, handler: Handler) {
        set.call(
          this,
          handler
            ? function (this: BroadcastChannel, event: MessageEvent) {
                if (!flags.__vyayHold) handler.call(this, event);
              }
            : null,
        );
      },
    });
  });
}

export async function holdLiveUpdates(page: Page, hold: boolean): Promise<void> {
  await page.evaluate((hold) => {
    (window as unknown as { __vyayHold?: boolean }).__vyayHold = hold;
  }, hold);
}

/**
 * Clicks a button whose action disables it while it runs, and waits until that action has finished (the
 * button is enabled again, or gone because the screen changed).
 */
export async function pressAndWaitForAction(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((el) => {
    const state = window as unknown as { __vyayActionDone?: Promise<void> };
    state.__vyayActionDone = new Promise<void>((resolve) => {
      let wasDisabled = false;
      const observer = new MutationObserver(() => {
        if (!el.isConnected || (wasDisabled && !(el as HTMLButtonElement).disabled)) {
          observer.disconnect();
          resolve();
        } else if ((el as HTMLButtonElement).disabled) wasDisabled = true;
      });
      observer.observe(document.body, { attributes: true, childList: true, subtree: true });
    });
  });
  await button.click();
  await button.page().evaluate(() => (window as unknown as { __vyayActionDone?: Promise<void> }).__vyayActionDone);
}
