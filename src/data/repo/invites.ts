// Invite links on the ports (domain/invites.ts): admins make, list, refresh and revoke them; whoever holds
// one reads it and joins; an admin's app then moves a claimed temporary member's entries to the joiner.
// Cloud mode only: the device has no other people.
import {
  decodeInvite,
  decodeJoin,
  INVITE_CODE_BYTES,
  inviteCode,
  inviteExpiry,
  inviteSnapshot,
  staleSnapshot,
  type Invite,
  type InviteDays,
  type Join,
} from '../../domain/invites';
import { decodeMember } from '../../domain/decode';
import { isTemporaryMember } from '../../domain/roles';
import type { Ledger, Member } from '../../domain/types';
import { arrayUnion, where, type DocumentStore, type Unsubscribe, type WriteOp } from '../ports';
import { commit, logWording, type Author } from './commit';
import { decodeList } from './decoded';
import { linkLogged } from './link-member';
import { paths } from './paths';

export interface NewInvite {
  days: InviteDays;
  /** A temporary member's id: the invite is for them alone. */
  for?: string;
}

function inviteData(invite: Invite): Record<string, unknown> {
  const data: Record<string, unknown> = {
    ledgerName: invite.ledgerName,
    members: invite.members,
    temporary: invite.temporary,
    by: invite.by,
    byName: invite.byName,
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
  };
  if (invite.for !== undefined) data.for = invite.for;
  return data;
}

/** Names are bounded by the rules: a longer one is clipped, never refused. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function createInvite(
  docs: DocumentStore,
  ledger: Ledger,
  members: readonly Member[],
  author: Author,
  choice: NewInvite,
  now: number,
  random: Uint8Array = crypto.getRandomValues(new Uint8Array(INVITE_CODE_BYTES)),
): Promise<Invite> {
  const code = inviteCode(random);
  const invite: Invite = {
    code,
    ledgerId: ledger.id,
    ...inviteSnapshot(ledger, members),
    by: author.uid,
    byName: clip(author.displayName || 'An admin', 100),
    createdAt: now,
    expiresAt: inviteExpiry(now, choice.days),
  };
  if (choice.for !== undefined) invite.for = choice.for;
  await docs.set(paths.invite(ledger.id, code), inviteData(invite));
  return invite;
}

/** Revoking deletes the invite: its link then reads as expired, for good. */
export async function revokeInvite(docs: DocumentStore, ledgerId: string, code: string): Promise<void> {
  await docs.delete(paths.invite(ledgerId, code));
}

export function watchInvites(
  docs: DocumentStore,
  ledgerId: string,
  next: (invites: Invite[]) => void,
  onError: (message: string) => void,
): Unsubscribe {
  return docs.watchQuery(
    paths.invites(ledgerId),
    [],
    (stored) => next(stored.flatMap((d) => decodeInvite(ledgerId, d.id, d) ?? [])),
    onError,
  );
}

/**
 * Gives every open invite the group as it is now (its name, who is in it, who may be claimed), so the
 * join screen never offers a temporary member who has gone. Only stale ones are written.
 */
export async function refreshInvites(
  docs: DocumentStore,
  ledger: Ledger,
  members: readonly Member[],
  invites: readonly Invite[],
): Promise<number> {
  const now = inviteSnapshot(ledger, members);
  const ops: WriteOp[] = invites.flatMap((invite): WriteOp[] => {
    const fresh = staleSnapshot(invite, now);
    return fresh ? [{ type: 'update', path: paths.invite(ledger.id, invite.code), data: { ...fresh } }] : [];
  });
  if (ops.length > 0) await docs.batch(ops.slice(0, docs.maxBatchWrites));
  return ops.length;
}

/** The invite a link names, or null when there is none (revoked, never made, or not readable). */
export async function readInvite(docs: DocumentStore, ledgerId: string, code: string): Promise<Invite | null> {
  const stored = await docs.get(paths.invite(ledgerId, code));
  return stored ? decodeInvite(ledgerId, code, stored) : null;
}

/** Which of these temporary members someone has claimed already. */
export async function readClaimed(
  docs: DocumentStore,
  ledgerId: string,
  tempIds: readonly string[],
): Promise<Set<string>> {
  const found = await Promise.all(tempIds.map((id) => docs.get(paths.claim(ledgerId, id))));
  return new Set(tempIds.filter((_, i) => found[i] !== null));
}

/** This person's own join record in a ledger: what they claimed, while an admin has yet to move it. */
export function watchOwnJoin(
  docs: DocumentStore,
  ledgerId: string,
  uid: string,
  next: (join: Join | null) => void,
): Unsubscribe {
  return docs.watchDoc(
    paths.join(ledgerId, uid),
    (stored) => next(decodeJoin(uid, stored)),
    () => next(null),
  );
}

/** Someone claimed that temporary member first; nothing was written. */
export class ClaimTakenError extends Error {
  constructor(readonly claimed: string) {
    super(`Someone else has already said they are ${claimed}. You can join as someone new.`);
    this.name = 'ClaimTakenError';
  }
}

/** The server refused the join: the invite ran out or was revoked meanwhile, or this person was removed. */
export class JoinRefusedError extends Error {
  constructor(cause: unknown) {
    super('This invite link has expired or was revoked. Ask for a new one.', { cause });
    this.name = 'JoinRefusedError';
  }
}

/**
 * Joins the ledger as a contributor, as someone new or as one temporary member (the claim), in one batch the
 * server must accept before this resolves: the joiner appends only himself (he may not read the list), adds
 * his member document, records the invite used (the rules check it) and the claim, and logs it.
 */
export async function joinLedger(
  docs: DocumentStore,
  invite: Invite,
  user: Required<Author>,
  claim: string | undefined,
  now: number,
): Promise<void> {
  const ledgerId = invite.ledgerId;
  const join: Record<string, unknown> = { invite: invite.code, displayName: clip(user.displayName, 100), at: now };
  if (claim !== undefined) join.claim = claim;
  const ops: WriteOp[] = [
    { type: 'update', path: paths.ledger(ledgerId), data: { contributors: arrayUnion(user.uid), updatedAt: now } },
    {
      type: 'set',
      path: paths.member(ledgerId, user.uid),
      data: { displayName: clip(user.displayName, 100), userId: user.uid },
    },
    { type: 'set', path: paths.join(ledgerId, user.uid), data: join },
  ];
  if (claim !== undefined)
    ops.push({ type: 'set', path: paths.claim(ledgerId, claim), data: { by: user.uid, at: now } });
  const { ledgerEntry, joinTitle } = await logWording();
  const entry = ledgerEntry('member-joined', joinTitle(invite.ledgerName, claim), { subject: user.uid });
  try {
    await commit({ docs, ledgerId, author: user, now: () => now }, { ops, entry }, { confirmed: true });
  } catch (error) {
    // The SDK resends a batch whose answer it lost; the server then refuses the copy (he is in already).
    const ledger = await docs.get<{ contributors?: unknown }>(paths.ledger(ledgerId));
    if (Array.isArray(ledger?.contributors) && ledger.contributors.includes(user.uid)) return;
    if (claim !== undefined && (await docs.get(paths.claim(ledgerId, claim)))) throw new ClaimTakenError(claim);
    throw new JoinRefusedError(error);
  }
}

/** Joins whose claim an admin's app has to carry out (the rest need nothing). */
export function watchClaims(
  docs: DocumentStore,
  ledgerId: string,
  next: (joins: Join[]) => void,
  onError: (message: string) => void,
): Unsubscribe {
  return docs.watchQuery(
    paths.joins(ledgerId),
    [where('claim', '>=', '')],
    (stored) => next(stored.flatMap((d) => decodeJoin(d.id, d) ?? [])),
    onError,
  );
}

/**
 * What finishing a claim removes besides the temporary member: the join record (nothing is left to do), the
 * claim (the name is free again, should the group ever add someone else by it) and an invite made for that
 * one person (it has been used).
 */
export async function claimDoneOps(
  docs: DocumentStore,
  ledgerId: string,
  join: Join & { claim: string },
): Promise<WriteOp[]> {
  const ops: WriteOp[] = [
    { type: 'delete', path: paths.join(ledgerId, join.uid) },
    { type: 'delete', path: paths.claim(ledgerId, join.claim) },
  ];
  const invite = await readInvite(docs, ledgerId, join.invite);
  if (invite && invite.for === join.claim) ops.push({ type: 'delete', path: paths.invite(ledgerId, invite.code) });
  return ops;
}

/**
 * Carries out a claim (an admin's app, the first one that sees it): the temporary member's entries,
 * balance, recurring items and defaults become the joiner's, exactly as "Link to an account" does, and the
 * join record goes in the same batch. A claim whose temporary member is gone already (another admin's app
 * was first, or the member was removed) only has its record cleared. 'waiting' when the joiner's member
 * document has not reached this device yet.
 */
export async function carryOutClaim(
  docs: DocumentStore,
  ledger: Ledger,
  join: Join & { claim: string },
  author: Author,
  now: number,
): Promise<'moved' | 'cleared' | 'waiting'> {
  const members = decodeList(await docs.query(paths.members(ledger.id)), decodeMember).items;
  const temp = members.find((m) => m.id === join.claim && isTemporaryMember(ledger, m));
  const account = members.find((m) => m.userId === join.uid && ledger.contributors.includes(m.userId));
  const done = await claimDoneOps(docs, ledger.id, join);
  if (!temp) {
    await docs.batch(done);
    return 'cleared';
  }
  if (!account) return 'waiting';
  const { ledgerEntry, linkTitle } = await logWording();
  const entry = ledgerEntry('member-linked', linkTitle(temp, account), { subject: account.id });
  await linkLogged({ docs, ledgerId: ledger.id, author, now: () => now }, ledger, temp, account, entry, done);
  return 'moved';
}

/** Has an admin removed this person from the ledger? Then no invite link lets them back. */
export async function wasRemoved(docs: DocumentStore, ledgerId: string, uid: string): Promise<boolean> {
  return (await docs.get(paths.removedMember(ledgerId, uid))) !== null;
}
