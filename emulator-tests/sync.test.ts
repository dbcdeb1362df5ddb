// Two people on two real Firestore clients, through the app's own FirestoreDocumentStore and repository,
// against the emulator with the project's rules: sharing reaches the other side live, and writes queued
// offline flush on reconnect in order, exactly once.
//
// Each test sets up its own two people and trip, so a retry starts clean: about one run in twenty the
// emulator sends a corrupt stream frame ("RESOURCE_EXHAUSTED: Received message larger than max"), and the
// SDK then waits a full minute before listening again. CI retries such a test once (vitest.emulator.config.ts).
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
import { createLedger } from '../src/data/repo/ledgers';
import { watchTransactions, watchUserLedgers } from '../src/data/repo/live';
import { addMemberByEmail, removeMember } from '../src/data/repo/members';
import {
  deleteTransaction,
  getTransaction,
  saveTransaction,
  type TransactionData,
} from '../src/data/repo/transactions';
import { saveUserProfile } from '../src/data/repo/users';
import type { Ledger, Transaction } from '../src/domain/types';

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
    `sync-${name}-${run}-${clients.length}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const [host, port] = inject('firestoreHost').split(':');
  // A signed-in user as the Auth emulator would vouch for one: the rules see this uid and verified email.
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

function expense(by: AuthUser, description: string, amount: number, date: number): TransactionData {
  return {
    description,
    amount,
    category: 'Food',
    tags: [],
    type: 'expense',
    owner: by.uid,
    date,
    createdAt: date,
    updatedAt: date,
    comments: '',
    from: by.uid,
    paymentMode: 'UPI',
    splitInfo: { method: 'No Split', details: [{ userId: by.uid, amount, split: 0 }] },
  };
}

/** Every snapshot a subscription delivers, so the test can check what the other person saw and when. */
function recorder<T>() {
  const seen: T[] = [];
  return { seen, next: (value: T) => seen.push(value), last: () => seen.at(-1) };
}

interface Trip {
  asha: Client;
  ben: Client;
  trip: Ledger;
}

/** Asha creates a trip; Ben has signed in once (so his profile can be found by email), not yet a member. */
async function tripByAsha(): Promise<Trip> {
  const asha = client('asha');
  const ben = client('ben');
  await saveUserProfile(ben.docs, ben.user);
  await waitForPendingWrites(ben.db);
  const trip = await createLedger(asha.docs, asha.user, { name: 'Goa trip', type: 'onetime' }, Date.now());
  await waitForPendingWrites(asha.db);
  return { asha, ben, trip };
}

/** The same, with Ben added by email. */
async function sharedTrip(): Promise<Trip> {
  const { asha, ben, trip } = await tripByAsha();
  await addMemberByEmail(asha.docs, trip, ben.user.email, Date.now());
  await waitForPendingWrites(asha.db);
  return { asha, ben, trip: { ...trip, contributors: [asha.user.uid, ben.user.uid] } };
}

afterAll(async () => {
  for (const c of clients) {
    await terminate(c.db);
    await deleteApp(c.app);
  }
});

describe('two people on the Firestore emulator', () => {
  it("shares a trip by email, and the other person's ledger list updates live", async () => {
    const { asha, ben, trip } = await tripByAsha();
    const bensLedgers = recorder<Ledger[]>();
    const errors: string[] = [];
    const stop = watchUserLedgers(ben.docs, ben.user.uid, bensLedgers.next, (m) => errors.push(m));
    onTestFinished(stop);
    await expect.poll(() => bensLedgers.last()?.length, { timeout: 10_000 }).toBe(0);

    await addMemberByEmail(asha.docs, trip, ben.user.email, Date.now());
    await waitForPendingWrites(asha.db);
    await expect.poll(() => bensLedgers.last()?.map((l) => l.name), { timeout: 10_000 }).toEqual(['Goa trip']);
    expect(asha.rejected).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('flushes writes queued offline on reconnect, in order and once', async () => {
    const { asha, ben, trip } = await sharedTrip();
    const ashasView = recorder<Transaction[]>();
    const errors: string[] = [];
    const stop = watchTransactions(asha.docs, trip.id, {}, ashasView.next, (m) => errors.push(m));
    onTestFinished(stop);
    await expect.poll(() => ashasView.last()?.length, { timeout: 10_000 }).toBe(0);

    await disableNetwork(ben.db);
    const now = Date.now();
    const taxi = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Taxi', 600, now));
    // An edit of the queued expense, then a second expense deleted again: only order makes the end right.
    await saveTransaction(ben.docs, trip.id, { ...expense(ben.user, 'Taxi to airport', 650, now), id: taxi });
    const dinnerId = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Dinner', 1200, now + 1));
    const dinner = await getTransaction(ben.docs, trip.id, dinnerId);
    if (!dinner) throw new Error('the queued expense is not in the local cache');
    await deleteTransaction(ben.docs, trip.id, dinner);
    const lunch = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Lunch', 300, now + 2));
    // Five writes wait in the queue: three saves, one edit and the delete's batch.
    expect(ben.docs.pending.value).toBe(5);

    // Offline, Asha sees none of it (a quiet second, then still empty).
    await new Promise((r) => setTimeout(r, 1000));
    expect(ashasView.last()).toEqual([]);

    await enableNetwork(ben.db);
    await waitForPendingWrites(ben.db);
    await expect
      .poll(
        () =>
          ashasView
            .last()
            ?.map((t) => `${t.description}:${t.amount}`)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['Lunch:300', 'Taxi to airport:650']);
    expect(
      ashasView
        .last()
        ?.map((t) => t.id)
        .sort(),
    ).toEqual([lunch, taxi].sort());
    // Asha never saw the dinner nor the taxi's old amount after its edit: the queue replayed in order.
    const afterEdit = ashasView.seen.findIndex((list) => list.some((t) => t.amount === 650));
    expect(ashasView.seen.slice(afterEdit).some((list) => list.some((t) => t.amount === 600))).toBe(false);
    expect(ben.docs.pending.value).toBe(0);
    expect(ben.rejected).toEqual([]);

    // What the server holds, read fresh by a third client: two documents, nothing doubled.
    const fresh = client('asha', asha.user);
    const stored = await fresh.docs.query(`ledgers/${trip.id}/transactions`);
    expect(stored.map((t) => t.description).sort()).toEqual(['Lunch', 'Taxi to airport']);
    expect(errors).toEqual([]);

    // The rules are live on this emulator: someone outside the trip reads nothing of it.
    const eve = client('eve');
    await expect(eve.docs.query(`ledgers/${trip.id}/transactions`)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('takes the trip away from a removed member: his reads are refused and his ledger list drops it', async () => {
    const { asha, ben, trip } = await sharedTrip();
    const errors: string[] = [];
    const bensMembers = ben.docs.watchQuery(
      `ledgers/${trip.id}/members`,
      [],
      () => undefined,
      (m) => errors.push(m),
    );
    onTestFinished(bensMembers);

    await removeMember(asha.docs, trip, { id: ben.user.uid, userId: ben.user.uid, displayName: 'ben' }, Date.now());
    await waitForPendingWrites(asha.db);
    expect(asha.rejected).toEqual([]);
    // His open read of the trip is refused live (the app's cue to re-read the ledger list)...
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(1);
    await expect(ben.docs.query(`ledgers/${trip.id}/transactions`)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // ...and a ledger-list listen no longer has the trip once the server answers.
    const bensLedgers = recorder<Ledger[]>();
    const stop = watchUserLedgers(ben.docs, ben.user.uid, bensLedgers.next, (m) => errors.push(m));
    onTestFinished(stop);
    await expect.poll(() => bensLedgers.last()?.length, { timeout: 10_000 }).toBe(0);
    expect(errors).toHaveLength(1);
  });
});
