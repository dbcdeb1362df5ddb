// "Why?" for one person's balance: each expense and settlement that moved it, oldest first, with the
// balance after each, ending on exactly the net that computeBalances shows.
import { fromMilli, toMilli } from './money';
import type { Transaction } from './types';

export interface BreakdownRow {
  transactionId: string;
  date: number;
  description: string;
  type: 'expense' | 'settlement';
  /** What the person paid: the whole amount when they paid it, else 0. */
  paid: number;
  /** Their part of it: their split lines, plus any part the lines leave unallocated when they paid. */
  share: number;
  /** paid − share: what this transaction added to their balance. */
  net: number;
  /** Their balance after this transaction. */
  runningNet: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const oldestFirst = (a: Transaction, b: Transaction) =>
  a.date - b.date || a.createdAt - b.createdAt || compareText(a.id, b.id);

/**
 * The transactions that touch `userId` (paid by them, or with a split line for them), oldest first by
 * date, then creation time, then id; income is left out, as in computeBalances. Figures are in rupees
 * to 3 decimals. Money is added up in whole thousandths the way computeBalances does it, so the last
 * row's runningNet is exactly that person's net, whatever order the transactions came in.
 */
export function balanceBreakdown(transactions: Transaction[], userId: string): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  let running = 0;
  for (const t of [...transactions].sort(oldestFirst)) {
    if (t.type === 'income') continue;
    const details = t.splitInfo?.details ?? [];
    const payer = t.from === userId;
    if (!payer && !details.some((line) => line.userId === userId)) continue;
    const amount = toMilli(t.amount);
    let allocated = 0;
    let share = 0;
    for (const line of details) {
      // Split lines are stored at thousandths, so this is computeBalances' exact rounding.
      const part = Math.round(line.amount * 1000);
      allocated += part;
      if (line.userId === userId) share += part;
    }
    const paid = payer ? amount : 0;
    if (payer) share += amount - allocated;
    running += paid - share;
    rows.push({
      transactionId: t.id,
      date: t.date,
      description: t.description,
      type: t.type,
      paid: fromMilli(paid),
      share: fromMilli(share),
      net: fromMilli(paid - share),
      runningNet: fromMilli(running),
    });
  }
  return rows;
}
