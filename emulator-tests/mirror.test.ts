// Cloud mode's transaction mirror (src/data/mirror) on the real Firestore emulator, with the project's
// rules: two people, each on a Firestore client of his own, the mirror in fake-indexeddb (as in a browser,
// one IndexedDB per origin, so two clients given one mirror name are two tabs). What the mirror holds is
// compared with what the server holds, read fresh from it with getDocsFromServer.
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  doc,
  getDoc,
  getDocFromCache,
  getDocsFromCache,
  getDocsFromServer,
  initializeFirestore,
  memoryLocalCache,
  query,
  terminate,
  waitForPendingWrites,
  where as fsWhere,
  type Firestore,
} from 'firebase/firestore';
import { FirestoreDocumentStore } from '../src/data/firebase/firestore-store';
import { liteServerReads } from '../src/data/firebase/lite-reads';
import { MirroredDocumentStore } from '../src/data/mirror/mirrored-store';
import { PageLocks } from '../src/data/mirror/page-locks.testing';
import { TransactionMirror } from '../src/data/mirror/transaction-mirror';
import { where, type AuthUser, type DocData, type SnapshotMeta, type WithId } from '../src/data/ports';
import { createLedger } from '../src/data/repo/ledgers';
import { watchUserLedgers } from '../src/data/repo/live';
import { addMemberByEmail, removeMember } from '../src/data/repo/members';
import { saveTransaction, type TransactionData } from '../src/data/repo/transactions';
import { saveUserProfile } from '../src/data/repo/users';
import { monthRange } from '../src/domain/months';
import type { Ledger, Member } from '../src/domain/types';

interface Client {
  user: AuthUser;
  app: FirebaseApp;
  db: Firestore;
  docs: MirroredDocumentStore;
  mirror: TransactionMirror;
  rejected: string[];
  /** Whether one-off server reads may try the network (the app's own offline switch). */
  network: { online: boolean };
}

const run = Date.now().toString(36);
const clients: Client[] = [];

/**
 * A person's client, wired as firebase-backend.ts wires it: a refusal is undone in the mirror too, and new
 * entries are saved ahead of Firestore's own write (the outbox). Clients given one mirror name are tabs of
 * one browser, and share `locks` (Web Locks are the origin's).
 */
async function client(
  name: string,
  options: { as?: AuthUser; mirrorName?: string; locks?: PageLocks } = {},
): Promise<Client> {
  const id = `${name}-${run}-${clients.length}`;
  const user: AuthUser = options.as ?? { uid: id, email: `${id}@example.com`, displayName: name, photoURL: '' };
  const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-vyay', appId: 'demo-app' }, `mirror-${id}`);
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const [host, port] = inject('firestoreHost').split(':');
  const mockUserToken = {
    sub: user.uid,
    user_id: user.uid,
    email: user.email,
    email_verified: true,
    name: user.displayName,
    firebase: { sign_in_provider: 'google.com' as const, identities: {} },
  };
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), { mockUserToken });
  const rejected: string[] = [];
  const wired: { docs?: MirroredDocumentStore } = {};
  const network = { online: true };
  // As the app reads the server once (downloads, refreshes): Firestore Lite, no listener, no cache.
  const serverReads = liteServerReads(app, {
    emulator: { host: host ?? '127.0.0.1', port: Number(port), mockUserToken },
    online: () => network.online,
  });
  const server = new FirestoreDocumentStore(
    db,
    (message, refusal) => {
      rejected.push(message);
      void wired.docs?.undoRefused(refusal);
    },
    serverReads,
  );
  const mirror = await TransactionMirror.open(options.mirrorName ?? `vyay-mirror-${id}`);
  wired.docs = new MirroredDocumentStore(server, mirror, {
    locks: options.locks ?? new PageLocks(),
    uid: () => user.uid,
    heldLocally: (path) =>
      getDocFromCache(doc(db, path)).then(
        (snap) => snap.exists(),
        () => false,
      ),
  });
  const c = { user, app, db, docs: wired.docs, mirror, rejected, network };
  clients.push(c);
  return c;
}

afterAll(async () => {
  for (const c of clients) {
    await c.mirror.settled();
    c.mirror.close();
    await terminate(c.db);
    await deleteApp(c.app);
  }
});

const MONTHS = [
  { year: 2026, month: 1 },
  { year: 2026, month: 2 },
  { year: 2026, month: 3 },
];
const range = (i: number) => monthRange(MONTHS[i]!.year, MONTHS[i]!.month);
const inMonth = (i: number, day: number) => range(i).start + day * 86_400_000;
const monthConstraints = (i: number) => [where('date', '>=', range(i).start), where('date', '<', range(i).end)];

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

/** Asha's trip, with Ben a member; both have signed in once. */
async function sharedTrip(asha: Client, ben: Client): Promise<Ledger> {
  await saveUserProfile(ben.docs, ben.user);
  await waitForPendingWrites(ben.db);
  const trip = await createLedger(asha.docs, asha.user, { name: 'Goa trip', type: 'onetime' }, Date.now());
  await addMemberByEmail(asha.docs, trip, ben.user.email, Date.now());
  await waitForPendingWrites(asha.db);
  return { ...trip, contributors: [asha.user.uid, ben.user.uid] };
}

/**
 * Watches one month as a screen does, until the server itself has answered, then waits for the mirror to
 * have stored that answer.
 */
async function watchUntilServerAnswers(c: Client, ledgerId: string, i: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const stop = c.docs.watchQuery(
      `ledgers/${ledgerId}/transactions`,
      monthConstraints(i),
      (_docs: WithId<DocData>[], meta: SnapshotMeta) => {
        if (meta.fromCache || meta.failed) return;
        queueMicrotask(stop);
        resolve();
      },
      (message) => reject(new Error(message)),
    );
  });
  await c.mirror.settled();
}

/** Month by month: what the mirror holds, and what the server holds, as id → description:amount:date. */
async function mirrorAndServer(c: Client, ledgerId: string, i: number) {
  const shown = (docs: { id: string; data: DocData }[]) =>
    Object.fromEntries(
      docs.map(({ id, data }) => [id, `${String(data.description)}:${String(data.amount)}:${String(data.date)}`]),
    );
  const held = await c.mirror.read(ledgerId, monthConstraints(i));
  const served = await getDocsFromServer(
    query(
      collection(c.db, `ledgers/${ledgerId}/transactions`),
      fsWhere('date', '>=', range(i).start),
      fsWhere('date', '<', range(i).end),
    ),
  );
  return {
    mirror: shown(held.docs.map((d) => ({ id: d.id, data: d }))),
    server: shown(served.docs.map((d) => ({ id: d.id, data: d.data() }))),
    missing: held.missing,
  };
}

describe('the transaction mirror, two people on the Firestore emulator', () => {
  it("after B's offline edit, move to an earlier month and delete, A's mirror equals the server month by month", async () => {
    const asha = await client('asha');
    const ben = await client('ben');
    const trip = await sharedTrip(asha, ben);
    const tx = `ledgers/${trip.id}/transactions`;
    const edited = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Dinner', 1200, inMonth(2, 3)));
    const moved = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Taxi', 600, inMonth(2, 5)));
    const deleted = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Hotel', 9000, inMonth(1, 10)));
    const kept = await saveTransaction(ben.docs, trip.id, expense(ben.user, 'Ferry', 300, inMonth(0, 20)));
    await waitForPendingWrites(ben.db);

    // Asha has every month on screen once, online: her mirror holds them.
    for (const i of [0, 1, 2]) await watchUntilServerAnswers(asha, trip.id, i);
    expect(Object.keys((await mirrorAndServer(asha, trip.id, 2)).mirror).sort()).toEqual([edited, moved].sort());

    // Asha goes offline; Ben, offline too, edits one entry, moves another to January and deletes a third.
    await disableNetwork(asha.db);
    await disableNetwork(ben.db);
    await ben.docs.set(`${tx}/${edited}`, { amount: 1500, description: 'Dinner for four' }, { merge: true });
    await ben.docs.set(`${tx}/${moved}`, { date: inMonth(0, 2) }, { merge: true });
    await ben.docs.delete(`${tx}/${deleted}`);
    await enableNetwork(ben.db);
    await waitForPendingWrites(ben.db);
    expect(ben.rejected).toEqual([]);

    // Offline, Asha's screens are answered from her mirror, complete, as she last saw them.
    const offline = await asha.docs.readForScreen(tx, monthConstraints(2));
    expect({ ids: offline.docs.map((d) => d.id).sort(), missing: offline.missing }).toEqual({
      ids: [edited, moved].sort(),
      missing: [],
    });

    // Online again, she looks at each month once; then her mirror equals the server, every month.
    await enableNetwork(asha.db);
    for (const i of [0, 1, 2]) await watchUntilServerAnswers(asha, trip.id, i);
    for (const i of [0, 1, 2]) {
      const { mirror, server, missing } = await mirrorAndServer(asha, trip.id, i);
      expect(mirror, `month ${i + 1}`).toEqual(server);
      expect(missing).toEqual([]);
    }
    const january = await mirrorAndServer(asha, trip.id, 0);
    expect(Object.keys(january.mirror).sort()).toEqual([kept, moved].sort());
    expect(Object.keys((await mirrorAndServer(asha, trip.id, 1)).mirror)).toEqual([]);
    expect((await mirrorAndServer(asha, trip.id, 2)).mirror[edited]).toBe(`Dinner for four:1500:${inMonth(2, 3)}`);
    expect(asha.rejected).toEqual([]);
  });

  it("a new device downloads a month with one-off reads: its mirror then holds it whole, as the server has it, and Firestore's cache none of it", async () => {
    const asha = await client('asha');
    const ben = await client('ben');
    const trip = await sharedTrip(asha, ben);
    const tx = `ledgers/${trip.id}/transactions`;
    for (const day of [2, 9, 16])
      await saveTransaction(asha.docs, trip.id, expense(asha.user, `Day ${day}`, 100 * day, inMonth(1, day)));
    await waitForPendingWrites(asha.db);

    // Offline (the app's switch), nothing is read and the month stays not downloaded.
    ben.network.online = false;
    await ben.docs.downloadHeld(tx, monthConstraints(1));
    expect(await ben.docs.holds(tx, monthConstraints(1))).toBe(false);

    ben.network.online = true;
    await ben.docs.downloadHeld(tx, monthConstraints(1));
    expect(await ben.docs.holds(tx, monthConstraints(1))).toBe(true);
    // Read by a plain request, not a listen: Firestore's own cache was not filled with the month. (Checked
    // first: the comparison below reads the server through the full SDK, which does fill it.)
    const cached = await getDocsFromCache(
      query(collection(ben.db, tx), fsWhere('date', '>=', range(1).start), fsWhere('date', '<', range(1).end)),
    );
    expect(cached.size).toBe(0);
    const { mirror, server, missing } = await mirrorAndServer(ben, trip.id, 1);
    expect(Object.keys(mirror)).toHaveLength(3);
    expect(mirror).toEqual(server);
    expect(missing).toEqual([]);
    expect(ben.rejected).toEqual([]);
  });

  it('a write the server refuses disappears from the mirror', async () => {
    const asha = await client('asha');
    const ben = await client('ben');
    const trip = await sharedTrip(asha, ben);
    const tx = `ledgers/${trip.id}/transactions`;
    // The rules take only the fields SPEC names (keys().hasOnly): this one is accepted on the device,
    // shown as saved, and refused by the server.
    const refused = await saveTransaction(ben.docs, trip.id, {
      ...expense(ben.user, 'Houseboat', 7000, inMonth(1, 4)),
      unknownField: true,
    } as TransactionData);
    expect((await ben.mirror.read(trip.id, monthConstraints(1))).docs.map((d) => d.id)).toEqual([refused]);
    await expect.poll(() => ben.rejected.length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await ben.mirror.read(trip.id, monthConstraints(1))).docs.map((d) => d.id), {
        timeout: 10_000,
      })
      .toEqual([]);
    // And it is not on the server either: the mirror agrees with it.
    const served = await getDocsFromServer(collection(ben.db, tx));
    expect(served.docs.map((d) => d.id)).toEqual([]);
  });

  it("a removed member's mirror of that ledger is gone, and his other ledgers' stay", async () => {
    const asha = await client('asha');
    const ben = await client('ben');
    const trip = await sharedTrip(asha, ben);
    const own = await createLedger(ben.docs, ben.user, { name: 'Own trip', type: 'onetime' }, Date.now());
    await saveTransaction(asha.docs, trip.id, expense(asha.user, 'Boat', 800, inMonth(1, 2)));
    await saveTransaction(ben.docs, own.id, expense(ben.user, 'Snacks', 100, inMonth(1, 2)));
    await waitForPendingWrites(asha.db);
    await waitForPendingWrites(ben.db);
    await watchUntilServerAnswers(ben, trip.id, 1);
    await watchUntilServerAnswers(ben, own.id, 1);
    expect((await ben.mirror.read(trip.id, monthConstraints(1))).docs).toHaveLength(1);

    // Ben's ledger list is live, as it is while the app runs.
    const lists: string[][] = [];
    const stop = watchUserLedgers(
      ben.docs,
      ben.user.uid,
      (ledgers) => lists.push(ledgers.map((l) => l.id)),
      () => undefined,
    );
    onTestFinished(stop);
    await expect.poll(() => lists.at(-1)?.length, { timeout: 10_000 }).toBe(2);

    const member = (await asha.docs.query<Member & DocData>(`ledgers/${trip.id}/members`)).find(
      (m) => m.userId === ben.user.uid,
    );
    if (!member) throw new Error("Ben's member document is missing");
    await removeMember(asha.docs, trip, member, Date.now());
    await waitForPendingWrites(asha.db);

    await expect.poll(() => lists.at(-1), { timeout: 10_000 }).toEqual([own.id]);
    await expect
      .poll(async () => (await ben.mirror.read(trip.id, monthConstraints(1))).docs.length, { timeout: 10_000 })
      .toBe(0);
    // The span is forgotten too: offline, that month would now say it was never downloaded.
    expect((await ben.mirror.read(trip.id, monthConstraints(1))).missing).toHaveLength(1);
    expect((await ben.mirror.read(own.id, monthConstraints(1))).docs).toHaveLength(1);
  });

  it('two tabs of one person share one mirror without doubling entries', async () => {
    const asha = await client('asha');
    const ben = await client('ben');
    const trip = await sharedTrip(asha, ben);
    for (const n of [1, 2, 3]) await saveTransaction(asha.docs, trip.id, expense(asha.user, `E${n}`, n, inMonth(1, n)));
    await waitForPendingWrites(asha.db);
    const mirrorName = `vyay-mirror-tabs-${run}`;
    const tab1 = await client('asha', { as: asha.user, mirrorName });
    const tab2 = await client('asha', { as: asha.user, mirrorName });
    // Both tabs show the month and store the server's answer; one adds an entry, which both then show.
    await Promise.all([watchUntilServerAnswers(tab1, trip.id, 1), watchUntilServerAnswers(tab2, trip.id, 1)]);
    await saveTransaction(tab1.docs, trip.id, expense(asha.user, 'E4', 4, inMonth(1, 4)));
    await waitForPendingWrites(tab1.db);
    await Promise.all([watchUntilServerAnswers(tab1, trip.id, 1), watchUntilServerAnswers(tab2, trip.id, 1)]);
    // Four entries and the one record of the span held, whichever tab counts.
    expect(await tab1.mirror.count()).toBe(5);
    expect(await tab2.mirror.count()).toBe(5);
    const { mirror, server } = await mirrorAndServer(tab2, trip.id, 1);
    expect(mirror).toEqual(server);
  });

  it("a closed page's new entry, saved in the mirror only, is sent by the person's next page; one Firestore stored is not", async () => {
    const asha = await client('asha');
    const ben = await client('ben');
    const trip = await sharedTrip(asha, ben);
    const tx = `ledgers/${trip.id}/transactions`;
    const mirrorName = `vyay-mirror-closed-${run}`;
    const locks = new PageLocks();
    const closing = await client('ben', { as: ben.user, mirrorName, locks });
    // Saved ahead and then stored by Firestore, as every save is: its record goes.
    const sent = await saveTransaction(closing.docs, trip.id, expense(ben.user, 'Lunch', 450, inMonth(1, 6)));
    await waitForPendingWrites(closing.db);
    await closing.mirror.settled();
    expect(await closing.mirror.outboxRecords()).toEqual([]);
    // The page closed after the mirror's write and before Firestore's: the entry and its record are all
    // that is left of it, as the outbox writes them.
    const lost = closing.docs.newId();
    const lostOp = { type: 'set' as const, path: `${tx}/${lost}`, data: expense(ben.user, 'Auto', 120, inMonth(1, 7)) };
    await closing.mirror.applyWrites([lostOp], {
      id: closing.docs.newId(),
      record: { uid: ben.user.uid, at: Date.now(), ops: [{ path: lostOp.path, data: lostOp.data }] },
    });
    // And one whose write Firestore did store before the page closed; Asha then changed the entry.
    const stored = closing.docs.newId();
    const storedOp = {
      type: 'set' as const,
      path: `${tx}/${stored}`,
      data: expense(ben.user, 'Tea', 40, inMonth(1, 8)),
    };
    await closing.mirror.applyWrites([storedOp], {
      id: closing.docs.newId(),
      record: { uid: ben.user.uid, at: Date.now(), ops: [{ path: storedOp.path, data: storedOp.data }] },
    });
    await closing.docs.set(storedOp.path, storedOp.data);
    await waitForPendingWrites(closing.db);
    await asha.docs.set(storedOp.path, { amount: 60 }, { merge: true });
    await waitForPendingWrites(asha.db);

    // Ben's next page: its Firestore cache holds the entry it stored (a read of it, as its cache would).
    const next = await client('ben', { as: ben.user, mirrorName, locks: locks.page() });
    await getDoc(doc(next.db, storedOp.path));
    await next.docs.outbox?.replay(ben.user.uid);
    await waitForPendingWrites(next.db);
    const served = await getDocsFromServer(collection(next.db, tx));
    const amounts = Object.fromEntries(served.docs.map((d) => [d.id, d.data().amount as number]));
    expect(amounts).toEqual({ [sent]: 450, [lost]: 120, [stored]: 60 });
    expect({ records: await next.mirror.outboxRecords(), rejected: next.rejected }).toEqual({
      records: [],
      rejected: [],
    });
  });
});
