// Linking a temporary member to an account member (domain/link-member.ts): read everything that may name
// them, then write every change and the member's removal in ONE batch, so the ledger is never half linked.
import {
  decodeMember,
  decodeMonthlySettings,
  decodeOnetimeSettings,
  decodeRecurringItem,
  decodeTransaction,
} from '../../domain/decode';
import type { ActivityDraft } from '../../domain/activity';
import { linkMemberPlan } from '../../domain/link-member';
import type { Ledger, Member } from '../../domain/types';
import { DELETE_FIELD, type DocumentStore, type WriteOp } from '../ports';
import { commit, rereadOnce, type Writer } from './commit';
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

/** Refuses, before anything is read, a link of someone who is not temporary or to someone without an account. */
function checkLinkable(ledger: Ledger, temp: Member, account: Member): void {
  if (isAccount(ledger, temp.userId) || temp.id !== temp.userId)
    throw new LinkRefusedError(`${temp.displayName} is not a temporary member.`);
  if (!isAccount(ledger, account.userId))
    throw new LinkRefusedError(`${account.displayName} is not a member with an account.`);
}

/** linkOps, refused (LinkTooLargeError) when they need more than `room` writes. */
async function linkWrites(
  docs: DocumentStore,
  ledger: Ledger,
  link: { temp: Member; account: Member; now: number; extra: readonly WriteOp[] },
  room: number,
): Promise<{ ops: WriteOp[]; entries: number }> {
  const { temp, account, now, extra } = link;
  const built = await linkOps(docs, ledger, temp, account, now, extra);
  if (built.ops.length > room)
    throw new LinkTooLargeError(temp.displayName, built.ops.length - 1 - extra.length, room - 1 - extra.length);
  return built;
}

/**
 * Makes `account` (a member with an account) stand wherever the temporary member `temp` stood: their
 * entries, balance, recurring items and defaults move over, and the temporary member is removed. One
 * batch: all of it, or nothing. A link that needs more writes than one batch may hold is refused before
 * anything is written (LinkTooLargeError). An entry deleted meanwhile fails the batch; everything is read
 * again once. `extra` writes go in the same batch (a claim's record, done with). Unlogged: linkLogged logs.
 */
export async function linkTemporaryMember(
  docs: DocumentStore,
  ledger: Ledger,
  temp: Member,
  account: Member,
  now: number,
  extra: readonly WriteOp[] = [],
): Promise<LinkResult> {
  checkLinkable(ledger, temp, account);
  return rereadOnce(async () => {
    const { ops, entries } = await linkWrites(docs, ledger, { temp, account, now, extra }, docs.maxBatchWrites);
    await docs.batch(ops);
    return { entries };
  });
}

/** linkTemporaryMember, written with its log entry `entry` in the same batch (one write of it kept for that). */
export async function linkLogged(
  w: Writer,
  ledger: Ledger,
  temp: Member,
  account: Member,
  entry: ActivityDraft,
  extra: readonly WriteOp[] = [],
): Promise<LinkResult> {
  checkLinkable(ledger, temp, account);
  const link = { temp, account, now: w.now(), extra };
  let entries = 0;
  await commit(w, async () => {
    const built = await linkWrites(w.docs, ledger, link, w.docs.maxBatchWrites - 1);
    entries = built.entries;
    return { ops: built.ops, entry };
  });
  return { entries };
}
