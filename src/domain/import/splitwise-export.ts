// Writes a one-time ledger's transactions the way Splitwise's "Export as spreadsheet" does: one column
// per person with their net for each row (paid − share) and a "Total balance" footer. The importer's
// round-trip tests use it; the nets are computed here, independently of computeBalances.
import { toMilli } from '../money';
import type { Transaction } from '../types';
import { milliText } from './splitwise-amounts';

const HEADER = ['Date', 'Description', 'Category', 'Cost', 'Currency'];

/** A cell as Splitwise quotes it: only when it holds a comma, a quote, a line break or edge spaces. */
function cellText(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function dayText(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Each member's net for one transaction, in thousandths: what they paid (their `payers` part, or all of
 * it as `from`) less their split line; whatever the lines leave unallocated is the payer's own share.
 */
export function splitwiseNets(t: Transaction, members: string[]): number[] {
  const nets = new Map(members.map((m) => [m, 0]));
  const add = (id: string, milli: number) => nets.set(id, (nets.get(id) ?? 0) + milli);
  const amount = toMilli(t.amount);
  if (t.payers && t.payers.length > 0) for (const p of t.payers) add(p.userId, toMilli(p.amount));
  else add(t.from, amount);
  let allocated = 0;
  for (const line of t.splitInfo?.details ?? []) {
    add(line.userId, -toMilli(line.amount));
    allocated += toMilli(line.amount);
  }
  add(t.from, -(amount - allocated));
  return members.map((m) => nets.get(m)! + 0);
}

/** The CSV for `transactions` (income is left out, as Splitwise has none), members' columns in the given order. */
export function exportSplitwiseCsv(transactions: Transaction[], members: string[], currency: string): string {
  const lines = [[...HEADER, ...members].map(cellText).join(','), ''];
  const totals = members.map(() => 0);
  for (const t of transactions) {
    if (t.type === 'income') continue;
    const nets = splitwiseNets(t, members);
    nets.forEach((n, i) => (totals[i]! += n));
    const category = t.type === 'settlement' ? 'Payment' : t.category;
    const cells = [dayText(t.date), t.description, category, milliText(toMilli(t.amount), currency), currency];
    lines.push([...cells, ...nets.map((n) => milliText(n, currency))].map(cellText).join(','));
  }
  lines.push('');
  lines.push(
    ['', 'Total balance', ' ', ' ', currency, ...totals.map((n) => milliText(n, currency))].map(cellText).join(','),
  );
  return `${lines.join('\n')}\n`;
}
