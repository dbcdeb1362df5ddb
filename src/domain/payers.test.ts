import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasSeveralPayers,
  mainPayer,
  onePayerParts,
  paidBy,
  PAYER_NOT_POSITIVE,
  PAYER_TWICE,
  payersProblem,
  PAYERS_TOO_FEW,
  PAYERS_TOO_MANY,
  shareOverPayers,
} from './payers';
import { customExpense, tx } from './test-builders';

const names: Record<string, string> = { a: 'Asha', b: 'Bala', r: 'Ravi', z: 'Asha' };
const nameOf = (id: string) => names[id] ?? id;

describe('mainPayer', () => {
  it('is whoever paid most', () => {
    expect(
      mainPayer(
        [
          { userId: 'a', amount: 300 },
          { userId: 'r', amount: 700 },
        ],
        nameOf,
      ),
    ).toBe('r');
  });
  it('breaks a tie by the display name that sorts first, then by id', () => {
    const tie = [
      { userId: 'r', amount: 500 },
      { userId: 'b', amount: 500 },
    ];
    expect(mainPayer(tie, nameOf)).toBe('b');
    const sameName = [
      { userId: 'z', amount: 500 },
      { userId: 'a', amount: 500 },
    ];
    expect(mainPayer(sameName, nameOf)).toBe('a');
  });
  it('compares amounts exactly in thousandths, not as floats', () => {
    expect(
      mainPayer(
        [
          { userId: 'a', amount: 0.1 + 0.2 },
          { userId: 'b', amount: 0.3 },
        ],
        nameOf,
      ),
    ).toBe('a');
  });
  it('gives the same answer in any order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ userId: fc.constantFrom('a', 'b', 'r', 'z', 'q'), amount: fc.integer({ min: 1, max: 5 }) }),
          {
            selector: (p) => p.userId,
            minLength: 1,
          },
        ),
        (payers) => {
          const answer = mainPayer(payers, nameOf);
          expect(mainPayer([...payers].reverse(), nameOf)).toBe(answer);
          const most = Math.max(...payers.map((p) => p.amount));
          expect(payers.find((p) => p.userId === answer)?.amount).toBe(most);
        },
      ),
    );
  });
  it('is empty for no payers', () => {
    expect(mainPayer([], nameOf)).toBe('');
  });
});

describe('payersProblem', () => {
  const two = (x: number, y: number) => [
    { userId: 'a', amount: x },
    { userId: 'b', amount: y },
  ];
  it('accepts payers that add up to the amount exactly', () => {
    expect(payersProblem(two(600, 400), 1000)).toBeNull();
    expect(payersProblem(two(0.1, 0.2), 0.3)).toBeNull();
  });
  it("says what they add up to, in the app's amount format", () => {
    expect(payersProblem(two(500, 400), 1000)).toBe('Payers add up to 900 of 1,000');
    expect(payersProblem(two(60000, 50000.5), 100000)).toBe('Payers add up to 1,10,000.5 of 1,00,000');
  });
  it('needs 2 to 50 payers', () => {
    expect(payersProblem([{ userId: 'a', amount: 10 }], 10)).toBe(PAYERS_TOO_FEW);
    expect(PAYERS_TOO_FEW).toBe('Choose at least 2 people who paid');
    expect(payersProblem([], 0)).toBe(PAYERS_TOO_FEW);
    const many = Array.from({ length: 51 }, (_, i) => ({ userId: `p${i}`, amount: 1 }));
    expect(payersProblem(many, 51)).toBe(PAYERS_TOO_MANY);
    expect(PAYERS_TOO_MANY).toBe('At most 50 people can pay for one entry');
    expect(payersProblem(many.slice(0, 50), 50)).toBeNull();
  });
  it('refuses a payer with 0 or less, or a non-number', () => {
    expect(payersProblem(two(1000, 0), 1000)).toBe(PAYER_NOT_POSITIVE);
    expect(payersProblem(two(1100, -100), 1000)).toBe(PAYER_NOT_POSITIVE);
    expect(payersProblem(two(1000, Number.NaN), 1000)).toBe(PAYER_NOT_POSITIVE);
    expect(payersProblem(two(1000, 0.0004), 1000)).toBe(PAYER_NOT_POSITIVE);
    expect(PAYER_NOT_POSITIVE).toBe('Each payer must pay more than 0');
  });
  it('refuses the same person twice', () => {
    const twice = [
      { userId: 'a', amount: 500 },
      { userId: 'a', amount: 500 },
    ];
    expect(payersProblem(twice, 1000)).toBe(PAYER_TWICE);
    expect(PAYER_TWICE).toBe('Each person can be a payer only once');
  });
});

describe('paidBy', () => {
  it('is the payers when several paid, else `from` for the whole amount', () => {
    const payers = [
      { userId: 'a', amount: 600 },
      { userId: 'b', amount: 400 },
    ];
    expect(paidBy(tx({ from: 'a', amount: 1000, payers }))).toEqual(payers);
    expect(paidBy(tx({ from: 'r', amount: 250 }))).toEqual([{ userId: 'r', amount: 250 }]);
  });
  it('treats a list of one as one payer', () => {
    const t = tx({ from: 'a', amount: 1000, payers: [{ userId: 'b', amount: 1000 }] });
    expect(hasSeveralPayers(t)).toBe(false);
    expect(paidBy(t)).toEqual([{ userId: 'a', amount: 1000 }]);
  });
});

describe('shareOverPayers', () => {
  it('shares in proportion to what each paid', () => {
    expect(shareOverPayers(900_000, [600_000, 300_000])).toEqual([600_000, 300_000]);
    expect(shareOverPayers(1000, [1, 1, 1])).toEqual([334, 333, 333]);
  });
  it('gives leftover thousandths to the largest remainders, ties to the payer listed first', () => {
    // 10 × 2/7 = 2.857, 10 × 5/7 = 7.142: the first lost more.
    expect(shareOverPayers(10, [2, 5])).toEqual([3, 7]);
    expect(shareOverPayers(1, [1, 1])).toEqual([1, 0]);
    expect(shareOverPayers(1, [3, 5])).toEqual([0, 1]);
  });
  it('shares a negative amount as its size', () => {
    expect(shareOverPayers(-1000, [1, 1, 1])).toEqual([-334, -333, -333]);
    expect(shareOverPayers(0, [1, 1]).map((x) => Object.is(x, -0))).toEqual([false, false]);
  });
  it('is exact for the largest amounts, beyond 2^53', () => {
    const total = 100_000_000_000_000; // ₹10,000 crore in thousandths
    expect(shareOverPayers(total, [total / 3, total - total / 3].map(Math.floor)).reduce((s, x) => s + x)).toBe(total);
    expect(shareOverPayers(total, [1, total - 1])).toEqual([1, total - 1]);
  });
  it('adds up exactly and is within one thousandth of the exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e14, max: 1e14 }),
        fc.array(fc.integer({ min: 1, max: 1e14 }), { minLength: 2, maxLength: 50 }),
        (milli, paid) => {
          const parts = shareOverPayers(milli, paid);
          expect(parts.reduce((s, x) => s + x, 0)).toBe(milli);
          const total = paid.reduce((s, p) => s + BigInt(p), 0n);
          parts.forEach((part, i) => {
            // |part × total − milli × paid_i| < total
            const gap = BigInt(part) * total - BigInt(milli) * BigInt(paid[i]!);
            expect(gap < total && -gap < total).toBe(true);
          });
          expect(shareOverPayers(milli, paid)).toEqual(parts);
        },
      ),
    );
  });
});

describe('onePayerParts', () => {
  it('turns an entry several paid into one entry per payer, each with their part of every line', () => {
    const t = customExpense(
      'a',
      900,
      { a: 300, b: 300, r: 300 },
      {
        id: 'x',
        payers: [
          { userId: 'a', amount: 600 },
          { userId: 'b', amount: 300 },
        ],
      },
    );
    const [first, second] = onePayerParts(t);
    expect(first).toMatchObject({ id: 'x#0', from: 'a', amount: 600 });
    expect(first?.splitInfo?.details.map((d) => [d.userId, d.amount])).toEqual([
      ['a', 200],
      ['b', 200],
      ['r', 200],
    ]);
    expect(second).toMatchObject({ id: 'x#1', from: 'b', amount: 300 });
    expect(second?.payers).toBeUndefined();
    expect(second?.splitInfo?.details.map((d) => d.amount)).toEqual([100, 100, 100]);
  });
  it('returns a one-payer entry as it is', () => {
    const t = customExpense('a', 10, { b: 10 });
    expect(onePayerParts(t)).toEqual([t]);
  });
});
