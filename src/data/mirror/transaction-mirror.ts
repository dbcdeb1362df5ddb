// The app's own IndexedDB copy of the transactions Firestore delivered (cloud mode): one record per entry,
// indexed by ledger and date like the device store, plus the spans of time it holds completely. Every change
// runs on one queue, so a read never sees half of a write and writes land in the order they were made.
import { openDeviceDB, type DeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { parentOf, segments } from '../paths';
import {
  DocumentMissingError,
  type Constraint,
  type DateSpan,
  type DocData,
  type HeldReader,
  type WithId,
  type WriteOp,
} from '../ports';
import { mergeSpans, missingSpans, reconcile } from './reconcile';

/** Apart from the device database (`vyay-device`), so device mode's data is never touched by it. */
export const MIRROR_DB_NAME = 'vyay-mirror';

const TRANSACTIONS = /^ledgers\/([^/]+)\/transactions$/;

/** The ledger whose transactions a collection path names, or null for any other collection. */
export function transactionsLedger(collectionPath: string): string | null {
  return TRANSACTIONS.exec(segments(collectionPath).join('/'))?.[1] ?? null;
}

/** The ledger of a transaction document's path, or null for any other document. */
export const transactionPathLedger = (path: string) => transactionsLedger(parentOf(path));

/**
 * Whose entries a query reads and over which span, when it is one a screen makes (a date range, perhaps
 * narrowed to one member's entries): the mirror records that span as held once the server answered it.
 * Any other filter (a settlement's expenses) answers only part of a span, so it is never recorded.
 */
export function scopeOf(constraints: Constraint[]): { who: string; span: DateSpan } | null {
  let who = 'all';
  const span: DateSpan = { start: -Infinity, end: Infinity };
  for (const c of constraints) {
    if (c.kind !== 'where') continue;
    if (c.field === 'from' && c.op === '==' && typeof c.value === 'string') who = `from-${c.value}`;
    else if (c.field === 'date' && c.op === '>=' && typeof c.value === 'number') span.start = c.value;
    else if (c.field === 'date' && c.op === '<' && typeof c.value === 'number') span.end = c.value;
    else return null;
  }
  return { who, span };
}

const spansPath = (ledgerId: string, who: string) => `ledgers/${ledgerId}/mirrorSpans/${who}`;

/** A write saved here ahead of Firestore's own copy of it (outbox.ts), kept until Firestore has stored it. */
export interface OutboxRecord {
  uid: string;
  at: number;
  ops: { path: string; data: DocData }[];
}
const OUTBOX = 'mirrorOutbox';

export class TransactionMirror implements HeldReader {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: DeviceDB,
    private readonly store: DeviceDocumentStore,
  ) {}

  static async open(name = MIRROR_DB_NAME): Promise<TransactionMirror> {
    const db = await openDeviceDB(name);
    return new TransactionMirror(db, new DeviceDocumentStore(db, `${name}-changes`));
  }

  /** Resolves once every change asked for so far is stored (tests, and sign-out before clearing). */
  settled(): Promise<void> {
    return this.run(async () => undefined);
  }

  /** The mirrored entries a query would return, and what of its span the mirror does not hold. */
  read(ledgerId: string, constraints: Constraint[]): Promise<{ docs: WithId<DocData>[]; missing: DateSpan[] }> {
    return this.run(async () => {
      const docs = await this.store.query(`ledgers/${ledgerId}/transactions`, constraints);
      const scope = scopeOf(constraints);
      if (!scope) return { docs, missing: [{ start: -Infinity, end: Infinity }] };
      const held = await this.heldSpans(ledgerId, scope.who);
      return { docs, missing: missingSpans(held, scope.span) };
    });
  }

  async readHeld(collectionPath: string, constraints: Constraint[]): Promise<WithId<DocData>[] | null> {
    const ledgerId = transactionsLedger(collectionPath);
    if (!ledgerId) return null;
    const held = await this.read(ledgerId, constraints);
    return held.missing.length === 0 ? held.docs : null;
  }

  /** A server answer to a query: the truth for its range and filters (reconcile.ts). */
  applyAnswer(ledgerId: string, constraints: Constraint[], answer: readonly WithId<DocData>[]): Promise<void> {
    return this.run(async () => {
      const collection = `ledgers/${ledgerId}/transactions`;
      const held = await this.store.query(collection, constraints);
      const { put, remove } = reconcile(held, answer);
      const ops: WriteOp[] = [
        ...put.map((doc): WriteOp => ({ type: 'set', path: `${collection}/${doc.id}`, data: withoutId(doc) })),
        ...remove.map((id): WriteOp => ({ type: 'delete', path: `${collection}/${id}` })),
      ];
      const scope = scopeOf(constraints);
      if (scope) {
        const spans = mergeSpans([...(await this.ownSpans(ledgerId, scope.who)), scope.span]);
        ops.push({ type: 'set', path: spansPath(ledgerId, scope.who), data: { spans } });
      }
      await this.store.batch(ops);
    });
  }

  /**
   * This device's own writes, at once: the transactions among them, in one transaction when it can. A write
   * saved ahead of Firestore (outbox.ts) stores its record in the same transaction.
   */
  applyWrites(ops: readonly WriteOp[], ahead?: { id: string; record: OutboxRecord }): Promise<void> {
    const mine = ops.filter((op) => transactionPathLedger(op.path) !== null);
    if (ahead) mine.push({ type: 'set', path: `${OUTBOX}/${ahead.id}`, data: { ...ahead.record } });
    if (mine.length === 0) return Promise.resolve();
    return this.run(async () => {
      try {
        await this.store.batch(mine);
      } catch (error) {
        if (!(error instanceof DocumentMissingError)) throw error;
        // An edit of an entry the mirror never held cannot be rebuilt from the fields it changes: the rest
        // are stored one by one and that one skipped. It comes with the next server answer that holds it.
        for (const op of mine) await this.store.batch([op]).catch(skipMissing);
      }
    });
  }

  /**
   * A ledger this device has just created holds no entries but its own: every span of it is complete here,
   * so a month of it opened offline is never called undownloaded.
   */
  holdWholeLedger(ledgerId: string): Promise<void> {
    return this.run(() => this.store.set(spansPath(ledgerId, 'all'), { spans: [{ start: -Infinity, end: Infinity }] }));
  }

  /** One entry as Firestore now holds it (null: it has none), after a refused write was undone there. */
  putEntry(path: string, doc: WithId<DocData> | null): Promise<void> {
    return this.run(() =>
      this.store.batch([doc ? { type: 'set', path, data: withoutId(doc) } : { type: 'delete', path }]),
    );
  }

  /** The writes saved ahead of Firestore that it may not have stored yet (outbox.ts). */
  outboxRecords(): Promise<WithId<OutboxRecord>[]> {
    return this.run(() => this.store.query<OutboxRecord & DocData>(OUTBOX));
  }

  holdsOutbox(id: string): Promise<boolean> {
    return this.run(async () => (await this.store.get(`${OUTBOX}/${id}`)) !== null);
  }

  /** Firestore has stored the write (or refused it): its record goes. */
  dropOutbox(id: string): Promise<void> {
    return this.run(() => this.store.delete(`${OUTBOX}/${id}`));
  }

  /** Deletes the mirror of every ledger not in `ledgerIds` (this user lost access to it, or it was deleted). */
  keepOnlyLedgers(ledgerIds: readonly string[]): Promise<void> {
    const keep = new Set(ledgerIds);
    return this.run(async () => {
      const gone = (await this.mirroredLedgers()).filter((id) => !keep.has(id));
      for (const id of gone) await this.deleteLedger(id);
    });
  }

  /** Deletes everything mirrored (sign-out, forget this device); another tab may still have it open. */
  clear(): Promise<void> {
    return this.run(async () => {
      await this.db.clear('docs');
    });
  }

  /** How many records the mirror holds, entries and spans together (tests count them after sign-out). */
  count(): Promise<number> {
    return this.run(() => this.db.count('docs'));
  }

  close(): void {
    this.store.close();
  }

  private run<T>(step: () => Promise<T>): Promise<T> {
    const result = this.queue.then(step);
    // One failed step is logged by its caller and must not stop the ones after it.
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async ownSpans(ledgerId: string, who: string): Promise<DateSpan[]> {
    const doc = await this.store.get<{ spans?: DateSpan[] }>(spansPath(ledgerId, who));
    return Array.isArray(doc?.spans) ? doc.spans : [];
  }

  /** Everyone's entries held over a span hold any one member's too. */
  private async heldSpans(ledgerId: string, who: string): Promise<DateSpan[]> {
    const all = await this.ownSpans(ledgerId, 'all');
    return who === 'all' ? all : [...all, ...(await this.ownSpans(ledgerId, who))];
  }

  private async mirroredLedgers(): Promise<string[]> {
    const ids = new Set<string>();
    const index = this.db.transaction('docs').store.index('parent');
    for (let cursor = await index.openKeyCursor(null, 'nextunique'); cursor; cursor = await cursor.continue()) {
      const [, ledgerId] = segments(cursor.key);
      if (ledgerId) ids.add(ledgerId);
    }
    return [...ids];
  }

  private async deleteLedger(ledgerId: string): Promise<void> {
    const tx = this.db.transaction('docs', 'readwrite');
    for (const collection of ['transactions', 'mirrorSpans']) {
      const keys = await tx.store.index('parent').getAllKeys(`ledgers/${ledgerId}/${collection}`);
      for (const key of keys) await tx.store.delete(key);
    }
    await tx.done;
  }
}

function skipMissing(error: unknown): void {
  if (!(error instanceof DocumentMissingError)) throw error;
}

function withoutId(doc: WithId<DocData>): DocData {
  const { id: _id, ...data } = doc;
  return data;
}
