// The month-wise page's figures and its previous/next month steps (SPEC §2, §5, §6).
import { monthlySummary } from './monthly-summary';
import { monthWiseYears, type YearMonth } from './months';
import type { MonthlySummary, Transaction } from './types';

/** The month before (-1) or after (+1), across year ends. */
export function adjacentMonth({ year, month }: YearMonth, step: -1 | 1): YearMonth {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * Whether stepping lands on a month the pickers offer. They offer every month of the years from the current
 * one down to 2024, future months of this year included, so the steps stop at January 2024 and at December
 * of this year, and no further.
 */
export function canStepMonth(from: YearMonth, step: -1 | 1, now: number): boolean {
  return monthWiseYears(now).includes(adjacentMonth(from, step).year);
}

interface MonthWiseTotalsInput {
  /** The month's entries as read; a member's are narrowed to his own here too (SPEC §6). */
  transactions: Transaction[];
  isAdmin: boolean;
  /** The payer a member is limited to (roles.onlyOwnEntries), undefined for an admin. */
  onlyFrom: string | undefined;
}

interface MonthWiseTotals {
  /** What the list shows and the totals add up. */
  entries: Transaction[];
  /**
   * Total Income, Total Expenses and Balance from the home summary's own sums, so both screens agree to the
   * paisa; the income and balance are absent for a member. The rows about recurring items and settling are
   * about the running month, so the month-wise page leaves them out.
   */
  summary: MonthlySummary;
}

export function monthWiseTotals({ transactions, isAdmin, onlyFrom }: MonthWiseTotalsInput): MonthWiseTotals {
  const entries = onlyFrom === undefined ? transactions : transactions.filter((t) => t.from === onlyFrom);
  const { totalIncome, totalExpenses, balance } = monthlySummary({ transactions: entries, recurring: [], isAdmin });
  const summary: MonthlySummary = isAdmin
    ? { totalIncome, totalExpenses, balance, settlements: [] }
    : { totalExpenses, settlements: [] };
  return { entries, summary };
}
