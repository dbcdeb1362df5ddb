import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  parseAmount,
  toMilli,
  fromMilli,
  roundTo,
  formatAmount,
  formatSplitAmount,
  isAmountInput,
  UNSIGNED_AMOUNT_PATTERN,
  SIGNED_AMOUNT_PATTERN,
  normaliseAmountText,
  amountFieldText,
  decimalPlaces,
  amountValue,
} from './money';

describe('parseAmount', () => {
  it('parses plain numbers', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount(' 300 ')).toBe(300);
    expect(parseAmount('-40')).toBe(-40);
    expect(parseAmount('.5')).toBe(0.5);
  });
  it('appends a zero to a trailing dot', () => {
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('.')).toBe(0);
  });
  it('turns unparsable text into 0', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('12abc')).toBe(0);
    expect(parseAmount('-')).toBe(0);
    expect(parseAmount('1.2.3')).toBe(0);
    expect(Object.is(parseAmount('-0'), 0)).toBe(true);
  });
});

describe('roundTo / toMilli / fromMilli', () => {
  it('rounds half away from zero without float error', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.0005)).toBe(1.001);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(3.3333333)).toBe(3.333);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(1e-7)).toBe(0);
    expect(roundTo(NaN)).toBe(0);
  });
  it('converts to and from thousandths', () => {
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(toMilli(1.0005)).toBe(1001);
    expect(toMilli(-2.5)).toBe(-2500);
    expect(Object.is(toMilli(-0.0001), 0)).toBe(true);
    expect(fromMilli(333)).toBe(0.333);
    expect(fromMilli(toMilli(1234.567))).toBe(1234.567);
  });
});

describe('formatAmount', () => {
  it('uses Indian grouping with up to 2 decimals', () => {
    expect(formatAmount(185000)).toBe('1,85,000');
    expect(formatAmount(2450.5)).toBe('2,450.5');
    expect(formatAmount(12345678.456)).toBe('1,23,45,678.46');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-1500)).toBe('-1,500');
    expect(formatAmount(-0.001)).toBe('0');
  });
  it('split format keeps 3 decimals', () => {
    expect(formatSplitAmount(0.001)).toBe('0.001');
    expect(formatSplitAmount(1500.25)).toBe('1,500.25');
  });
});

describe('amount input patterns', () => {
  it('unsigned accepts digits with one optional dot', () => {
    for (const ok of ['', '1', '12.', '.5', '0.125']) expect(UNSIGNED_AMOUNT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['-1', '1.2.3', 'a', '1e5', ' 1']) expect(UNSIGNED_AMOUNT_PATTERN.test(bad)).toBe(false);
  });
  it('signed also accepts a leading minus', () => {
    for (const ok of ['-', '-1', '-1.5', '2']) expect(SIGNED_AMOUNT_PATTERN.test(ok)).toBe(true);
    for (const bad of ['1-', '--1', '-1.2.3']) expect(SIGNED_AMOUNT_PATTERN.test(bad)).toBe(false);
  });
  it('isAmountInput picks the pattern', () => {
    expect(isAmountInput('-3', { signed: true })).toBe(true);
    expect(isAmountInput('-3', { signed: false })).toBe(false);
  });
});

describe('normaliseAmountText', () => {
  it('reads grouped numbers, western and Indian', () => {
    expect(normaliseAmountText('1,200')).toBe('1200');
    expect(normaliseAmountText('1,200.5')).toBe('1200.5');
    expect(normaliseAmountText('12,34,567')).toBe('1234567');
    expect(normaliseAmountText('12,34,567.50')).toBe('1234567.50');
    expect(normaliseAmountText('1,00,000')).toBe('100000');
    expect(normaliseAmountText('1,234,567')).toBe('1234567');
  });
  it('drops a rupee sign, Rs, Rs., INR or a trailing /- and surrounding spaces', () => {
    expect(normaliseAmountText('₹1,200.50')).toBe('1200.50');
    expect(normaliseAmountText('₹1,200')).toBe('1200');
    expect(normaliseAmountText('₹ 1,200')).toBe('1200');
    expect(normaliseAmountText('Rs. 1,200.50')).toBe('1200.50');
    expect(normaliseAmountText('Rs 1200')).toBe('1200');
    expect(normaliseAmountText('rs.500')).toBe('500');
    expect(normaliseAmountText('INR 1200')).toBe('1200');
    expect(normaliseAmountText('1200 ₹')).toBe('1200');
    expect(normaliseAmountText('1200 INR')).toBe('1200');
    expect(normaliseAmountText('Rs. 500/-')).toBe('500');
    expect(normaliseAmountText('  \u00a01200\t ')).toBe('1200');
  });
  it('keeps plain input and SPEC trailing dot as written', () => {
    expect(normaliseAmountText('12.')).toBe('12.');
    expect(normaliseAmountText('.5')).toBe('.5');
    expect(normaliseAmountText('0.0001')).toBe('0.0001');
    expect(parseAmount(normaliseAmountText('₹12.') ?? '')).toBe(12);
  });
  it('keeps a leading minus only where signed', () => {
    expect(normaliseAmountText('-0.5')).toBe('-0.5');
    expect(normaliseAmountText('-0.5', { signed: true })).toBe('-0.5');
    expect(normaliseAmountText('-₹1,200')).toBe('-1200');
    expect(normaliseAmountText('₹-1,200')).toBe('-1200');
    expect(normaliseAmountText('−250')).toBe('-250');
    expect(normaliseAmountText('-0.5', { signed: false })).toBeNull();
    expect(normaliseAmountText('-₹-5')).toBeNull();
  });
  it('refuses what is not one number', () => {
    for (const bad of [
      '',
      ' ',
      '-',
      '.',
      '₹',
      'Rs.',
      '1,2,3',
      '1.2.3',
      '12abc',
      'abc',
      '1,20',
      '1,2000',
      '12,3456',
      ',100',
      '100,',
      '1e5',
      '1 200',
      '₹₹5',
      '5-',
    ])
      expect(normaliseAmountText(bad), bad).toBeNull();
  });
  it('always gives text the signed amount pattern accepts, and the same value for plain input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = normaliseAmountText(text);
        if (out !== null) expect(isAmountInput(out, { signed: true })).toBe(true);
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, paise) => {
        const plain = `${whole}.${String(paise).padStart(2, '0')}`;
        const grouped = `${whole < 0 ? '-₹' : '₹'}${formatAmount(Math.abs(whole))}.${String(paise).padStart(2, '0')}`;
        expect(normaliseAmountText(plain)).toBe(plain);
        expect(normaliseAmountText(grouped)).toBe(plain);
      }),
    );
  });
});

describe('amountFieldText', () => {
  it('keeps typing as it is and turns a paste into digits', () => {
    expect(amountFieldText('12.', { signed: false })).toBe('12.');
    expect(amountFieldText('', { signed: false })).toBe('');
    expect(amountFieldText('-', { signed: true })).toBe('-');
    expect(amountFieldText('₹1,200', { signed: false })).toBe('1200');
    expect(amountFieldText('Rs. 1,200.50', { signed: false })).toBe('1200.50');
    expect(amountFieldText('-₹1,200', { signed: true })).toBe('-1200');
  });
  it('ignores edits that cannot become an amount', () => {
    expect(amountFieldText('12a', { signed: true })).toBeNull();
    expect(amountFieldText('1,', { signed: false })).toBeNull();
    expect(amountFieldText('-5', { signed: false })).toBeNull();
    expect(amountFieldText('-₹5', { signed: false })).toBeNull();
  });
});

describe('decimalPlaces and amountValue', () => {
  it('counts decimals that carry value', () => {
    expect(decimalPlaces('12')).toBe(0);
    expect(decimalPlaces('12.')).toBe(0);
    expect(decimalPlaces('1.50')).toBe(1);
    expect(decimalPlaces('0.0001')).toBe(4);
    expect(decimalPlaces('0.0010')).toBe(3);
  });
  it('reads too-long digit strings as infinite, not 0', () => {
    expect(amountValue('9'.repeat(309))).toBe(Infinity);
    expect(amountValue(`-${'9'.repeat(309)}`)).toBe(-Infinity);
    expect(amountValue('9'.repeat(308))).toBeCloseTo(1e308, -300);
    expect(amountValue('12.')).toBe(12);
    expect(amountValue('')).toBe(0);
    expect(amountValue('-')).toBe(0);
    expect(amountValue('12abc')).toBeNaN();
    expect(parseAmount('9'.repeat(309))).toBe(0);
  });
});
