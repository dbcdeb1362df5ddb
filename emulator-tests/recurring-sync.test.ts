// Two admins' apps post the same recurring month while both are offline (issue 31), through the app's own
// FirestoreDocumentStore and repository, against the emulator with the project's rules: once both are back
// online the server holds one entry, one log entry, and the item's postedThrough. The second device's
// copy is refused as a whole batch, so it replaces nothing.
import { afterAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { FirestoreDocumentStore } from '../src/data/firebase/firestore-store';
import type { AuthUser } from '../src/data/ports';
import { LedgerRepository } from '../src/data/repo/ledger-repository';
import { createLedger } from '../src/data/repo/ledgers';
import { watchRecurringItems } from '../src/data/repo/live';
import { addMemberByEmail, setAdmin } from '../src/data/repo/members';
import { saveUserProfile } from '../src/data/repo/users';
import type { Ledger, RecurringItem } from '../src/domain/types';

interface Client {
  user: AuthUser;
  app: FirebaseApp;
  db: Firestore;
  docs: FirestoreDocumentStore;
  rejected: string[];
}

const run = Date.now().toString(36);
const clients: Client[] = [];

function client(name: string, as?: AuthUser): Client {
  const id = `${name}-${run}-${clients.length}`;
  const user: AuthUser = as ?? { uid: id, email: `${id}@example.com`, displayName: name, photoURL: '' };
  const app = initializeApp(
    { apiKey: 'demo-key', projectId: 'demo-vyay', appId: 'demo-app' },
    `recurring-${name}-${run}-${clients.length}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const [host, port] = inject('firestoreHost').split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), {
    mockUserToken: {
      sub: user.uid,
      user_id: user.uid,
      email: user.email,
      email_verified: true,
      name: user.displayName,
      firebase: { sign_in_provider: 'google.com', identities: {} },
    },
  });
  const rejected: string[] = [];
  const c = { user, app, db, docs: new FirestoreDocumentStore(db, (m) => rejected.push(m)), rejected };
  clients.push(c);
  return c;
}

afterAll(async () => {
  for (const c of clients) {
    await terminate(c.db);
    await deleteApp(c.app);
  }
});

const at = (y: number, m: number, d = 1, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('two admins posting the same recurring month offline', () => {
  it('leaves one entry on the server once both are online', async () => {
    const asha = client('asha');
    const ben = client('ben');
    await saveUserProfile(ben.docs, ben.user);
    await waitForPendingWrites(ben.db);
    const created = await createLedger(asha.docs, asha.user, { name: 'Household', type: 'monthly' }, Date.now());
    const ben_ = await addMemberByEmail(asha.docs, created, ben.user.email, Date.now());
    const withBen: Ledger = { ...created, contributors: [asha.user.uid, ben.user.uid] };
    await setAdmin(asha.docs, withBen, ben_, true, Date.now());
    const ledger: Ledger = { ...withBen, admins: [asha.user.uid, ben.user.uid] };
    await waitForPendingWrites(asha.db);

    const now = Date.now();
    const repo = (c: Client) => new LedgerRepository(c.docs, ledger, c.user, () => now);
    // Due this month, on the 1st; automatic from last month on (what the form stores when it is turned on).
    const thisMonth = new Date(now);
    const rentId = await repo(asha).saveRecurringItem({
      type: 'expense',
      amount: 25000,
      description: 'Rent',
      category: 'Rent',
      owner: asha.user.uid,
      tags: [],
      createdAt: now,
      from: 'common',
      frequency: 'monthly',
      startDate: at(thisMonth.getFullYear(), thisMonth.getMonth() + 1, 1),
      paymentMode: 'UPI',
      autoAdd: true,
      dayOfMonth: 1,
    });
    await waitForPendingWrites(asha.db);

    // Both apps have the item (their live subscription keeps it in the cache), then both go offline.
    for (const c of [asha, ben]) {
      const items: RecurringItem[][] = [];
      onTestFinished(
        watchRecurringItems(
          c.docs,
          ledger.id,
          (list) => items.push(list),
          () => undefined,
        ),
      );
      await expect.poll(() => items.at(-1)?.length, { timeout: 10_000 }).toBe(1);
    }
    await Promise.all([disableNetwork(asha.db), disableNetwork(ben.db)]);
    const key = `${thisMonth.getFullYear()}-${String(thisMonth.getMonth() + 1).padStart(2, '0')}`;
    expect(await repo(asha).postDueRecurring(rentId, now)).toEqual([{ description: 'Rent', key }]);
    expect(await repo(ben).postDueRecurring(rentId, now + 1)).toEqual([{ description: 'Rent', key }]);

    await enableNetwork(asha.db);
    await waitForPendingWrites(asha.db);
    await enableNetwork(ben.db);
    await waitForPendingWrites(ben.db);

    const fresh = client('asha', asha.user);
    const entries = await fresh.docs.query(`ledgers/${ledger.id}/transactions`);
    expect(entries.map((t) => [t.id, t.owner, t.recursiveId])).toEqual([[`${rentId}_${key}`, asha.user.uid, rentId]]);
    const log = await fresh.docs.query(`ledgers/${ledger.id}/activity`);
    expect(log.filter((e) => e.kind === 'added').map((e) => [e.id, e.by])).toEqual([
      [`posted-${rentId}_${key}`, asha.user.uid],
    ]);
    expect(await fresh.docs.get(`ledgers/${ledger.id}/settings/monthly/recurringTransactions/${rentId}`)).toMatchObject(
      { postedThrough: key },
    );
    // Asha's went through; Ben's copy was refused whole (the app keeps that quiet: refused-entries.ts).
    expect(asha.rejected).toEqual([]);
    expect(ben.rejected).toHaveLength(1);
  });
});
