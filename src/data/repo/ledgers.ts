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

/** Firestore caps a batch at 500 writes; stay under it with room for the ledger itself. */
export const MAX_BATCH_WRITES = 450;

/**
 * Deletes a ledger and everything under it. Firestore never deletes subcollections by itself, so every
 * child is listed and deleted here. Children go first and the ledger last: if a large ledger needs more
 * than one batch and a later one fails, the ledger is still listed and the delete can be retried.
 */
export async function deleteLedger(docs: DocumentStore, ledgerId: string): Promise<void> {
  const children = await Promise.all([
    docs.query(paths.members(ledgerId)),
    docs.query(paths.transactions(ledgerId)),
    docs.query(paths.recurringItems(ledgerId)),
  ]);
  const childPaths = [
    ...children[0].map((d) => paths.member(ledgerId, d.id)),
    ...children[1].map((d) => paths.transaction(ledgerId, d.id)),
    ...children[2].map((d) => paths.recurringItem(ledgerId, d.id)),
    paths.commonSettings(ledgerId),
    paths.monthlySettings(ledgerId),
    paths.onetimeSettings(ledgerId),
  ];
  const ops: WriteOp[] = [...childPaths.map((path): WriteOp => ({ type: 'delete', path })), { type: 'delete', path: paths.ledger(ledgerId) }];
  for (let i = 0; i < ops.length; i += MAX_BATCH_WRITES) {
    await docs.batch(ops.slice(i, i + MAX_BATCH_WRITES));
  }
}
