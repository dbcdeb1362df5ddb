// Amount parsing, integer-thousandths arithmetic and Indian-style display (SPEC §5, §9).

/** Typing patterns: income, split and settings amounts are unsigned; recurring and monthly expense may be negative. */
export const UNSIGNED_AMOUNT_PATTERN = /^\d*\.?\d*$/;
export const SIGNED_AMOUNT_PATTERN = /^-?\d*\.?\d*$/;

export function isAmountInput(text: string, { signed }: { signed: boolean }): boolean {
  return (signed ? SIGNED_AMOUNT_PATTERN : UNSIGNED_AMOUNT_PATTERN).test(text);
}

/** SPEC §5: '12.' parses as '12.0'; anything unparsable is 0. Number() rather than parseFloat so '12abc' is 0. */
export function parseAmount(text: string): number {
  let t = text.trim();
  if (t.endsWith('.')) t += '0';
  const n = Number(t);
  return Number.isFinite(n) ? n + 0 : 0;
}

// What people paste: a plain number, or one grouped in the western (1,234,567) or Indian (12,34,567)
// way, with an optional rupee sign or Rs/INR before or after it and an optional "/-" (as in "Rs. 500/-").
const PLAIN_NUMBER = String.raw`\d+(?:\.\d*)?|\.\d+`;
const WESTERN_GROUPED = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d*)?`;
const INDIAN_GROUPED = String.raw`\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d*)?`;
const CURRENCY = String.raw`(?:₹|rs\.?|inr)`;
const PASTED_AMOUNT = new RegExp(
  String.raw`^([-−]?)\s*(?:${CURRENCY}\s*)?([-−]?)\s*(${PLAIN_NUMBER}|${WESTERN_GROUPED}|${INDIAN_GROUPED})\s*${CURRENCY}?\s*(?:\/-)?$`,
  'i',
);

/**
 * The plain digits form an amount input holds ('-1200.50', '12.') for text as people type or paste it:
 * '₹1,200.50', 'Rs. 12,34,567', 'INR 1200', '1200 ₹'. Null when it is not one number ('1,2,3',
 * '1.2.3', '12abc'), or when it has a minus and `signed` is false. Decimals are kept as written.
 */
/** Longer than any amount with its grouping and currency: a pasted page of text is refused before matching. */
const MAX_PASTED_AMOUNT = 400;

export function normaliseAmountText(text: string, { signed = true }: { signed?: boolean } = {}): string | null {
  if (text.length > MAX_PASTED_AMOUNT) return null;
  const match = PASTED_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, minusBefore = '', minusAfter = '', number = ''] = match;
  if (minusBefore && minusAfter) return null;
  const negative = Boolean(minusBefore || minusAfter);
  if (negative && !signed) return null;
  return `${negative ? '-' : ''}${number.replaceAll(',', '')}`;
}

/**
 * What an amount field should hold after an edit: typed text that fits the pattern as it is, pasted
 * grouped or currency text as its plain digits, and null (ignore the edit) for anything else.
 */
export function amountFieldText(next: string, { signed }: { signed: boolean }): string | null {
  if (isAmountInput(next, { signed })) return next;
  return normaliseAmountText(next, { signed });
}

/** Digits after the decimal point that carry value: '1.50' has 1, '0.0010' has 3. */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.slice(dot + 1).replace(/0+$/, '').length;
}

/**
 * The value of plain amount text without parseAmount's fallback to 0, so a digit string too long for
 * a double reads as ±Infinity (too large) rather than 0. '', '-' and '.' are 0, as parseAmount has
 * them; NaN when the text is not plain amount text.
 */
export function amountValue(text: string): number {
  let t = text.trim();
  if (!isAmountInput(t, { signed: true })) return Number.NaN;
  if (!/\d/.test(t)) return 0;
  if (t.endsWith('.')) t += '0';
  return Number(t) + 0;
}

/**
 * Half-away-from-zero rounding done on the decimal text, so 1.005 rounds to 1.01 rather than
 * 1.00 as n*100 would after binary float error.
 */
export function roundTo(n: number, decimals = 3): number {
  if (!Number.isFinite(n)) return 0;
  const abs = Math.abs(n);
  const text = String(abs);
  const scaled = text.includes('e') ? Math.round(abs * 10 ** decimals) : Math.round(Number(`${text}e${decimals}`));
  const r = Number(`${scaled}e-${decimals}`);
  return (n < 0 ? -r : r) + 0;
}

/**
 * Whole thousandths; `+ 0` turns -0 into 0 so equality checks stay simple. Stored amounts already
 * have at most 3 decimals, so n*1000 is within float error of an integer and Math.round is exact;
 * only near-half cases take the slower decimal-text path. Balances call this per split line.
 */
export function toMilli(n: number): number {
  const x = n * 1000;
  const r = Math.round(x);
  if (Math.abs(Math.abs(x - r) - 0.5) > 1e-6) return r + 0;
  return Math.round(roundTo(n, 3) * 1000) + 0;
}

export function fromMilli(m: number): number {
  return m / 1000 + 0;
}

// Created on first need only: a page's first Intl.NumberFormat loads ICU data, 15-30 ms on a cold start,
// so the usual values are grouped by groupEnIn below and Intl is left for the rare ones it declines.
const formats = new Map<number, Intl.NumberFormat>();

/** The en-IN formatter for a number of decimals, made once. */
function intlFormat(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) formats.set(decimals, (format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: decimals })));
  return format;
}

/**
 * en-IN digit grouping (12,34,567.89) of a value already rounded to the decimals wanted, exactly as
 * Intl.NumberFormat('en-IN') prints it; null for values only Intl can print (exponent notation).
 */
export function groupEnIn(n: number): string | null {
  const text = String(Math.abs(n));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction] = text.split('.');
  let grouped = whole.slice(-3);
  for (let end = whole.length - 3; end > 0; end -= 2) grouped = `${whole.slice(Math.max(0, end - 2), end)},${grouped}`;
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Normalises -0 (and values that round to it) so nothing shows as '-0'. */
function clean(n: number, decimals: number): number {
  const r = roundTo(n, decimals);
  return r === 0 ? 0 : r;
}

export function formatAmount(n: number): string {
  const r = clean(n, 2);
  return groupEnIn(r) ?? intlFormat(2).format(r);
}

/** Split messages need the third decimal, since splits are exact to 0.001. */
export function formatSplitAmount(n: number): string {
  const r = clean(n, 3);
  return groupEnIn(r) ?? intlFormat(3).format(r);
}
