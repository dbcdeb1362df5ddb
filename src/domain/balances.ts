// One-time ledger balances (Spent, Paid, net) and the settle-up transfers that clear them.
import { fromMilli, toMilli } from './money';
import type { Balance, Member, Transaction, Transfer } from './types';

/**
 * Expenses and settlements both move money the same way: `from` paid the amount, each split line
 * received its part. Lines that do not add up to the amount (a Percentage split left a little
 * unallocated) leave the gap with the payer, so nets always sum to exactly 0. Income is ignored.
 * Figures are returned to 3 decimals, the precision of split lines, so nothing is lost before display.
 */
export function computeBalances(transactions: Transaction[], members: Member[]): Balance[] {
  const index = new Map<string, number>();
  const ids: string[] = [];
  const names: string[] = [];
  const spent: number[] = [];
  const paid: number[] = [];
  const add = (id: string, name: string): number => {
    const i = ids.length;
    index.set(id, i);
    ids.push(id);
    names.push(name);
    spent.push(0);
    paid.push(0);
    return i;
  };
  for (const m of members) if (!index.has(m.userId)) add(m.userId, m.displayName);

  // Hot loop (10,000+ transactions): plain indexes into number arrays, no per-line allocation. Split
  // lines are stored at thousandths already, so a plain Math.round is exact there and half the cost.
  for (const t of transactions) {
    if (t.type === 'income') continue;
    const amount = toMilli(t.amount);
    const payer = index.get(t.from) ?? add(t.from, t.from);
    paid[payer]! += amount;
    let allocated = 0;
    const details = t.splitInfo?.details;
    if (details) {
      for (let k = 0; k < details.length; k++) {
        const line = details[k]!;
        const part = Math.round(line.amount * 1000);
        spent[index.get(line.userId) ?? add(line.userId, line.userId)]! += part;
        allocated += part;
      }
    }
    spent[payer]! += amount - allocated;
  }

  return ids.map((userId, i) => {
    const s = spent[i]!;
    const p = paid[i]!;
    return { userId, displayName: names[i]!, spent: fromMilli(s), paid: fromMilli(p), net: fromMilli(p - s) };
  });
}

/** Below half a paisa a debt would show as 0.00, so it is treated as settled. */
const MIN_TRANSFER_MILLI = 5;

interface Party {
  id: string;
  name: string;
  left: number;
}

const byName = (a: Party, b: Party) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Debtors and creditors are each lined up in a fixed order (display name, then id) and matched
 * front to back. This gives at most debtors + creditors − 1 transfers, like the largest-first
 * greedy, but unlike it the order does not depend on amounts: settling one suggested transfer
 * removes exactly that overlap and every other suggestion stays the same.
 *
 * Amounts keep thousandths (split precision) rather than 2 decimals, so settling every suggestion
 * brings every net to exactly 0; the UI shows them to 2 decimals through formatAmount.
 */
export function suggestTransfers(balances: Balance[]): Transfer[] {
  const debtors: Party[] = [];
  const creditors: Party[] = [];
  for (const b of balances) {
    const net = toMilli(b.net);
    if (net < 0) debtors.push({ id: b.userId, name: b.displayName, left: -net });
    else if (net > 0) creditors.push({ id: b.userId, name: b.displayName, left: net });
  }
  debtors.sort(byName);
  creditors.sort(byName);

  const transfers: Transfer[] = [];
  let d = 0;
  let c = 0;
  while (d < debtors.length && c < creditors.length) {
    const debtor = debtors[d]!;
    const creditor = creditors[c]!;
    const amount = Math.min(debtor.left, creditor.left);
    if (amount >= MIN_TRANSFER_MILLI) transfers.push({ from: debtor.id, to: creditor.id, amount: fromMilli(amount) });
    debtor.left -= amount;
    creditor.left -= amount;
    if (debtor.left === 0) d++;
    if (creditor.left === 0) c++;
  }
  return transfers;
}

/** Splits the suggestions into what a person owes and what they get, for the per-person accordions. */
export function transfersFor(userId: string, transfers: Transfer[]): { owes: Transfer[]; gets: Transfer[] } {
  return { owes: transfers.filter((t) => t.from === userId), gets: transfers.filter((t) => t.to === userId) };
}
