// The mirrored store in Node (fake-indexeddb), over a stand-in for Firestore: the device store, answering
// as the server while online and as a cache while offline. The same paths on the real Firestore emulator,
// with two clients: emulator-tests/mirror.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentStoreContract } from '../contract/document-store-contract';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { where, type Constraint, type DocData, type SnapshotMeta, type WithId } from '../ports';
import { MirroredDocumentStore } from './mirrored-store';
import type { OutboxEnv } from './outbox';
import { PageLocks } from './page-locks.testing';
import { TransactionMirror } from './transaction-mirror';

/** Firestore as the mirror sees it: answers come from the server, or from a cache while `offline`. */
class StandInServer extends DeviceDocumentStore {
  offline = false;
  /** A one-off answer that leaves out entries the server holds, as one did on the emulator. */
  short = false;

  async queryWithMeta<T extends DocData>(path: string, constraints: Constraint[] = []) {
    const docs = await this.query<T>(path, constraints);
    return { docs: this.short ? docs.slice(1) : docs, fromCache: this.offline };
  }

  async queryFromServer<T extends DocData>(path: string, constraints: Constraint[] = []) {
    if (this.offline) throw Object.assign(new Error('offline'), { code: 'unavailable' });
    return (await this.queryWithMeta<T>(path, constraints)).docs;
  }

  async countOnServer(path: string, constraints: Constraint[] = []) {
    return this.offline ? null : (await this.query(path, constraints)).length;
  }

  override watchQuery<T extends DocData>(
    path: string,
    constraints: Constraint[],
    next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ) {
    return super.watchQuery<T>(
      path,
      constraints,
      (docs, meta) => next(docs, { ...meta, fromCache: this.offline }),
      onError,
    );
  }
}

let counter = 0;
const opened: (() => void)[] = [];

async function open(name = `mirror-test-${++counter}`, outbox?: (server: StandInServer) => OutboxEnv) {
  const server = new StandInServer(await openDeviceDB(`${name}-server`));
  const mirror = await TransactionMirror.open(`${name}-mirror`);
  opened.push(() => {
    server.close();
    mirror.close();
  });
  return { server, mirror, docs: new MirroredDocumentStore(server, mirror, outbox?.(server) ?? null) };
}

/** As firebase-backend.ts wires the outbox, with the stand-in server's store as Firestore's cache. */
const outboxOver =
  (locks: PageLocks, uid = 'u1') =>
  (server: StandInServer): OutboxEnv => ({
    locks,
    uid: () => uid,
    heldLocally: async (p) => (await server.get(p)) !== null,
  });

afterEach(() => {
  for (const close of opened.splice(0)) close();
});

const JAN = { start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 1, 1) };
const FEB = { start: Date.UTC(2026, 1, 1), end: Date.UTC(2026, 2, 1) };
const month = (m: { start: number; end: number }): Constraint[] => [
  where('date', '>=', m.start),
  where('date', '<', m.end),
];
const path = (id: string) => `ledgers/L/transactions/${id}`;
const entry = (amount: number, date: number, from = 'u1') => ({ description: 'x', amount, date, from });
const ids = (docs: { id: string }[]) => docs.map((d) => d.id).sort();

/** The next snapshot a watch delivers, with its meta. */
function nextSnapshot(docs: MirroredDocumentStore, constraints: Constraint[]) {
  return new Promise<{ docs: WithId<DocData>[]; meta: SnapshotMeta }>((resolve, reject) => {
    const stop = docs.watchQuery(
      'ledgers/L/transactions',
      constraints,
      (list, meta) => {
        queueMicrotask(stop);
        resolve({ docs: list, meta });
      },
      reject,
    );
  });
}

describe('MirroredDocumentStore', () => {
  it('a server answer is the truth for its range: entries moved away or deleted elsewhere leave the mirror', async () => {
    const { server, mirror, docs } = await open();
    await server.batch([
      { type: 'set', path: path('a'), data: entry(1, JAN.start + 1) },
      { type: 'set', path: path('b'), data: entry(2, JAN.start + 2) },
      { type: 'set', path: path('c'), data: entry(3, JAN.start + 3) },
    ]);
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    expect(ids((await mirror.read('L', month(JAN))).docs)).toEqual(['a', 'b', 'c']);
    // Another device (the server store itself) moves b to February and deletes c.
    await server.set(path('b'), entry(2, FEB.start + 1));
    await server.delete(path('c'));
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    expect(ids((await mirror.read('L', month(JAN))).docs)).toEqual(['a']);
  });

  it('before the store opens, the mirror alone answers a range it holds whole, and nothing for one it does not', async () => {
    const { server, mirror, docs } = await open();
    await server.set(path('a'), entry(1, JAN.start + 1));
    await server.set(path('b'), entry(2, FEB.start + 1));
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    expect(ids((await mirror.readHeld('ledgers/L/transactions', month(JAN))) ?? [])).toEqual(['a']);
    expect(await mirror.readHeld('ledgers/L/transactions', month(FEB))).toBeNull();
    // January and February together: only part of it is held.
    const both = [where('date', '>=', JAN.start), where('date', '<', FEB.end)];
    expect(await mirror.readHeld('ledgers/L/transactions', both)).toBeNull();
    // Not a ledger's transactions: never answered from the mirror.
    expect(await mirror.readHeld('ledgers/L/members', month(JAN))).toBeNull();
    // Another device deletes a; the refresh behind the early screen corrects the mirror from the server.
    await server.delete(path('a'));
    docs.refreshHeld('ledgers/L/transactions', month(JAN));
    await vi.waitFor(async () => expect(await mirror.readHeld('ledgers/L/transactions', month(JAN))).toEqual([]));
  });

  it('offline, a month the server once answered is read from the mirror, complete; one never answered is missing', async () => {
    const { server, mirror, docs } = await open();
    await server.set(path('a'), entry(1, JAN.start + 1));
    await server.set(path('b'), entry(2, FEB.start + 1));
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    server.offline = true;
    const jan = await docs.readForScreen('ledgers/L/transactions', month(JAN));
    expect({ ids: ids(jan.docs), missing: jan.missing }).toEqual({ ids: ['a'], missing: [] });
    const feb = await docs.readForScreen('ledgers/L/transactions', month(FEB));
    expect(feb.missing).toEqual([FEB]);
    // The live list says so too, so home shows no total for February.
    expect((await nextSnapshot(docs, month(FEB))).meta.incomplete).toBe(true);
    expect((await nextSnapshot(docs, month(JAN))).meta.incomplete).toBeFalsy();
  });

  it('offline, a screen shown from a range held whole does not read Firestore’s cache behind it', async () => {
    const { server, mirror, docs } = await open();
    await server.set(path('a'), entry(1, JAN.start + 1));
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    server.offline = true;
    const asked: string[] = [];
    const queryWithMeta = server.queryWithMeta.bind(server);
    server.queryWithMeta = (p, c) => {
      asked.push(p);
      return queryWithMeta(p, c);
    };
    const jan = await docs.readForScreen('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    expect({ ids: ids(jan.docs), asked }).toEqual({ ids: ['a'], asked: [] });
    // Online, the server's answer corrects the mirror behind the screen.
    server.offline = false;
    await server.set(path('b'), entry(2, JAN.start + 2));
    await docs.readForScreen('ledgers/L/transactions', month(JAN));
    await vi.waitFor(async () => expect(ids((await mirror.read('L', month(JAN))).docs)).toEqual(['a', 'b']));
  });

  it('a server answer short of what the server counts is not stored: the month stays not downloaded', async () => {
    const { server, mirror, docs } = await open();
    await server.set(path('a'), entry(1, JAN.start + 1));
    await server.set(path('b'), entry(2, JAN.start + 2));
    server.short = true;
    expect(await docs.query('ledgers/L/transactions', month(JAN))).toHaveLength(1);
    await mirror.settled();
    expect(await mirror.read('L', month(JAN))).toEqual({ docs: [], missing: [JAN] });
    // Read again whole, it is stored, and the month is held.
    server.short = false;
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    const held = await mirror.read('L', month(JAN));
    expect({ ids: ids(held.docs), missing: held.missing }).toEqual({ ids: ['a', 'b'], missing: [] });
  });

  it('a ledger created on this device, offline, is complete here: its months are never called undownloaded', async () => {
    const { server, docs } = await open();
    server.offline = true;
    await docs.batch([
      { type: 'set', path: 'ledgers/L', data: { name: 'Home', contributors: ['u1'] } },
      { type: 'set', path: path('first'), data: entry(1, JAN.start + 1) },
    ]);
    const jan = await docs.readForScreen('ledgers/L/transactions', month(JAN));
    expect({ ids: ids(jan.docs), missing: jan.missing }).toEqual({ ids: ['first'], missing: [] });
    expect((await nextSnapshot(docs, month(FEB))).meta.incomplete).toBeFalsy();
    // Renaming (a merge) is no creation: another ledger's months stay undownloaded.
    await docs.set('ledgers/M', { name: 'Trip' }, { merge: true });
    expect((await docs.readForScreen('ledgers/M/transactions', month(JAN))).missing).toEqual([JAN]);
  });

  it('a member holds his own entries of a month; everyone’s entries held also cover his', async () => {
    const { server, mirror, docs } = await open();
    await server.set(path('a'), entry(1, JAN.start + 1, 'u1'));
    await server.set(path('b'), entry(2, JAN.start + 2, 'u2'));
    const own = [where('from', '==', 'u1'), ...month(JAN)];
    await docs.query('ledgers/L/transactions', own);
    await mirror.settled();
    expect((await mirror.read('L', own)).missing).toEqual([]);
    expect((await mirror.read('L', month(JAN))).missing).toEqual([JAN]);
    await docs.query('ledgers/L/transactions', month(FEB));
    await mirror.settled();
    expect((await mirror.read('L', [where('from', '==', 'u2'), ...month(FEB)])).missing).toEqual([]);
  });

  it('a write from this device is in the mirror at once, offline too, and a refused one is undone', async () => {
    const { server, mirror, docs } = await open();
    server.offline = true;
    await docs.set(path('new'), entry(5, JAN.start + 5));
    expect(ids((await mirror.read('L', month(JAN))).docs)).toEqual(['new']);
    await docs.delete(path('new'));
    expect((await mirror.read('L', month(JAN))).docs).toEqual([]);
    // The server refused a write it had first taken: the mirror is set back to what the server holds.
    await docs.set(path('refused'), entry(6, JAN.start + 6));
    await server.delete(path('refused'));
    expect(ids((await mirror.read('L', month(JAN))).docs)).toEqual(['refused']);
    await docs.undoRefused({ ops: [{ type: 'set', path: path('refused'), data: {} }], error: new Error('denied') });
    expect((await mirror.read('L', month(JAN))).docs).toEqual([]);
  });

  it('offline, each write shows at once over the mirror’s last answer, and a deleted entry never comes back', async () => {
    const { server, mirror, docs } = await open();
    await server.set(path('a'), entry(1, JAN.start + 1));
    await server.set(path('b'), entry(2, JAN.start + 2));
    await docs.query('ledgers/L/transactions', month(JAN));
    await mirror.settled();
    server.offline = true;
    const shown: string[][] = [];
    const stop = docs.watchQuery(
      'ledgers/L/transactions',
      month(JAN),
      (list) => shown.push(ids(list)),
      (message) => {
        throw new Error(message);
      },
    );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Every answer to the watch's start given (the mirror's, Firestore's, the mirror read behind it): how
    // many there are depends on which comes first, so the test lets them all land rather than count them.
    // Too short a pause can only make the counts below fail, never pass.
    await mirror.settled();
    await pause(50);
    // From now on the mirror's reads wait for `release`: what shows before then did not wait for one.
    const gate = { open: null as (() => void) | null };
    const released = new Promise<void>((resolve) => (gate.open = resolve));
    const read = mirror.read.bind(mirror);
    mirror.read = (...args) => released.then(() => read(...args));
    const before = shown.length;
    await docs.set(path('c'), entry(3, JAN.start + 3));
    await vi.waitFor(() => expect(shown.length).toBe(before + 1));
    expect(shown[before]).toEqual(['a', 'b', 'c']);
    await docs.delete(path('a'));
    await vi.waitFor(() => expect(shown.length).toBe(before + 2));
    expect(shown[before + 1]).toEqual(['b', 'c']);
    // The mirror's reads behind them agree, and nothing deleted comes back.
    gate.open?.();
    await vi.waitFor(() => expect(shown.length).toBeGreaterThan(before + 2));
    await mirror.settled();
    stop();
    expect(shown.slice(before + 2).every((list) => list.join() === 'b,c')).toBe(true);
    expect(shown.at(-1)).toEqual(ids((await read('L', month(JAN))).docs));
  });

  it('a ledger missing from the server’s list of this person’s ledgers loses its mirror', async () => {
    const { server, mirror, docs } = await open();
    await server.set('ledgers/L', { name: 'Home', contributors: ['u1'] });
    await server.set('ledgers/M', { name: 'Trip', contributors: ['u1'] });
    await server.set(path('a'), entry(1, JAN.start + 1));
    await server.set('ledgers/M/transactions/m1', entry(1, JAN.start + 1));
    await docs.query('ledgers/L/transactions', month(JAN));
    await docs.query('ledgers/M/transactions', month(JAN));
    await mirror.settled();
    await server.set('ledgers/L', { name: 'Home', contributors: ['u2'] });
    await new Promise<void>((resolve) => {
      const stop = docs.watchQuery(
        'ledgers',
        [where('contributors', 'array-contains', 'u1')],
        (list) => {
          if (list.length !== 1) return;
          queueMicrotask(stop);
          resolve();
        },
        () => undefined,
      );
    });
    await mirror.settled();
    expect((await mirror.read('L', month(JAN))).docs).toEqual([]);
    expect((await mirror.read('L', month(JAN))).missing).toEqual([JAN]);
    expect(ids((await mirror.read('M', month(JAN))).docs)).toEqual(['m1']);
  });

  it('two tabs share one mirror: the same answers stored by both leave each entry once', async () => {
    const name = `mirror-test-${++counter}`;
    const tabA = await open(name);
    const tabB = await open(name);
    await tabA.server.batch(
      [1, 2, 3].map((n) => ({ type: 'set', path: path(`t${n}`), data: entry(n, JAN.start + n) })),
    );
    await Promise.all([
      tabA.docs.query('ledgers/L/transactions', month(JAN)),
      tabB.docs.query('ledgers/L/transactions', month(JAN)),
    ]);
    await Promise.all([tabA.mirror.settled(), tabB.mirror.settled()]);
    // Three entries and one record of the span held.
    expect(await tabA.mirror.count()).toBe(4);
    expect(ids((await tabB.mirror.read('L', month(JAN))).docs)).toEqual(['t1', 't2', 't3']);
    await tabB.mirror.clear();
    expect(await tabA.mirror.count()).toBe(0);
  });
});

describe('the outbox: a new entry saved ahead of Firestore’s own write', () => {
  /** Firestore's write of each batch waits for `open()`; `never` leaves it unstored, as a closed page does. */
  function holdWrites(server: StandInServer) {
    const gate = { open: () => undefined as void, never: false };
    const opened = new Promise<void>((resolve) => (gate.open = resolve));
    const write = server.batch.bind(server);
    server.batch = async (ops) => {
      if (gate.never) return new Promise<void>(() => undefined);
      await opened;
      return write(ops);
    };
    return gate;
  }
  const activity = (id: string) => `ledgers/L/activity/${id}`;

  it('is saved once the mirror holds it and its record, shown at once, and the record goes when Firestore has it', async () => {
    const { server, mirror, docs } = await open(undefined, outboxOver(new PageLocks()));
    await docs.query('ledgers/L/transactions', month(JAN));
    const shown: string[][] = [];
    const stop = docs.watchQuery(
      'ledgers/L/transactions',
      month(JAN),
      (list) => shown.push(ids(list)),
      () => {},
    );
    await vi.waitFor(() => expect(shown).not.toHaveLength(0));
    const gate = holdWrites(server);
    const [tx, logged] = [docs.newId(), docs.newId()];
    await docs.batch([
      { type: 'set', path: path(tx), data: entry(4, JAN.start + 4) },
      { type: 'set', path: activity(logged), data: { title: 'Added x' } },
    ]);
    // Saved, and on screen, while Firestore has not stored it yet.
    expect(shown.at(-1)).toEqual([tx]);
    expect(ids((await mirror.read('L', month(JAN))).docs)).toEqual([tx]);
    expect((await mirror.outboxRecords()).map((r) => r.ops.map((op) => op.path))).toEqual([
      [path(tx), activity(logged)],
    ]);
    expect(await server.get(path(tx))).toBeNull();
    gate.open();
    await vi.waitFor(async () => expect(await mirror.outboxRecords()).toEqual([]));
    expect(await server.get(activity(logged))).toEqual({ id: logged, title: 'Added x' });
    stop();
  });

  it('takes only new documents under ids made here: edits, merges, deletes and other ids wait for Firestore', async () => {
    const { server, mirror, docs } = await open(undefined, outboxOver(new PageLocks()));
    const gate = holdWrites(server);
    const fresh = docs.newId();
    const writes = [
      docs.set(path('given'), entry(1, JAN.start + 1)),
      docs.set(path(fresh), entry(2, JAN.start + 2), { merge: true }),
      docs.delete(path('gone')),
    ];
    let settled = 0;
    for (const write of writes) void write.then(() => settled++);
    // A write saved ahead resolves in the microtasks after the mirror's step; these cannot resolve before
    // the gate opens, however long the wait. The pause only lets a wrongly saved-ahead write show itself.
    await mirror.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect({ settled, records: await mirror.outboxRecords() }).toEqual({ settled: 0, records: [] });
    gate.open();
    await Promise.all(writes);
  });

  it('a write Firestore refuses at once is thrown, and leaves neither the entry nor its record', async () => {
    const { server, mirror, docs } = await open(undefined, outboxOver(new PageLocks()));
    server.batch = () => Promise.reject(new Error('Unsupported field value'));
    const id = docs.newId();
    await expect(docs.set(path(id), entry(1, JAN.start + 1))).rejects.toThrow('Unsupported field value');
    await mirror.settled();
    expect({ held: (await mirror.read('L', month(JAN))).docs, records: await mirror.outboxRecords() }).toEqual({
      held: [],
      records: [],
    });
  });

  it('a closed page’s unstored write is handed to Firestore by the next page of the same person, once', async () => {
    const name = `mirror-test-${++counter}`;
    const locks = new PageLocks();
    const closing = await open(name, outboxOver(locks));
    holdWrites(closing.server).never = true;
    const lost = closing.docs.newId();
    await closing.docs.set(path(lost), entry(3, JAN.start + 3));
    // An entry whose write Firestore did store, and which another device then changed: never written back.
    const stored = closing.docs.newId();
    await closing.docs.set(path(stored), entry(4, JAN.start + 4));
    expect(await closing.mirror.outboxRecords()).toHaveLength(2);

    const next = await open(name, outboxOver(locks.page()));
    const other = await open(name, outboxOver(locks.page(), 'u2'));
    await next.server.set(path(stored), entry(40, JAN.start + 4));
    // While the first page is open its writes are its own; another person's page never sends them.
    await next.docs.outbox?.replay('u1');
    await other.docs.outbox?.replay('u2');
    expect(await next.server.get(path(lost))).toBeNull();
    locks.close();
    await other.docs.outbox?.replay('u2');
    expect(await next.server.get(path(lost))).toBeNull();
    await Promise.all([next.docs.outbox?.replay('u1'), next.docs.outbox?.replay('u1')]);
    expect(await next.server.get(path(lost))).toEqual({ id: lost, ...entry(3, JAN.start + 3) });
    expect(await next.server.get(path(stored))).toEqual({ id: stored, ...entry(40, JAN.start + 4) });
    expect(await next.mirror.outboxRecords()).toEqual([]);
  });
});

// The port's contract holds through the mirror: what the screens and the repository rely on is unchanged,
// with new entries saved ahead of Firestore (the app's wiring) and without.
for (const ahead of [false, true])
  documentStoreContract(
    `cloud, through the transaction mirror (stand-in server)${ahead ? ', outbox' : ''}`,
    async () => {
      const name = `mirror-contract-${++counter}`;
      const locks = new PageLocks();
      const first = await open(name, ahead ? outboxOver(locks) : undefined);
      const second = await open(name, ahead ? outboxOver(locks.page()) : undefined);
      return {
        first: first.docs,
        second: second.docs,
        breakStorage: () => first.server.close(),
        // Answers are stored behind the reads; let them land before the databases close.
        close: async () => {
          await first.mirror.settled();
          await second.mirror.settled();
        },
      };
    },
  );
