// "Add my share to…" (issue 20): a person's share of a trip as expenses in one of their monthly ledgers,
// one per trip (or one per trip category), under ids derived from what they stand for, so doing it again
// rewrites the same documents instead of adding more.
import { computeBalances } from './balances';
import { convert, minorUnits } from './currency';
import { myShareId } from './derived-id';
import { MAX_DESCRIPTION, MAX_LABEL, MAX_NAME } from './limits';
import { fromMilli } from './money';
import { isSettledEntry } from './transaction-changes';
import type { Transaction, TripLink } from './types';

export { myShareId };

/** What a share of a trip's expenses without a category is called (as the entry forms call them). */
export const NO_CATEGORY = 'No category';

/** One expense to add: the whole share (`category` null) or the share of one trip category. */
export interface SharePart {
  category: string | null;
  /** In the trip's currency, rounded to its minor units. */
  amount: number;
}

/**
 * THE RULE. My share of a trip is my share of its EXPENSES: for each expense, computeBalances' `spent` for
 * me (my split lines, plus my part of whatever the lines leave unallocated when I paid, several payers
 * included). Settlements are left out: they are money moving between people, not spending, though
 * computeBalances counts them in `spent` so that nets balance. Income is ignored, as there.
 * By category: the same, over the expenses of each category; since `spent` is a sum over entries in
 * whole thousandths, the categories add up exactly to the whole.
 * Returns thousandths per category, in the order the categories first appear.
 */
export function myShareMilliByCategory(transactions: readonly Transaction[], userId: string): Map<string, number> {
  const byCategory = new Map<string, Transaction[]>();
  for (const t of transactions) {
    if (t.type !== 'expense') continue;
    const list = byCategory.get(t.category);
    if (list) list.push(t);
    else byCategory.set(t.category, [t]);
  }
  const shares = new Map<string, number>();
  for (const [category, expenses] of byCategory) {
    const mine = computeBalances(expenses, []).find((b) => b.userId === userId);
    shares.set(category, mine ? Math.round(mine.spent * 1000) : 0);
  }
  return shares;
}

/** Thousandths per minor unit of the currency: INR 10, JPY 1000, KWD 1. */
function unitMilli(currency: string): number {
  return 10 ** Math.max(0, 3 - minorUnits(currency));
}

/** Half away from zero, to whole `unit`s (thousandths in, thousandths out). */
function roundToUnit(milli: number, unit: number): number {
  const r = Math.floor((Math.abs(milli) + unit / 2) / unit) * unit;
  return milli < 0 ? -r : r;
}

/**
 * My share, as what is added: the whole share rounded once to the trip currency's minor units; or, per
 * category, the parts apportioned by largest remainder (ties: the category seen first) so that they add up
 * to exactly that rounded whole. Parts that come to 0 are left out; so is a whole share of 0.
 */
export function myShareParts(
  transactions: readonly Transaction[],
  userId: string,
  currency: string,
  perCategory: boolean,
): SharePart[] {
  const milli = myShareMilliByCategory(transactions, userId);
  const unit = unitMilli(currency);
  let total = 0;
  for (const m of milli.values()) total += m;
  const rounded = roundToUnit(total, unit);
  if (!perCategory) return rounded > 0 ? [{ category: null, amount: fromMilli(rounded) }] : [];
  const entries = [...milli.entries()].map(([category, m], order) => {
    const floor = Math.floor(m / unit) * unit;
    return { category, order, floor, remainder: m - floor };
  });
  let extra = Math.round((rounded - entries.reduce((sum, e) => sum + e.floor, 0)) / unit);
  for (const e of [...entries].sort((a, b) => b.remainder - a.remainder || a.order - b.order)) {
    if (extra <= 0) break;
    e.floor += unit;
    extra -= 1;
  }
  return entries.filter((e) => e.floor > 0).map((e) => ({ category: e.category, amount: fromMilli(e.floor) }));
}

/** When the share is dated: the day of the trip's latest expense (the month the money went), else today. */
export function shareDate(transactions: readonly Transaction[], now: number): number {
  let latest = -Infinity;
  for (const t of transactions) if (t.type === 'expense' && t.date > latest) latest = t.date;
  return Number.isFinite(latest) ? latest : now;
}

export interface ShareRequest {
  trip: { id: string; name: string; currency: string };
  target: { currency: string };
  /**
   * The monthly ledger's category for the whole share, and for the trip's expenses with no category when
   * per category; the others keep the trip's categories.
   */
  category: string;
  userId: string;
  parts: readonly SharePart[];
  /** Target currency per 1 unit of the trip's; needed when the currencies differ. */
  rate?: number;
  date: number;
  now: number;
}

export type ShareEntry = Omit<Transaction, 'id'> & { id: string };

/**
 * The monthly expenses for a share: from and owned by the person (SPEC §6: a member adds only their own),
 * linked to the trip. In another currency each is a foreign expense: the part as paid, the rate, and the
 * amount converted (each part converted on its own, so per-category amounts may differ from the whole
 * converted by a minor unit). Parts that convert to 0 are left out.
 */
export async function buildShareEntries(request: ShareRequest): Promise<ShareEntry[]> {
  const { trip, target, userId, rate, date, now } = request;
  const foreign = trip.currency !== target.currency;
  if (foreign && !(rate && rate > 0)) throw new Error('An exchange rate is needed.');
  const name = trip.name.slice(0, MAX_NAME);
  const entries: ShareEntry[] = [];
  for (const part of request.parts) {
    const amount = foreign ? convert(part.amount, rate!, target.currency) : part.amount;
    if (amount <= 0) continue;
    const fromTrip: TripLink = { ledgerId: trip.id, name };
    // The trip's expenses with no category go under the category chosen for the whole share.
    const tripCategory = part.category?.trim() ? part.category.slice(0, MAX_LABEL) : null;
    if (tripCategory !== null) fromTrip.category = tripCategory;
    const label = part.category === null ? null : (tripCategory ?? NO_CATEGORY);
    const entry: ShareEntry = {
      id: await myShareId(trip.id, userId, part.category),
      description: (label === null ? name : `${name}: ${label}`).slice(0, MAX_DESCRIPTION),
      amount,
      category: (tripCategory ?? request.category).slice(0, MAX_LABEL),
      tags: [],
      type: 'expense',
      owner: userId,
      date,
      createdAt: now,
      updatedAt: now,
      comments: '',
      from: userId,
      paymentMode: 'Other',
      fromTrip,
    };
    if (foreign)
      Object.assign(entry, { originalAmount: part.amount, originalCurrency: trip.currency, exchangeRate: rate });
    entries.push(entry);
  }
  return entries;
}

/** A share already added was settled in the monthly ledger since: changing or removing it would undo that. */
export class ShareSettledError extends Error {
  constructor(ledgerName: string) {
    super(
      `Your share already in ${ledgerName} has been settled there, so it cannot change. An admin can delete that settlement first.`,
    );
    this.name = 'ShareSettledError';
  }
}

export interface ShareWrites {
  sets: ShareEntry[];
  deletes: string[];
  /** The share had been added before: the toast says Updated. */
  updated: boolean;
}

/**
 * How the share's documents change, given the person's documents already linked to this trip in the
 * monthly ledger: each entry is written whole under its id (an existing one keeps its createdAt and
 * settled state, which the person cannot change), and a linked document no entry replaces goes (switching
 * between one expense and one per category, or a category with no share left). A settled one is left as
 * it is when its amount would not change; otherwise ShareSettledError, and nothing is written.
 */
export function planShareWrites(
  existing: readonly Transaction[],
  entries: readonly ShareEntry[],
  ledgerName: string,
): ShareWrites {
  const byId = new Map(existing.map((t) => [t.id, t]));
  const sets: ShareEntry[] = [];
  for (const entry of entries) {
    const before = byId.get(entry.id);
    if (!before) {
      sets.push(entry);
      continue;
    }
    byId.delete(entry.id);
    if (isSettledEntry(before)) {
      if (before.amount === entry.amount) continue;
      throw new ShareSettledError(ledgerName);
    }
    const kept: ShareEntry = { ...entry, createdAt: before.createdAt };
    if (before.isSettled !== undefined) kept.isSettled = before.isSettled;
    sets.push(kept);
  }
  const deletes = [...byId.values()].map((t) => {
    if (isSettledEntry(t)) throw new ShareSettledError(ledgerName);
    return t.id;
  });
  return { sets, deletes, updated: existing.length > 0 };
}
