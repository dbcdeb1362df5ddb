// A person attaching or removing an entry's receipt in the active ledger: the receipt's documents, the
// mark on the entry and the log entry, in one batch through commit.ts. Adding an entry with its receipt:
// transaction-writes.ts.
import type { PreparedReceipt } from '../../domain/receipt-parts';
import type { Transaction } from '../../domain/types';
import { commit, entryAbout, type LedgerWriter } from './commit';
import { paths } from './paths';
import { attachReceiptOps, removeReceiptOps } from './receipts';

/** Attaches (or replaces) the receipt of an entry, with its mark on the entry. */
export async function attachReceipt(w: LedgerWriter, tx: Transaction, receipt: PreparedReceipt): Promise<void> {
  const entry = await entryAbout(w, 'receipt-added', tx);
  const { ops, mark } = attachReceiptOps(w.ledgerId, tx, receipt, {
    by: w.author.uid,
    about: entry.about,
    at: w.now(),
  });
  const marked = { receipt: mark, updatedAt: w.now() };
  await commit(w, {
    ops: [{ type: 'update', path: paths.transaction(w.ledgerId, tx.id), data: marked }, ...ops],
    entry,
  });
}

export async function removeReceipt(w: LedgerWriter, tx: Transaction): Promise<void> {
  await commit(w, { ops: removeReceiptOps(w.ledgerId, tx), entry: await entryAbout(w, 'receipt-removed', tx) });
}
