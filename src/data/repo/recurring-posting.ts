// Posting a recurring item's due periods (issue 31): each period's entry under an id derived from the item
// and the month, written with the item's postedThrough and the log entry in one batch, so a reload mid-write
// leaves all of it or none. The plan reads again right before writing: what another tab or device posted
// (or an entry someone already added by hand, Add now) is never posted a second time.
//
// Two devices offline both write the same id. Whichever reaches the server second is an update that
// changes createdAt (or the owner), which the rules refuse for everyone, so the first stays whole: one
// entry, never a clobbered edit. Its log entry has a derived id too, and a log entry is never rewritten.
import { addedRecurringIds } from '../../domain/recurring';
import { postedEntryId, postedLogId, type Posted } from '../../domain/recurring-posting';
import { duePeriods, indexMonth, indexOfKey, monthKeyOf, type Period } from '../../domain/recurring-schedule';
import { buildFromRecurring } from '../../domain/transaction-documents';
import { decodeRecurringItem } from '../../domain/decode';
import type { RecurringItem } from '../../domain/types';
import { commit, entryAbout, type LedgerWriter } from './commit';
import { readMonths } from './live';
import { paths } from './paths';
import { newTransactionOp } from './transactions';

/** The item as stored now, or null when it was deleted (or cannot be read). */
async function storedItem(w: LedgerWriter, id: string): Promise<RecurringItem | null> {
  const raw = await w.docs.get(paths.recurringItem(w.ledgerId, id));
  return raw ? decodeRecurringItem(id, raw) : null;
}

/** Entries of the item already in the months of `due`, added by hand: their months are done. */
async function addedByHand(w: LedgerWriter, item: RecurringItem, due: Period[]): Promise<Set<string>> {
  const first = indexMonth(indexOfKey(due[0]!.key));
  const last = indexMonth(indexOfKey(due.at(-1)!.key));
  const entries = await readMonths(w.docs, w.ledger, w.author.uid, first, last);
  const months = new Set<string>();
  for (const t of entries) if (addedRecurringIds([t]).has(item.id)) months.add(monthKeyOf(t.date));
  return months;
}

/** Posts what of the item is due at `now`, oldest first; returns what this call wrote. */
export async function postDue(w: LedgerWriter, itemId: string, now: number): Promise<Posted[]> {
  const posted: Posted[] = [];
  const first = await storedItem(w, itemId);
  const due = first ? duePeriods(first, now) : [];
  if (!first || due.length === 0) return posted;
  const byHand = await addedByHand(w, first, due).catch((error: unknown) => {
    // Without the months' entries a hand-added one could be doubled: post nothing this time.
    console.warn('Reading the months to post into failed', error);
    return null;
  });
  if (!byHand) return posted;
  for (const period of due) {
    const wrote = await commit(w, async () => {
      const item = await storedItem(w, itemId);
      // Deleted, turned off, or posted meanwhile (postedThrough moved on): nothing to do.
      if (!item || !duePeriods(item, now).some((p) => p.key === period.key)) return null;
      if (byHand.has(period.key)) return null;
      const id = postedEntryId(item.id, period.key);
      if (await w.docs.get(paths.transaction(w.ledgerId, id))) return null;
      const tx = { ...buildFromRecurring(item, { now: w.now(), owner: w.author.uid, date: period.date }), id };
      return {
        ops: [
          newTransactionOp(w.ledgerId, tx),
          { type: 'update', path: paths.recurringItem(w.ledgerId, item.id), data: { postedThrough: period.key } },
        ],
        entry: await entryAbout(w, 'added', tx),
        entryId: postedLogId(id),
      };
    });
    if (wrote) posted.push({ description: first.description, key: period.key });
  }
  return posted;
}
