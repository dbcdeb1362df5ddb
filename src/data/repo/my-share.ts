// Writes a person's share of a trip into one of their monthly ledgers (domain/my-share.ts), which need not
// be the active one: all of it, new, rewritten and removed documents, in one batch.
import { decodeCommonSettings, decodeTransaction } from '../../domain/decode';
import { planShareWrites, type ShareEntry } from '../../domain/my-share';
import type { ActivityDraft } from '../../domain/activity';
import type { Transaction } from '../../domain/types';
import { where, type DocumentStore, type WriteOp } from '../ports';
import { paths } from './paths';

/**
 * The person's entries in the monthly ledger that link to the trip. Queried by `from` (the one filter a
 * monthly member's reads may use, firestore.rules) and narrowed here: the device store matches top-level
 * fields only, so `fromTrip.ledgerId` cannot be a query filter in both modes.
 */
export async function sharesOfTrip(
  docs: DocumentStore,
  ledgerId: string,
  userId: string,
  tripLedgerId: string,
): Promise<Transaction[]> {
  const found = await docs.query(paths.transactions(ledgerId), [where('from', '==', userId)]);
  return found
    .map((d) => decodeTransaction(d.id, d))
    .filter((t): t is Transaction => t !== null && t.fromTrip?.ledgerId === tripLedgerId);
}

/**
 * Adds or updates the share: each entry is written whole under its derived id, and the person's other
 * documents linked to this trip go, in one batch (all or nothing). Throws ShareSettledError (nothing
 * written) when that would change a share settled meanwhile. Returns whether it was there before.
 */
export async function saveMyShare(
  docs: DocumentStore,
  target: { id: string; name: string },
  userId: string,
  tripLedgerId: string,
  entries: readonly ShareEntry[],
): Promise<{ updated: boolean }> {
  const existing = await sharesOfTrip(docs, target.id, userId, tripLedgerId);
  const plan = planShareWrites(existing, entries, target.name);
  const ops: WriteOp[] = [
    ...plan.sets.map(({ id, ...data }): WriteOp => ({ type: 'set', path: paths.transaction(target.id, id), data })),
    ...plan.deletes.map((id): WriteOp => ({ type: 'delete', path: paths.transaction(target.id, id) })),
  ];
  if (ops.length > 0) await docs.batch(ops);
  return { updated: plan.updated };
}

/**
 * The log entry of a share's batch, in the monthly ledger it lands in (`about` its person). Its subject is an
 * entry the batch writes (a settled share that did not change is not rewritten), or else one it removes: the
 * rules accept a member's log entry only together with that change.
 */
export function shareLogDraft(userId: string, tripName: string, entryCount: number) {
  return (ops: WriteOp[]): ActivityDraft => {
    const written = ops.find((op) => op.type === 'set');
    const removed = ops.find((op) => op.type === 'delete');
    const subject = (written ?? removed)?.path.split('/').pop() ?? '';
    const kind = !written ? 'deleted' : removed || ops.length > entryCount ? 'edited' : 'added';
    return { kind, about: userId, subject, title: `my share of ${tripName}`.slice(0, 100), changes: [] };
  };
}

/** A ledger's categories, for choosing where the share goes; the defaults when it has none stored. */
export async function categoriesOf(docs: DocumentStore, ledgerId: string): Promise<string[]> {
  return decodeCommonSettings(await docs.get(paths.commonSettings(ledgerId))).categories;
}
