import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  computeSplit,
  splitProblem,
  splitOptionsAvailable,
  NO_MEMBERS_MESSAGE,
  splitTotalMilli,
  defaultSplitInputs,
} from './splits';
import { toMilli } from './money';
import type { SplitLine } from './types';

const amounts = (lines: SplitLine[]) => Object.fromEntries(lines.map((l) => [l.userId, l.amount]));
const ins = (...ids: string[]) => ids.map((userId) => ({ userId, split: 1 }));

describe('computeSplit Equal', () => {
  it('divides evenly when it can', () => {
    expect(
      amounts(computeSplit({ method: 'Equal', amount: 3000, payer: 'alice', inputs: ins('alice', 'bob') })),
    ).toEqual({ alice: 1500, bob: 1500 });
  });
  it('gives the rounding remainder to the payer', () => {
    expect(
      amounts(computeSplit({ method: 'Equal', amount: 10, payer: 'bob', inputs: ins('alice', 'bob', 'cat') })),
    ).toEqual({ alice: 3.333, bob: 3.334, cat: 3.333 });
    // 20/3 rounds up to 6.667, so the payer's line absorbs the -0.001.
    expect(
      amounts(computeSplit({ method: 'Equal', amount: 20, payer: 'cat', inputs: ins('alice', 'bob', 'cat') })),
    ).toEqual({ alice: 6.667, bob: 6.667, cat: 6.666 });
  });
  it('gives the remainder to the first participant when the payer is not one', () => {
    expect(
      amounts(computeSplit({ method: 'Equal', amount: 10, payer: 'zed', inputs: ins('alice', 'bob', 'cat') })),
    ).toEqual({ alice: 3.334, bob: 3.333, cat: 3.333 });
  });
  it('omits excluded members', () => {
    const lines = computeSplit({
      method: 'Equal',
      amount: 100,
      payer: 'alice',
      inputs: [
        { userId: 'alice', split: 1 },
        { userId: 'bob', split: 1, included: false },
        { userId: 'cat', split: 9 },
      ],
    });
    expect(lines).toEqual([
      { userId: 'alice', amount: 50, split: 1 },
      { userId: 'cat', amount: 50, split: 1 },
    ]);
  });
  it('returns no lines with nobody included', () => {
    expect(computeSplit({ method: 'Equal', amount: 100, payer: 'a', inputs: [] })).toEqual([]);
  });
});

describe('computeSplit Shares', () => {
  it('is proportional to shares, remainder to payer', () => {
    const lines = computeSplit({
      method: 'Shares',
      amount: 100,
      payer: 'alice',
      inputs: [
        { userId: 'alice', split: 1 },
        { userId: 'bob', split: 2 },
        { userId: 'cat', split: 0 },
      ],
    });
    expect(amounts(lines)).toEqual({ alice: 33.333, bob: 66.667 });
    expect(lines[1]?.split).toBe(2);
  });
  it('returns nothing when all shares are zero', () => {
    expect(computeSplit({ method: 'Shares', amount: 100, payer: 'a', inputs: [{ userId: 'a', split: 0 }] })).toEqual(
      [],
    );
  });
});

describe('computeSplit Percentage, Custom, No Split', () => {
  it('percentage is amount × percent / 100, rounded to 3 decimals, no fixing', () => {
    const lines = computeSplit({
      method: 'Percentage',
      amount: 100,
      payer: 'a',
      inputs: [
        { userId: 'a', split: 33.3333 },
        { userId: 'b', split: 33.3333 },
        { userId: 'c', split: 33.3333 },
      ],
    });
    expect(amounts(lines)).toEqual({ a: 33.333, b: 33.333, c: 33.333 });
    expect(splitTotalMilli(lines)).toBe(99_999);
  });
  it('custom uses the entered amounts and drops zeros', () => {
    const lines = computeSplit({
      method: 'Custom',
      amount: 100,
      payer: 'a',
      inputs: [
        { userId: 'a', split: 70.5 },
        { userId: 'b', split: 29.5 },
        { userId: 'c', split: 0 },
      ],
    });
    expect(lines).toEqual([
      { userId: 'a', amount: 70.5, split: 70.5 },
      { userId: 'b', amount: 29.5, split: 29.5 },
    ]);
  });
  it('no split puts everything on the payer', () => {
    expect(computeSplit({ method: 'No Split', amount: 99.9999, payer: 'b', inputs: ins('a', 'b') })).toEqual([
      { userId: 'b', amount: 100, split: 1 },
    ]);
  });
});

describe('exact sums (property)', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const arb = fc.record({
    method: fc.constantFrom('Equal' as const, 'Shares' as const, 'No Split' as const),
    milli: fc.integer({ min: 1, max: 10_000_000_000 }),
    weights: fc.array(fc.oneof(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0.1, max: 9, noNaN: true })), {
      minLength: 1,
      maxLength: 7,
    }),
    payer: fc.constantFrom(...ids, 'zed'),
  });
  it('Equal, Shares and No Split lines sum exactly to the amount', () => {
    fc.assert(
      fc.property(arb, ({ method, milli, weights, payer }) => {
        const inputs = weights.map((w, i) => ({ userId: ids[i] ?? 'x', split: w }));
        if (method === 'Shares' && !inputs.some((i) => i.split > 0)) return;
        const lines = computeSplit({ method, amount: milli / 1000, payer, inputs });
        expect(splitTotalMilli(lines)).toBe(milli);
        for (const l of lines) expect(toMilli(l.amount)).toBe(Math.round(l.amount * 1000));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('splitProblem', () => {
  const line = (amount: number): SplitLine => ({ userId: 'a', amount, split: amount });
  it('is null when exact or within 0.1 under', () => {
    expect(splitProblem(100, [line(60), line(40)])).toBeNull();
    expect(splitProblem(100, [line(99.9)])).toBeNull();
  });
  it('flags any over-allocation', () => {
    expect(splitProblem(100, [line(60), line(40.001)])).toBe('Your split is more by 0.001');
    expect(splitProblem(1000, [line(2500.5)])).toBe('Your split is more by 1,500.5');
  });
  it('flags under-allocation above 0.1', () => {
    expect(splitProblem(100, [line(99.899)])).toBe('You need to split more 0.101');
    expect(splitProblem(100, [])).toBe('You need to split more 100');
  });
});

describe('split options', () => {
  it('are hidden with one member or fewer', () => {
    expect(NO_MEMBERS_MESSAGE).toBe('Split options are not available due to no members.');
    expect(splitOptionsAvailable(0)).toBe(false);
    expect(splitOptionsAvailable(1)).toBe(false);
    expect(splitOptionsAvailable(2)).toBe(true);
  });
  it('default inputs come from settings', () => {
    const s = { splitType: 'Shares' as const, shares: { a: 3 }, percentages: { b: 40 } };
    expect(defaultSplitInputs('Shares', ['a', 'b'], s)).toEqual([
      { userId: 'a', split: 3 },
      { userId: 'b', split: 1 },
    ]);
    expect(defaultSplitInputs('Percentage', ['a', 'b'], s)).toEqual([
      { userId: 'a', split: 0 },
      { userId: 'b', split: 40 },
    ]);
    expect(defaultSplitInputs('Equal', ['a'], s)).toEqual([{ userId: 'a', split: 1, included: true }]);
  });
});
