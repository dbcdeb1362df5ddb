// Ledger membership (SPEC §6, §7): each change writes the member document and the ledger's
// contributors/admins arrays in one batch, so they can never disagree. Each is built as its writes, which
// the repository commits with the change's log entry (member-writes.ts); the plain functions write them
// unlogged, for ledger creation, seeds and tests.
import { isReservedName } from '../../domain/limits';
import type { Ledger, Member } from '../../domain/types';
import { DELETE_FIELD, type DocumentStore, type WriteOp } from '../ports';
import { paths } from './paths';
import { findUserByEmail } from './users';

export class UnknownUserError extends Error {}
export class DuplicateMemberError extends Error {}
/** A name that cannot be a member id: empty, path-unsafe, or one that means something else ('common'). */
export class ReservedNameError extends Error {}

function without(list: string[], id: string): string[] {
  return list.filter((x) => x !== id);
}

function withItem(list: string[], id: string): string[] {
  return list.includes(id) ? list : [...list, id];
}

function ledgerUpdate(ledger: Ledger, fields: Partial<Pick<Ledger, 'contributors' | 'admins'>>, now: number): WriteOp {
  return { type: 'set', path: paths.ledger(ledger.id), data: { ...fields, updatedAt: now }, merge: true };
}

/** Someone who has signed in to Vyay before, found by the hash of their email, and the writes adding them. */
export async function memberByEmailOps(
  docs: DocumentStore,
  ledger: Ledger,
  email: string,
  now: number,
): Promise<{ member: Member; ops: WriteOp[] }> {
  const user = await findUserByEmail(docs, email.trim());
  if (!user || !user.userId) throw new UnknownUserError(email.trim());
  const member: Member = { id: user.userId, displayName: user.displayName, userId: user.userId };
  const ops: WriteOp[] = [
    {
      type: 'set',
      path: paths.member(ledger.id, member.id),
      data: { displayName: member.displayName, userId: member.userId },
    },
    ledgerUpdate(ledger, { contributors: withItem(ledger.contributors, member.userId) }, now),
    // Added back by an admin: invite links work for them again.
    { type: 'delete', path: paths.removedMember(ledger.id, member.userId) },
  ];
  return { member, ops };
}

export async function addMemberByEmail(
  docs: DocumentStore,
  ledger: Ledger,
  email: string,
  now: number,
): Promise<Member> {
  const { member, ops } = await memberByEmailOps(docs, ledger, email, now);
  await docs.batch(ops);
  return member;
}

/**
 * Adds several people with accounts (already looked up), one batch each: the rules let an admin add one
 * contributor per write (firestore.rules listStep), each with their member document. Returns who was
 * added before a write failed, with the error, so the caller can say exactly who is missing.
 */
export async function addAccountMembers(
  docs: DocumentStore,
  ledger: Ledger,
  people: Member[],
  now: number,
): Promise<{ added: Member[]; failed: { member: Member; error: unknown } | null }> {
  let contributors = ledger.contributors;
  const added: Member[] = [];
  for (const p of people) {
    const next = withItem(contributors, p.userId);
    try {
      await docs.batch([
        {
          type: 'set',
          path: paths.member(ledger.id, p.userId),
          data: { displayName: p.displayName, userId: p.userId },
        },
        ledgerUpdate({ ...ledger, contributors }, { contributors: next }, now),
        { type: 'delete', path: paths.removedMember(ledger.id, p.userId) },
      ]);
    } catch (error) {
      return { added, failed: { member: p, error } };
    }
    contributors = next;
    added.push(p);
  }
  return { added, failed: null };
}

/**
 * A temporary member has no account; their id is their name (SPEC §3), so the name must be a safe
 * path segment and unique, without case, against every member's name and id.
 */
export async function temporaryMemberOps(
  docs: DocumentStore,
  ledger: Ledger,
  name: string,
): Promise<{ member: Member; ops: WriteOp[] }> {
  const displayName = name.trim();
  if (!displayName || isReservedName(displayName)) throw new ReservedNameError(displayName);
  const key = displayName.toLowerCase();
  // Right after a cloud ledger is created the server may not know it yet and refuses the list; the
  // exact id is then checked alone (the form has already compared the name with the members on screen).
  const existing = await docs.query<Omit<Member, 'id'>>(paths.members(ledger.id)).catch(async (error: unknown) => {
    console.warn('Listing members failed; checking the name alone', error);
    const exact = await docs.get<Omit<Member, 'id'>>(paths.member(ledger.id, displayName));
    return exact ? [exact] : [];
  });
  const same = existing.find((m) =>
    [m.id, m.displayName, m.userId].some((x) => typeof x === 'string' && x.trim().toLowerCase() === key),
  );
  if (same)
    throw new DuplicateMemberError(
      typeof same.displayName === 'string' && same.displayName ? same.displayName : displayName,
    );
  const ops: WriteOp[] = [
    { type: 'set', path: paths.member(ledger.id, displayName), data: { displayName, userId: displayName } },
  ];
  return { member: { id: displayName, displayName, userId: displayName }, ops };
}

export async function addTemporaryMember(docs: DocumentStore, ledger: Ledger, name: string): Promise<Member> {
  const { member, ops } = await temporaryMemberOps(docs, ledger, name);
  await docs.batch(ops);
  return member;
}

/**
 * Someone with an account who is removed is also marked removed: an invite link still going round the
 * group's chat must not let them straight back in. Only an admin adding them again lifts it.
 */
export function removeMemberOps(ledger: Ledger, member: Member, now: number): WriteOp[] {
  const hasAccount = ledger.contributors.includes(member.userId);
  return [
    { type: 'delete', path: paths.member(ledger.id, member.id) },
    ledgerUpdate(
      ledger,
      { contributors: without(ledger.contributors, member.userId), admins: without(ledger.admins, member.userId) },
      now,
    ),
    ...(hasAccount
      ? [{ type: 'set', path: paths.removedMember(ledger.id, member.userId), data: { at: now } } as const]
      : []),
  ];
}

export async function removeMember(docs: DocumentStore, ledger: Ledger, member: Member, now: number): Promise<void> {
  await docs.batch(removeMemberOps(ledger, member, now));
}

/** The owner hands the ledger to a current admin and stays an admin (firestore.rules isLedgerUpdate). */
export function transferOwnershipOps(ledger: Ledger, to: Member, now: number): WriteOp[] {
  return [{ type: 'set', path: paths.ledger(ledger.id), data: { owner: to.userId, updatedAt: now }, merge: true }];
}

export function setAdminOps(ledger: Ledger, member: Member, admin: boolean, now: number): WriteOp[] {
  const admins = admin ? withItem(ledger.admins, member.userId) : without(ledger.admins, member.userId);
  return [ledgerUpdate(ledger, { admins }, now)];
}

export async function setAdmin(
  docs: DocumentStore,
  ledger: Ledger,
  member: Member,
  admin: boolean,
  now: number,
): Promise<void> {
  await docs.batch(setAdminOps(ledger, member, admin, now));
}

/**
 * Sets a member's UPI ID; '' removes it (stored as '', which reads as none). An update of that one
 * field: a member removed meanwhile is not brought back. The caller validates first.
 */
export function upiIdOps(ledgerId: string, member: Member, upiId: string): WriteOp[] {
  return [{ type: 'update', path: paths.member(ledgerId, member.id), data: { upiId } }];
}

/**
 * Sets a member's From and To dates on a trip; undefined removes one. An update of those fields only: a
 * member removed meanwhile is not brought back. Saved entries are not touched: the dates set defaults only.
 */
export function memberDatesOps(ledgerId: string, member: Member, from?: number, to?: number): WriteOp[] {
  const data = { presentFrom: from ?? DELETE_FIELD, presentTo: to ?? DELETE_FIELD };
  return [{ type: 'update', path: paths.member(ledgerId, member.id), data }];
}

/** For the switch list's badge: how many people (temporary members included) a ledger has. */
export async function countMembers(docs: DocumentStore, ledgerId: string): Promise<number> {
  try {
    return (await docs.query(paths.members(ledgerId))).length;
  } catch (error) {
    console.error('Counting members failed', error);
    return 0;
  }
}
