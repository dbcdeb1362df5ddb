// Ledger documents (SPEC §7): creation writes the ledger with everything it needs in one batch.
import { newLedgerId } from '../../domain/ledger-id';
import { defaultCommonSettings, defaultMonthlySettings, defaultOnetimeSettings } from '../../domain/defaults';
import type { Ledger, LedgerType } from '../../domain/types';
import type { AuthUser, BatchOptions, DocumentStore, WriteOp } from '../ports';
import { batchesFor } from './batches';
import { paths } from './paths';

export interface NewLedger {
  name: string;
  type: LedgerType;
  /** Temporary members who join in the same batch (a trip's "Who's coming?"), names already checked. */
  temporaryMembers?: string[];
  /** ISO 4217 code; left out (INR, as ledgers made before currencies) when not chosen. */
  currency?: string;
}

/** The creator becomes owner, admin and contributor (SPEC §6) and the ledger's first member. */
export async function createLedger(
  docs: DocumentStore,
  creator: AuthUser,
  input: NewLedger,
  now: number,
): Promise<Ledger> {
  const id = newLedgerId(creator.uid, docs.newId());
  const ledger: Ledger = {
    id,
    name: input.name.trim(),
    type: input.type,
    owner: creator.uid,
    admins: [creator.uid],
    contributors: [creator.uid],
    createdAt: now,
    updatedAt: now,
    ...(input.currency ? { currency: input.currency } : {}),
  };
  const { id: _omit, ...ledgerData } = ledger;
  const ops: WriteOp[] = [
    { type: 'set', path: paths.ledger(id), data: ledgerData },
    {
      type: 'set',
      path: paths.member(id, creator.uid),
      data: { displayName: creator.displayName, userId: creator.uid },
    },
    { type: 'set', path: paths.commonSettings(id), data: { ...defaultCommonSettings() } },
    input.type === 'monthly'
      ? { type: 'set', path: paths.monthlySettings(id), data: { ...defaultMonthlySettings(creator.uid) } }
      : { type: 'set', path: paths.onetimeSettings(id), data: { ...defaultOnetimeSettings() } },
    ...(input.temporaryMembers ?? []).map((name): WriteOp => ({
      type: 'set',
      path: paths.member(id, name.trim()),
      data: { displayName: name.trim(), userId: name.trim() },
    })),
  ];
  await docs.batch(ops);
  return ledger;
}

export async function renameLedger(docs: DocumentStore, ledgerId: string, name: string, now: number): Promise<void> {
  await docs.set(paths.ledger(ledgerId), { name: name.trim(), updatedAt: now }, { merge: true });
}

/**
 * Deletes a ledger and everything under it. Firestore never deletes subcollections by itself, so every
 * child is listed and deleted here. On the device that is one transaction: a reload midway leaves the
 * ledger whole. In the cloud a large ledger takes several batches: children go first and the ledger
 * last, so if a later batch fails the ledger is still listed and the delete can be retried.
 *
 * The ledger's delete carries a tombstone, deletedLedgers/{id} {owner, deletedAt}, in the same batch (the
 * rules require it): anything still under the id (an entry someone added meanwhile) then stays unreadable,
 * because nobody can create a ledger with that id again.
 */
/** Invites, joins, claims and removals (cloud mode's invite links); none on the device. */
async function groupPaths(docs: DocumentStore, ledgerId: string): Promise<string[]> {
  const [invites, joins, claims, removed] = await Promise.all(
    [paths.invites, paths.joins, paths.claims, paths.removedMembers].map((collection) =>
      docs.query(collection(ledgerId)).catch(() => []),
    ),
  );
  return [
    ...(invites ?? []).map((d) => paths.invite(ledgerId, d.id)),
    ...(joins ?? []).map((d) => paths.join(ledgerId, d.id)),
    ...(claims ?? []).map((d) => paths.claim(ledgerId, d.id)),
    ...(removed ?? []).map((d) => paths.removedMember(ledgerId, d.id)),
  ];
}

/** `options.confirmed` (Delete my account) resolves once the server has the ledger gone, not just this device. */
export async function deleteLedger(
  docs: DocumentStore,
  ledgerId: string,
  now: number,
  options?: BatchOptions,
): Promise<void> {
  const [ledger, members, transactions, recurring, activity, group] = await Promise.all([
    docs.get<Omit<Ledger, 'id'>>(paths.ledger(ledgerId)),
    docs.query(paths.members(ledgerId)),
    docs.query(paths.transactions(ledgerId)),
    docs.query(paths.recurringItems(ledgerId)),
    docs.query(paths.activity(ledgerId)).catch(() => []),
    groupPaths(docs, ledgerId),
  ]);
  const childPaths = [
    ...group,
    ...members.map((d) => paths.member(ledgerId, d.id)),
    ...transactions.map((d) => paths.transaction(ledgerId, d.id)),
    ...transactions.flatMap((d) => receiptPaths(ledgerId, d)),
    ...recurring.map((d) => paths.recurringItem(ledgerId, d.id)),
    paths.commonSettings(ledgerId),
    paths.monthlySettings(ledgerId),
    paths.onetimeSettings(ledgerId),
  ];
  const ops: WriteOp[] = childPaths.map((path): WriteOp => ({ type: 'delete', path }));
  const entries = activity.map((d): WriteOp => ({ type: 'delete', path: paths.activityEntry(ledgerId, d.id) }));
  // A store with no batch limit (the device: one IndexedDB transaction, and no rules) takes the log in the
  // same batch, so a reload midway leaves the ledger whole or gone. In the cloud the log is append-only
  // while the ledger exists, so its owner clears it after the tombstone (below).
  const together = docs.maxBatchWrites === Number.POSITIVE_INFINITY;
  if (together) ops.push(...entries);
  const batches = batchesFor(docs, ops);
  // A ledger already gone leaves only its children to clear: there is nothing to put a tombstone on.
  // The ledger and its tombstone must share a batch (the rules check it), the last one where room allows.
  if (ledger) {
    const tail: WriteOp[] = [
      { type: 'delete', path: paths.ledger(ledgerId) },
      { type: 'set', path: paths.deletedLedger(ledgerId), data: { owner: ledger.owner, deletedAt: now } },
    ];
    const last = batches.at(-1);
    if (last && last.length + tail.length <= docs.maxBatchWrites) last.push(...tail);
    else batches.push(tail);
  }
  for (const batch of batches) await docs.batch(batch, options);
  if (together) return;
  // Once the tombstone names the owner, the owner clears the log (firestore.rules). A failure here leaves
  // entries nobody can read, so it is reported, not thrown.
  try {
    for (const batch of batchesFor(docs, entries)) await docs.batch(batch, options);
  } catch (error) {
    console.warn("The deleted ledger's activity log was not cleared", error);
  }
}

/** A transaction's receipt documents, from the mark it carries. */
function receiptPaths(ledgerId: string, stored: Record<string, unknown> & { id: string }): string[] {
  const mark = stored.receipt as { parts?: unknown } | undefined;
  const parts = typeof mark?.parts === 'number' ? Math.min(mark.parts, 8) : 0;
  if (!parts) return [];
  return [
    paths.receipt(ledgerId, stored.id),
    ...Array.from({ length: parts }, (_, i) => paths.receiptPart(ledgerId, stored.id, i)),
  ];
}

/** Changing a ledger's currency would relabel every amount in it, so it is allowed only while it is empty. */
export const CURRENCY_LOCKED = 'The currency can be changed only while the group has no entries.';

export class CurrencyLockedError extends Error {
  constructor() {
    super(CURRENCY_LOCKED);
    this.name = 'CurrencyLockedError';
  }
}

/**
 * Sets the ledger's currency when it has no transactions and no recurring items. The check and the write
 * are two steps: an entry someone adds in between keeps its figures, now read in the new currency, which
 * is why the form also shows the rule.
 */
export async function setLedgerCurrency(
  docs: DocumentStore,
  ledgerId: string,
  currency: string,
  now: number,
): Promise<void> {
  const [entries, recurring] = await Promise.all([
    docs.query(paths.transactions(ledgerId)),
    docs.query(paths.recurringItems(ledgerId)),
  ]);
  if (entries.length || recurring.length) throw new CurrencyLockedError();
  await docs.set(paths.ledger(ledgerId), { currency, updatedAt: now }, { merge: true });
}
