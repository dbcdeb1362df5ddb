// A person changing who is in the active ledger (SPEC §6): adding, removing, making admin, a UPI ID, and
// linking a temporary member to an account. Each is members.ts's writes with a log entry about the whole
// ledger, in one batch through commit.ts.
import type { Member } from '../../domain/types';
import { commit, logWording, type LedgerWriter } from './commit';
import type { LinkResult } from './link-member';
import {
  memberByEmailOps,
  removeMemberOps,
  setAdminOps,
  temporaryMemberOps,
  transferOwnershipOps,
  upiIdOps,
  memberDatesOps,
} from './members';

/** Someone with an account, found by email; the log names them once found. */
export async function addMemberByEmail(w: LedgerWriter, email: string): Promise<Member> {
  const { member, ops } = await memberByEmailOps(w.docs, w.ledger, email, w.now());
  const { ledgerEntry } = await logWording();
  const title = typeof member.displayName === 'string' ? member.displayName : email;
  await commit(w, { ops, entry: ledgerEntry('member-added', title) });
  return member;
}

export async function addTemporaryMember(w: LedgerWriter, name: string): Promise<Member> {
  const { member, ops } = await temporaryMemberOps(w.docs, w.ledger, name);
  const { ledgerEntry } = await logWording();
  const title = name.trim();
  await commit(w, { ops, entry: ledgerEntry('member-added', title, { subject: title }) });
  return member;
}

export async function removeMember(w: LedgerWriter, member: Member): Promise<void> {
  const { ledgerEntry } = await logWording();
  const entry = ledgerEntry('member-removed', member.displayName, { subject: member.id });
  await commit(w, { ops: removeMemberOps(w.ledger, member, w.now()), entry });
}

export async function setAdmin(w: LedgerWriter, member: Member, admin: boolean): Promise<void> {
  const { ledgerEntry } = await logWording();
  const entry = ledgerEntry(admin ? 'admin-granted' : 'admin-removed', member.displayName, { subject: member.id });
  await commit(w, { ops: setAdminOps(w.ledger, member, admin, w.now()), entry });
}

/** The owner hands the ledger to another admin: "Asha handed the group to Ben". */
export async function transferOwnership(w: LedgerWriter, to: Member): Promise<void> {
  const { ledgerEntry } = await logWording();
  const entry = ledgerEntry('owner-changed', to.displayName, { subject: to.id });
  await commit(w, { ops: transferOwnershipOps(w.ledger, to, w.now()), entry });
}

/**
 * Sets a member's UPI ID; '' removes it (stored as '', which reads as none). An update of that one field: a
 * member removed meanwhile is not brought back. The caller validates first.
 */
export async function saveUpiId(w: LedgerWriter, member: Member, upiId: string): Promise<void> {
  const { ledgerEntry, upiChange } = await logWording();
  const entry = ledgerEntry('upi-changed', member.displayName, {
    subject: member.id,
    changes: [upiChange(member, upiId)],
  });
  await commit(w, { ops: upiIdOps(w.ledgerId, member, upiId), entry });
}

/** A trip member's From and To dates (presence.ts); undefined removes one. The caller validates first. */
export async function saveMemberDates(w: LedgerWriter, member: Member, from?: number, to?: number): Promise<void> {
  const { ledgerEntry, datesChanges } = await logWording();
  const entry = ledgerEntry('dates-changed', member.displayName, {
    subject: member.id,
    changes: datesChanges(member, from, to),
  });
  await commit(w, { ops: memberDatesOps(w.ledgerId, member, from, to), entry });
}

/**
 * A temporary member's entries, balance and defaults move to an account member, who replaces them. Loaded
 * when used: linking is rare, and the first screen should not carry it.
 */
export async function linkMember(w: LedgerWriter, temp: Member, account: Member): Promise<LinkResult> {
  const [{ linkLogged }, { ledgerEntry, linkTitle }] = await Promise.all([import('./link-member'), logWording()]);
  return linkLogged(
    w,
    w.ledger,
    temp,
    account,
    ledgerEntry('member-linked', linkTitle(temp, account), { subject: account.id }),
  );
}
