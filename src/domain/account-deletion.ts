// Delete my account: what happens to each ledger the person is in. Only they can open a ledger of which
// they are the only account: it is deleted. From any other they leave; from one they own they hand it to
// someone first, an admin or a member made admin, so the group is never left without an owner.
import type { Ledger } from './types';

export type LedgerFate =
  | { kind: 'delete'; ledger: Ledger }
  | { kind: 'leave'; ledger: Ledger }
  /** Owned and shared: `candidates` are the other accounts, admins first (the usual choice). */
  | { kind: 'hand-over'; ledger: Ledger; candidates: string[] };

export function ledgerFates(ledgers: readonly Ledger[], uid: string): LedgerFate[] {
  return ledgers.map((ledger): LedgerFate => {
    const others = ledger.contributors.filter((id) => id !== uid);
    if (others.length === 0) return { kind: 'delete', ledger };
    if (ledger.owner !== uid) return { kind: 'leave', ledger };
    const admins = others.filter((id) => ledger.admins.includes(id));
    return { kind: 'hand-over', ledger, candidates: [...admins, ...others.filter((id) => !admins.includes(id))] };
  });
}

export const EMAIL_MISMATCH = 'Type your email exactly as shown above.';
export const NEW_OWNER_REQUIRED = 'Choose who looks after this group.';

/** Emails are case-insensitive for people; spaces around a pasted address are not part of it. */
export function emailConfirmed(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';
}

/**
 * The ledger ids still waiting for a new owner: each must name one of its candidates. An empty list means
 * every owned group has someone to take it.
 */
export function ownersMissing(fates: readonly LedgerFate[], chosen: Readonly<Record<string, string>>): string[] {
  return fates
    .filter((f) => f.kind === 'hand-over' && !f.candidates.includes(chosen[f.ledger.id] ?? ''))
    .map((f) => f.ledger.id);
}

/**
 * The ledger as it is once this person has left: out of contributors and admins, and when they owned it, owned
 * by `newOwner`, who becomes an admin if not one already (firestore.rules isLeave).
 */
export function ledgerAfterLeaving(
  ledger: Ledger,
  uid: string,
  newOwner?: string,
): Pick<Ledger, 'contributors' | 'admins' | 'owner'> {
  const contributors = ledger.contributors.filter((id) => id !== uid);
  const admins = ledger.admins.filter((id) => id !== uid);
  if (ledger.owner !== uid) return { contributors, admins, owner: ledger.owner };
  if (!newOwner || newOwner === uid || !contributors.includes(newOwner)) {
    throw new Error('A group you own needs a new owner among its members.');
  }
  return { contributors, admins: admins.includes(newOwner) ? admins : [...admins, newOwner], owner: newOwner };
}
