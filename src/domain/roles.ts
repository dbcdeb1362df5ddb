// Per-ledger roles and what each role may see and do (SPEC §6).
import type { Ledger, Member } from './types';

type LedgerRole = 'owner' | 'admin' | 'member';

/** The owner counts even if missing from admins/contributors, because SPEC makes the creator all three. */
export function roleOf(ledger: Ledger | null, userId: string): LedgerRole | null {
  if (!ledger || !userId) return null;
  if (ledger.owner === userId) return 'owner';
  if (ledger.admins.includes(userId)) return 'admin';
  if (ledger.contributors.includes(userId)) return 'member';
  return null;
}

export function isAdmin(ledger: Ledger | null, userId: string): boolean {
  const role = roleOf(ledger, userId);
  return role === 'owner' || role === 'admin';
}

/** Temporary members have no account, so they never appear in contributors. */
export function isTemporaryMember(ledger: Pick<Ledger, 'owner' | 'contributors'>, member: Member): boolean {
  return ledger.owner !== member.userId && !ledger.contributors.includes(member.userId);
}

export function roleLabel(ledger: Ledger, member: Member): 'Admin' | 'Member' | 'Temporary member' {
  if (isAdmin(ledger, member.userId)) return 'Admin';
  if (isTemporaryMember(ledger, member)) return 'Temporary member';
  return 'Member';
}

interface MenuItems {
  allTransactions: boolean;
  recurring: boolean;
  members: boolean;
  categories: boolean;
  tags: boolean;
  settings: boolean;
}

export function menuFor(ledger: Ledger | null, userId: string): MenuItems {
  const admin = isAdmin(ledger, userId);
  const monthlyAdmin = admin && ledger?.type === 'monthly';
  return {
    allTransactions: monthlyAdmin,
    recurring: monthlyAdmin,
    members: admin,
    categories: admin,
    tags: admin,
    settings: admin,
  };
}

interface MonthlyVisibility {
  totalIncome: boolean;
  totalExpenses: boolean;
  balance: boolean;
  incomeYetToReceive: boolean;
  expensesYetToSpend: boolean;
  yetToSettle: boolean;
  addIncome: boolean;
  paidBySelector: boolean;
  /** Members only see their own transactions (from === their userId). */
  ownTransactionsOnly: boolean;
}

/** SPEC §6 lists what only admins see; everything else in the month summary (Total Expenses) is for all. */
export function monthlyVisibility(ledger: Ledger | null, userId: string): MonthlyVisibility {
  const admin = isAdmin(ledger, userId);
  return {
    totalIncome: admin,
    totalExpenses: roleOf(ledger, userId) !== null,
    balance: admin,
    incomeYetToReceive: admin,
    expensesYetToSpend: admin,
    yetToSettle: admin,
    addIncome: admin,
    paidBySelector: admin,
    ownTransactionsOnly: !admin,
  };
}

export function payerFor(ledger: Ledger | null, userId: string, chosen: string): string {
  return isAdmin(ledger, userId) ? chosen : userId;
}

/** Only admins remove, and never themselves or another admin (the owner is an admin). */
export function canRemoveMember(ledger: Ledger | null, actorId: string, member: Member): boolean {
  if (!ledger || !isAdmin(ledger, actorId)) return false;
  if (member.userId === actorId) return false;
  return !isAdmin(ledger, member.userId);
}

/** Whom the owner may hand the ledger to: its other admins (firestore.rules isLedgerUpdate). */
export function ownershipCandidates(ledger: Ledger | null, actorId: string, members: readonly Member[]): Member[] {
  if (!ledger || ledger.owner !== actorId) return [];
  return members.filter((m) => m.userId !== actorId && ledger.admins.includes(m.userId));
}

/** Temporary members cannot be admins: they cannot sign in. */
export function canToggleAdmin(ledger: Ledger | null, actorId: string, member: Member): boolean {
  if (!ledger || !isAdmin(ledger, actorId)) return false;
  if (member.userId === actorId || member.userId === ledger.owner) return false;
  return !isTemporaryMember(ledger, member);
}

/**
 * SPEC §6: in a monthly ledger a member who is not an admin reads only the entries he paid. The payer to
 * filter by, or undefined when the reader may read everything. The live list, the month-wise page, the
 * export and the cloud's rules all follow this one rule.
 */
export function onlyOwnEntries(reader: { monthly: boolean; admin: boolean }, userId: string): string | undefined {
  return reader.monthly && !reader.admin ? userId : undefined;
}
