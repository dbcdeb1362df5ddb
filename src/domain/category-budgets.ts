// Category budgets of a monthly ledger: how much of each monthly limit is spent, and the warning when an
// expense crosses a threshold. Spending follows monthlySummary: expenses only (a refund, a negative expense,
// lowers it), never income or settlements. Sums are kept in thousandths, as everywhere in the domain.
import { formatMoney } from './currency';
import { AMOUNT_DECIMALS, isBudgetableCategory, MAX_AMOUNT, MAX_BUDGETS } from './limits';
import { amountValue, decimalPlaces, fromMilli, isAmountInput, toMilli } from './money';
import { daysInMonth, monthRange, type YearMonth } from './months';
import type { Draft, Transaction } from './types';
import { AMOUNT_DECIMALS_MESSAGE, AMOUNT_INVALID, AMOUNT_TOO_LARGE } from './validation';

export type BudgetLevel = 'ok' | 'near' | 'over';

export interface BudgetRow {
  category: string;
  limit: number;
  /** This month's expenses in the category, refunds taken off; may be below 0. */
  spent: number;
  /** limit - spent: below 0 once over. */
  remaining: number;
  /** spent / limit; Infinity for a limit of 0 with something spent, 0 when nothing is. */
  ratio: number;
  level: BudgetLevel;
  /** Days of the month still to come, today included; 0 once the month is over. */
  daysLeft: number;
}

/** 'near' from 80% of the limit: four fifths, compared in integers so 80% is exact. */
const NEAR_NUMERATOR = 4;
const NEAR_DENOMINATOR = 5;

export const BUDGET_NEGATIVE = 'Budget cannot be negative';
export const TOO_MANY_BUDGETS = `Budgets can be set for at most ${MAX_BUDGETS} categories`;
export const BUDGET_NAME_UNUSABLE = 'A budget cannot be set for a category with this name';

export const BUDGET_STATUS: Readonly<Record<BudgetLevel, string>> = Object.freeze({
  ok: 'On track',
  near: 'Near limit',
  over: 'Over budget',
});

/** A budget as typed: '' is no budget (null problem), else a non-negative amount in paise up to MAX_AMOUNT. */
export function validateBudget(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  if (t.startsWith('-')) return BUDGET_NEGATIVE;
  if (!isAmountInput(t, { signed: false }) || !/\d/.test(t)) return AMOUNT_INVALID;
  if (decimalPlaces(t) > AMOUNT_DECIMALS) return AMOUNT_DECIMALS_MESSAGE;
  return amountValue(t) <= MAX_AMOUNT ? null : AMOUNT_TOO_LARGE;
}

/**
 * The budgets map to save from the form's texts, one per category in `categories` order, or the problem
 * of each field that has one. Blank fields are left out: no budget.
 */
export function budgetsFromTexts(
  categories: readonly string[],
  texts: Readonly<Record<string, string>>,
): { budgets: Record<string, number>; errors: Record<string, string> } {
  const budgets: Record<string, number> = {};
  const errors: Record<string, string> = {};
  let count = 0;
  for (const category of categories) {
    const text = Object.hasOwn(texts, category) ? (texts[category] ?? '') : '';
    const problem = validateBudget(text);
    if (problem) {
      errors[category] = problem;
      continue;
    }
    if (!text.trim()) continue;
    if (!isBudgetableCategory(category)) {
      errors[category] = BUDGET_NAME_UNUSABLE;
      continue;
    }
    count += 1;
    if (count > MAX_BUDGETS) {
      errors[category] = TOO_MANY_BUDGETS;
      continue;
    }
    budgets[category] = amountValue(text.trim());
  }
  return { budgets, errors };
}

/** The form's text for a stored limit: '' for none. */
export function budgetText(budgets: Readonly<Record<string, number>> | undefined, category: string): string {
  return budgets && Object.hasOwn(budgets, category) ? String(budgets[category]) : '';
}

/** Expenses per category in the month, in thousandths; entries dated outside the month are left out. */
function spentByCategory(transactions: readonly Transaction[], { year, month }: YearMonth): Map<string, number> {
  const { start, end } = monthRange(year, month);
  const spent = new Map<string, number>();
  for (const t of transactions) {
    if (t.type !== 'expense' || t.date < start || t.date >= end) continue;
    spent.set(t.category, (spent.get(t.category) ?? 0) + toMilli(t.amount));
  }
  return spent;
}

function levelOf(spentMilli: number, limitMilli: number): BudgetLevel {
  if (spentMilli > limitMilli) return 'over';
  if (limitMilli > 0 && spentMilli * NEAR_DENOMINATOR >= limitMilli * NEAR_NUMERATOR) return 'near';
  return 'ok';
}

/** Days of the month from today to its last day, both counted; the whole month before it starts. */
export function daysLeftInMonth(year: number, month: number, now: number): number {
  const { start, end } = monthRange(year, month);
  if (now >= end) return 0;
  const days = daysInMonth(year, month);
  if (now < start) return days;
  return days - new Date(now).getDate() + 1;
}

function budgetEntries(budgets: Readonly<Record<string, number>>): [string, number][] {
  return Object.keys(budgets)
    .filter((c) => Object.hasOwn(budgets, c) && Number.isFinite(budgets[c]))
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((c) => [c, budgets[c] as number]);
}

/** One row per budgeted category, by name. */
export function budgetProgress(
  transactions: readonly Transaction[],
  budgets: Readonly<Record<string, number>>,
  { year, month, now }: YearMonth & { now: number },
): BudgetRow[] {
  const spentMap = spentByCategory(transactions, { year, month });
  const daysLeft = daysLeftInMonth(year, month, now);
  return budgetEntries(budgets).map(([category, limit]) => {
    const limitMilli = toMilli(limit);
    const spentMilli = spentMap.get(category) ?? 0;
    const ratio = limitMilli > 0 ? spentMilli / limitMilli : spentMilli > 0 ? Infinity : 0;
    return {
      category,
      limit: fromMilli(limitMilli),
      spent: fromMilli(spentMilli),
      remaining: fromMilli(limitMilli - spentMilli),
      ratio,
      level: levelOf(spentMilli, limitMilli),
      daysLeft,
    };
  });
}

/** Whole percent, rounded down so 79.9% never reads as 80%. */
export function budgetPercent(row: Pick<BudgetRow, 'spent' | 'limit'>): number {
  const limit = toMilli(row.limit);
  return limit > 0 ? Math.floor((toMilli(row.spent) * 100) / limit) : 0;
}

export function nearBudgetMessage(category: string, percent: number, limit: number, currency: string): string {
  return `${category} is at ${percent}% of its ${formatMoney(limit, currency)} budget`;
}

export function overBudgetMessage(category: string, limit: number, over: number, currency: string): string {
  return `${category} is over its ${formatMoney(limit, currency)} budget by ${formatMoney(over, currency)}`;
}

/**
 * The warning for a save that moved a category up a level: into 'over' from below, or into 'near' from
 * 'ok'. `before` and `after` are the month's entries without and with the save. Over beats near; among
 * equals the first category by name. Null when nothing crossed.
 */
export function crossingWarning(
  before: readonly Transaction[],
  after: readonly Transaction[],
  budgets: Readonly<Record<string, number>>,
  { year, month, currency = 'INR' }: YearMonth & { currency?: string },
): string | null {
  const was = spentByCategory(before, { year, month });
  const now = spentByCategory(after, { year, month });
  let near: string | null = null;
  for (const [category, limit] of budgetEntries(budgets)) {
    const limitMilli = toMilli(limit);
    const from = levelOf(was.get(category) ?? 0, limitMilli);
    const spentMilli = now.get(category) ?? 0;
    const to = levelOf(spentMilli, limitMilli);
    if (to === 'over' && from !== 'over') {
      return overBudgetMessage(category, fromMilli(limitMilli), fromMilli(spentMilli - limitMilli), currency);
    }
    if (to === 'near' && from === 'ok' && near === null) {
      near = nearBudgetMessage(
        category,
        budgetPercent({ spent: fromMilli(spentMilli), limit }),
        fromMilli(limitMilli),
        currency,
      );
    }
  }
  return near;
}

/**
 * The month's entries as they will be once `saved` is stored: an edit (`replaces`, the entry's id) takes
 * the place of what it edits, a new entry is added.
 */
export function withSaved(
  transactions: readonly Transaction[],
  saved: Draft<Transaction>,
  replaces?: string,
): Transaction[] {
  const id = replaces ?? saved.id ?? '';
  return [...transactions.filter((t) => replaces === undefined || t.id !== replaces), { ...saved, id }];
}

/** What a progress row says: '₹4,200 of ₹5,000 · ₹800 left · 9 days left'. */
export function budgetRowText(row: BudgetRow, currency: string): string {
  const money = (n: number) => formatMoney(n, currency);
  const left = row.remaining < 0 ? `${money(-row.remaining)} over` : `${money(row.remaining)} left`;
  const days = row.daysLeft === 0 ? 'month ended' : row.daysLeft === 1 ? '1 day left' : `${row.daysLeft} days left`;
  return `${money(row.spent)} of ${money(row.limit)} · ${left} · ${days}`;
}
