// Ledger documents (SPEC §7): creation writes the ledger with everything it needs in one batch.
import { defaultCommonSettings, defaultMonthlySettings, defaultOnetimeSettings } from '../../domain/defaults';
import type { Ledger, LedgerType } from '../../domain/types';
import type { AuthUser, DocumentStore, WriteOp } from '../ports';
import { paths } from './paths';

export interface NewLedger {
  name: string;
  type: LedgerType;
}

/** The creator becomes owner, admin and contributor (SPEC §6) and the ledger's first member. */
export async function createLedger(docs: DocumentStore, creator: AuthUser, input: NewLedger, now: number): Promise<Ledger> {
  const id = docs.newId();
  const ledger: Ledger = {
    id,
    name: input.name.trim(),
    type: input.type,
    owner: creator.uid,
    admins: [creator.uid],
    contributors: [creator.uid],
    createdAt: now,
    updatedAt: now,
  };
  const { id: _omit, ...ledgerData } = ledger;
  const ops: WriteOp[] = [
    { type: 'set', path: paths.ledger(id), data: ledgerData },
    { type: 'set', path: paths.member(id, creator.uid), data: { displayName: creator.displayName, userId: creator.uid } },
    { type: 'set', path: paths.commonSettings(id), data: { ...defaultCommonSettings() } },
    input.type === 'monthly'
      ? { type: 'set', path: paths.monthlySettings(id), data: { ...defaultMonthlySettings(creator.uid) } }
      : { type: 'set', path: paths.onetimeSettings(id), data: { ...defaultOnetimeSettings() } },
  ];
  await docs.batch(ops);
  return ledger;
}

export async function renameLedger(docs: DocumentStore, ledgerId: string, name: string, now: number): Promise<void> {
  await docs.set(paths.ledger(ledgerId), { name: name.trim(), updatedAt: now }, { merge: true });
}

/** Firestore caps a batch at 500 writes; stay under it with room for the ledger and its tombstone. */
export const MAX_BATCH_WRITES = 450;

/**
 * Deletes a ledger and everything under it. Firestore never deletes subcollections by itself, so every
 * child is listed and deleted here. Children go first and the ledger last: if a large ledger needs more
 * than one batch and a later one fails, the ledger is still listed and the delete can be retried.
 *
 * The ledger's delete carries a tombstone, deletedLedgers/{id} {owner, deletedAt}, in the same batch (the
 * rules require it): anything still under the id (an entry someone added meanwhile) then stays unreadable,
 * because nobody can create a ledger with that id again.
 */
export async function deleteLedger(docs: DocumentStore, ledgerId: string, now: number): Promise<void> {
  const [ledger, members, transactions, recurring] = await Promise.all([
    docs.get<Omit<Ledger, 'id'>>(paths.ledger(ledgerId)),
    docs.query(paths.members(ledgerId)),
    docs.query(paths.transactions(ledgerId)),
    docs.query(paths.recurringItems(ledgerId)),
  ]);
  const childPaths = [
    ...members.map((d) => paths.member(ledgerId, d.id)),
    ...transactions.map((d) => paths.transaction(ledgerId, d.id)),
    ...recurring.map((d) => paths.recurringItem(ledgerId, d.id)),
    paths.commonSettings(ledgerId),
    paths.monthlySettings(ledgerId),
    paths.onetimeSettings(ledgerId),
  ];
  const batches: WriteOp[][] = [];
  for (let i = 0; i < childPaths.length; i += MAX_BATCH_WRITES) {
    batches.push(childPaths.slice(i, i + MAX_BATCH_WRITES).map((path): WriteOp => ({ type: 'delete', path })));
  }
  // childPaths always holds the settings, so there is a last batch. A ledger already gone leaves only its
  // children to clear: there is nothing to put a tombstone on.
  const last = batches[batches.length - 1];
  if (ledger && last) {
    last.push(
      { type: 'delete', path: paths.ledger(ledgerId) },
      { type: 'set', path: paths.deletedLedger(ledgerId), data: { owner: ledger.owner, deletedAt: now } },
    );
  }
  for (const batch of batches) await docs.batch(batch);
}
