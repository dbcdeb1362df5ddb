// Restore: a deleted entry brought back from the log as it was, with its links, written with its own log
// entry (under an id the rules can find from the restored transaction) through commit.ts.
import type { ActivityEntry } from '../../domain/activity';
import { restoreEntryId } from '../../domain/activity-ids';
import { settledFields, UNSETTLED_FIELDS } from '../../domain/monthly-summary';
import type { WriteOp } from '../ports';
import { commit, entryAbout, type LedgerWriter } from './commit';
import { paths } from './paths';
import { unsettledNow } from './transactions';

/** Restore found the entry back already (restored on another device, or never really gone). */
export class AlreadyRestoredError extends Error {
  constructor() {
    super('This entry is already back.');
    this.name = 'AlreadyRestoredError';
  }
}

/** Restore of a settlement whose expenses were deleted or settled again since. */
export class SettlementChangedError extends Error {
  constructor() {
    super('The expenses this settlement settled have changed since. Settle them again instead.');
    this.name = 'SettlementChangedError';
  }
}

/**
 * Brings a deleted entry back: an expense settled by a settlement that still exists stays settled by it
 * (otherwise it comes back unsettled), and a settlement settles again the expenses its delete unsettled,
 * or is refused if any of them changed since. The receipt is not kept after a delete, so a restored entry
 * comes back without one.
 */
export async function restore(w: LedgerWriter, entry: ActivityEntry): Promise<string> {
  // Loaded with the log's wording (commit.ts logWording), not with the first screen.
  const { isRestorable } = await import('../../domain/activity');
  if (!isRestorable(entry)) throw new Error('Only a deleted entry can be restored.');
  const id = entry.subject;
  const { docs, ledgerId } = w;
  if (await docs.get(paths.transaction(ledgerId, id))) throw new AlreadyRestoredError();
  const { receipt: _receipt, ...kept } = entry.snapshot;
  const data: Record<string, unknown> = { ...kept, updatedAt: w.now() };
  if (kept.owner !== w.author.uid) data.restoredBy = w.author.uid;
  else delete data.restoredBy;
  if (kept.settlementId && !(await docs.get(paths.transaction(ledgerId, kept.settlementId))))
    Object.assign(data, UNSETTLED_FIELDS);
  const ops: WriteOp[] = [{ type: 'set', path: paths.transaction(ledgerId, id), data }];
  if (kept.type === 'settlement' && entry.settledIds?.length) {
    const current = await unsettledNow(docs, ledgerId, entry.settledIds);
    if (current.length !== entry.settledIds.length) throw new SettlementChangedError();
    for (const expense of current)
      ops.push({ type: 'update', path: paths.transaction(ledgerId, expense.id), data: settledFields(id) });
  }
  const logged = await entryAbout(w, 'restored', { ...kept, id }, { restoredFrom: entry.id });
  await commit(w, { ops, entry: logged, entryId: restoreEntryId(id, data.updatedAt as number) });
  return id;
}
