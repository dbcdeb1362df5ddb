// "Why?" for one person's balance: each expense and settlement that moved it, oldest first, with the
// balance after each, ending on exactly the net that computeBalances shows.
import { fromMilli, toMilli } from './money';
import { hasSeveralPayers, shareOverPayers } from './payers';
import type { Transaction } from './types';

export interface BreakdownRow {
  transactionId: string;
  date: number;
  description: string;
  type: 'expense' | 'settlement';
  /** What the person paid: the whole amount when they paid it alone, their part when several paid, else 0. */
  paid: number;
  /**
   * Their part of it: their split lines, plus any part the lines leave unallocated when they paid (when
   * several paid: their amount minus their shareOverPayers parts of the lines, as computeBalances has it).
   */
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
    const several = severalPaid(t, userId, details);
    if (several) {
      if (several.paid === 0 && several.share === 0 && !details.some((line) => line.userId === userId)) continue;
      running += several.paid - several.share;
      rows.push({
        transactionId: t.id,
        date: t.date,
        description: t.description,
        type: t.type,
        paid: fromMilli(several.paid),
        share: fromMilli(several.share),
        net: fromMilli(several.paid - several.share),
        runningNet: fromMilli(running),
      });
      continue;
    }
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

/**
 * `userId`'s paid and share, in thousandths, of an entry several people paid; null when one person paid
 * it (or its payers add up to nothing, which computeBalances also reads as one payer).
 */
function severalPaid(
  t: Transaction,
  userId: string,
  details: NonNullable<Transaction['splitInfo']>['details'],
): { paid: number; share: number } | null {
  if (!hasSeveralPayers(t)) return null;
  const paidMilli = t.payers.map((p) => toMilli(p.amount));
  if (paidMilli.reduce((sum, m) => sum + m, 0) <= 0) return null;
  const mine = t.payers.findIndex((p) => p.userId === userId);
  let share = 0;
  let covered = 0;
  const parts: number[] = [];
  for (const line of details) {
    const part = Math.round(line.amount * 1000);
    if (line.userId === userId) share += part;
    if (mine >= 0) covered += shareOverPayers(part, paidMilli, parts)[mine]!;
  }
  const paid = mine >= 0 ? paidMilli[mine]! : 0;
  if (mine >= 0) share += paid - covered;
  return { paid, share };
}
