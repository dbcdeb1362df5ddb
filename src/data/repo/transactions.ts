// Transactions and recurring items (SPEC §4, §7). Settling and unsettling are single batches.
import { decodeTransaction } from '../../domain/decode';
import { roundTo } from '../../domain/money';
import { UNSETTLED_FIELDS, settledFields } from '../../domain/monthly-summary';
import { isSettledEntry, unsettlesOnSave } from '../../domain/transaction-changes';
import { REMOVABLE_FIELDS } from '../../domain/transaction-documents';
import type { Draft, RecurringItem, Transaction } from '../../domain/types';
import { DELETE_FIELD, DocumentMissingError, where, type DocumentStore, type WriteOp } from '../ports';
import { batchesFor } from './batches';
import { paths } from './paths';
import { receiptDeleteOps } from './receipts';

export type TransactionData = Omit<Transaction, 'id'>;

/** Fields only settling and unsettling write: an edit of the entry itself never carries them. */
const SETTLEMENT_FIELDS = ['isSettled', 'settlementId'] as const;

const removable: ReadonlySet<string> = new Set(REMOVABLE_FIELDS);

/**
 * The update an edit writes: each changed field, and DELETE_FIELD for a removable field the edit dropped
 * (changedFields reports those as `undefined`). Any other `undefined` is left out: it deletes nothing.
 */
function editData(changes: Partial<TransactionData>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined) data[field] = value;
    else if (removable.has(field)) data[field] = DELETE_FIELD;
  }
  return data;
}

/** Creates a new entry (or writes one whose id is derived from what it stands for). */
export async function saveTransaction(docs: DocumentStore, ledgerId: string, tx: Draft<Transaction>): Promise<string> {
  const { id: given, ...data } = tx;
  const id = given || docs.newId();
  await docs.set(paths.transaction(ledgerId, id), data);
  return id;
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

/** The transaction, decoded; null when it is missing or cannot be read. */
export async function getTransaction(docs: DocumentStore, ledgerId: string, id: string): Promise<Transaction | null> {
  const doc = await docs.get(paths.transaction(ledgerId, id));
  return doc ? decodeTransaction(doc.id, doc) : null;
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

/**
 * Edits a transaction by writing only the fields the person changed (changedFields), on top of whatever is
 * stored now, so an edit made on a stale screen cannot undo what happened meanwhile (a settlement,
 * someone's change to another field). A deleted transaction stays deleted: TransactionDeletedError, and
 * nothing is written. Fields the edit dropped (a list of payers, a foreign amount) are deleted from the
 * stored entry; nothing else is. A settled expense whose amount, payer(s) or month changes leaves its settlement, which
 * shrinks to match (or goes, if it settled nothing else), so Paid and the settlements never disagree;
 * if it was settled only after the form opened, SettledMeanwhileError, so nobody undoes a settlement
 * they never saw.
 */
export async function updateTransaction(
  docs: DocumentStore,
  ledgerId: string,
  opened: Transaction,
  changes: Partial<TransactionData>,
  now: number,
): Promise<void> {
  const path = paths.transaction(ledgerId, opened.id);
  const data = editData(changes);
  for (const field of SETTLEMENT_FIELDS) delete data[field];
  delete data.id;
  data.updatedAt = now;
  const ops: WriteOp[] = [{ type: 'update', path, data }];
  // A failed read is not proof of a delete: the update itself then decides (it fails on a missing document).
  const current = await getTransaction(docs, ledgerId, opened.id);
  if (current && unsettlesOnSave(current, changes)) {
    if (!isSettledEntry(opened)) throw new SettledMeanwhileError();
    Object.assign(data, UNSETTLED_FIELDS);
    if (current.settlementId)
      ops.push(...(await shrinkSettlement(docs, ledgerId, current.settlementId, opened.id, current.amount, now)));
  }
  try {
    await docs.batch(ops);
  } catch (error) {
    if (error instanceof DocumentMissingError && error.path === path) throw new TransactionDeletedError();
    throw error;
  }
}

/**
 * The settlement loses one expense: its amount (and its one split line, which names the payer) drops by
 * it, and a settlement left with none is deleted. Two devices shrinking the same settlement at the same
 * moment can each start from the old amount; the last write wins, as for any edit.
 */
async function shrinkSettlement(
  docs: DocumentStore,
  ledgerId: string,
  settlementId: string,
  leavingId: string,
  amount: number,
  now: number,
): Promise<WriteOp[]> {
  const settlement = await getTransaction(docs, ledgerId, settlementId);
  if (!settlement) return [];
  const others = (await docs.query(paths.transactions(ledgerId), [where('settlementId', '==', settlementId)])).filter(
    (d) => d.id !== leavingId,
  );
  const path = paths.transaction(ledgerId, settlementId);
  if (others.length === 0) return [{ type: 'delete', path }];
  const remaining = roundTo(settlement.amount - amount, 2);
  const data: Record<string, unknown> = { amount: remaining, updatedAt: now };
  if (settlement.splitInfo) {
    data.splitInfo = {
      ...settlement.splitInfo,
      details: settlement.splitInfo.details.map((line) => ({ ...line, amount: remaining, split: remaining })),
    };
  }
  return [{ type: 'update', path, data }];
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
 * Writes a monthly settlement under `id` and marks each expense it covers, all or nothing. `id` is derived
 * from the expenses (derived-id.ts): if this device already holds that settlement (a second press, in
 * this tab or another, or synced from another device) nothing more is written. An expense deleted
 * meanwhile fails the whole batch (DocumentMissingError) rather than coming back half-written.
 */
export async function settleExpenses(
  docs: DocumentStore,
  ledgerId: string,
  id: string,
  settlement: TransactionData,
  settledIds: string[],
): Promise<string> {
  if (await docs.get(paths.transaction(ledgerId, id))) return id;
  await docs.batch([
    { type: 'set', path: paths.transaction(ledgerId, id), data: settlement },
    ...settledIds.map((expenseId): WriteOp => ({
      type: 'update',
      path: paths.transaction(ledgerId, expenseId),
      data: settledFields(id),
    })),
  ]);
  return id;
}

/** A one-time Settle Up under its derived id, unless this device already holds it. Returns whether it wrote. */
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
export async function deleteUnreadable(docs: DocumentStore, paths_: string[]): Promise<void> {
  for (const batch of batchesFor(
    docs,
    paths_.map((path): WriteOp => ({ type: 'delete', path })),
  ))
    await docs.batch(batch);
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

export async function deleteRecurringItem(docs: DocumentStore, ledgerId: string, id: string): Promise<void> {
  await docs.delete(paths.recurringItem(ledgerId, id));
}
