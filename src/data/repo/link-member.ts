// Linking a temporary member to an account member (domain/link-member.ts): read everything that may name
// them, then write every change and the member's removal in ONE batch, so the ledger is never half linked.
import {
  decodeMember,
  decodeMonthlySettings,
  decodeOnetimeSettings,
  decodeRecurringItem,
  decodeTransaction,
} from '../../domain/decode';
import { linkMemberPlan } from '../../domain/link-member';
import type { Ledger, Member } from '../../domain/types';
import { DELETE_FIELD, DocumentMissingError, type DocumentStore, type WriteOp } from '../ports';
import { decodeList } from './decoded';
import { paths } from './paths';

/** The link would need more writes than one batch may hold; nothing was written. */
export class LinkTooLargeError extends Error {
  constructor(name: string, entries: number, most: number) {
    super(`Linking ${name} touches ${entries} entries; at most ${most} can move at once.`);
    this.name = 'LinkTooLargeError';
  }
}

/** Someone who cannot be linked as asked (not temporary, not an account member); nothing was written. */
export class LinkRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LinkRefusedError';
  }
}

const isAccount = (ledger: Ledger, userId: string) => ledger.owner === userId || ledger.contributors.includes(userId);

/** What the link did: how many entries moved to the account. */
export interface LinkResult {
  entries: number;
}

async function linkOps(
  docs: DocumentStore,
  ledger: Ledger,
  temp: Member,
  account: Member,
  now: number,
  extra: readonly WriteOp[],
): Promise<{ ops: WriteOp[]; entries: number }> {
  const ledgerId = ledger.id;
  // Every entry of the ledger, not the month on screen; a failed read rejects, so nothing is written.
  const [rawTransactions, rawRecurring, rawMembers, rawSettings] = await Promise.all([
    docs.query(paths.transactions(ledgerId)),
    ledger.type === 'monthly' ? docs.query(paths.recurringItems(ledgerId)) : Promise.resolve([]),
    docs.query(paths.members(ledgerId)),
    docs.get(ledger.type === 'monthly' ? paths.monthlySettings(ledgerId) : paths.onetimeSettings(ledgerId)),
  ]);
  const members = decodeList(rawMembers, decodeMember).items;
  if (!members.some((m) => m.userId === account.userId))
    throw new LinkRefusedError(`${account.displayName} is no longer a member of this group.`);
  const plan = linkMemberPlan({
    temp,
    account,
    members,
    transactions: decodeList(rawTransactions, decodeTransaction).items,
    recurring: decodeList(rawRecurring, decodeRecurringItem).items,
    monthly: ledger.type === 'monthly' && rawSettings ? decodeMonthlySettings(rawSettings) : null,
    onetime: ledger.type === 'onetime' && rawSettings ? decodeOnetimeSettings(rawSettings) : null,
  });

  // Updates only: an entry deleted meanwhile fails the batch instead of coming back, and an edit made
  // meanwhile to any other field stays. A list of payers left with one person is removed outright.
  const ops: WriteOp[] = plan.transactions.map(({ id, changes, dropsPayers }): WriteOp => ({
    type: 'update',
    path: paths.transaction(ledgerId, id),
    data: { ...changes, ...(dropsPayers ? { payers: DELETE_FIELD } : {}), updatedAt: now },
  }));
  for (const r of plan.recurring)
    ops.push({ type: 'update', path: paths.recurringItem(ledgerId, r.id), data: { from: r.from } });
  if (plan.monthly) ops.push({ type: 'update', path: paths.monthlySettings(ledgerId), data: { ...plan.monthly } });
  if (plan.onetime) ops.push({ type: 'update', path: paths.onetimeSettings(ledgerId), data: { ...plan.onetime } });
  ops.push({ type: 'delete', path: paths.member(ledgerId, plan.removeMemberId) }, ...extra);
  return { ops, entries: plan.transactions.length };
}

/**
 * Makes `account` (a member with an account) stand wherever the temporary member `temp` stood: their
 * entries, balance, recurring items and defaults move over, and the temporary member is removed. One
 * batch: all of it, or nothing. A link that needs more writes than one batch may hold is refused before
 * anything is written (LinkTooLargeError). An entry deleted meanwhile fails the batch; everything is read
 * again once. `extra` writes go in the same batch (a claim's record, done with).
 */
export async function linkTemporaryMember(
  docs: DocumentStore,
  ledger: Ledger,
  temp: Member,
  account: Member,
  now: number,
  extra: readonly WriteOp[] = [],
): Promise<LinkResult> {
  if (isAccount(ledger, temp.userId) || temp.id !== temp.userId)
    throw new LinkRefusedError(`${temp.displayName} is not a temporary member.`);
  if (!isAccount(ledger, account.userId))
    throw new LinkRefusedError(`${account.displayName} is not a member with an account.`);
  for (let attempt = 1; ; attempt += 1) {
    const { ops, entries } = await linkOps(docs, ledger, temp, account, now, extra);
    if (ops.length > docs.maxBatchWrites)
      throw new LinkTooLargeError(
        temp.displayName,
        ops.length - 1 - extra.length,
        docs.maxBatchWrites - 1 - extra.length,
      );
    try {
      await docs.batch(ops);
      return { entries };
    } catch (error) {
      if (!(error instanceof DocumentMissingError) || attempt === 2) throw error;
    }
  }
}
