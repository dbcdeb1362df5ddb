// The Items split method: a bill's items and charges turned into exact split lines, in thousandths.
// Percent charges (GST, service, a tip or discount in percent) are of the items after the discount, as an
// Indian bill prints them, each rounded to whole paise; fixed amounts are as typed. Each person's share of
// the bill is their items (a shared item split equally among who had it) plus the charges in proportion to
// those items, or equally for a fixed amount marked so; the lines then round by largest remainder.
import { fromMilli, toMilli } from './money';
import type { Bill, BillItem, FixedCharge } from './schema/bill';
import type { SplitLine } from './types';

export type { Bill, BillItem, FixedCharge } from './schema/bill';

/** The most a printed total may differ from the items and charges (the restaurant's rounding): ₹1. */
export const MAX_ROUNDING = 1000;

/** What the bill adds up to, part by part, in thousandths: the reconciliation line shows these. */
export interface BillTotals {
  items: number;
  /** Taken off the items (a positive number). */
  discount: number;
  gst: number;
  service: number;
  tip: number;
  other: number;
  total: number;
}

/** Percent with up to 3 decimals, as thousandths of a percent. */
const percentMilli = (percent: number) => BigInt(Math.round(percent * 1000));

/** `base` (thousandths) × percent / 100, to whole paise, half away from zero: what a bill prints. */
export function percentOf(base: number, percent: number | undefined): number {
  if (!percent) return 0;
  const exact = BigInt(base) * percentMilli(percent); // thousandths × 100,000ths of a whole
  const paise = 1_000_000n; // 100,000 per whole × 10 thousandths per paisa
  const sign = exact < 0n ? -1n : 1n;
  const magnitude = exact * sign;
  return Number(sign * ((magnitude + paise / 2n) / paise) * 10n);
}

export const itemCost = (item: Pick<BillItem, 'price' | 'quantity'>) => toMilli(item.price) * item.quantity;

export function billTotals(bill: Bill): BillTotals {
  const items = bill.items.reduce((sum, item) => sum + itemCost(item), 0);
  const discount =
    bill.discountPercent !== undefined ? percentOf(items, bill.discountPercent) : toMilli(bill.discount ?? 0);
  const base = items - discount;
  const gst =
    bill.cgst !== undefined || bill.sgst !== undefined
      ? percentOf(base, bill.cgst) + percentOf(base, bill.sgst)
      : percentOf(base, bill.gst);
  const service = percentOf(base, bill.service);
  const tip = bill.tipPercent !== undefined ? percentOf(base, bill.tipPercent) : toMilli(bill.tip ?? 0);
  const other = toMilli(bill.other ?? 0);
  return { items, discount, gst, service, tip, other, total: base + gst + service + tip + other };
}

/** The fixed amounts shared equally, signed (a discount takes off), in thousandths. */
function equalPart(bill: Bill): number {
  const equally = new Set<FixedCharge>(bill.equally ?? []);
  let part = 0;
  if (equally.has('tip') && bill.tip !== undefined && bill.tipPercent === undefined) part += toMilli(bill.tip);
  if (equally.has('other') && bill.other !== undefined) part += toMilli(bill.other);
  if (equally.has('discount') && bill.discount !== undefined && bill.discountPercent === undefined)
    part -= toMilli(bill.discount);
  return part;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Each person's exact share as a fraction over one denominator: numerators in people order. `amount` is the
 * entry's (thousandths); what it differs from the bill's total by (the restaurant's rounding) is shared like
 * a charge. Exported for the property tests, which check the rounded lines against it.
 */
export function exactShares(
  bill: Bill,
  peopleCount: number,
  amount: number,
): { numerators: bigint[]; denominator: bigint } {
  // Every item's cost divides by how many had it: a common multiple of those counts keeps the weights whole.
  let lcm = 1n;
  for (const item of bill.items) {
    const k = BigInt(item.people.length);
    lcm = (lcm / gcd(lcm, k)) * k;
  }
  const weights = Array.from({ length: peopleCount }, () => 0n);
  for (const item of bill.items) {
    const part = (BigInt(itemCost(item)) * lcm) / BigInt(item.people.length);
    for (const p of item.people) weights[p] = (weights[p] ?? 0n) + part;
  }
  const weightSum = weights.reduce((s, w) => s + w, 0n);
  const n = BigInt(peopleCount);
  const equal = BigInt(equalPart(bill));
  const proportional = BigInt(amount) - equal;
  return {
    numerators: weights.map((w) => proportional * w * n + equal * weightSum),
    denominator: weightSum * n,
  };
}

const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/**
 * The split lines of a bill among `people` (the ids its items' positions name), adding up to exactly
 * `amount`. Largest remainder, as Percentage splits: what rounding leaves goes one thousandth each to the
 * lines that lost most, ties to the payer first, then in order. `split` holds the amount, as a Custom line
 * does, so an app that knows no bills edits these lines as Custom amounts.
 */
export function billLines(bill: Bill, people: readonly string[], amount: number, payer: string): SplitLine[] {
  if (people.length === 0 || bill.items.length === 0) return [];
  const total = toMilli(amount);
  const { numerators, denominator } = exactShares(bill, people.length, total);
  if (denominator === 0n) return [];
  const floors = numerators.map((num) => floorDiv(num, denominator));
  let left = BigInt(total) - floors.reduce((s, f) => s + f, 0n);
  const order = people
    .map((id, i) => ({ i, lost: numerators[i]! - floors[i]! * denominator, payer: id === payer }))
    .sort((a, b) => (a.lost === b.lost ? Number(b.payer) - Number(a.payer) || a.i - b.i : a.lost > b.lost ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i]! += 1n;
    left -= 1n;
  }
  return people.map((userId, i) => {
    const m = fromMilli(Number(floors[i]!));
    return { userId, amount: m, split: m };
  });
}

/** One person's part of each item they had, for the card: the item, how many shared it, and their part. */
export interface ItemPart {
  name: string;
  quantity: number;
  sharedBy: number;
  /** Thousandths, rounded: shown, never added up into a balance. */
  part: number;
}

export function itemsOf(bill: Bill, person: number): ItemPart[] {
  return bill.items
    .filter((item) => item.people.includes(person))
    .map((item) => ({
      name: item.name,
      quantity: item.quantity,
      sharedBy: item.people.length,
      part: Math.round(itemCost(item) / item.people.length),
    }));
}

/**
 * Whether a stored bill still is the entry's split: Custom lines, one per person its items name (each named
 * at least once), and exactly the lines the bill gives for this amount and payer. An app that knows no
 * bills may have edited the lines or the amount since; then the lines stand and the bill is dropped.
 */
export function billAgrees(bill: Bill, lines: readonly SplitLine[], amount: number, payer: string): boolean {
  const used = new Set<number>();
  for (const item of bill.items) for (const p of item.people) used.add(p);
  if (used.size !== lines.length || ![...used].every((p) => p < lines.length)) return false;
  if (Math.abs(toMilli(amount) - billTotals(bill).total) > MAX_ROUNDING) return false;
  const expected = billLines(
    bill,
    lines.map((l) => l.userId),
    amount,
    payer,
  );
  return expected.every((line, i) => toMilli(line.amount) === toMilli(lines[i]!.amount));
}

/** One text per bill, whatever order its keys were built or stored in: equal bills give equal keys. */
export function billKey(bill: Bill | undefined): string {
  if (!bill) return '';
  const { items, equally, ...charges } = bill;
  return JSON.stringify([
    items.map((i) => [i.name, i.price, i.quantity, i.people]),
    Object.entries(charges).sort(([a], [b]) => (a < b ? -1 : 1)),
    [...(equally ?? [])].sort(),
  ]);
}
