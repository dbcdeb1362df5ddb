// DocumentStore on Firestore. Writes resolve once queued locally; server acknowledgement is tracked,
// never awaited, because offline it never comes (ARCHITECTURE.md, "Writes and the network").
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocFromCache,
  getDocs,
  getDocsFromServer,
  onSnapshot,
  query as fsQuery,
  setDoc,
  waitForPendingWrites,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { withId } from '../with-id';
import { assertCollectionPath, assertDocPath } from '../paths';
import {
  DocumentMissingError,
  FIRESTORE_BATCH_WRITES,
  documentNotFound,
  type Constraint,
  type DocData,
  type BatchOptions,
  type DocumentStore,
  type RefusalListener,
  type SnapshotMeta,
  type Unsubscribe,
  type WithId,
  type WriteOp,
} from '../ports';
import { meta, toConstraints, toFirestore } from './firestore-values';
import { PendingWrites } from './pending-writes';
import type { ServerReads } from './lite-reads';
import { listenRetryingOnce } from './retried-listen';
import { snapshotAnswer } from './snapshot-answer';
import { describeError } from '../../domain/error-text';

export class FirestoreDocumentStore implements DocumentStore {
  readonly maxBatchWrites = FIRESTORE_BATCH_WRITES;
  readonly pending = new PendingWrites();

  constructor(
    private readonly db: Firestore,
    /**
     * Told when the server refuses a write that was already applied locally (Firestore then undoes it),
     * with the writes it refused: the app has called them saved, so it must say what was lost.
     */
    private readonly onRejected: RefusalListener = (message) => console.error(message),
    /** One-off server reads without Firestore's listener and cache (lite-reads.ts); else the SDK's. */
    private readonly serverReads: ServerReads | null = null,
  ) {
    // Writes queued by an earlier page (offline, or closed before the server answered) wait in the SDK's
    // persisted queue, which this page's own count never saw. Until the SDK reports its queue empty,
    // count them as one, so the sync status and sign-out never claim everything reached the cloud.
    this.pending.started();
    waitForPendingWrites(db).finally(() => this.pending.finished());
  }

  newId(): string {
    return doc(collection(this.db, 'ids')).id;
  }

  /** Reads return null on failure (SPEC §8). Offline, the cache answers what it can. */
  async get<T extends DocData>(path: string): Promise<WithId<T> | null> {
    assertDocPath(path);
    const ref = doc(this.db, path);
    try {
      const snap = await getDoc(ref).catch(() => getDocFromCache(ref));
      return snap.exists() ? withId<T>(snap.data(), snap.id) : null;
    } catch (error) {
      console.error(`Reading ${path} failed`, error);
      return null;
    }
  }

  // async so that validation errors reach callers as rejections, the same as in the device adapter.
  async set(path: string, data: DocData, options: { merge?: boolean } = {}): Promise<void> {
    assertDocPath(path);
    const ref = doc(this.db, path);
    const merge = Boolean(options.merge);
    const op: WriteOp = merge ? { type: 'set', path, data, merge } : { type: 'set', path, data };
    return this.track(setDoc(ref, toFirestore(data, merge), { merge }), ref, [op]);
  }

  async delete(path: string): Promise<void> {
    assertDocPath(path);
    const ref = doc(this.db, path);
    return this.track(deleteDoc(ref), ref, [{ type: 'delete', path }]);
  }

  async batch(ops: WriteOp[], options: BatchOptions = {}): Promise<void> {
    for (const op of ops) assertDocPath(op.path);
    if (ops.length === 0) return;
    if (ops.length > this.maxBatchWrites)
      throw new Error(`A batch holds at most ${this.maxBatchWrites} writes, not ${ops.length}.`);
    const refs = ops.map((op) => doc(this.db, op.path));
    // An update of a document this device knows is gone is refused here, offline too, as on the device.
    // What the cache does not know the server decides: its own check (the document must exist) refuses it.
    for (const [i, op] of ops.entries()) {
      if (op.type !== 'update') continue;
      const cached = await getDocFromCache(refs[i] as DocumentReference).catch(() => null);
      if (cached && !cached.exists()) throw new DocumentMissingError(op.path);
    }
    // Building the batch validates every write; one bad write throws here and nothing is committed.
    const batch = writeBatch(this.db);
    ops.forEach((op, i) => {
      const ref = refs[i] as DocumentReference;
      if (op.type === 'delete') batch.delete(ref);
      else if (op.type === 'update') batch.update(ref, toFirestore(op.data, true));
      else batch.set(ref, toFirestore(op.data, Boolean(op.merge)), { merge: Boolean(op.merge) });
    });
    if (options.confirmed) return this.confirmed(batch.commit());
    return this.track(batch.commit(), refs[0] as DocumentReference, ops);
  }

  /** The server's answer is the caller's: counted as pending meanwhile, never reported as a refusal. */
  private async confirmed(acknowledged: Promise<void>): Promise<void> {
    this.pending.started();
    try {
      await acknowledged;
    } finally {
      this.pending.finished();
    }
  }

  async query<T extends DocData>(collectionPath: string, constraints: Constraint[] = []): Promise<WithId<T>[]> {
    return (await this.queryWithMeta<T>(collectionPath, constraints)).docs;
  }

  /** The same, saying whether the server answered (offline, Firestore answers from its cache). */
  async queryWithMeta<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[] = [],
  ): Promise<{ docs: WithId<T>[]; fromCache: boolean }> {
    assertCollectionPath(collectionPath);
    const snap = await getDocs(fsQuery(collection(this.db, collectionPath), ...toConstraints(constraints)));
    return { docs: snap.docs.map((d) => withId<T>(d.data(), d.id)), fromCache: snap.metadata.fromCache };
  }

  /** The server's answer only, never the cache's: rejects (code `unavailable`) when it cannot be reached. */
  async queryFromServer<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[] = [],
  ): Promise<WithId<T>[]> {
    assertCollectionPath(collectionPath);
    if (this.serverReads) return this.serverReads.query<T>(collectionPath, constraints);
    const snap = await getDocsFromServer(fsQuery(collection(this.db, collectionPath), ...toConstraints(constraints)));
    return snap.docs.map((d) => withId<T>(d.data(), d.id));
  }

  /**
   * How many documents the server holds for the query, from an aggregation (billed as one read per 1,000
   * entries counted); null when the server cannot be asked.
   */
  async countOnServer(collectionPath: string, constraints: Constraint[] = []): Promise<number | null> {
    assertCollectionPath(collectionPath);
    try {
      const q = fsQuery(collection(this.db, collectionPath), ...toConstraints(constraints));
      return (await getCountFromServer(q)).data().count;
    } catch (error) {
      console.warn(`Counting ${collectionPath} on the server failed`, error);
      return null;
    }
  }

  watchDoc<T extends DocData>(
    path: string,
    next: (doc: WithId<T>, meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    assertDocPath(path);
    return listenRetryingOnce(
      this.db,
      (failed) =>
        onSnapshot(
          doc(this.db, path),
          (snap) =>
            snap.exists()
              ? next(withId<T>(snap.data(), snap.id), meta(snap.metadata))
              : onError(documentNotFound(path)),
          failed,
        ),
      (error) => onError(error.message),
    );
  }

  watchQuery<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[],
    next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    assertCollectionPath(collectionPath);
    return listenRetryingOnce(
      this.db,
      (failed) => {
        // Firestore raises no event when the server's answer equals what its cache showed: only the metadata
        // changes. The mirror needs that answer (it makes the range the server's truth, data/mirror), so
        // metadata changes are listened to, and passed on only when `fromCache` changed; a write's
        // acknowledgement alone is not, as before.
        let shown: boolean | null = null;
        const answerAfter = snapshotAnswer<T>();
        return onSnapshot(
          fsQuery(collection(this.db, collectionPath), ...toConstraints(constraints)),
          { includeMetadataChanges: true },
          (snap) => {
            const changed = snap.docChanges().length > 0;
            if (shown !== null && !changed && shown === snap.metadata.fromCache) return;
            shown = snap.metadata.fromCache;
            next(answerAfter(snap), meta(snap.metadata));
          },
          failed,
        );
      },
      (error) => {
        // Final: the listen has ended for good, so nothing newer will come to wait for.
        next([], { fromCache: false, hasPendingWrites: false, failed: true });
        onError(error.message);
      },
    );
  }

  /**
   * A write is done for the app once it is in the local cache, not when the server acknowledges it
   * (offline that never comes). The SDK stores it in IndexedDB a moment later, on its own serial queue; a
   * cache read queued after it resolves only once the write is stored. Answering before then let a reload
   * right after "Group saved successfully" lose the new ledger.
   * The acknowledgement only moves the pending count and reports a refusal, naming the writes refused.
   */
  private async track(acknowledged: Promise<void>, written: DocumentReference, ops: WriteOp[]): Promise<void> {
    this.pending.started();
    acknowledged.then(
      () => this.pending.finished(),
      (error: unknown) => {
        this.pending.finished();
        this.onRejected(`A change could not be saved to the cloud: ${describeError(error)}`, { ops, error });
      },
    );
    // A deleted or never-cached document makes the read fail; it still ran after the write.
    await getDocFromCache(written).catch(() => undefined);
  }
}
