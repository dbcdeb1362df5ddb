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
    try {
      for (const op of ops) {
        if (op.type === 'delete') {
          await store.delete(op.path);
          continue;
        }
        const data = withoutUndefined(op.data);
        if (op.type === 'update') {
          const existing = await store.get(op.path);
          if (!existing) throw new DocumentMissingError(op.path);
          await store.put(toRecord(op.path, withoutDeleted(withUnions(existing.data, data))));
          continue;
        }
        const existing = op.merge ? await store.get(op.path) : undefined;
        await store.put(toRecord(op.path, withoutDeleted(existing ? mergeData(existing.data, data) : data)));
      }
      await tx.done;
    } catch (error) {
      // IndexedDB rolls the whole transaction back on any failure; make sure it is aborted, then report.
      try {
        tx.abort();
      } catch {
        // Already aborted by the failing request; nothing more to undo.
      }
      await tx.done.catch(() => undefined);
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
    return this.watch(
      (paths) => paths.includes(path),
      async () => {
        const doc = await this.get<T>(path);
        return () => (doc ? next(doc, LOCAL) : onError(documentNotFound(path)));
      },
      onError,
    );
  }

  watchQuery<T extends DocData>(
    collectionPath: string,
    constraints: Constraint[],
    next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
    onError: (message: string) => void,
  ): Unsubscribe {
    return this.watch(
      (paths) => paths.some((p) => parentOf(p) === collectionPath),
      async () => {
        const docs = await this.query<T>(collectionPath, constraints);
        return () => next(docs, LOCAL);
      },
      (message) => {
        next([], LOCAL);
        onError(message);
      },
    );
  }

  close(): void {
    this.feed.close();
    this.db.close();
  }

  /**
   * Runs `read` now and again whenever a relevant path changes. Reads are coalesced, and a slow read
   * never overwrites a newer one's result.
   */
  private watch(
    isRelevant: (paths: string[]) => boolean,
    read: () => Promise<() => void>,
    onError: (message: string) => void,
  ): Unsubscribe {
    let active = true;
    let generation = 0;
    let scheduled = false;
    const run = () => {
      scheduled = false;
      const mine = ++generation;
      read().then(
        (emit) => {
          if (active && mine === generation) emit();
        },
        (error: unknown) => {
          if (active && mine === generation) onError(messageOf(error));
        },
      );
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(run);
    };
    const stop = this.feed.subscribe((paths) => {
      if (active && isRelevant(paths)) schedule();
    });
    schedule();
    return () => {
      active = false;
      stop();
    };
  }
}
