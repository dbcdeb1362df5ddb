// How the device store's writes become stored records: one IndexedDB transaction per batch, all or nothing.
import { describeError } from '../../domain/error-text';
import { mergeData, withoutUndefined } from '../merge';
import { idOf, parentOf } from '../paths';
import { ArrayUnion, DELETE_FIELD, DocumentMissingError, type DocData, type WriteOp } from '../ports';
import type { DeviceDB, DocRecord } from './database';

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

/** Writes the batch in one transaction: every write lands, or none does. Paths are checked by the caller. */
export async function writeBatch(db: DeviceDB, ops: WriteOp[]): Promise<void> {
  const tx = db.transaction('docs', 'readwrite');
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
    throw error instanceof Error ? error : new Error(describeError(error));
  }
}
