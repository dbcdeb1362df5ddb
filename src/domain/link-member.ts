// Linking a temporary member to a real account (after an import, say): every place that names the
// temporary member names the account instead, so their entries and balance move over and nobody else's
// balance changes. Pure: the data layer reads the documents, writes the plan in one batch.
import { fromMilli, toMilli } from './money';
import { hasSeveralPayers, mainPayer } from './payers';
import type {
  Member,
  MonthlySettings,
  OnetimeSettings,
  Payer,
  RecurringItem,
  SplitInfo,
  SplitLine,
  Transaction,
} from './types';

interface LinkMemberInput {
  temp: Member;
  /** Already a member of the ledger. */
  account: Member;
  /** The ledger's members, for the names that break a tie for main payer. */
  members: readonly Member[];
  transactions: readonly Transaction[];
  recurring: readonly RecurringItem[];
  monthly?: MonthlySettings | null;
  onetime?: OnetimeSettings | null;
}

/** The fields of `from`, `payers` and `splitInfo` an entry gets, whole, over what is stored. */
type LinkedFields = Partial<Pick<Transaction, 'from' | 'payers' | 'splitInfo'>>;

export interface LinkedTransaction {
  id: string;
  changes: LinkedFields;
  /**
   * Only the account paid now: the `payers` list must go (an entry keeps one only when 2 or more people
   * paid), which a field update cannot do, so the entry is written whole.
   */
  dropsPayers: boolean;
  /** The entry as it will read. */
  after: Transaction;
}

export interface LinkMemberPlan {
  transactions: LinkedTransaction[];
  recurring: { id: string; from: string }[];
  /** The new monthly default payer, or null when the temporary member was not it. */
  monthly: Pick<MonthlySettings, 'paidBy'> | null;
  /** Both split-default maps, whole, or null when neither names the temporary member. */
  onetime: Pick<OnetimeSettings, 'shares' | 'percentages'> | null;
  /** The member document to delete: the temporary member's. */
  removeMemberId: string;
}

const addMilli = (a: number, b: number) => fromMilli(toMilli(a) + toMilli(b));

/**
 * Payers with the temporary one renamed; when both paid, one payer with both amounts, where the account
 * was listed (or where the temporary member was, if the account came later).
 */
function mergePayers(payers: readonly Payer[], tempId: string, accountId: string): Payer[] {
  const out: Payer[] = [];
  for (const p of payers) {
    const userId = p.userId === tempId ? accountId : p.userId;
    const same = userId === accountId ? out.find((q) => q.userId === accountId) : undefined;
    if (same) same.amount = addMilli(same.amount, p.amount);
    else out.push({ userId, amount: p.amount });
  }
  return out;
}

/**
 * Split lines with the temporary member renamed. When the account already had a line the two become one:
 * amounts add, and so do the inputs (shares, percents, custom amounts). An Equal split whose lines merge
 * becomes Shares (the account holds 2 shares, everyone else 1): stored amounts stay as they are, and
 * editing the entry later splits it the same way instead of quietly giving the account one part.
 */
function mergeSplit(info: SplitInfo, tempId: string, accountId: string): SplitInfo {
  const details: SplitLine[] = [];
  let merged = false;
  for (const line of info.details) {
    const userId = line.userId === tempId ? accountId : line.userId;
    const same = userId === accountId ? details.find((d) => d.userId === accountId) : undefined;
    if (same) {
      merged = true;
      same.amount = addMilli(same.amount, line.amount);
      if (info.method !== 'No Split') same.split = addMilli(same.split, line.split);
    } else details.push({ userId, amount: line.amount, split: line.split });
  }
  return { method: merged && info.method === 'Equal' ? 'Shares' : info.method, details };
}

function linkTransaction(
  t: Transaction,
  tempId: string,
  accountId: string,
  nameOf: (id: string) => string,
): LinkedTransaction | null {
  const names = (id: string) => id === tempId;
  const inPayers = t.payers?.some((p) => names(p.userId)) ?? false;
  const inSplit = t.splitInfo?.details.some((d) => names(d.userId)) ?? false;
  if (!names(t.from) && !inPayers && !inSplit) return null;

  const changes: LinkedFields = {};
  const after: Transaction = { ...t };
  let dropsPayers = false;
  if (inPayers && hasSeveralPayers(t)) {
    const payers = mergePayers(t.payers, tempId, accountId);
    if (payers.length >= 2) {
      changes.payers = payers;
      // `from` is the main payer: who paid most may have changed now that two amounts are one.
      changes.from = mainPayer(payers, nameOf);
      after.payers = payers;
    } else {
      dropsPayers = true;
      changes.from = accountId;
      delete after.payers;
    }
  } else if (inPayers && t.payers) {
    // A stored list of fewer than 2 is ignored by every reader; it is renamed all the same.
    changes.payers = t.payers.map((p) => (names(p.userId) ? { ...p, userId: accountId } : p));
    after.payers = changes.payers;
  }
  if (changes.from === undefined && names(t.from)) changes.from = accountId;
  if (changes.from !== undefined) after.from = changes.from;
  if (inSplit && t.splitInfo) {
    changes.splitInfo = mergeSplit(t.splitInfo, tempId, accountId);
    after.splitInfo = changes.splitInfo;
  }
  return { id: t.id, changes, dropsPayers, after };
}

/** A split-default map with the temporary member's key moved to the account (added to theirs, if any). */
function mergeMap(map: Record<string, number>, tempId: string, accountId: string): Record<string, number> {
  const out = new Map<string, number>();
  for (const [key, value] of Object.entries(map)) {
    const id = key === tempId ? accountId : key;
    const before = out.get(id);
    out.set(id, before === undefined ? value : addMilli(before, value));
  }
  return Object.fromEntries(out);
}

export class LinkSelfError extends Error {
  constructor(name: string) {
    super(`${name} cannot be linked to themselves.`);
    this.name = 'LinkSelfError';
  }
}

/**
 * Every document change that makes `account` stand where `temp` stood: each entry's payer, payers and
 * split lines, each recurring item's payer, the monthly paid-by default and the one-time split defaults;
 * then the temporary member goes. Entry owners are left alone: they record who wrote an entry, and a
 * temporary member never writes one. Balances stay as they were, with the temporary member's added to
 * the account's. One exception, below display precision: in an entry several people paid, a merged
 * line or payer is shared over the payers in one piece instead of two (payers.ts's shareOverPayers), which
 * can move a thousandth per split line between its payers.
 */
export function linkMemberPlan(input: LinkMemberInput): LinkMemberPlan {
  const { temp, account } = input;
  const tempId = temp.userId;
  const accountId = account.userId;
  if (tempId === accountId) throw new LinkSelfError(temp.displayName);
  const names = new Map<string, string>();
  for (const m of input.members) if (m.userId !== tempId) names.set(m.userId, m.displayName);
  names.set(accountId, account.displayName);
  const nameOf = (id: string) => names.get(id) ?? id;

  const transactions: LinkedTransaction[] = [];
  for (const t of input.transactions) {
    const linked = linkTransaction(t, tempId, accountId, nameOf);
    if (linked) transactions.push(linked);
  }
  const recurring = input.recurring.filter((r) => r.from === tempId).map((r) => ({ id: r.id, from: accountId }));
  const monthly = input.monthly?.paidBy === tempId ? { paidBy: accountId } : null;
  const { onetime: settings } = input;
  const onetime =
    settings && (Object.hasOwn(settings.shares, tempId) || Object.hasOwn(settings.percentages, tempId))
      ? {
          shares: mergeMap(settings.shares, tempId, accountId),
          percentages: mergeMap(settings.percentages, tempId, accountId),
        }
      : null;
  return { transactions, recurring, monthly, onetime, removeMemberId: temp.id };
}

/** How many entries name the temporary member (what the link dialog says will move). */
export function entriesNaming(tempId: string, transactions: readonly Transaction[]): number {
  return transactions.filter(
    (t) =>
      t.from === tempId ||
      (t.payers?.some((p) => p.userId === tempId) ?? false) ||
      (t.splitInfo?.details.some((d) => d.userId === tempId) ?? false),
  ).length;
}
