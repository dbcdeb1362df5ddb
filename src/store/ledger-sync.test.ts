// The ledger sync on the device adapter (fake-indexeddb): snapshots reach the store as lifecycle actions,
// the active subscriptions follow the reads, and stop() ends them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDeviceDB } from '../data/device/database';
import { DeviceDocumentStore } from '../data/device/device-store';
import type { AuthUser } from '../data/ports';
import { createLedger } from '../data/repo/ledgers';
import { addMemberByEmail, removeMember } from '../data/repo/members';
import { saveTransaction } from '../data/repo/transactions';
import { findUserByEmail, saveUserProfile, setLastUsedLedger } from '../data/repo/users';
import { member, tx } from '../domain/test-builders';

const DAY = 24 * 60 * 60 * 1000;
const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const ben: AuthUser = { uid: 'uid-ben', email: 'ben@example.com', displayName: 'Ben', photoURL: '' };

let counter = 0;
let docs: DeviceDocumentStore;
let store: typeof import('./ledger-store');
let LedgerSync: typeof import('./ledger-sync').LedgerSync;
const running: { stop(): void }[] = [];

beforeEach(async () => {
  // A fresh ledger store per test: the module holds the page's one store.
  vi.resetModules();
  store = await import('./ledger-store');
  ({ LedgerSync } = await import('./ledger-sync'));
  docs = new DeviceDocumentStore(await openDeviceDB(`ledger-sync-${++counter}`));
  await saveUserProfile(docs, asha);
  await saveUserProfile(docs, ben);
});

afterEach(() => {
  for (const sync of running.splice(0)) sync.stop();
});

function start(user: AuthUser, now: () => number = Date.now) {
  const sync = new LedgerSync(docs, user, (message) => console.error(message), now);
  running.push(sync);
  return sync;
}

describe('LedgerSync', () => {
  it('makes the last used ledger active and reads its members and entries', async () => {
    const household = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, Date.now() - 10 * DAY);
    await createLedger(docs, asha, { name: 'Trip', type: 'onetime' }, Date.now() - DAY);
    await setLastUsedLedger(docs, asha, household.id);
    await saveTransaction(docs, household.id, tx({ id: 'rent', date: Date.now(), owner: asha.uid, from: asha.uid }));

    start(asha);
    await vi.waitFor(() => {
      const state = store.currentLedgerState();
      expect(state.source).toBe('live');
      expect(state.ledgers.map((l) => l.name)).toEqual(['Household', 'Trip']);
      expect(state.activeLedgerId).toBe(household.id);
      expect(state.members).toEqual([member(asha.uid, 'Asha')]);
      expect(state.transactions.map((t) => t.id)).toEqual(['rent']);
      expect(state.busy).toBe(false);
    });
  });

  it('choose() switches the active ledger and remembers it in the profile', async () => {
    await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, Date.now() - 10 * DAY);
    const trip = await createLedger(docs, asha, { name: 'Trip', type: 'onetime' }, Date.now() - 20 * DAY);
    const sync = start(asha);
    await vi.waitFor(() => expect(store.currentLedgerState().source).toBe('live'));
    expect(store.currentActiveLedger()?.name).toBe('Household');

    await sync.choose(trip.id);
    expect(store.currentActiveLedger()?.name).toBe('Trip');
    expect((await findUserByEmail(docs, asha.email))?.lastUsedLedgerId).toBe(trip.id);
    await vi.waitFor(() =>
      expect(store.currentLedgerState().reads).toMatchObject({ ledgerId: trip.id, type: 'onetime' }),
    );
  });

  it('when this user is removed from the active ledger, another is chosen', async () => {
    const own = await createLedger(docs, asha, { name: 'Own', type: 'monthly' }, Date.now() - 20 * DAY);
    const shared = await createLedger(docs, ben, { name: 'Shared', type: 'onetime' }, Date.now() - 10 * DAY);
    await addMemberByEmail(docs, shared, asha.email, Date.now());
    start(asha);
    await vi.waitFor(() => expect(store.currentActiveLedger()?.name).toBe('Shared'));

    const current = store.currentLedgerState().ledgers.find((l) => l.id === shared.id);
    if (!current) throw new Error('the shared ledger is listed');
    await removeMember(docs, current, member(asha.uid, 'Asha'), Date.now());
    await vi.waitFor(() => {
      expect(store.currentLedgerState().ledgers.map((l) => l.id)).toEqual([own.id]);
      expect(store.currentActiveLedger()?.id).toBe(own.id);
    });
  });

  it('moves a monthly ledger on to the new month when it turns', async () => {
    // 100 ms before February, on a clock of the test's own.
    let clock = new Date(2026, 0, 31, 23, 59, 59, 900).getTime();
    const household = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, clock - DAY);
    await saveTransaction(
      docs,
      household.id,
      tx({ id: 'late-dinner', date: clock - 60_000, owner: asha.uid, from: asha.uid }),
    );
    start(asha, () => clock);
    await vi.waitFor(() => expect(store.currentLedgerState().transactions.map((t) => t.id)).toEqual(['late-dinner']));
    expect(store.currentLedgerState().activeMonth).toEqual({ year: 2026, month: 1 });

    clock += 1000;
    await vi.waitFor(() => {
      const state = store.currentLedgerState();
      expect(state.activeMonth).toEqual({ year: 2026, month: 2 });
      expect(state.busy).toBe(false);
      expect(state.transactions).toEqual([]);
    });
  });

  it('stop() ends every subscription: later changes do not reach the store', async () => {
    await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, Date.now() - DAY);
    const sync = start(asha);
    await vi.waitFor(() => expect(store.currentLedgerState().busy).toBe(false));
    await vi.waitFor(() => expect(store.currentLedgerState().ledgers).toHaveLength(1));

    sync.stop();
    await createLedger(docs, asha, { name: 'Trip', type: 'onetime' }, Date.now());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.currentLedgerState().ledgers).toHaveLength(1);
  });
});
