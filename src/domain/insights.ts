// The Insights screen's figures: where a month's or a trip's money went, summed in thousandths so every
// total is the home summary's own (monthlySummary for a month, the Total Expenses card for a trip).
import { addDays, startOfDay } from 'date-fns';
import { computeBalances } from './balances';
import { fromMilli, toMilli } from './money';
import { monthlySummary } from './monthly-summary';
import { adjacentMonth } from './month-wise';
import { currentMonth, type YearMonth } from './months';
import type { Balance, Member, Transaction } from './types';

/** One bar of a chart: a category, tag, payment mode or day and the amount spent on it. */
export interface InsightSlice {
  label: string;
  amount: number;
}

/** An expense with no tag is counted under this label in the by-tag figures. */
export const NO_TAG = 'No tag';

/** One month's entries as read (LedgerRepository.fetchMonth). */
export interface MonthEntries extends YearMonth {
  transactions: Transaction[];
}

export interface MonthFlow extends YearMonth {
  /** Absent for a member, who is not shown income (SPEC §6). */
  income?: number;
  expenses: number;
}

export interface YearOnYearRow {
  category: string;
  thisYear: number;
  lastYear: number;
}

export interface MonthlyInsights {
  /** The chosen month's Total Expenses, exactly as the home summary and the month-wise page show it. */
  totalExpenses: number;
  /** The chosen month, largest first; refunds (negative expenses) lower their category. */
  byCategory: InsightSlice[];
  /** An expense counts once under each of its tags, so these may add up to more than the total. */
  byTag: InsightSlice[];
  byPaymentMode: InsightSlice[];
  /** The 12 months that end with the chosen one, oldest first. */
  flows: MonthFlow[];
  /** The chosen month against the same month a year before, per category, in byCategory's order. */
  yearOnYear: { rows: YearOnYearRow[]; thisYear: number; lastYear: number };
}

interface MonthlyInsightsInput {
  chosen: YearMonth;
  /** At least the 13 months from a year before `chosen` to `chosen`; a month not given counts as empty. */
  months: MonthEntries[];
  isAdmin: boolean;
  /** The payer a member is limited to (roles.onlyOwnEntries), undefined for an admin. */
  onlyFrom: string | undefined;
}

const key = ({ year, month }: YearMonth) => year * 12 + month - 1;

/** Largest first; ties by label so the order never depends on the input's. */
function slices(sums: Map<string, number>): InsightSlice[] {
  return [...sums]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([label, milli]) => ({ label, amount: fromMilli(milli) }));
}

const add = (sums: Map<string, number>, label: string, milli: number) =>
  sums.set(label, (sums.get(label) ?? 0) + milli);

/** The months `count` back from `chosen` (inclusive), oldest first: what the screen reads. */
export function monthsEndingAt(chosen: YearMonth, count: number): YearMonth[] {
  const out: YearMonth[] = [];
  let at = chosen;
  for (let i = 0; i < count; i++) {
    out.push(at);
    at = adjacentMonth(at, -1);
  }
  return out.reverse();
}

/** Entries sorted into the given months by their (local) date; entries in none of them are left out. */
export function byMonth(months: readonly YearMonth[], entries: readonly Transaction[]): MonthEntries[] {
  const buckets = new Map<number, Transaction[]>(months.map((m) => [key(m), []]));
  for (const t of entries) buckets.get(key(currentMonth(t.date)))?.push(t);
  return months.map((m) => ({ ...m, transactions: buckets.get(key(m)) ?? [] }));
}

/** The months monthlyInsights needs for `chosen`: the 12 of the flow chart and the same month last year. */
export const insightMonths = (chosen: YearMonth): YearMonth[] => monthsEndingAt(chosen, 13);

export function monthlyInsights({ chosen, months, isAdmin, onlyFrom }: MonthlyInsightsInput): MonthlyInsights {
  const visible = (list: Transaction[]) => (onlyFrom === undefined ? list : list.filter((t) => t.from === onlyFrom));
  const byMonth = new Map<number, Transaction[]>();
  for (const m of months) byMonth.set(key(m), visible(m.transactions));
  const entriesOf = (ym: YearMonth) => byMonth.get(key(ym)) ?? [];

  const flows: MonthFlow[] = monthsEndingAt(chosen, 12).map((ym) => {
    const s = monthlySummary({ transactions: entriesOf(ym), recurring: [], isAdmin });
    return isAdmin
      ? { ...ym, income: s.totalIncome ?? 0, expenses: s.totalExpenses }
      : { ...ym, expenses: s.totalExpenses };
  });

  const category = new Map<string, number>();
  const tag = new Map<string, number>();
  const mode = new Map<string, number>();
  const current = entriesOf(chosen);
  for (const t of current) {
    if (t.type !== 'expense') continue;
    const milli = toMilli(t.amount);
    add(category, t.category, milli);
    add(mode, t.paymentMode, milli);
    if (t.tags.length === 0) add(tag, NO_TAG, milli);
    else {
      const tags = t.tags;
      // A tag listed twice on one entry still counts the entry once.
      for (let i = 0; i < tags.length; i++) if (tags.indexOf(tags[i]!) === i) add(tag, tags[i]!, milli);
    }
  }

  const lastYearMonth = { year: chosen.year - 1, month: chosen.month };
  const lastYearCategory = new Map<string, number>();
  const previous = entriesOf(lastYearMonth);
  for (const t of previous) if (t.type === 'expense') add(lastYearCategory, t.category, toMilli(t.amount));
  const byCategory = slices(category);
  const rows: YearOnYearRow[] = byCategory.map(({ label, amount }) => ({
    category: label,
    thisYear: amount,
    lastYear: fromMilli(lastYearCategory.get(label) ?? 0),
  }));
  for (const { label, amount } of slices(lastYearCategory))
    if (!category.has(label)) rows.push({ category: label, thisYear: 0, lastYear: amount });

  return {
    totalExpenses: flows[flows.length - 1]!.expenses,
    byCategory,
    byTag: slices(tag),
    byPaymentMode: slices(mode),
    flows,
    yearOnYear: {
      rows,
      thisYear: flows[flows.length - 1]!.expenses,
      lastYear: monthlySummary({ transactions: previous, recurring: [], isAdmin }).totalExpenses,
    },
  };
}

export interface TripInsights {
  /** The Total Expenses card's figure: every expense, settlements left out. */
  totalExpenses: number;
  byCategory: InsightSlice[];
  /** The home's Balances table: what each person's share came to (spent) and what they paid. */
  people: Balance[];
  /**
   * Expenses per local calendar day from the first expense's day to the last's, days without any
   * included at 0; `label` is the day as yyyy-MM-dd and `date` its local midnight.
   */
  days: (InsightSlice & { date: number })[];
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayLabel = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A trip longer than this (a ledger used for years) gets its days line cut to the last this many days. */
export const MAX_TRIP_DAYS = 366;

export function tripInsights({
  transactions,
  members,
}: {
  transactions: Transaction[];
  members: Member[];
}): TripInsights {
  let total = 0;
  const category = new Map<string, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const t of transactions) {
    if (t.type !== 'expense') continue;
    const milli = toMilli(t.amount);
    total += milli;
    add(category, t.category, milli);
    if (t.date < first) first = t.date;
    if (t.date > last) last = t.date;
  }
  return {
    totalExpenses: fromMilli(total),
    byCategory: slices(category),
    people: computeBalances(transactions, members),
    days: first === Infinity ? [] : spendingByDay(transactions, first, last),
  };
}

/**
 * Local midnights from the first day to the last (date-fns, so a daylight-saving day is 23 or 25 hours),
 * then each expense found among them by binary search: a Date per day rather than per entry.
 */
function spendingByDay(transactions: Transaction[], first: number, last: number): TripInsights['days'] {
  const end = startOfDay(last);
  let at = startOfDay(first);
  if (end.getTime() - at.getTime() > MAX_TRIP_DAYS * 86_400_000) at = addDays(end, -(MAX_TRIP_DAYS - 1));
  const starts: number[] = [];
  const labels: string[] = [];
  for (; at.getTime() <= end.getTime(); at = addDays(at, 1)) {
    starts.push(at.getTime());
    labels.push(dayLabel(at));
  }
  const sums = new Array<number>(starts.length).fill(0);
  for (const t of transactions) {
    if (t.type !== 'expense' || t.date < starts[0]!) continue;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= t.date) lo = mid;
      else hi = mid - 1;
    }
    sums[lo]! += toMilli(t.amount);
  }
  return starts.map((date, i) => ({ label: labels[i]!, date, amount: fromMilli(sums[i]!) }));
}
