// The Intl-free en-IN grouping must print exactly what Intl.NumberFormat('en-IN') prints.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatSplitAmount, groupEnIn, roundTo } from './money';

const intl2 = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const intl3 = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const normal = (n: number, decimals: number) => {
  const r = roundTo(n, decimals);
  return r === 0 ? 0 : r;
};

describe('en-IN grouping without Intl', () => {
  it('matches Intl for amounts of every size, sign and precision', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        expect(formatAmount(n)).toBe(intl2.format(normal(n, 2)));
        expect(formatSplitAmount(n)).toBe(intl3.format(normal(n, 3)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('matches Intl for typed amounts in paise and group boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        expect(formatAmount(paise / 100)).toBe(intl2.format(normal(paise / 100, 2)));
      }),
      { numRuns: 20_000 },
    );
    for (const n of [
      1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890, 999.995, 99999.999, -100000,
    ]) {
      expect(formatAmount(n)).toBe(intl2.format(normal(n, 2)));
    }
  });

  it('leaves exponent notation and non-numbers to Intl', () => {
    expect(groupEnIn(1e21)).toBeNull();
    expect(groupEnIn(NaN)).toBeNull();
    expect(formatAmount(NaN)).toBe(intl2.format(normal(NaN, 2)));
  });
});
