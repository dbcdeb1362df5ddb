// Currencies (ISO 4217): how many decimals each has, exact conversion at a typed rate, and how a foreign
// amount and its rate are shown. A ledger without a currency is in rupees.
import { decimalPlaces, formatAmount, isAmountInput } from './money';
import { CURRENCY_CODE_PATTERN } from './schema/enums';
import type { Ledger, Transaction } from './types';

export const DEFAULT_CURRENCY = 'INR';

/** The picker's short list, most used by people in India first; any other valid code can be typed. */
export const COMMON_CURRENCIES = [
  'INR',
  'USD',
  'EUR',
  'GBP',
  'AED',
  'SGD',
  'THB',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'LKR',
  'NPR',
  'IDR',
  'MYR',
  'KWD',
  'SAR',
  'QAR',
  'HKD',
  'NZD',
  'VND',
  'BDT',
] as const;

/** A rate has at most 6 decimals and is at most 10 lakh (1 KWD is about 51,000 IDR; nothing real is near). */
export const RATE_DECIMALS = 6;
export const MAX_RATE = 1_000_000;

// Messages SPEC does not word, kept beside the rule they explain (see messages.ts).
export const CURRENCY_INVALID = 'Choose a valid currency';
export const RATE_REQUIRED = 'Rate is required';
export const RATE_INVALID = 'Enter a valid rate';
export const RATE_NOT_POSITIVE = 'Rate must be more than 0';
export const RATE_DECIMALS_MESSAGE = `Use at most ${RATE_DECIMALS} decimal places in the rate`;
export const RATE_TOO_LARGE = `Rate cannot be more than ${formatAmount(MAX_RATE)}`;

const CODE = new RegExp(`^${CURRENCY_CODE_PATTERN}$`);

// Made once, on first need, like the other caches here.
const known = new Map<'codes', Set<string> | null>();

/** The codes this browser's Intl knows, or null where Intl.supportedValuesOf is missing (then any AAA goes). */
function knownCodes(): Set<string> | null {
  if (!known.has('codes')) {
    const intl = Intl as { supportedValuesOf?: (key: 'currency') => string[] };
    known.set(
      'codes',
      typeof intl.supportedValuesOf === 'function' ? new Set(intl.supportedValuesOf('currency')) : null,
    );
  }
  return known.get('codes') ?? null;
}

/** Three capital letters that Intl knows as a currency ('INR', 'EUR'); 'inr', 'XYZ' and 'RUPEE' are not. */
export function isCurrencyCode(text: unknown): text is string {
  if (typeof text !== 'string' || !CODE.test(text)) return false;
  const codes = knownCodes();
  return codes === null || codes.has(text);
}

const minor = new Map<string, number>();

/**
 * Decimals of the currency's minor unit as Intl has them: INR 2, JPY 0, KWD 3. Made once per code. Text
 * that is not three capital letters (which Intl would throw on) counts as 2, like most currencies.
 */
export function minorUnits(code: string): number {
  let units = minor.get(code);
  if (units === undefined) {
    units = CODE.test(code)
      ? (new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
        2)
      : 2;
    minor.set(code, units);
  }
  return units;
}

/** A ledger's currency: what it names, or rupees for ledgers made before currencies existed. */
export function ledgerCurrency(ledger: Pick<Ledger, 'currency'> | null | undefined): string {
  return ledger?.currency && isCurrencyCode(ledger.currency) ? ledger.currency : DEFAULT_CURRENCY;
}

/** A finite number as exact decimal digits and a scale: 1.25 → {digits: 125n, scale: 2}, 1e-7 → {1n, 7}. */
function decimal(n: number): { digits: bigint; scale: number } {
  // String(n) is the shortest text that reads back as n: the decimal a person typed, for typed values.
  const [mantissa = '0', exponentText = '0'] = String(Math.abs(n)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let scale = fraction.length - Number(exponentText);
  let digits = BigInt(`${whole}${fraction}`);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: n < 0 ? -digits : digits, scale };
}

/**
 * `originalAmount` at `rate` (ledger-currency units per 1 unit of the original), in the ledger's currency.
 * THE RULE: the product is taken exactly, on the decimal text of both numbers (BigInt, no float), and
 * rounded ONCE, half away from zero, to the ledger currency's minor units (INR 2 decimals, JPY 0,
 * KWD 3). So €40 at 90.125 is exactly ₹3,605.00, and 1.005 at 1 is 1.01, never 1.00 from float error.
 */
export function convert(originalAmount: number, rate: number, currency: string): number {
  if (!Number.isFinite(originalAmount) || !Number.isFinite(rate)) return 0;
  const units = minorUnits(currency);
  const a = decimal(originalAmount);
  const r = decimal(rate);
  const numerator = a.digits * r.digits * 10n ** BigInt(units);
  const denominator = 10n ** BigInt(a.scale + r.scale);
  const size = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * size + denominator) / (2n * denominator);
  const signed = numerator < 0n ? -rounded : rounded;
  return Number(`${signed}e-${units}`) + 0;
}

/** What a rate field holds, as a number; null when it is not plain digits with at most one point. */
export function parseRate(text: string): number | null {
  const t = text.trim();
  if (!isAmountInput(t, { signed: false }) || !/\d/.test(t)) return null;
  const n = Number(t.endsWith('.') ? `${t}0` : t);
  return Number.isFinite(n) ? n + 0 : null;
}

/** Why a typed rate cannot be used, or null: required, plain digits, above 0, 6 decimals at most, ≤ MAX_RATE. */
export function rateProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return RATE_REQUIRED;
  const rate = parseRate(t);
  if (rate === null) return RATE_INVALID;
  if (!/[1-9]/.test(t)) return RATE_NOT_POSITIVE;
  if (decimalPlaces(t) > RATE_DECIMALS) return RATE_DECIMALS_MESSAGE;
  return rate <= MAX_RATE ? null : RATE_TOO_LARGE;
}

/** A stored rate is valid when above 0, at most MAX_RATE and at most 6 decimals (as rateProblem allows). */
export function isRate(rate: unknown): rate is number {
  return (
    typeof rate === 'number' &&
    Number.isFinite(rate) &&
    rate > 0 &&
    rate <= MAX_RATE &&
    decimal(rate).scale <= RATE_DECIMALS
  );
}

/** A rate as people read one: at least 4 decimals, up to the 6 it may have, no grouping ('90.1250'). */
export function formatRate(rate: number): string {
  const { digits, scale } = decimal(rate);
  const text = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return `${rate < 0 ? '-' : ''}${whole}.${fraction.padEnd(4, '0')}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency. Rupees keep the app's own display, '₹' and Indian grouping with at most 2
 * decimals and no trailing zeros ('₹1,23,456.5', as the settle-up and payment texts print it). Other
 * currencies show all their minor units, as receipts do, through Intl in English: '€40.00', '$1,200.50',
 * '¥1,200', 'KWD 1.250' (Intl puts a no-break space between a code and the number, so it never wraps).
 */
export function formatMoney(amount: number, currency: string): string {
  if (currency === DEFAULT_CURRENCY) {
    const text = formatAmount(amount);
    return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
  }
  let format = moneyFormats.get(currency);
  if (!format) {
    const units = minorUnits(currency);
    format = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: units,
      maximumFractionDigits: units,
    });
    moneyFormats.set(currency, format);
  }
  const text = format.format(amount);
  // Intl prints -0.001 as '-€0.00'; nothing shows a minus on a zero.
  return /[1-9]/.test(text) ? text : text.replace('-', '');
}

/** '€40.00 at 90.1250' for an entry paid in another currency, else null. */
export function originalText(
  t: Pick<Transaction, 'originalAmount' | 'originalCurrency' | 'exchangeRate'>,
): string | null {
  if (t.originalAmount === undefined || t.originalCurrency === undefined || t.exchangeRate === undefined) return null;
  return `${formatMoney(t.originalAmount, t.originalCurrency)} at ${formatRate(t.exchangeRate)}`;
}

const symbols = new Map<string, string>();

/** The sign an amount field shows before its number: '₹', '€', '$', or the code where Intl has no sign. */
export function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    symbol = isCurrencyCode(currency)
      ? (new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
          .formatToParts(0)
          .find((p) => p.type === 'currency')?.value ?? currency)
      : currency;
    symbols.set(currency, symbol);
  }
  return symbol;
}
