// What Share summary says: a trip's name, dates, total, each person's spent and paid, and who pays whom, as
// figures written in the trip's currency and as plain text. Loaded with the summary image, on the press.
import { formatMoney } from './currency';
import type { NameOf } from './member-names';
import { fromMilli, toMilli } from './money';
import { formatDayRange } from './months';
import type { Balance, Transaction, Transfer } from './types';

/** A trip's summary as the image and the text print it: every figure already written in the trip's currency. */
export interface SummaryTexts {
  title: string;
  /** '12–18 Mar 2025': the first and last expense's days; null before the first expense. */
  dates: string | null;
  total: string;
  people: { name: string; spent: string; paid: string }[];
  /** Who pays whom: 'Tara pays Asha' and the amount. Empty when everyone is settled up. */
  payments: { who: string; amount: string }[];
}

export interface TripSummaryInput {
  ledgerName: string;
  currency: string;
  transactions: readonly Transaction[];
  /** Spent and paid per person, as the Balances table shows them. */
  balances: readonly Balance[];
  /** The settle-up list as shown (simplified or not). */
  transfers: readonly Transfer[];
  nameOf: NameOf;
}

export function summaryTexts(input: TripSummaryInput): SummaryTexts {
  const { currency, nameOf } = input;
  const money = (amount: number) => formatMoney(amount, currency);
  let totalMilli = 0;
  let first = Infinity;
  let last = -Infinity;
  for (const t of input.transactions) {
    if (t.type !== 'expense') continue;
    totalMilli += toMilli(t.amount);
    first = Math.min(first, t.date);
    last = Math.max(last, t.date);
  }
  return {
    title: input.ledgerName,
    dates: first <= last ? formatDayRange(first, last) : null,
    total: money(fromMilli(totalMilli)),
    people: input.balances.map((b) => ({ name: b.displayName, spent: money(b.spent), paid: money(b.paid) })),
    payments: input.transfers.map((t) => ({ who: `${nameOf(t.from)} pays ${nameOf(t.to)}`, amount: money(t.amount) })),
  };
}

export const SETTLED_UP = 'Everyone is settled up.';
export const SPENT_AND_PAID = 'Spent and paid';
export const WHO_PAYS_WHOM = 'Who pays whom';
export const TOTAL_EXPENSES = 'Total Expenses';

/** The summary as plain text, for chats that take no image. */
export function summaryText(s: SummaryTexts): string {
  const lines = [s.title];
  if (s.dates) lines.push(s.dates);
  lines.push(`${TOTAL_EXPENSES}: ${s.total}`, '', `${SPENT_AND_PAID}:`);
  for (const p of s.people) lines.push(`${p.name}: spent ${p.spent}, paid ${p.paid}`);
  lines.push('', `${WHO_PAYS_WHOM}:`);
  if (s.payments.length === 0) lines.push(SETTLED_UP);
  for (const p of s.payments) lines.push(`${p.who} ${p.amount}`);
  return lines.join('\n');
}

/** The image's file name: the trip's name, less what file systems refuse, then ' summary.png'. */
export function summaryFileName(ledgerName: string): string {
  const safe = ledgerName
    // eslint-disable-next-line no-control-regex -- control characters are among what file systems refuse
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Trip'} summary.png`;
}
