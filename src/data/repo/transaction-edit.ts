// Editing a stored entry (SPEC §4): only what the form changed is written, a settled expense that changes
// leaves its settlement, and an entry deleted or settled meanwhile is not brought back or unsettled.
import { roundTo } from '../../domain/money';
import { UNSETTLED_FIELDS } from '../../domain/monthly-summary';
import { isSettledEntry, unsettlesOnSave } from '../../domain/transaction-changes';
import { REMOVABLE_FIELDS } from '../../domain/transaction-documents';
import type { Transaction } from '../../domain/types';
import { DELETE_FIELD, DocumentMissingError, where, type DocumentStore, type WriteOp } from '../ports';
import { paths } from './paths';
import { getTransaction, SettledMeanwhileError, TransactionDeletedError, type TransactionData } from './transactions';

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

/**
 * The writes of an edit: only the fields the person changed (changedFields), on top of whatever is stored
 * now, so an edit made on a stale screen cannot undo what happened meanwhile (a settlement, someone's change
 * to another field). Fields the edit dropped (a list of payers, a foreign amount) are deleted from the
 * stored entry; nothing else is. A settled expense whose amount, payer(s) or month changes leaves its
 * settlement, which shrinks to match (or goes, if it settled nothing else), so Paid and the settlements never
 * disagree; if it was settled only after the form opened, SettledMeanwhileError, so nobody undoes a
 * settlement they never saw.
 */
export async function editOps(
  docs: DocumentStore,
  ledgerId: string,
  opened: Transaction,
  changes: Partial<TransactionData>,
  now: number,
): Promise<WriteOp[]> {
  const data = editData(changes);
  for (const field of SETTLEMENT_FIELDS) delete data[field];
  delete data.id;
  data.updatedAt = now;
  const ops: WriteOp[] = [{ type: 'update', path: paths.transaction(ledgerId, opened.id), data }];
  // A failed read is not proof of a delete: the update itself then decides (it fails on a missing document).
  const current = await getTransaction(docs, ledgerId, opened.id);
  if (current && unsettlesOnSave(current, changes)) {
    if (!isSettledEntry(opened)) throw new SettledMeanwhileError();
    Object.assign(data, UNSETTLED_FIELDS);
    if (current.settlementId)
      ops.push(...(await shrinkSettlement(docs, ledgerId, current.settlementId, opened.id, current.amount, now)));
  }
  return ops;
}

/** An edit's write, which finds its transaction gone when it was deleted meanwhile: TransactionDeletedError. */
export async function writingEdit(ledgerId: string, opened: Pick<Transaction, 'id'>, writing: Promise<unknown>) {
  try {
    await writing;
  } catch (error) {
    const path = paths.transaction(ledgerId, opened.id);
    if (error instanceof DocumentMissingError && error.path === path) throw new TransactionDeletedError();
    throw error;
  }
}

/**
 * Edits a transaction (editOps), unlogged. A deleted transaction stays deleted: TransactionDeletedError,
 * and nothing is written.
 */
export async function updateTransaction(
  docs: DocumentStore,
  ledgerId: string,
  opened: Transaction,
  changes: Partial<TransactionData>,
  now: number,
): Promise<void> {
  const ops = await editOps(docs, ledgerId, opened, changes, now);
  await writingEdit(ledgerId, opened, docs.batch(ops));
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
