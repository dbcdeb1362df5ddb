// Turns a split expense's inputs into exact split lines and checks them (SPEC §5).
import { SPLIT_TOLERANCE } from './defaults';
import { formatSplitAmount, fromMilli, toMilli } from './money';
import type { SplitDefaults, SplitLine, SplitMethod } from './types';
import { NO_SPLIT_MEMBERS, splitIsMoreBy, splitMore } from './messages';

export const NO_MEMBERS_MESSAGE = NO_SPLIT_MEMBERS;

export interface SplitInput {
  userId: string;
  /** Share count, percent or amount, by method; ignored for Equal. */
  split: number;
  /** Equal only: unticked members are left out. Defaults to true. */
  included?: boolean;
}

interface SplitRequest {
  method: SplitMethod;
  amount: number;
  payer: string;
  inputs: SplitInput[];
}

/**
 * Lines are produced only for people who take part: excluded members, zero shares, zero percent
 * and zero custom amounts are omitted, so a saved split never carries 0 lines.
 */
export function computeSplit({ method, amount, payer, inputs }: SplitRequest): SplitLine[] {
  const total = toMilli(amount);
  switch (method) {
    case 'No Split':
      return [{ userId: payer, amount: fromMilli(total), split: 1 }];
    case 'Equal': {
      const people = inputs.filter((i) => i.included !== false);
      return apportion(
        total,
        payer,
        people.map((p) => p.userId),
        people.map(() => 1),
      );
    }
    case 'Shares': {
      const people = inputs.filter((i) => i.included !== false && i.split > 0);
      return apportion(
        total,
        payer,
        people.map((p) => p.userId),
        people.map((p) => p.split),
      );
    }
    case 'Percentage': {
      const people = inputs.filter((i) => i.included !== false && i.split !== 0);
      // Percents that make exactly 100 share out exactly the amount; any other total keeps SPEC's
      // amount × percent / 100 per line, so validation can report the gap.
      if (percentTotalIsWhole(people)) return largestRemainder(total, payer, people);
      return people.map((i) => ({
        userId: i.userId,
        split: i.split,
        amount: fromMilli(Math.round((total * i.split) / 100)),
      }));
    }
    case 'Custom':
      return inputs
        .filter((i) => i.included !== false && i.split !== 0)
        .map((i) => ({ userId: i.userId, split: i.split, amount: fromMilli(toMilli(i.split)) }));
  }
}

/**
 * Each line is rounded to 0.001; what rounding leaves over (or takes) goes to the payer's line, so
 * the lines add up exactly. When the payer is not taking part, the first participant absorbs it
 * rather than giving the payer a stray 0.001 line.
 */
function apportion(total: number, payer: string, ids: string[], weights: number[]): SplitLine[] {
  const weightSum = weights.reduce((s, w) => s + w, 0);
  if (ids.length === 0 || weightSum <= 0) return [];
  const milli = weights.map((w) => Math.round((total * w) / weightSum));
  const remainder = total - milli.reduce((s, m) => s + m, 0);
  const payerIndex = Math.max(0, ids.indexOf(payer));
  milli[payerIndex] = (milli[payerIndex] ?? 0) + remainder;
  return ids.map((userId, i) => ({ userId, split: weights[i] ?? 0, amount: fromMilli(milli[i] ?? 0) }));
}

/** Percent inputs carry at most 3 decimals of a percent (limits.ts), so this compares them exactly. */
function percentTotalIsWhole(people: SplitInput[]): boolean {
  return people.reduce((sum, p) => sum + Math.round(p.split * 1000), 0) === 100_000;
}

/**
 * Largest remainder (Hamilton's method) in thousandths: every line gets amount × percent / 100 rounded
 * down, then the thousandths left over go one each to the lines that lost the most to rounding. Ties go
 * to the payer first (SPEC's remainder rule), then in the order the members are listed. So 40/35/25 of
 * 123.45 is 49.38 + 43.208 + 30.862, not 123.451, and the lines always sum to the amount.
 */
function largestRemainder(total: number, payer: string, people: SplitInput[]): SplitLine[] {
  const sign = total < 0 ? -1 : 1;
  // BigInt: thousandths of a rupee × thousandths of a percent can pass 2^53 for the largest amounts.
  const magnitude = BigInt(Math.abs(total));
  const exact = people.map((p) => magnitude * BigInt(Math.round(p.split * 1000)));
  const floors = exact.map((e) => e / 100_000n);
  let left = magnitude - floors.reduce((s, f) => s + f, 0n);
  const order = people
    .map((p, i) => ({ i, lost: exact[i]! - floors[i]! * 100_000n, payer: p.userId === payer }))
    .sort((a, b) => (a.lost === b.lost ? Number(b.payer) - Number(a.payer) || a.i - b.i : a.lost > b.lost ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i]! += 1n;
    left -= 1n;
  }
  return people.map((p, i) => ({ userId: p.userId, split: p.split, amount: fromMilli(sign * Number(floors[i]!)) }));
}

export function splitTotalMilli(lines: SplitLine[]): number {
  let sum = 0;
  for (const l of lines) sum += toMilli(l.amount);
  return sum;
}

/** Over-allocation of even 0.001 is an error; under-allocation is allowed up to SPLIT_TOLERANCE. */
export function splitProblem(amount: number, lines: SplitLine[]): string | null {
  const diff = splitTotalMilli(lines) - toMilli(amount);
  if (diff > 0) return splitIsMoreBy(formatSplitAmount(fromMilli(diff)));
  if (-diff > toMilli(SPLIT_TOLERANCE)) return splitMore(formatSplitAmount(fromMilli(-diff)));
  return null;
}

export function splitOptionsAvailable(memberCount: number): boolean {
  return memberCount > 1;
}

/** Starting inputs for the split form from the ledger's one-time settings. */
export function defaultSplitInputs(method: SplitMethod, memberIds: string[], settings: SplitDefaults): SplitInput[] {
  return memberIds.map((userId) => {
    if (method === 'Shares') return { userId, split: settings.shares[userId] ?? 1 };
    if (method === 'Percentage') return { userId, split: settings.percentages[userId] ?? 0 };
    if (method === 'Custom') return { userId, split: 0 };
    return { userId, split: 1, included: true };
  });
}
