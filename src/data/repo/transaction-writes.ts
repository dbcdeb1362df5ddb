// The entries a person adds, edits, deletes, settles and comments on in the active ledger, each written with
// its log entry through commit.ts. Bringing a deleted one back: restore.ts.
import { monthlySettlementId, settleUpId } from '../../domain/derived-id';
import { buildMonthlySettlement } from '../../domain/monthly-summary';
import type { YearMonth } from '../../domain/months';
import type { PreparedReceipt } from '../../domain/receipt-parts';
import { changedFields } from '../../domain/transaction-changes';
import { buildSettleUp } from '../../domain/transaction-documents';
import type { Draft, PaymentMode, Transaction, Transfer } from '../../domain/types';
import { commit, entryAbout, logWording, type LedgerWriter } from './commit';
import { paths } from './paths';
import { attachReceiptOps } from './receipts';
import { editOps, writingEdit } from './transaction-edit';
import {
  deleteOps,
  getTransaction,
  newTransactionOp,
  settleOps,
  settleUpOps,
  unreadableDeleteOps,
  unsettledNow,
} from './transactions';

/** A new entry, with its receipt if it has one. Edits go through editTransaction. */
export async function saveTransaction(w: LedgerWriter, tx: Draft<Transaction>, receipt?: PreparedReceipt) {
  const id = tx.id || w.docs.newId();
  const saved: Transaction = { ...tx, id };
  const entry = await entryAbout(w, 'added', saved);
  if (!receipt) {
    await commit(w, { ops: [newTransactionOp(w.ledgerId, saved)], entry });
    return id;
  }
  const meta = { by: w.author.uid, about: entry.about, at: w.now() };
  const { ops, mark } = attachReceiptOps(w.ledgerId, { id }, receipt, meta);
  await commit(w, { ops: [newTransactionOp(w.ledgerId, { ...saved, receipt: mark }), ...ops], entry });
  return id;
}

/**
 * Saves an edit form: only the fields that differ from `opened` (what the form showed) are written, on top
 * of the stored transaction (transaction-edit.ts). Throws TransactionDeletedError when it was deleted meanwhile.
 */
export async function editTransaction(w: LedgerWriter, opened: Transaction, draft: Draft<Transaction>) {
  const { fieldChanges } = await logWording();
  const changes = changedFields(opened, draft);
  const entry = await entryAbout(
    w,
    'edited',
    { ...opened, ...changes },
    {
      changes: fieldChanges(opened, changes, w.nameOf),
    },
  );
  const ops = await editOps(w.docs, w.ledgerId, opened, changes, w.now());
  await writingEdit(w.ledgerId, opened, commit(w, { ops, entry }));
}

/** Deletes the entry (a settlement unsettles its expenses), its receipt, and logs it so it can be restored. */
export async function deleteTransaction(w: LedgerWriter, tx: Transaction): Promise<void> {
  const { ops, unsettledIds } = await deleteOps(w.docs, w.ledgerId, tx);
  // The snapshot is the document as stored, not as decoded for the screen (the rules insist the two are
  // equal, so nobody can log a restorable deletion of something else). Gone already: the delete is void.
  const stored = await w.docs.get(paths.transaction(w.ledgerId, tx.id));
  const { id: _id, ...snapshot } = (stored ?? tx) as Transaction;
  const entry = await entryAbout(w, 'deleted', tx, {
    snapshot,
    ...(unsettledIds.length ? { settledIds: unsettledIds } : {}),
  });
  await commit(w, { ops, entry });
}

/** Undo of a payment just recorded: deleted, and logged as any delete (so it can be restored too). */
export async function deletePayment(w: LedgerWriter, id: string): Promise<void> {
  const payment = await getTransaction(w.docs, w.ledgerId, id);
  if (payment) await deleteTransaction(w, payment);
}

/** A short note on an entry, kept in the log (append-only) and shown on its card. */
export async function comment(w: LedgerWriter, tx: Pick<Transaction, 'id' | 'from' | 'description'>, text: string) {
  await commit(w, { ops: [], entry: await entryAbout(w, 'commented', tx, { text }) });
}

/** Deletes entries that cannot be read. Their content is unknown, so nothing else is touched. */
export async function deleteUnreadable(w: LedgerWriter, transactionIds: string[], recurringIds: string[]) {
  const targets = [
    ...transactionIds.map((id) => paths.transaction(w.ledgerId, id)),
    ...recurringIds.map((id) => paths.recurringItem(w.ledgerId, id)),
  ];
  if (targets.length === 0) return 0;
  const { ledgerEntry, unreadableTitle } = await logWording();
  const entry = ledgerEntry('deleted', unreadableTitle(targets.length));
  await commit(w, { ops: unreadableDeleteOps(targets), entry, spansBatches: true });
  return targets.length;
}

/**
 * Settle Now: repays `payer` for their unsettled expenses of that month, in one batch. The expenses are
 * read again first (another tab or device may have settled or deleted some), and the settlement's id is
 * derived from the ones it settles, so pressing twice, anywhere, writes one settlement. An expense deleted
 * between the read and the write fails the batch as a whole; commit reads again once.
 */
export async function settleMonthly(w: LedgerWriter, payer: string, shown: Transaction[], { year, month }: YearMonth) {
  const candidates = shown.filter((t) => t.type === 'expense' && t.from === payer && !t.isSettled).map((t) => t.id);
  await commit(w, async () => {
    const expenses = await unsettledNow(w.docs, w.ledgerId, candidates);
    const owner = w.author.uid;
    const built = buildMonthlySettlement({ payer, expenses, owner, year, month, now: w.now() });
    if (built.settledIds.length === 0) return null;
    const id = await monthlySettlementId(built.settledIds);
    const ops = await settleOps(w.docs, w.ledgerId, id, built.settlement, built.settledIds);
    return ops && { ops, entry: await entryAbout(w, 'settled', { ...built.settlement, id }) };
  });
}

/**
 * Settle Up in a one-time ledger: the debtor pays the creditor (SPEC §4). The id is derived from the
 * transfer and the entries it was computed from (`basis`), so a second press (another tab, a double tap,
 * another device on the same view) writes the same settlement instead of flipping the debt.
 */
export async function settleUp(
  w: LedgerWriter,
  transfer: Transfer,
  basis: Transaction[],
  recorded: { date?: number; paymentMode?: PaymentMode } = {},
): Promise<string> {
  const id = await settleUpId(transfer, basis);
  const settlement = buildSettleUp({ ...transfer, ...recorded, owner: w.author.uid, now: w.now() });
  const entry = await entryAbout(w, 'settled', { ...settlement, id });
  await commit(w, async () => {
    const ops = await settleUpOps(w.docs, w.ledgerId, id, settlement);
    return ops && { ops, entry };
  });
  return id;
}
