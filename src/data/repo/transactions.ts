// Transactions and recurring items on the ports (SPEC §4, §7): each change as the writes it makes, so the
// repository can log it in the same batch (commit.ts), and the same writes unlogged for seeds and tests.
// Settling and unsettling are single batches. Edits: transaction-edit.ts.
import { decodeTransaction } from '../../domain/decode';
import { UNSETTLED_FIELDS, settledFields } from '../../domain/monthly-summary';
import type { Draft, RecurringItem, Transaction } from '../../domain/types';
import { DELETE_FIELD, where, type DocumentStore, type WriteOp } from '../ports';
import { batchesFor } from './batches';
import { paths } from './paths';
import { receiptDeleteOps } from './receipts';

export type TransactionData = Omit<Transaction, 'id'>;

/** Creates a new entry (or writes one whose id is derived from what it stands for). */
export async function saveTransaction(docs: DocumentStore, ledgerId: string, tx: Draft<Transaction>): Promise<string> {
  const { id: given, ...data } = tx;
  const id = given || docs.newId();
  await docs.set(paths.transaction(ledgerId, id), data);
  return id;
}

/** The write of a new entry under its id. */
export function newTransactionOp(ledgerId: string, { id, ...data }: Transaction): WriteOp {
  return { type: 'set', path: paths.transaction(ledgerId, id), data };
}

/**
 * Writes many transactions (the benchmark's seed), in batches the store accepts. Each batch is all or
 * nothing; a failure stops there, so the earlier batches stay written. Returns the ids in order.
 */
export async function saveTransactions(
  docs: DocumentStore,
  ledgerId: string,
  txs: Draft<Transaction>[],
): Promise<string[]> {
  const ids: string[] = [];
  const ops: WriteOp[] = txs.map(({ id: given, ...data }) => {
    const id = given || docs.newId();
    ids.push(id);
    return { type: 'set', path: paths.transaction(ledgerId, id), data };
  });
  for (const batch of batchesFor(docs, ops)) await docs.batch(batch);
  return ids;
}

/** Thrown when an edit finds its transaction deleted (on another device or tab); nothing was written. */
export class TransactionDeletedError extends Error {
  constructor() {
    super('This transaction was deleted on another device.');
    this.name = 'TransactionDeletedError';
  }
}

/** Thrown when a settled-state change happened meanwhile that the edit would undo; nothing was written. */
export class SettledMeanwhileError extends Error {
  constructor() {
    super('This expense was settled on another device meanwhile. Open it again to change it.');
    this.name = 'SettledMeanwhileError';
  }
}

/** The transaction, decoded; null when it is missing or cannot be read. */
export async function getTransaction(docs: DocumentStore, ledgerId: string, id: string): Promise<Transaction | null> {
  const doc = await docs.get(paths.transaction(ledgerId, id));
  return doc ? decodeTransaction(doc.id, doc) : null;
}

/**
 * The writes that delete a transaction: its receipt goes with it, and deleting a settlement also marks
 * every expense it settled as unsettled again. Returns those expenses' ids too (the log keeps them, so
 * Restore can settle them again).
 */
export async function deleteOps(
  docs: DocumentStore,
  ledgerId: string,
  tx: Pick<Transaction, 'id' | 'type' | 'receipt'>,
): Promise<{ ops: WriteOp[]; unsettledIds: string[] }> {
  const ops: WriteOp[] = [
    { type: 'delete', path: paths.transaction(ledgerId, tx.id) },
    ...receiptDeleteOps(ledgerId, tx),
  ];
  const unsettledIds: string[] = [];
  if (tx.type === 'settlement') {
    // Query rather than use the screen's list: settled expenses may sit in another month.
    const settled = await docs.query(paths.transactions(ledgerId), [where('settlementId', '==', tx.id)]);
    for (const expense of settled) {
      unsettledIds.push(expense.id);
      ops.push({ type: 'update', path: paths.transaction(ledgerId, expense.id), data: { ...UNSETTLED_FIELDS } });
    }
  }
  return { ops, unsettledIds };
}

/** Deleting a settlement also marks every expense it settled as unsettled again, in the same batch. */
export async function deleteTransaction(
  docs: DocumentStore,
  ledgerId: string,
  tx: Pick<Transaction, 'id' | 'type' | 'receipt'>,
): Promise<void> {
  await docs.batch((await deleteOps(docs, ledgerId, tx)).ops);
}

/**
 * The expenses, as stored now, that are still unsettled: what Settle Now may settle. A screen's list can
 * be a moment old (another tab or device settled some, or deleted one).
 */
export async function unsettledNow(
  docs: DocumentStore,
  ledgerId: string,
  expenseIds: readonly string[],
): Promise<Transaction[]> {
  const current = await Promise.all(expenseIds.map((id) => getTransaction(docs, ledgerId, id)));
  return current.filter((t): t is Transaction => t !== null && !t.isSettled);
}

/**
 * The writes of a monthly settlement under `id`, marking each expense it covers; null when this device
 * already holds that settlement. `id` is derived from the expenses (derived-id.ts), so a second press, in
 * this tab or another, or synced from another device, writes nothing more. An expense deleted meanwhile
 * fails the whole batch (DocumentMissingError) rather than coming back half-written.
 */
export async function settleOps(
  docs: DocumentStore,
  ledgerId: string,
  id: string,
  settlement: TransactionData,
  settledIds: string[],
): Promise<WriteOp[] | null> {
  if (await docs.get(paths.transaction(ledgerId, id))) return null;
  return [
    { type: 'set', path: paths.transaction(ledgerId, id), data: settlement },
    ...settledIds.map((expenseId): WriteOp => ({
      type: 'update',
      path: paths.transaction(ledgerId, expenseId),
      data: settledFields(id),
    })),
  ];
}

/** Writes a monthly settlement (settleOps), all or nothing, unless it is there already. Returns its id. */
export async function settleExpenses(
  docs: DocumentStore,
  ledgerId: string,
  id: string,
  settlement: TransactionData,
  settledIds: string[],
): Promise<string> {
  const ops = await settleOps(docs, ledgerId, id, settlement, settledIds);
  if (ops) await docs.batch(ops);
  return id;
}

/** The write of a one-time Settle Up under its derived id; null when this device already holds it (the
 * repository's; saveSettleUpOnce is the same, unlogged). */
export async function settleUpOps(
  docs: DocumentStore,
  ledgerId: string,
  id: string,
  settlement: TransactionData,
): Promise<WriteOp[] | null> {
  if (await docs.get(paths.transaction(ledgerId, id))) return null;
  return [{ type: 'set', path: paths.transaction(ledgerId, id), data: settlement }];
}

/** A one-time Settle Up, unless this device already holds it. Returns whether it wrote. */
export async function saveSettleUpOnce(
  docs: DocumentStore,
  ledgerId: string,
  id: string,
  settlement: TransactionData,
): Promise<boolean> {
  if (await docs.get(paths.transaction(ledgerId, id))) return false;
  await docs.set(paths.transaction(ledgerId, id), settlement);
  return true;
}

/** Deletes documents that cannot be read (their content is unknown, so nothing else is touched). */
export const unreadableDeleteOps = (paths_: string[]) => paths_.map((path): WriteOp => ({ type: 'delete', path }));

/** Schedule fields the form sets or clears; others (postedThrough, the posting's own) an edit leaves alone. */
const FORM_SCHEDULE_FIELDS = ['fallsIn', 'payments', 'endsOn', 'amountFrom', 'previousAmount'] as const;

/**
 * The write of a recurring item, new (given a new id) or saved again; with the id it is under. An edit is
 * merged, so what the posting keeps on the item (postedThrough) is never clobbered by a form opened before
 * it; schedule fields the form left out are removed (Ends back to Never drops the payments).
 */
export function recurringItemOp(docs: DocumentStore, ledgerId: string, item: Draft<RecurringItem>) {
  const { id: given, ...data } = item;
  const id = given || docs.newId();
  const path = paths.recurringItem(ledgerId, id);
  if (!given) return { id, op: { type: 'set', path, data } satisfies WriteOp };
  const merged: Record<string, unknown> = { ...data };
  for (const key of FORM_SCHEDULE_FIELDS) if (!(key in data)) merged[key] = DELETE_FIELD;
  return { id, op: { type: 'set', path, data: merged, merge: true } satisfies WriteOp };
}

export async function saveRecurringItem(
  docs: DocumentStore,
  ledgerId: string,
  item: Draft<RecurringItem>,
): Promise<string> {
  const { id: given, ...data } = item;
  const id = given || docs.newId();
  await docs.set(paths.recurringItem(ledgerId, id), data);
  return id;
}

export const recurringItemDeleteOp = (ledgerId: string, id: string): WriteOp => ({
  type: 'delete',
  path: paths.recurringItem(ledgerId, id),
});

export async function deleteRecurringItem(docs: DocumentStore, ledgerId: string, id: string): Promise<void> {
  await docs.delete(paths.recurringItem(ledgerId, id));
}
