// Cloud mode's write-ahead outbox (issue 34, part 5). A new entry is saved once it is in the app's own
// mirror, stored in one IndexedDB transaction with a record of the whole write. The Firestore SDK stores the
// same write in its own IndexedDB a moment later (about 25 ms of its queue, at 834 entries a month), and the
// record is dropped then. A page closed in between leaves the record behind, and the next start hands the
// write to Firestore again, but only when Firestore's cache shows none of its documents: a write Firestore
// stored shows there, queued or sent, and a document under a new id is known nowhere else until it is sent.
// Edits, deletes and writes under ids made elsewhere keep the plain path: Firestore's own write comes first.
import { idOf } from '../paths';
import type { DocData, WriteOp } from '../ports';
import { logged } from './mirrored-watch';
import { transactionPathLedger, type OutboxRecord, type TransactionMirror } from './transaction-mirror';

/** Locks between the pages of one origin (the Web Locks API): a record's lock is held while its write is. */
export interface WriteLocks {
  /** Holds `name` until `until` settles. */
  hold(name: string, until: Promise<unknown>): void;
  /** Runs `then` holding `name` when no page holds it; does nothing when one does. */
  ifFree(name: string, then: () => Promise<void>): Promise<void>;
}

/** The browser's Web Locks, or null where there are none (then every write takes the plain path). */
export function webLocks(locks: LockManager | undefined = globalThis.navigator?.locks): WriteLocks | null {
  if (!locks) return null;
  return {
    hold: (name, until) => void locks.request(name, () => until.catch(() => undefined)),
    ifFree: async (name, then) => {
      await locks.request(name, { ifAvailable: true }, async (lock) => {
        if (lock) await then();
      });
    },
  };
}

export interface OutboxEnv {
  locks: WriteLocks;
  /** Whether Firestore's cache holds the document (queued, sent or read); false when it has none. */
  heldLocally(path: string): Promise<boolean>;
  /** Who is signed in: a write is only ever handed to Firestore again for the person who made it. */
  uid(): string | null;
}

/** What the outbox needs of the store Firestore writes go to, and of the mirrored store around it. */
export interface OutboxWriter {
  newId(): string;
  /** Firestore's write: resolves once it is stored on this device, throws at once when Firestore refuses it. */
  batch(ops: WriteOp[]): Promise<void>;
}

const lockName = (recordId: string) => `vyay-outbox-${recordId}`;

export class Outbox {
  /** Ids this page made for new documents, until a write uses them. */
  private readonly fresh = new Set<string>();

  constructor(
    private readonly mirror: TransactionMirror,
    private readonly firestore: OutboxWriter,
    private readonly env: OutboxEnv,
    /** Tells the screens watching a ledger's entries of this page's write, before Firestore does. */
    private readonly told: (ops: readonly WriteOp[]) => void,
    /** Sets the mirror back to what Firestore holds after a write it refused. */
    private readonly undo: (ops: readonly WriteOp[]) => Promise<void>,
  ) {}

  newId(): string {
    const id = this.firestore.newId();
    this.fresh.add(id);
    return id;
  }

  /** Whether a write can be saved ahead: new documents only, under ids made here, with an entry among them. */
  takes(ops: readonly WriteOp[]): boolean {
    return (
      ops.length > 0 &&
      this.env.uid() !== null &&
      ops.some((op) => transactionPathLedger(op.path) !== null) &&
      ops.every((op) => op.type === 'set' && !op.merge && this.fresh.has(idOf(op.path)) && isPlain(op.data))
    );
  }

  /**
   * Saved once the mirror holds the write and its record; Firestore is handed the write at the same time.
   * A refusal Firestore gives at once (invalid data) is thrown here, with the mirror set back.
   */
  async write(ops: WriteOp[]): Promise<void> {
    for (const op of ops) this.fresh.delete(idOf(op.path));
    const id = this.firestore.newId();
    const record: OutboxRecord = {
      uid: this.env.uid() ?? '',
      at: Date.now(),
      ops: ops.map((op) => ({ path: op.path, data: 'data' in op ? op.data : {} })),
    };
    const stored = this.mirror.applyWrites(ops, { id, record });
    const sent = outcome(this.firestore.batch(ops));
    // Held from before the record exists until it is gone: while it is, the record is this page's.
    const done = { now: (): void => undefined };
    this.env.locks.hold(lockName(id), new Promise<void>((resolve) => (done.now = resolve)));
    try {
      await stored;
    } catch (error) {
      // The mirror could not store it: Firestore's own stored write is what saves it, as on the plain path.
      logged('store a write ahead')(error);
      await sent.done.finally(done.now);
      return;
    }
    if (sent.refusal) {
      await this.settle(id, ops, sent.refusal.error).finally(done.now);
      throw sent.refusal.error;
    }
    this.told(ops);
    sent.done
      .then(
        () => this.mirror.dropOutbox(id).catch(logged('drop an outbox record')),
        (error: unknown) => this.settle(id, ops, error),
      )
      .finally(done.now);
  }

  /**
   * Hands Firestore again each write of this person that a closed page left unstored there. A record whose
   * lock a page holds is that page's write in flight, and is left to it.
   */
  async replay(uid: string): Promise<void> {
    for (const { id, ...record } of await this.mirror.outboxRecords()) {
      if (record.uid !== uid) continue;
      await this.env.locks.ifFree(lockName(id), async () => {
        // Another page may have handed it over between the list and the lock.
        if (!(await this.mirror.holdsOutbox(id))) return;
        const ops: WriteOp[] = record.ops.map(({ path, data }) => ({ type: 'set', path, data }));
        const held = await Promise.all(ops.map((op) => this.env.heldLocally(op.path)));
        try {
          if (!held.some(Boolean)) await this.firestore.batch(ops);
          await this.mirror.dropOutbox(id);
        } catch (error) {
          await this.settle(id, ops, error);
        }
      });
    }
  }

  private async settle(id: string, ops: readonly WriteOp[], error: unknown): Promise<void> {
    logged('hand a write to Firestore')(error);
    await this.mirror.dropOutbox(id).catch(logged('drop an outbox record'));
    await this.undo(ops);
  }
}

/** A promise's result, readable once it has settled (a refusal at once is known before the mirror is done). */
function outcome(promise: Promise<void>) {
  const state: { done: Promise<void>; refusal: { error: unknown } | null } = { done: promise, refusal: null };
  promise.catch((error: unknown) => {
    state.refusal = { error };
  });
  return state;
}

/** Data IndexedDB stores as it is and Firestore writes as it is: no field deletes or list unions. */
function isPlain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && Object.values(value as DocData).every(isPlain);
}
