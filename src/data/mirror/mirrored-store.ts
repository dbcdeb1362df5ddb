// Cloud mode's DocumentStore: Firestore, with the transactions it delivers kept in the app's own mirror
// (transaction-mirror.ts) and screens answered from that mirror first. Everything else passes through, so
// the repository and the screens see one port whatever the mode.
import type {
  BatchOptions,
  Constraint,
  DocData,
  DocumentStore,
  RefusedWrite,
  ScreenRead,
  SnapshotMeta,
  Unsubscribe,
  WithId,
  WriteOp,
} from '../ports';
import { codeOf } from '../error-code';
import { LocalWrites, logged, union, watchMirrored } from './mirrored-watch';
import { Outbox, type OutboxEnv } from './outbox';
import { transactionPathLedger, transactionsLedger, type TransactionMirror } from './transaction-mirror';

/**
 * What the mirror needs of the store it wraps: a one-off query that says whether the server answered, and
 * the server's count for a query (null when it cannot be asked).
 */
export interface ServerStore extends DocumentStore {
  queryWithMeta<T extends DocData>(
    collectionPath: string,
    constraints?: Constraint[],
  ): Promise<{ docs: WithId<T>[]; fromCache: boolean }>;
  countOnServer(collectionPath: string, constraints?: Constraint[]): Promise<number | null>;
  /** The server's answer only; rejects with code `unavailable` when it cannot be reached. */
  queryFromServer<T extends DocData>(collectionPath: string, constraints?: Constraint[]): Promise<WithId<T>[]>;
}

/** A ledger's own document: written whole (not merged) only when a ledger is created or imported. */
const LEDGER_PATH = /^ledgers\/([^/]+)$/;

export class MirroredDocumentStore implements DocumentStore {
  readonly maxBatchWrites: number;
  private readonly localWrites = new LocalWrites();
  /** New entries saved ahead of Firestore's own write (outbox.ts); none without Web Locks. */
  readonly outbox: Outbox | null;

  constructor(
    private readonly server: ServerStore,
    readonly mirror: TransactionMirror,
    outbox: OutboxEnv | null = null,
  ) {
    this.maxBatchWrites = server.maxBatchWrites;
    this.outbox = outbox
      ? new Outbox(
          mirror,
          server,
          outbox,
          (ops) => this.localWrites.tell(ops),
          (ops) => this.restore(ops),
        )
      : null;
  }

  newId(): string {
    return this.outbox ? this.outbox.newId() : this.server.newId();
  }

  get<T extends DocData>(path: string): Promise<WithId<T> | null> {
    return this.server.get<T>(path);
  }

  set(path: string, data: DocData, options: { merge?: boolean } = {}): Promise<void> {
    const op: WriteOp = { type: 'set', path, data, merge: options.merge };
    if (this.outbox?.takes([op])) return this.outbox.write([op]);
    return this.written([op], () => this.server.set(path, data, options));
  }

  delete(path: string): Promise<void> {
    return this.written([{ type: 'delete', path }], () => this.server.delete(path));
  }

  batch(ops: WriteOp[], options?: BatchOptions): Promise<void> {
    if (!options?.confirmed && this.outbox?.takes(ops)) return this.outbox.write(ops);
    return this.written(ops, () => this.server.batch(ops, options));
  }

  /**
   * Offline, Firestore answers from its own cache, which is kept small: the mirror adds what it holds, so a
   * backup or a settlement's lookup made offline finds what this device has seen. A server answer is the
   * truth for the query and corrects the mirror.
   */
  async query<T extends DocData>(collectionPath: string, constraints: Constraint[] = []): Promise<WithId<T>[]> {
    const ledgerId = transactionsLedger(collectionPath);
    const answer = await this.server.queryWithMeta<T>(collectionPath, constraints);
    if (!ledgerId) return answer.docs;
    if (!answer.fromCache) {
      if (await this.whole(collectionPath, constraints, answer.docs.length))
        this.mirror.applyAnswer(ledgerId, constraints, answer.docs).catch(logged('store an answer'));
      return answer.docs;
    }
    const held = await this.mirror.read(ledgerId, constraints);
    return union(held.docs, answer.docs, constraints) as WithId<T>[];
  }

  /**
   * Corrects the mirror's copy of a range it holds whole from the server, behind a screen shown from it.
   * Offline it does nothing: Firestore's cached answer cannot correct a range the mirror holds whole, and
   * reading it scanned Firestore's cache on the main thread while the screen drew (Insights reads 13
   * months).
   */
  refreshHeld(collectionPath: string, constraints: Constraint[]): void {
    this.downloadHeld(collectionPath, constraints).catch(logged('refresh a range from the server'));
  }

  /**
   * Reads a range from the server into the mirror, which then holds it whole (a new device's history);
   * offline it does nothing. The read is a one-off request to the server (lite-reads.ts), never a listen.
   */
  async downloadHeld(collectionPath: string, constraints: Constraint[]): Promise<void> {
    const ledgerId = transactionsLedger(collectionPath);
    if (!ledgerId) return;
    const docs = await this.server.queryFromServer(collectionPath, constraints).catch((error: unknown) => {
      if (codeOf(error) === 'unavailable') return null;
      throw error;
    });
    if (docs && (await this.whole(collectionPath, constraints, docs.length)))
      await this.mirror.applyAnswer(ledgerId, constraints, docs);
  }

  /**
   * Whether a one-off answer from the server holds every entry the server counts for its query. On the
   * emulator a month read on a new device came back marked as the server's yet short of entries (8,529 of
   * 9,166 over 12 months); stored, the mirror would have called those months complete, and their totals
   * wrong. An answer that falls short is not stored: the month stays not downloaded and is read again.
   * An entry added on the server in between makes the same mismatch, and the same retry.
   */
  private async whole(collectionPath: string, constraints: Constraint[], answered: number): Promise<boolean> {
    const counted = await this.server.countOnServer(collectionPath, constraints);
    if (counted === null || counted === answered) return true;
    console.warn(
      `The server counts ${counted} entries in ${collectionPath} for this range but answered ${answered}; not stored`,
    );
    return false;
  }

  async readForScreen<T extends DocData>(collectionPath: string, constraints: Constraint[]): Promise<ScreenRead<T>> {
    const ledgerId = transactionsLedger(collectionPath);
    if (!ledgerId) return { docs: await this.server.query<T>(collectionPath, constraints), missing: [] };
    const held = await this.mirror.read(ledgerId, constraints);
    if (held.missing.length === 0) {
      // Shown at once; the server's answer corrects the mirror behind it, for the next look.
      this.refreshHeld(collectionPath, constraints);
      return { docs: held.docs as WithId<T>[], missing: [] };
    }
    const answer = await this.server.queryWithMeta<T>(collectionPath, constraints);
    if (!answer.fromCache) {
      this.mirror.applyAnswer(ledgerId, constraints, answer.docs).catch(logged('store an answer'));
      return { docs: answer.docs, missing: [] };
    }
    return { docs: union(held.docs, answer.docs, constraints) as WithId<T>[], missing: held.missing };
  }

  async holds(collectionPath: string, constraints: Constraint[]): Promise<boolean> {
    const ledgerId = transactionsLedger(collectionPath);
    return ledgerId !== null && (await this.mirror.read(ledgerId, constraints)).missing.length === 0;
  }

  watchDoc<T extends DocData>(
    path: string,
    next: (doc: WithId<T>, meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    return this.server.watchDoc(path, next, onError);
  }

  watchQuery<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[],
    next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    const ledgerId = transactionsLedger(collectionPath);
    if (ledgerId)
      return watchMirrored(
        this.server,
        this.mirror,
        { ledgerId, collectionPath, constraints },
        next,
        onError,
        this.localWrites,
      );
    if (collectionPath === 'ledgers') {
      return this.server.watchQuery<T>(
        collectionPath,
        constraints,
        (docs, meta) => {
          // The server's list of this person's ledgers: a mirrored ledger missing from it is no longer his.
          if (!meta.fromCache && !meta.failed && isUserLedgerList(constraints))
            this.mirror.keepOnlyLedgers(docs.map((d) => d.id)).catch(logged('forget a ledger'));
          next(docs, meta);
        },
        onError,
      );
    }
    return this.server.watchQuery(collectionPath, constraints, next, onError);
  }

  /**
   * This device's writes go into the mirror at once, queued before Firestore hears of them, so a snapshot
   * that follows reads the mirror with them in. When Firestore does not take a write (invalid, or an edit
   * of a deleted entry), the mirror is set back to what Firestore holds.
   */
  private async written(ops: WriteOp[], write: () => Promise<void>): Promise<void> {
    for (const op of ops) {
      const created = op.type === 'set' && !op.merge ? LEDGER_PATH.exec(op.path)?.[1] : undefined;
      if (created) this.mirror.holdWholeLedger(created).catch(logged('record a new ledger'));
    }
    const mirrored = this.mirror.applyWrites(ops).catch(logged('store a write'));
    try {
      await write();
    } catch (error) {
      await mirrored;
      await this.restore(ops);
      throw error;
    }
  }

  /**
   * Sets the mirror's copy of each entry the writes touched back to what Firestore holds: after a write it
   * refused at once, or one the server refused later (firebase-backend.ts passes refusals here).
   */
  async restore(ops: readonly WriteOp[]): Promise<void> {
    for (const op of ops) {
      if (!transactionPathLedger(op.path)) continue;
      const doc = await this.server.get(op.path);
      await this.mirror.putEntry(op.path, doc).catch(logged('undo a refused write'));
    }
  }

  /** A refusal's writes were undone by Firestore; the mirror follows. */
  readonly undoRefused = (refusal: RefusedWrite): Promise<void> => this.restore(refusal.ops);
}

const isUserLedgerList = (constraints: Constraint[]) =>
  constraints.length === 1 &&
  constraints[0]?.kind === 'where' &&
  constraints[0].field === 'contributors' &&
  constraints[0].op === 'array-contains';
