// Transactions and recurring items (SPEC §4, §7). Settling and unsettling are single batches.
import { UNSETTLED_FIELDS, settledFields } from '../../domain/monthly-summary';
import type { RecurringItem, Transaction } from '../../domain/types';
import { where, type DocumentStore, type WriteOp } from '../ports';
import { MAX_BATCH_WRITES } from './ledgers';
import { paths } from './paths';

export type TransactionData = Omit<Transaction, 'id'>;

/** Creates when `id` is absent. A plain write replaces the document, so cleared fields do not linger. */
export async function saveTransaction(docs: DocumentStore, ledgerId: string, tx: TransactionData & { id?: string }): Promise<string> {
  const { id: given, ...data } = tx;
  const id = given || docs.newId();
  await docs.set(paths.transaction(ledgerId, id), data);
  return id;
}

/**
 * Writes many transactions (an import, or the benchmark's seed), in batches Firestore accepts. Each batch
 * is all or nothing; a failure stops there, so the earlier batches stay written. Returns the ids in order.
 */
export async function saveTransactions(docs: DocumentStore, ledgerId: string, txs: (TransactionData & { id?: string })[]): Promise<string[]> {
  const ids: string[] = [];
  const ops: WriteOp[] = txs.map(({ id: given, ...data }) => {
    const id = given || docs.newId();
    ids.push(id);
    return { type: 'set', path: paths.transaction(ledgerId, id), data };
  });
  for (let i = 0; i < ops.length; i += MAX_BATCH_WRITES) {
    await docs.batch(ops.slice(i, i + MAX_BATCH_WRITES));
  }
  return ids;
}

export async function getTransaction(docs: DocumentStore, ledgerId: string, id: string): Promise<Transaction | null> {
  return docs.get<TransactionData>(paths.transaction(ledgerId, id));
}

/** Deleting a settlement also marks every expense it settled as unsettled again, in the same batch. */
export async function deleteTransaction(docs: DocumentStore, ledgerId: string, tx: Transaction): Promise<void> {
  const ops: WriteOp[] = [{ type: 'delete', path: paths.transaction(ledgerId, tx.id) }];
  if (tx.type === 'settlement') {
    // Query rather than use the screen's list: settled expenses may sit in another month.
    const settled = await docs.query<TransactionData>(paths.transactions(ledgerId), [where('settlementId', '==', tx.id)]);
    for (const expense of settled) {
      ops.push({ type: 'set', path: paths.transaction(ledgerId, expense.id), data: { ...UNSETTLED_FIELDS }, merge: true });
    }
  }
  await docs.batch(ops);
}

/** Writes a monthly settlement and marks each expense it covers, all or nothing. */
export async function settleExpenses(docs: DocumentStore, ledgerId: string, settlement: TransactionData, settledIds: string[]): Promise<string> {
  const id = docs.newId();
  await docs.batch([
    { type: 'set', path: paths.transaction(ledgerId, id), data: settlement },
    ...settledIds.map((expenseId): WriteOp => ({ type: 'set', path: paths.transaction(ledgerId, expenseId), data: settledFields(id), merge: true })),
  ]);
  return id;
}

export async function saveRecurringItem(docs: DocumentStore, ledgerId: string, item: Omit<RecurringItem, 'id'> & { id?: string }): Promise<string> {
  const { id: given, ...data } = item;
  const id = given || docs.newId();
  await docs.set(paths.recurringItem(ledgerId, id), data);
  return id;
}

export async function deleteRecurringItem(docs: DocumentStore, ledgerId: string, id: string): Promise<void> {
  await docs.delete(paths.recurringItem(ledgerId, id));
}
