// DocumentStore on IndexedDB: the only copy of a person's ledgers in device mode.
import { mergeData, withoutUndefined } from '../merge';
import { assertCollectionPath, assertDocPath, idOf, parentOf } from '../paths';
import { dateRange, matches, sortDocs } from '../constraints';
import {
  ArrayUnion,
  DELETE_FIELD,
  DocumentMissingError,
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
import type { DeviceDB, DocRecord } from './database';
import { describeError } from '../../domain/error-text';

// This device is the source of truth: there is no server whose answer could differ.
const LOCAL: SnapshotMeta = { fromCache: false, hasPendingWrites: false };

function toRecord(path: string, data: DocData): DocRecord {
  const record: DocRecord = { path, parent: parentOf(path), id: idOf(path), data };
  if (typeof data.date === 'number') record.date = data.date;
  return record;
}

/**
 * The document as stored once DELETE_FIELD has done its work: the fields it marks are gone (at any depth,
 * so a marker can never reach IndexedDB, which cannot store a symbol).
 */
function withoutDeleted(data: DocData): DocData {
  const out: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === DELETE_FIELD) continue;
    const nested =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) === Object.prototype;
    // defineProperty, as merge.ts does: a '__proto__' key is a field, not the object's prototype.
    Object.defineProperty(out, key, {
      value: nested ? withoutDeleted(value as DocData) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** `patch` over `stored`, each ArrayUnion as the stored list with the ids it lacked appended. */
function withUnions(stored: DocData, patch: DocData): DocData {
  const out: DocData = { ...stored, ...patch };
  for (const [key, value] of Object.entries(patch)) {
    if (!(value instanceof ArrayUnion)) continue;
    const before = Array.isArray(stored[key]) ? (stored[key] as unknown[]) : [];
    out[key] = [
      ...before,
      ...value.items.filter((item, i) => !before.includes(item) && value.items.indexOf(item) === i),
    ];
  }
  return out;
}

function toDoc<T extends DocData>(record: DocRecord): WithId<T> {
  return withId<T>(record.data, record.id);
}

function messageOf(error: unknown): string {
  return describeError(error);
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
    const tx = this.db.transaction('docs', 'readwrite');
    const store = tx.objectStore('docs');
    // Writes that need nothing read are sent without waiting for each other's answer: IndexedDB runs a
    // transaction's requests in order, so a later read still sees them. Waiting on each put cost a round
    // trip per document on every Save (issue 34, part 5).
    const sent: Promise<unknown>[] = [];
    const send = (request: Promise<unknown>) => {
      // Handled here as well: one that fails while a later read is awaited is not an unhandled rejection.
      request.catch(() => undefined);
      sent.push(request);
    };
    try {
      for (const op of ops) {
        if (op.type === 'delete') {
          send(store.delete(op.path));
          continue;
        }
        const data = withoutUndefined(op.data);
        if (op.type === 'update') {
          const existing = await store.get(op.path);
          if (!existing) throw new DocumentMissingError(op.path);
          send(store.put(toRecord(op.path, withoutDeleted(withUnions(existing.data, data)))));
          continue;
        }
        const existing = op.merge ? await store.get(op.path) : undefined;
        send(store.put(toRecord(op.path, withoutDeleted(existing ? mergeData(existing.data, data) : data))));
      }
      await Promise.all(sent);
      await tx.done;
    } catch (error) {
      // IndexedDB rolls the whole transaction back on any failure; make sure it is aborted, then report.
      try {
        tx.abort();
      } catch {
        // Already aborted by the failing request; nothing more to undo.
      }
      await Promise.allSettled([...sent, tx.done]);
      throw error instanceof Error ? error : new Error(messageOf(error));
    }
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
