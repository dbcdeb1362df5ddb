import { describe, it, expect } from 'vitest';
import {
  parseAmount, toMilli, fromMilli, roundTo, formatAmount, formatSplitAmount, isAmountInput,
  UNSIGNED_AMOUNT_PATTERN, SIGNED_AMOUNT_PATTERN,
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
