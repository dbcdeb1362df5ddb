import { describe, expect, it } from 'vitest';
import { balanceBreakdown } from './balance-breakdown';
import { computeBalances } from './balances';
import { toMilli } from './money';
import { prng } from './prng';
import { randomLedger } from './settle-plan-test-ledgers';
import { customExpense, expense, income, member, settlement, tx } from './test-builders';

const day = (n: number) => n * 86_400_000;

describe('balanceBreakdown', () => {
  it("lists what each expense and settlement did to one person's balance, oldest first", () => {
    const txs = [
      settlement('bob', 'alice', 40, { id: 's1', date: day(3) }),
      expense('alice', 300, ['alice', 'bob', 'cat'], { id: 'e1', date: day(1), description: 'Hotel' }),
      expense('bob', 60, ['alice', 'bob'], { id: 'e2', date: day(2), description: 'Cab' }),
      expense('cat', 90, ['alice', 'cat'], { id: 'e3', date: day(2), description: 'Not Bob' }),
      income(5000, { id: 'i1', from: 'bob', date: day(2) }),
    ];
    expect(balanceBreakdown(txs, 'bob')).toEqual([
      {
        transactionId: 'e1',
        date: day(1),
        description: 'Hotel',
        type: 'expense',
        paid: 0,
        share: 100,
        net: -100,
        runningNet: -100,
      },
      {
        transactionId: 'e2',
        date: day(2),
        description: 'Cab',
        type: 'expense',
        paid: 60,
        share: 30,
        net: 30,
        runningNet: -70,
      },
      {
        transactionId: 's1',
        date: day(3),
        description: 'settle up',
        type: 'settlement',
        paid: 40,
        share: 0,
        net: 40,
        runningNet: -30,
      },
    ]);
    // The receiver of a settlement has it as their share.
    expect(balanceBreakdown(txs, 'alice').at(-1)).toMatchObject({ transactionId: 's1', paid: 0, share: 40, net: -40 });
  });

  it('orders by date, then creation time, then id', () => {
    const txs = [
      expense('alice', 10, ['alice', 'bob'], { id: 'b', date: day(1), createdAt: 5 }),
      expense('alice', 10, ['alice', 'bob'], { id: 'a', date: day(1), createdAt: 5 }),
      expense('alice', 10, ['alice', 'bob'], { id: 'c', date: day(1), createdAt: 1 }),
      expense('alice', 10, ['alice', 'bob'], { id: 'd', date: day(0), createdAt: 9 }),
    ];
    expect(balanceBreakdown(txs, 'bob').map((r) => r.transactionId)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('gives the payer what the split lines leave unallocated, as computeBalances does', () => {
    const txs = [
      customExpense('alice', 100, { bob: 33.333, cat: 33.333, dev: 33.3 }),
      tx({ from: 'bob', amount: 250 }),
    ];
    expect(balanceBreakdown(txs, 'alice')).toMatchObject([
      { paid: 100, share: 0.034, net: 99.966, runningNet: 99.966 },
    ]);
    // No split info: the payer's own expense, which leaves their balance as it was.
    expect(balanceBreakdown(txs, 'bob')).toMatchObject([
      { share: 33.333 },
      { paid: 250, share: 250, net: 0, runningNet: -33.333 },
    ]);
    expect(balanceBreakdown(txs, 'nobody')).toEqual([]);
  });

  it("ends on exactly each person's computeBalances net, in any stored order (property, 2,000 ledgers)", () => {
    const rand = prng(4);
    for (let run = 0; run < 2000; run++) {
      const { members, transactions } = randomLedger(rand, { tidy: run % 4 === 3 });
      // Stored order is not date order; the breakdown must not depend on it.
      const shuffled = [...transactions];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      for (const b of computeBalances(shuffled, [...members, member('gone')])) {
        const rows = balanceBreakdown(shuffled, b.userId);
        expect(rows.at(-1)?.runningNet ?? 0).toBe(b.net);
        let running = 0;
        for (const [i, row] of rows.entries()) {
          running += toMilli(row.net);
          expect(toMilli(row.runningNet)).toBe(running);
          expect(toMilli(row.net)).toBe(toMilli(row.paid) - toMilli(row.share));
          const prev = rows[i - 1];
          if (prev) expect(prev.date <= row.date).toBe(true);
        }
        expect(rows.reduce((s, r) => s + toMilli(r.paid), 0)).toBe(toMilli(b.paid));
        expect(rows.reduce((s, r) => s + toMilli(r.share), 0)).toBe(toMilli(b.spent));
      }
    }
  });
});

describe('balanceBreakdown with several payers', () => {
  it("shows each payer's part as paid, and lands on computeBalances' net", () => {
    const people = [member('alice'), member('bob'), member('cat')];
    const dinner = customExpense(
      'alice',
      900,
      { alice: 300, bob: 300, cat: 300 },
      {
        id: 'd1',
        date: day(1),
        description: 'Dinner',
        payers: [
          { userId: 'alice', amount: 600 },
          { userId: 'bob', amount: 300 },
        ],
      },
    );
    const txs = [dinner, settlement('cat', 'alice', 200, { id: 's1', date: day(2) })];
    expect(balanceBreakdown(txs, 'bob')).toEqual([
      {
        transactionId: 'd1',
        date: day(1),
        description: 'Dinner',
        type: 'expense',
        paid: 300,
        share: 300,
        net: 0,
        runningNet: 0,
      },
    ]);
    const cat = balanceBreakdown(txs, 'cat');
    expect(cat.map((r) => [r.transactionId, r.paid, r.share, r.runningNet])).toEqual([
      ['d1', 0, 300, -300],
      ['s1', 200, 0, -100],
    ]);
    const nets = computeBalances(txs, people);
    for (const b of nets) expect(balanceBreakdown(txs, b.userId).at(-1)?.runningNet ?? 0).toBe(b.net);
  });
});
