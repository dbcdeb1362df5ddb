// What the edit pages and the month-wise page read in their route loaders. Like the role guard
// (RequireRole), the reads wait for this session's own ledger list: until it answers, the active ledger
// and the user's role are the last saved state's, which may be a moment out of date.
import { notFound } from '@tanstack/react-router';
import { toast } from '../../../ui/toast';
import { errorFetching } from '../../../domain/messages';
import type { ReopenedEntry } from '../../../domain/refused-writes';
import type { Transaction } from '../../../domain/types';
import { currentActiveLedger } from '../../../store/ledger-store';
import { ledgersLive } from '../../../store/ledgers-live';
import { loadTransaction, readActiveMonth } from '../../../store/active-ledger';
import { describeError } from '../../../ui/error-message';

/** An entry to edit and the ledger it was read from: a ledger made active later does not hold it. */
interface EditedEntry {
  ledgerId: string;
  transaction: Transaction;
}

/** Throws notFound() for an id the active ledger does not hold; a read that fails is logged and counts as that. */
export async function loadEditedEntry(id: string, signal: AbortSignal): Promise<EditedEntry> {
  await ledgersLive(signal);
  const ledgerId = currentActiveLedger()?.id;
  const transaction = ledgerId
    ? await loadTransaction(id).catch((error: unknown) => {
        console.error(error);
        return null;
      })
    : null;
  if (!ledgerId || !transaction) throw notFound();
  return { ledgerId, transaction };
}

/**
 * One month's entries by a one-off query (SPEC §7); a read that fails says so and lists none (SPEC §8).
 * `notDownloaded`: cloud mode, offline, and this device never downloaded the month.
 */
export async function loadMonth(
  year: number,
  month: number,
  signal: AbortSignal,
): Promise<{ transactions: Transaction[]; notDownloaded: boolean }> {
  await ledgersLive(signal);
  try {
    const read = await readActiveMonth({ year, month });
    return { transactions: read.transactions, notDownloaded: read.missing.length > 0 };
  } catch (error) {
    toast.error(errorFetching('transactions', describeError(error)));
    return { transactions: [], notDownloaded: false };
  }
}

/**
 * The entry kept after the server refused it, named by `?refused=`, with what was typed laid over
 * `stored` when it was an edit; null when there is none (saved or discarded meanwhile: the form opens empty).
 */
export async function loadReopened(
  refused: string | undefined,
  stored: Transaction | null,
  signal: AbortSignal,
): Promise<ReopenedEntry | null> {
  if (!refused) return null;
  await ledgersLive(signal);
  const { loadReopened: load } = await import('../../../store/refused-entries');
  return load(refused, stored);
}
