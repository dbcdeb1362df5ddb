// DocumentStore on IndexedDB: the only copy of a person's ledgers in device mode.
import { assertCollectionPath, assertDocPath, parentOf } from '../paths';
import { dateRange, matches, sortDocs } from '../constraints';
import {
  documentNotFound,
  type Constraint,
  type DocData,
  type DocumentStore,
  type SnapshotMeta,
  type Unsubscribe,
  type WithId,
  type WriteOp,
} from '../ports';
import { withId } from '../with-id';
import { ChangeFeed } from './change-feed';
import { MAX_PATCHED, patchedAnswer } from './patched-answer';
import { watchReads } from './watch-reads';
import { writeBatch } from './stored-writes';
import type { DeviceDB, DocRecord } from './database';

// This device is the source of truth: there is no server whose answer could differ.
const LOCAL: SnapshotMeta = { fromCache: false, hasPendingWrites: false };

function toDoc<T extends DocData>(record: DocRecord): WithId<T> {
  return withId<T>(record.data, record.id);
}

export class DeviceDocumentStore implements DocumentStore {
  /** One IndexedDB transaction holds any number of writes: a ledger delete or an import is all or nothing. */
  readonly maxBatchWrites = Number.POSITIVE_INFINITY;
  private readonly feed: ChangeFeed;

  constructor(
    private readonly db: DeviceDB,
    channelName = `${db.name}-changes`,
  ) {
    this.feed = new ChangeFeed(channelName);
  }

  newId(): string {
    return crypto.randomUUID().replaceAll('-', '').slice(0, 20);
  }

  async get<T extends DocData>(path: string): Promise<WithId<T> | null> {
    assertDocPath(path);
    try {
      const record = await this.db.get('docs', path);
      return record ? toDoc<T>(record) : null;
    } catch (error) {
      console.error(`Reading ${path} failed`, error);
      return null;
    }
  }

  set(path: string, data: DocData, options: { merge?: boolean } = {}): Promise<void> {
    return this.batch([{ type: 'set', path, data, merge: options.merge }]);
  }

  delete(path: string): Promise<void> {
    return this.batch([{ type: 'delete', path }]);
  }

  async batch(ops: WriteOp[]): Promise<void> {
    // Validate everything before touching storage, so a bad op cannot leave half a batch behind.
    for (const op of ops) assertDocPath(op.path);
    if (ops.length === 0) return;
    await writeBatch(this.db, ops);
    this.feed.publish(ops.map((op) => op.path));
  }

  async query<T extends DocData>(collectionPath: string, constraints: Constraint[] = []): Promise<WithId<T>[]> {
    assertCollectionPath(collectionPath);
    const range = dateRange(constraints);
    const records = range
      ? await this.db.getAllFromIndex(
          'docs',
          'parentDate',
          IDBKeyRange.bound(
            [collectionPath, range.lower ?? -Infinity],
            [collectionPath, range.upper ?? Infinity],
            false,
            range.upper !== undefined,
          ),
        )
      : await this.db.getAllFromIndex('docs', 'parent', collectionPath);
    const docs: WithId<T>[] = [];
    for (const record of records) {
      if (matches(record.data, constraints)) docs.push(toDoc<T>(record));
    }
    return sortDocs(docs, constraints);
  }

  watchDoc<T extends DocData>(
    path: string,
    next: (doc: WithId<T>, meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    return watchReads(
      this.feed,
      (paths) => paths.includes(path),
      async () => {
        const doc = await this.get<T>(path);
        return () => (doc ? next(doc, LOCAL) : onError(documentNotFound(path)));
      },
      onError,
    );
  }

  /**
   * After the first answer, a change of a few documents is applied to the last answer: only those are read
   * again, not the whole query. A month of 834 entries took 20 ms to read back after each Save, and home
   * waited on it to count the new entry (issue 34, part 5). The patched answer equals a full read, order
   * included (`indexOrder`); many changes at once (an import) read the query whole.
   */
  watchQuery<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[],
    next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    // `shown`: the last answer passed on. `changed`: every path of this collection changed since the read
    // that made it began; an answer passed on drops the ones it read, later ones stay for the next.
    const state = { shown: null as WithId<T>[] | null, changed: [] as string[] };
    return watchReads(
      this.feed,
      (paths) => {
        const mine = paths.filter((p) => parentOf(p) === collectionPath);
        state.changed.push(...mine);
        return mine.length > 0;
      },
      async () => {
        const base = state.shown;
        const read = state.changed.length;
        const changed = [...new Set(state.changed)];
        const docs =
          base && changed.length <= MAX_PATCHED
            ? await this.patched(base, changed, collectionPath, constraints)
            : await this.query<T>(collectionPath, constraints);
        return () => {
          state.shown = docs;
          state.changed.splice(0, read);
          next(docs, LOCAL);
        };
      },
      (message) => {
        next([], LOCAL);
        onError(message);
      },
    );
  }

  /** `base` (a full answer of the query) with the documents at `paths` read again (patched-answer.ts). */
  private async patched<T extends DocData>(
    base: WithId<T>[],
    paths: string[],
    collectionPath: string,
    constraints: Constraint[],
  ): Promise<WithId<T>[]> {
    const store = this.db.transaction('docs').objectStore('docs');
    const records = await Promise.all(paths.map((path) => store.get(path)));
    return patchedAnswer(base, paths, records, { collectionPath, constraints });
  }

  close(): void {
    this.feed.close();
    this.db.close();
  }
}
