// Every document path of SPEC §7, written once. Each id must be one safe path segment: a member named
// 'x/transactions/y' would otherwise land at a nested path, and Firestore refuses '.', '..' and '__x__'.
// The check is the one every id gets (domain/schema/ids.ts), with the rules' bound of 128 characters.
import { isSafeId } from '../../domain/schema/ids';

/** Thrown for an id that cannot be one path segment; forms check names first, so this is a last guard. */
class UnsafeIdError extends Error {
  constructor(readonly id: string) {
    super(`"${id}" cannot be used as a name here: it is empty, too long, contains "/", or is reserved.`);
    this.name = 'UnsafeIdError';
  }
}

function seg(id: string): string {
  if (!isSafeId(id)) throw new UnsafeIdError(id);
  return id;
}

export const paths = {
  users: () => 'users',
  user: (id: string) => `users/${seg(id)}`,
  /** When this person last looked at each ledger (What's new): only they read or write it. */
  seenLedgers: (profileId: string) => `users/${seg(profileId)}/seen`,
  seenLedger: (profileId: string, ledgerId: string) => `users/${seg(profileId)}/seen/${seg(ledgerId)}`,
  ledgers: () => 'ledgers',
  ledger: (ledgerId: string) => `ledgers/${seg(ledgerId)}`,
  /** A deleted ledger's tombstone: its id can never be created again (see firestore.rules). */
  deletedLedger: (ledgerId: string) => `deletedLedgers/${seg(ledgerId)}`,
  members: (ledgerId: string) => `ledgers/${seg(ledgerId)}/members`,
  member: (ledgerId: string, memberId: string) => `ledgers/${seg(ledgerId)}/members/${seg(memberId)}`,
  transactions: (ledgerId: string) => `ledgers/${seg(ledgerId)}/transactions`,
  transaction: (ledgerId: string, id: string) => `ledgers/${seg(ledgerId)}/transactions/${seg(id)}`,
  /** The activity log: append-only entries (domain/activity.ts). */
  activity: (ledgerId: string) => `ledgers/${seg(ledgerId)}/activity`,
  activityEntry: (ledgerId: string, id: string) => `ledgers/${seg(ledgerId)}/activity/${seg(id)}`,
  /** A transaction's receipt (its description and thumbnail) and the parts its file is cut into. */
  receipts: (ledgerId: string) => `ledgers/${seg(ledgerId)}/receipts`,
  receipt: (ledgerId: string, transactionId: string) => `ledgers/${seg(ledgerId)}/receipts/${seg(transactionId)}`,
  receiptPart: (ledgerId: string, transactionId: string, part: number) =>
    `ledgers/${seg(ledgerId)}/receipts/${seg(transactionId)}/parts/${part}`,
  /** Invite links (domain/invites.ts): the code is the id, so only who holds the link can read one. */
  invites: (ledgerId: string) => `ledgers/${seg(ledgerId)}/invites`,
  invite: (ledgerId: string, code: string) => `ledgers/${seg(ledgerId)}/invites/${seg(code)}`,
  /** Who joined by which invite, and the temporary member they said they were (until an admin moves them). */
  joins: (ledgerId: string) => `ledgers/${seg(ledgerId)}/joins`,
  join: (ledgerId: string, uid: string) => `ledgers/${seg(ledgerId)}/joins/${seg(uid)}`,
  /** One per claimed temporary member: the first claim creates it, so a second one is refused. */
  claims: (ledgerId: string) => `ledgers/${seg(ledgerId)}/claims`,
  claim: (ledgerId: string, tempId: string) => `ledgers/${seg(ledgerId)}/claims/${seg(tempId)}`,
  /** Members an admin removed: no invite link lets them back; adding them by email does. */
  removedMembers: (ledgerId: string) => `ledgers/${seg(ledgerId)}/removed`,
  removedMember: (ledgerId: string, uid: string) => `ledgers/${seg(ledgerId)}/removed/${seg(uid)}`,
  settings: (ledgerId: string) => `ledgers/${seg(ledgerId)}/settings`,
  commonSettings: (ledgerId: string) => `ledgers/${seg(ledgerId)}/settings/common`,
  onetimeSettings: (ledgerId: string) => `ledgers/${seg(ledgerId)}/settings/onetime`,
  monthlySettings: (ledgerId: string) => `ledgers/${seg(ledgerId)}/settings/monthly`,
  recurringItems: (ledgerId: string) => `ledgers/${seg(ledgerId)}/settings/monthly/recurringTransactions`,
  recurringItem: (ledgerId: string, id: string) =>
    `ledgers/${seg(ledgerId)}/settings/monthly/recurringTransactions/${seg(id)}`,
};
