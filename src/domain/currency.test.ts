import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMMON_CURRENCIES,
  convert,
  currencySymbol,
  formatMoney,
  formatRate,
  isCurrencyCode,
  isRate,
  ledgerCurrency,
  minorUnits,
  originalText,
  parseRate,
  RATE_DECIMALS_MESSAGE,
  RATE_INVALID,
  RATE_NOT_POSITIVE,
  RATE_REQUIRED,
  RATE_TOO_LARGE,
  rateProblem,
} from './currency';
import { formatAmount } from './money';
import { tx } from './test-builders';

const NBSP = '\u00a0';

describe('minorUnits', () => {
  it('has the decimals of each currency as Intl knows them', () => {
    expect(minorUnits('INR')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('IDR')).toBe(0);
  });
  it('counts text that is no code as 2 rather than throwing', () => {
    expect(minorUnits('rupee')).toBe(2);
  });
});

describe('isCurrencyCode', () => {
  it('accepts the codes Intl knows', () => {
    for (const code of COMMON_CURRENCIES) expect(isCurrencyCode(code)).toBe(true);
  });
  it('refuses lower case, unknown codes and anything else', () => {
    for (const text of ['inr', 'XYZ', 'RUPEE', 'IN', '', ' INR', 356, null, undefined]) {
      expect(isCurrencyCode(text)).toBe(false);
    }
  });
  it('puts INR first in the picker list, without repeats', () => {
    expect(COMMON_CURRENCIES[0]).toBe('INR');
    expect(new Set(COMMON_CURRENCIES).size).toBe(COMMON_CURRENCIES.length);
  });
});

describe('ledgerCurrency', () => {
  it('is rupees for a ledger that names none, or names something else', () => {
    expect(ledgerCurrency({})).toBe('INR');
    expect(ledgerCurrency(null)).toBe('INR');
    expect(ledgerCurrency({ currency: 'eur' })).toBe('INR');
    expect(ledgerCurrency({ currency: 'EUR' })).toBe('EUR');
  });
});

describe('convert', () => {
  it('multiplies exactly and rounds once to the ledger currency', () => {
    expect(convert(40, 90.125, 'INR')).toBe(3605);
    expect(convert(12.34, 83.123456, 'INR')).toBe(1025.74); // 1025.743447…
    expect(convert(1.005, 1, 'INR')).toBe(1.01); // 1.005 × 100 is 100.49999… in floats
    expect(convert(1200, 0.5567, 'INR')).toBe(668.04);
    expect(convert(3605, 0.011096, 'EUR')).toBe(40); // 40.00108
    expect(convert(10, 150.55, 'JPY')).toBe(1506); // 1505.5, half away from zero
    expect(convert(100, 0.00325, 'KWD')).toBe(0.325);
    expect(convert(1, 0.0005, 'KWD')).toBe(0.001);
  });
  it('rounds half away from zero on both sides of zero', () => {
    expect(convert(0.5, 1, 'JPY')).toBe(1);
    expect(convert(-0.5, 1, 'JPY')).toBe(-1);
    expect(convert(2.5, 1, 'JPY')).toBe(3);
    expect(Object.is(convert(-0.4, 1, 'JPY'), -0)).toBe(false);
  });
  it('reads exponent forms exactly', () => {
    expect(convert(1e-7, 1e6, 'INR')).toBe(0.1);
    expect(convert(1e21, 2, 'JPY')).toBe(2e21);
  });
  it('is within half a minor unit of the exact product, and deterministic (property)', () => {
    const amount = fc
      .tuple(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 3 }))
      .map(([n, d]) => ({ num: BigInt(n), scale: d, value: Number(`${n}e-${d}`) }));
    const rate = fc
      .tuple(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 6 }))
      .map(([n, d]) => ({ num: BigInt(n), scale: d, value: Number(`${n}e-${d}`) }));
    fc.assert(
      fc.property(amount, rate, fc.constantFrom('INR', 'JPY', 'KWD', 'EUR'), (a, r, currency) => {
        // Within MAX_AMOUNT (₹10,000 crore), where a double still holds every minor unit.
        fc.pre(Math.abs(a.value * r.value) <= 1e11);
        const result = convert(a.value, r.value, currency);
        expect(convert(a.value, r.value, currency)).toBe(result);
        const units = minorUnits(currency);
        // result × 10^units is an integer k; |k − exact × 10^units| ≤ ½, all in integers:
        // |2·k·10^(sa+sr) − 2·a·r·10^units| ≤ 10^(sa+sr).
        const k = BigInt(Math.round(Number(`${result}e${units}`)));
        expect(Number(`${k}e-${units}`)).toBe(result);
        const denominator = 10n ** BigInt(a.scale + r.scale);
        const gap = 2n * k * denominator - 2n * a.num * r.num * 10n ** BigInt(units);
        expect(gap <= denominator && -gap <= denominator).toBe(true);
      }),
    );
  });
});

describe('rates', () => {
  it('parses plain digits', () => {
    expect(parseRate('90.125')).toBe(90.125);
    expect(parseRate(' 83. ')).toBe(83);
    expect(parseRate('.5')).toBe(0.5);
    expect(parseRate('')).toBeNull();
    expect(parseRate('.')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('1,000')).toBeNull();
    expect(parseRate('1e3')).toBeNull();
  });
  it('says what is wrong with a typed rate', () => {
    expect(rateProblem('')).toBe(RATE_REQUIRED);
    expect(rateProblem('abc')).toBe(RATE_INVALID);
    expect(rateProblem('-2')).toBe(RATE_INVALID);
    expect(rateProblem('0')).toBe(RATE_NOT_POSITIVE);
    expect(rateProblem('0.000000')).toBe(RATE_NOT_POSITIVE);
    expect(rateProblem('0.0000001')).toBe(RATE_DECIMALS_MESSAGE);
    expect(rateProblem('1000000.5')).toBe(RATE_TOO_LARGE);
    expect(rateProblem('1000000')).toBeNull();
    expect(rateProblem('90.125000')).toBeNull();
    expect(rateProblem('0.000001')).toBeNull();
  });
  it('words the messages plainly', () => {
    expect([RATE_REQUIRED, RATE_INVALID, RATE_NOT_POSITIVE, RATE_DECIMALS_MESSAGE, RATE_TOO_LARGE]).toEqual([
      'Rate is required',
      'Enter a valid rate',
      'Rate must be more than 0',
      'Use at most 6 decimal places in the rate',
      'Rate cannot be more than 10,00,000',
    ]);
  });
  it('knows a stored rate', () => {
    expect(isRate(90.125)).toBe(true);
    expect(isRate(0.000001)).toBe(true);
    expect(isRate(1e-7)).toBe(false);
    expect(isRate(0)).toBe(false);
    expect(isRate(-1)).toBe(false);
    expect(isRate(Number.NaN)).toBe(false);
    expect(isRate(2_000_000)).toBe(false);
    expect(isRate('90')).toBe(false);
  });
  it('shows a rate with at least 4 decimals', () => {
    expect(formatRate(90.125)).toBe('90.1250');
    expect(formatRate(83)).toBe('83.0000');
    expect(formatRate(0.011096)).toBe('0.011096');
    expect(formatRate(0.000001)).toBe('0.000001');
    expect(formatRate(1e-7)).toBe('0.0000001');
    expect(formatRate(123456.5)).toBe('123456.5000');
  });
});

describe('formatMoney', () => {
  it('shows rupees as the app already does: ₹, Indian grouping, at most 2 decimals', () => {
    expect(formatMoney(123456.5, 'INR')).toBe('₹1,23,456.5');
    expect(formatMoney(1000, 'INR')).toBe(`₹${formatAmount(1000)}`);
    expect(formatMoney(-250, 'INR')).toBe('-₹250');
    expect(formatMoney(0.004, 'INR')).toBe('₹0');
  });
  it('shows other currencies with all their minor units', () => {
    expect(formatMoney(40, 'EUR')).toBe('€40.00');
    expect(formatMoney(1200.5, 'USD')).toBe('$1,200.50');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1.25, 'KWD')).toBe(`KWD${NBSP}1.250`);
    expect(formatMoney(1234567, 'GBP')).toBe('£1,234,567.00');
    expect(formatMoney(-40, 'EUR')).toBe('-€40.00');
    expect(formatMoney(-0.001, 'EUR')).toBe('€0.00');
  });
  it('describes what an entry was paid in', () => {
    expect(originalText(tx({ originalAmount: 40, originalCurrency: 'EUR', exchangeRate: 90.125 }))).toBe(
      '€40.00 at 90.1250',
    );
    expect(originalText(tx({ originalAmount: 1200, originalCurrency: 'JPY', exchangeRate: 0.5567 }))).toBe(
      '¥1,200 at 0.5567',
    );
    expect(originalText(tx())).toBeNull();
    expect(originalText(tx({ originalAmount: 40, originalCurrency: 'EUR' }))).toBeNull();
  });
});

describe('currencySymbol', () => {
  it('gives the sign people know, or the code', () => {
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('KWD')).toBe('KWD');
    expect(currencySymbol('bad')).toBe('bad');
  });
});
