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

describe('computeSplit Percentage that makes 100', () => {
  const pct = (amount: number, payer: string, ...splits: number[]) =>
    computeSplit({
      method: 'Percentage',
      amount,
      payer,
      inputs: splits.map((split, i) => ({ userId: `u${i + 1}`, split })),
    });

  it.each([
    [123.45, [40, 35, 25]],
    [4717.51, [25, 25, 25, 25]],
    [913.11, [55, 45]],
    [100, [33.333, 33.333, 33.334]],
  ])('%s split %j adds up to the amount and is accepted', (amount, splits) => {
    const lines = pct(amount, 'u1', ...splits);
    expect(splitTotalMilli(lines)).toBe(toMilli(amount));
    expect(splitProblem(amount, lines)).toBeNull();
  });

  it('gives the leftover thousandths to the lines that lost most to rounding', () => {
    // 40/35/25 of 123.45: exact parts 49.38, 43.2075, 30.8625; one thousandth is left after rounding down,
    // and the two 0.5 remainders tie, so the earlier-listed line gets it when the payer is not among them.
    expect(amounts(pct(123.45, 'u1', 40, 35, 25))).toEqual({ u1: 49.38, u2: 43.208, u3: 30.862 });
  });

  it('breaks ties in favour of the payer, then the order members are listed in', () => {
    // 0.01 in quarters is 2.5 thousandths each: two thousandths are left over and all four tie.
    expect(amounts(pct(0.01, 'u3', 25, 25, 25, 25))).toEqual({ u1: 0.003, u2: 0.002, u3: 0.003, u4: 0.002 });
    expect(amounts(pct(0.001, 'u2', 50, 50))).toEqual({ u1: 0, u2: 0.001 });
  });

  it('always sums exactly, for any amount and any percents that total 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        fc.nat({ max: 11 }),
        (paise, weights, payerIndex) => {
          // Percents with up to 3 decimals that total exactly 100.000.
          const sum = weights.reduce((s, w) => s + w, 0);
          const milliPercents = weights.map((w) => Math.floor((w * 100_000) / sum));
          milliPercents[0]! += 100_000 - milliPercents.reduce((s, m) => s + m, 0);
          const splits = milliPercents.map((m) => m / 1000);
          const amount = paise / 100;
          const lines = pct(amount, `u${(payerIndex % weights.length) + 1}`, ...splits);
          expect(splitTotalMilli(lines)).toBe(toMilli(amount));
          expect(splitProblem(amount, lines)).toBeNull();
          // No line is more than a thousandth from its exact share.
          lines.forEach((line) => {
            const exact = (toMilli(amount) * line.split) / 100;
            expect(Math.abs(toMilli(line.amount) - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('computeSplit Percentage, Custom, No Split', () => {
  it('percentage that does not make 100 is amount × percent / 100, rounded to 3 decimals, no fixing', () => {
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
