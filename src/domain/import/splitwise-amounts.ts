// Exact money for the Splitwise importer: amounts are whole thousandths (the app's split precision),
// and each currency's smallest coin is a whole number of them.
import { minorUnits } from '../currency';

/** Decimals the importer keeps for a currency: its minor units, at most the app's 3. */
function splitwiseMinorUnits(code: string): number {
  return Math.min(3, minorUnits(code));
}

/** The smallest coin of a currency, in thousandths: 10 for INR, 1000 for JPY. */
export function minorStep(code: string): number {
  return 10 ** (3 - splitwiseMinorUnits(code));
}

const AMOUNT = /^([+-]?)(\d+)(?:([.,])(\d+))?$/;

/**
 * Thousandths for amount text as Splitwise writes it ('1200.00', '-400.5'; a decimal comma with one
 * or two decimals, '3,60', as its French export has it). Null when the text is not such a number or
 * carries a non-zero digit past the third decimal.
 */
export function parseMilli(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace('−', '-'));
  if (!match) return null;
  const [, sign = '', whole = '', separator, fraction = ''] = match;
  if (separator === ',' && fraction.length > 2) return null;
  if (/[1-9]/.test(fraction.slice(3))) return null;
  const milli = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) return null;
  return (sign === '-' ? -milli : milli) + 0;
}

/** Thousandths as plain text with the currency's decimals (2 without one), or three when they would lose some. */
export function milliText(milli: number, code?: string): string {
  const minor = code ? splitwiseMinorUnits(code) : 2;
  const decimals = milli % 10 ** (3 - minor) === 0 ? minor : 3;
  const abs = Math.abs(milli);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .slice(0, decimals);
  return `${milli < 0 ? '-' : ''}${Math.trunc(abs / 1000)}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** 'INR 1200.00', for messages. */
export function moneyText(milli: number, code: string): string {
  return `${code} ${milliText(milli, code)}`;
}

/**
 * `total` (a whole number of `step`s) shared out in proportion to `weights` by largest remainder, in
 * whole steps; ties go to the earlier entry. The parts add up to `total` exactly.
 */
export function apportionMilli(total: number, weights: number[], step: number): number[] {
  const weightSum = weights.reduce((s, w) => s + w, 0);
  if (weightSum <= 0) return weights.map(() => 0);
  const units = BigInt(Math.round(total / step));
  const sum = BigInt(weightSum);
  const exact = weights.map((w) => units * BigInt(w));
  const floors = exact.map((e) => e / sum);
  let left = units - floors.reduce((s, f) => s + f, 0n);
  const order = exact
    .map((e, i) => ({ i, lost: e - floors[i]! * sum }))
    .sort((a, b) => (a.lost === b.lost ? a.i - b.i : a.lost > b.lost ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i]! += 1n;
    left -= 1n;
  }
  return floors.map((f) => Number(f) * step);
}
