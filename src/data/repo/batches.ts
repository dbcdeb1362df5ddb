// Splits many writes into batches the store accepts: one on the device (a single IndexedDB transaction,
// so a ledger delete or an import is all or nothing), several of at most 450 in the cloud.
import type { DocumentStore, WriteOp } from '../ports';

export function chunks<T>(list: T[], size: number): T[][] {
  if (list.length <= size) return list.length ? [list] : [];
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function batchesFor(docs: DocumentStore, ops: WriteOp[]): WriteOp[][] {
  return chunks(ops, docs.maxBatchWrites);
}
