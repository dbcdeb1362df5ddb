// The one save of an entry form (income, expense, split expense): the receipt still being prepared, the
// write with its receipt, an entry deleted (or settled) meanwhile, what the form remembers, and the toasts.
// The store is reached through EntryStore (entry-store.ts), so src/ui stays below it.
import type { LedgerRepository } from '../data/repo/ledger-repository';
import { ERROR_ADDING_TRANSACTION, TRANSACTION_SAVED } from '../domain/messages';
import type { PreparedReceipt } from '../domain/receipt-parts';
import type { ReopenedEntry } from '../domain/refused-writes';
import type { Draft, Transaction } from '../domain/types';
import { toastFailure } from './error-message';
import { RECEIPT_BUSY, type ReceiptChoice } from './receipt-field';
import type { EntryStore } from './entry-store';
import { toast } from './toast';

export interface EntrySave {
  ledgerId: string;
  /** The entry as the form opened it; absent for a new one. */
  opened?: Transaction | null;
  draft: Draft<Transaction>;
  receipt: { busy: boolean; choice: ReceiptChoice };
  /** An entry the server refused, opened again: saving it retires the kept copy. */
  reopened?: ReopenedEntry | null;
  /** Form memory, written only once the entry is saved (the category of a new entry, a foreign rate). */
  remember: () => void;
  /** Errors meaning the entry changed meanwhile so this edit must not land: shown, and the form is left. */
  changedMeanwhile: (error: unknown) => error is Error;
  onSaving: (saving: boolean) => void;
  /** Shown after the saved toast: a category budget crossed, say. */
  warning?: string | null;
  /** Leaves the form; resolves once the screen it returns to is shown, which the toasts wait for. */
  onDone: () => Promise<void> | void;
}

/** The receipt a new entry is saved with, if any. */
function newReceipt(choice: ReceiptChoice): PreparedReceipt | undefined {
  return choice.kind === 'new' ? choice.receipt : undefined;
}

/**
 * After an edit is saved: attaches the new receipt or removes the stored one, only when that changed.
 * The entry is read as it is now (another device may have changed its receipt since the form opened).
 */
async function saveReceiptEdit(
  repo: Pick<LedgerRepository, 'attachReceipt' | 'removeReceipt'>,
  reload: EntryStore['reload'],
  opened: Transaction,
  draft: Draft<Transaction>,
  choice: ReceiptChoice,
): Promise<void> {
  if (choice.kind === 'kept' || (choice.kind === 'none' && !opened.receipt)) return;
  const current = await reload(opened.id).catch((error: unknown) => {
    console.error('Reading the entry again failed; its receipt is changed as the form opened it', error);
    return null;
  });
  const saved: Transaction = { ...opened, ...draft, id: opened.id, receipt: (current ?? opened).receipt };
  if (choice.kind === 'new') await repo.attachReceipt(saved, choice.receipt);
  else if (saved.receipt) await repo.removeReceipt(saved);
}

/** Saves a checked entry; every outcome is told to the person here, so callers only validate before. */
export async function saveEntry(store: EntryStore, save: EntrySave): Promise<void> {
  const { opened, draft, receipt, reopened } = save;
  if (receipt.busy) {
    toast.error(RECEIPT_BUSY);
    return;
  }
  save.onSaving(true);
  try {
    const repo = await store.repo();
    if (opened) {
      await repo.editTransaction(opened, draft);
      await saveReceiptEdit(repo, store.reload, opened, draft, receipt.choice);
    }
    const id = opened ? opened.id : await repo.saveTransaction(draft, newReceipt(receipt.choice));
    save.remember();
    // Saved again, so the copy kept from the refusal has done its job. Any edit that lands also retires a
    // copy kept of that entry: opened later, it would write older values over this save.
    if (reopened || opened) store.savedAgain(save.ledgerId, reopened?.keptId ?? id);
    store.markJustSaved(id);
    // The toasts come once the entry is listed where the person returns: drawn before, they held the
    // screen back by a toast's render and a frame (issue 34, part 5). The write is done by now.
    await save.onDone();
    toast.success(TRANSACTION_SAVED);
    if (save.warning) toast.warning(save.warning);
  } catch (error) {
    if (save.changedMeanwhile(error)) {
      toast.error(error.message);
      save.onDone();
      return;
    }
    toastFailure(ERROR_ADDING_TRANSACTION, error);
    save.onSaving(false);
  }
}
