// Where the signed-in person stands in each ledger, as Switch group shows it under each row (issue 32): in a
// trip what they owe or are owed, in a monthly ledger this month's spending; and the total across trips in
// each currency. The figures are the home's own, so the list never disagrees with the ledger it opens.
import { owedByPerson, pairwiseDebts, computeBalances } from './balances';
import { DEFAULT_CURRENCY, formatMoney } from './currency';
import { monthlySummary } from './monthly-summary';
import { settlePaise } from './settle-plan';
import type { Member, Transaction } from './types';

export type Position =
  /** `paise`: hundredths of the trip's currency; negative when this person owes. */
  | { kind: 'trip'; currency: string; paise: number }
  /** `own`: a monthly member reads only his own entries (SPEC §6), so the figure is his spending alone. */
  | { kind: 'monthly'; currency: string; spent: number; own: boolean };

/**
 * What this person owes (negative) or is owed in a trip, in whole paise: the home's "You owe" figure
 * (balances.ts owedByPerson of the settle-up list). With Simplify debts on that list clears settlePaise
 * exactly, so its figure is taken straight from settlePaise, without planning the transfers.
 */
export function tripPaise(transactions: Transaction[], members: Member[], userId: string, simplify: boolean): number {
  if (!simplify) return owedByPerson(pairwiseDebts(transactions, members)).get(userId) ?? 0;
  return settlePaise(computeBalances(transactions, members)).find((p) => p.userId === userId)?.paise ?? 0;
}

/** This month's spending: the monthly home's Total Expenses for the same entries. */
export function monthSpent(transactions: Transaction[]): number {
  return monthlySummary({ transactions, recurring: [], isAdmin: false }).totalExpenses;
}

/** "You owe ₹X", "You are owed ₹Y" or "Settled", for a figure in whole paise. */
export function owedText(paise: number, currency: string): string {
  if (paise < 0) return `You owe ${formatMoney(-paise / 100, currency)}`;
  if (paise > 0) return `You are owed ${formatMoney(paise / 100, currency)}`;
  return 'Settled';
}

/** The line under a ledger's name on Switch group. */
export function positionText(position: Position): string {
  if (position.kind === 'trip') return owedText(position.paise, position.currency);
  const amount = formatMoney(position.spent, position.currency);
  return position.own ? `You spent ${amount} this month` : `Spent this month: ${amount}`;
}

export interface CurrencyTotal {
  currency: string;
  paise: number;
}

/** Trips' figures added up per currency: rupees first, then the others by code. Monthly ledgers do not count. */
export function totalsAcrossTrips(positions: readonly Position[]): CurrencyTotal[] {
  const sums = new Map<string, number>();
  for (const p of positions) if (p.kind === 'trip') sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.paise);
  const rank = (code: string) => (code === DEFAULT_CURRENCY ? '' : code);
  return [...sums]
    .map(([currency, paise]) => ({ currency, paise }))
    .sort((a, b) => (rank(a.currency) < rank(b.currency) ? -1 : 1));
}

/** One line per currency; with several, a settled one names its currency ("Settled in USD"). */
export function totalTexts(totals: readonly CurrencyTotal[]): string[] {
  return totals.map(({ currency, paise }) =>
    paise === 0 && totals.length > 1 ? `Settled in ${currency}` : owedText(paise, currency),
  );
}
