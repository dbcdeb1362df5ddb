import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { balanceBreakdown } from './balance-breakdown';
import { onePayerParts } from './payers';
import {
  computeBalances,
  owedByPerson,
  owedPaise,
  pairwiseDebts,
  settleUpSuggestions,
  suggestTransfers,
  transfersFor,
} from './balances';
import { toMilli } from './money';
import { prng } from './prng';
import { settlePaise } from './settle-plan';
import { randomLedger, settleAll } from './settle-plan-test-ledgers';
import { computeSplit } from './splits';
import { expense, customExpense, settlement, income, member, tx } from './test-builders';
import type { Balance, Transaction, Transfer } from './types';

const people = [member('alice'), member('bob'), member('cat'), member('dev')];
const byId = (bs: Balance[]) => Object.fromEntries(bs.map((b) => [b.userId, b]));
const settle = (txs: Transaction[], ts: Transfer[]) => [...txs, ...ts.map((t) => settlement(t.from, t.to, t.amount))];

describe('computeBalances', () => {
  it('spent is the share, paid is what was paid, net is the difference', () => {
    const b = byId(computeBalances([expense('alice', 3000, ['alice', 'bob'])], people));
    expect(b.alice).toEqual({ userId: 'alice', displayName: 'Alice', spent: 1500, paid: 3000, net: 1500 });
    expect(b.bob).toEqual({ userId: 'bob', displayName: 'Bob', spent: 1500, paid: 0, net: -1500 });
  });
  it('includes members with no activity, in member order', () => {
    const bs = computeBalances([], people);
    expect(bs.map((b) => b.userId)).toEqual(['alice', 'bob', 'cat', 'dev']);
    expect(bs.every((b) => b.spent === 0 && b.paid === 0 && b.net === 0)).toBe(true);
  });
  it('keeps former members, named by id', () => {
    const b = byId(computeBalances([expense('zoe', 100, ['zoe', 'alice'])], [member('alice')]));
    expect(b.zoe).toEqual({ userId: 'zoe', displayName: 'zoe', spent: 50, paid: 100, net: 50 });
  });
  it('treats an expense without split info as No Split for the payer', () => {
    const b = byId(computeBalances([tx({ from: 'bob', amount: 250 })], people));
    expect(b.bob).toMatchObject({ spent: 250, paid: 250, net: 0 });
  });
  it('leaves unallocated split with the payer so nets sum to zero', () => {
    const bs = computeBalances([customExpense('alice', 100, { bob: 33.333, cat: 33.333, dev: 33.3 })], people);
    const b = byId(bs);
    expect(b.alice).toMatchObject({ spent: 0.034, paid: 100, net: 99.966 });
    expect(bs.reduce((s, x) => s + toMilli(x.net), 0)).toBe(0);
  });
  it('counts settlements: payer Paid, receiver Spent; ignores income', () => {
    const txs = [
      expense('alice', 3000, ['alice', 'bob']),
      settlement('bob', 'alice', 1000),
      income(5000, { from: 'cat' }),
    ];
    const b = byId(computeBalances(txs, people));
    expect(b.bob).toMatchObject({ spent: 1500, paid: 1000, net: -500 });
    expect(b.alice).toMatchObject({ spent: 2500, paid: 3000, net: 500 });
    expect(b.cat).toMatchObject({ spent: 0, paid: 0, net: 0 });
  });
  it('has no float drift over many small amounts', () => {
    const txs = Array.from({ length: 1000 }, () => expense('alice', 0.1, ['alice', 'bob']));
    const b = byId(computeBalances(txs, people));
    expect(b.alice?.paid).toBe(100);
    expect(b.bob?.net).toBe(-50);
  });
});

describe('owedPaise', () => {
  it('cuts the net toward zero to whole paise', () => {
    expect(owedPaise(66.667)).toBe(6666);
    expect(owedPaise(-33.333)).toBe(-3333);
    expect(owedPaise(0.008)).toBe(0);
    expect(owedPaise(-0.012)).toBe(-1);
    expect(owedPaise(-0.008)).toBe(0);
    expect(Object.is(owedPaise(-0.008), 0)).toBe(true);
    expect(owedPaise(1234.5)).toBe(123450);
  });
});

describe('suggestTransfers', () => {
  it('suggests nothing when everyone is even', () => {
    expect(suggestTransfers(computeBalances([expense('alice', 10, ['alice'])], people))).toEqual([]);
  });
  it('clears a three-way split to whole paise', () => {
    const txs = [expense('alice', 10, ['alice', 'bob', 'cat'])];
    const ts = suggestTransfers(computeBalances(txs, people));
    expect(ts).toEqual([
      { from: 'bob', to: 'alice', amount: 3.33 },
      { from: 'cat', to: 'alice', amount: 3.33 },
    ]);
    expect(computeBalances(settle(txs, ts), people).map((b) => owedPaise(b.net))).toEqual([0, 0, 0, 0]);
  });
  it('orders debtors and creditors by display name, then id', () => {
    const bs: Balance[] = [
      { userId: 'z', displayName: 'Amy', spent: 0, paid: 0, net: -10 },
      { userId: 'a', displayName: 'Amy', spent: 0, paid: 0, net: -10 },
      { userId: 'c', displayName: 'Bea', spent: 0, paid: 0, net: 20 },
    ];
    expect(suggestTransfers(bs)).toEqual([
      { from: 'a', to: 'c', amount: 10 },
      { from: 'z', to: 'c', amount: 10 },
    ]);
  });
  it('owes nothing below one paisa', () => {
    const pair = (net: number): Balance[] => [
      { userId: 'a', displayName: 'A', spent: 0, paid: 0, net: -net },
      { userId: 'b', displayName: 'B', spent: 0, paid: 0, net },
    ];
    expect(suggestTransfers(pair(0.004))).toEqual([]);
    expect(suggestTransfers(pair(0.009))).toEqual([]);
    expect(suggestTransfers(pair(0.01))).toEqual([{ from: 'a', to: 'b', amount: 0.01 }]);
    expect(suggestTransfers(pair(12.349))).toEqual([{ from: 'a', to: 'b', amount: 12.34 }]);
  });
  it('does not strand a paisa that shows as owed (C pays 20.00 for three; A and B pay C back 6.67 and 6.66)', () => {
    const abc = [member('a', 'A'), member('b', 'B'), member('c', 'C')];
    const txs = [
      expense('c', 20, ['a', 'b', 'c']),
      customExpense('a', 6.67, { c: 6.67 }),
      customExpense('b', 6.66, { c: 6.66 }),
    ];
    const bs = computeBalances(txs, abc);
    // B was 0.007 short and showed −0.01 with nothing to pay: now everyone shows settled.
    expect(bs.map((b) => [b.userId, b.net, owedPaise(b.net)])).toEqual([
      ['a', 0.003, 0],
      ['b', -0.007, 0],
      ['c', 0.004, 0],
    ]);
    expect(suggestTransfers(bs)).toEqual([]);
  });
  it('does not leave the payer owed 0.008 after 0.01 split equally among five', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => member(id));
    const bs = computeBalances([expense('a', 0.01, ['a', 'b', 'c', 'd', 'e'])], five);
    expect(bs[0]!.net).toBe(0.008);
    expect(bs.map((b) => owedPaise(b.net))).toEqual([0, 0, 0, 0, 0]);
    expect(suggestTransfers(bs)).toEqual([]);
  });
  it('moves the paisa that sub-paisa pieces add up to onto whoever is closest to owing it', () => {
    // 1.2 + 0.6 + 0.6 paise: cut toward zero that is 1, 0, 0, so one of those who owe pays the paisa.
    const bs: Balance[] = [
      { userId: 'c', displayName: 'Cat', spent: 0, paid: 0, net: 0.012 },
      { userId: 'b', displayName: 'Bob', spent: 0, paid: 0, net: -0.006 },
      { userId: 'a', displayName: 'Bob', spent: 0, paid: 0, net: -0.006 },
    ];
    expect(suggestTransfers(bs)).toEqual([{ from: 'a', to: 'c', amount: 0.01 }]);
    // The larger piece wins over the name.
    bs[1]!.net = -0.007;
    bs[2]!.net = -0.005;
    expect(suggestTransfers(bs)).toEqual([{ from: 'b', to: 'c', amount: 0.01 }]);
  });
  it('uses at most debtors + creditors - 1 transfers', () => {
    const txs = [expense('alice', 900, ['alice', 'bob', 'cat']), expense('bob', 400, ['alice', 'bob', 'cat', 'dev'])];
    const ts = suggestTransfers(computeBalances(txs, people));
    expect(ts.length).toBeLessThanOrEqual(3);
    expect(computeBalances(settle(txs, ts), people).every((b) => owedPaise(b.net) === 0)).toBe(true);
  });

  it('owes only whole paise, and every suggestion clears them (properties, 3,000 random ledgers)', () => {
    const rand = prng(20_241);
    let withTransfers = 0;
    let paisaMoved = 0;
    for (let run = 0; run < 3000; run++) {
      const { members, transactions } = randomLedger(rand, { tidy: run % 4 === 3 });
      const before = computeBalances(transactions, members);
      const ts = suggestTransfers(before);
      // t_i: the whole-paise positions the suggestions are computed on, within a paisa of each net.
      const positions = new Map(settlePaise(before).map((p) => [p.userId, p.paise]));
      const moved = new Map(before.map((b) => [b.userId, 0]));
      for (const t of ts) {
        moved.set(t.from, moved.get(t.from)! - Math.round(t.amount * 100));
        moved.set(t.to, moved.get(t.to)! + Math.round(t.amount * 100));
      }
      for (const b of before) {
        const milli = toMilli(b.net);
        const paise = owedPaise(b.net);
        // (a) less than half a paisa owes nothing (and, by the rule, anything under a paisa).
        if (Math.abs(milli) < 5) expect(paise).toBe(0);
        expect(Math.abs(milli - paise * 10)).toBeLessThan(10);
        // (b) whoever owes or is owed appears, paying when they owe and receiving when owed, never both.
        if (paise < 0) expect(ts.some((t) => t.from === b.userId)).toBe(true);
        if (paise > 0) expect(ts.some((t) => t.to === b.userId)).toBe(true);
        expect(ts.some((t) => t.to === b.userId) && ts.some((t) => t.from === b.userId)).toBe(false);
        // The suggestions move each person exactly their t_i, never more than a paisa from the net.
        expect(moved.get(b.userId)).toBe(positions.get(b.userId));
        expect(Math.abs(milli - positions.get(b.userId)! * 10)).toBeLessThan(10);
        if (positions.get(b.userId) !== paise) paisaMoved++;
      }
      // (d) whole paise, more than 0.
      for (const t of ts) {
        expect(t.amount).toBeGreaterThan(0);
        expect(Math.round(t.amount * 100) / 100).toBe(t.amount);
        expect(String(t.amount)).toMatch(/^\d+(\.\d{1,2})?$/);
      }
      // (e) the total suggested is what the positive t_i add up to.
      const totalPaise = ts.reduce((s, t) => s + Math.round(t.amount * 100), 0);
      expect(totalPaise).toBe([...positions.values()].reduce((s, p) => s + Math.max(0, p), 0));
      // (c) settling every suggestion as a 2-decimal Settle Up leaves nobody owing or owed.
      const after = computeBalances(settleAll(transactions, ts), members);
      expect(after.map((b) => owedPaise(b.net))).toEqual(after.map(() => 0));
      if (ts.length > 0) withTransfers++;
    }
    // Guards against generators that never produce the cases the properties are about.
    expect(withTransfers).toBeGreaterThan(2500);
    expect(paisaMoved).toBeGreaterThan(20);
  });

  it('gives each person their owes and gets', () => {
    const ts: Transfer[] = [
      { from: 'bob', to: 'alice', amount: 5 },
      { from: 'alice', to: 'cat', amount: 2 },
    ];
    expect(transfersFor('alice', ts)).toEqual({ owes: [ts[1]], gets: [ts[0]] });
  });
});

describe('settleUpSuggestions', () => {
  // Owed: Asha 0.06, Bea 0.02, Cat 0.10, Dev 0.04. Owing: Eli 0.12 (to Asha, Bea, Dev), Fay 0.10 (to Cat).
  const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => member(id, ['Asha', 'Bea', 'Cat', 'Dev', 'Eli', 'Fay'][i]));
  const trip = [
    customExpense('a', 0.06, { e: 0.06 }, { createdAt: 1 }),
    customExpense('b', 0.02, { e: 0.02 }, { createdAt: 2 }),
    customExpense('d', 0.04, { e: 0.04 }, { createdAt: 3 }),
    customExpense('c', 0.1, { f: 0.1 }, { createdAt: 4 }),
  ];
  const suggested = (txs: Transaction[]) => settleUpSuggestions(txs, computeBalances(txs, six));

  it('keeps the others when one is settled, though a new plan would pair someone else', () => {
    expect(suggested(trip)).toEqual([
      { from: 'e', to: 'a', amount: 0.06 },
      { from: 'e', to: 'b', amount: 0.02 },
      { from: 'e', to: 'd', amount: 0.04 },
      { from: 'f', to: 'c', amount: 0.1 },
    ]);
    const paid = [...trip, settlement('e', 'b', 0.02, { createdAt: 5 })];
    const others = [
      { from: 'e', to: 'a', amount: 0.06 },
      { from: 'e', to: 'd', amount: 0.04 },
      { from: 'f', to: 'c', amount: 0.1 },
    ];
    expect(suggested(paid)).toEqual(others);
    // Eli and Fay now both owe 0.10 and Cat is owed 0.10: a plan made afresh pairs Cat with Eli, by name.
    expect(suggestTransfers(computeBalances(paid, six))).not.toEqual(others);
    // The next settlement carries on from there.
    expect(suggested([...paid, settlement('f', 'c', 0.1, { createdAt: 6 })])).toEqual(others.slice(0, 2));
  });
  it('keeps the list with the rest of a suggestion after part of it is paid', () => {
    expect(suggested([...trip, settlement('e', 'a', 0.02, { createdAt: 5 })])).toEqual([
      { from: 'e', to: 'a', amount: 0.04 },
      { from: 'e', to: 'b', amount: 0.02 },
      { from: 'e', to: 'd', amount: 0.04 },
      { from: 'f', to: 'c', amount: 0.1 },
    ]);
  });
  it('plans afresh after a payment no suggestion asked for, and after a new expense', () => {
    const paid = [...trip, settlement('e', 'b', 0.02, { createdAt: 5 })];
    const fresh = (txs: Transaction[]) => suggestTransfers(computeBalances(txs, six));
    const elsewhere = [...trip, settlement('e', 'c', 0.02, { createdAt: 5 })];
    expect(suggested(elsewhere)).toEqual(fresh(elsewhere));
    const later = [...paid, customExpense('a', 1, { a: 1 }, { createdAt: 6 })];
    expect(suggested(later)).toEqual(fresh(later));
  });
});

describe('what a person owes: one figure for "You owe", Why? and Settle up', () => {
  const asked = (ts: Transfer[], userId: string) =>
    ts.reduce((s, t) => s + (t.to === userId ? 1 : t.from === userId ? -1 : 0) * Math.round(t.amount * 100), 0);

  it('asks Meera the ₹33.34 she is told she owes, when Kabir pays ₹100.01 for three', () => {
    const trio = [member('kabir', 'Kabir'), member('meera', 'Meera'), member('ravi', 'Ravi')];
    const txs = [expense('kabir', 100.01, ['kabir', 'meera', 'ravi'])];
    const bs = computeBalances(txs, trio);
    // Meera and Ravi each owe 33.337; cut to 33.33 the three would add up to a paisa short.
    expect(bs.map((b) => b.net)).toEqual([66.674, -33.337, -33.337]);
    const ts = settleUpSuggestions(txs, bs);
    expect(ts).toEqual([
      { from: 'meera', to: 'kabir', amount: 33.34 },
      { from: 'ravi', to: 'kabir', amount: 33.33 },
    ]);
    expect(Object.fromEntries(owedByPerson(ts))).toEqual({ kabir: 6667, meera: -3334, ravi: -3333 });
  });
  it('asks each of ₹10 split seven ways what they are told they owe', () => {
    const crew = ['k', 'm', 'r', 'a', 'd', 's', 'n'].map((id) => member(id));
    const txs = [expense('k', 10, ['k', 'm', 'r', 'a', 'd', 's', 'n'])];
    const ts = settleUpSuggestions(txs, computeBalances(txs, crew));
    const owed = owedByPerson(ts);
    expect([...owed.values()].sort((x, y) => x - y)).toEqual([-143, -143, -143, -143, -143, -142, 857]);
    for (const m of crew) expect(owed.get(m.userId)).toBe(asked(ts, m.userId));
  });

  const crew = ['Kabir', 'Meera', 'Ravi', 'Asha', 'Dev', 'Sara', 'Neel'].map((n) => member(n.toLowerCase(), n));
  /** Down to paise and thousandths: a few paise, ordinary bills in paise, and amounts in thousandths. */
  const milli = fc.oneof(
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 200_000 }).map((paise) => paise * 10),
    fc.integer({ min: 1, max: 2_000_000 }),
  );
  const entry = fc.record({
    payer: fc.nat(),
    milli,
    method: fc.constantFrom('Equal' as const, 'Shares' as const, 'Percentage' as const),
    // Thousandths: shares and percents with up to 3 decimals; 0 leaves that person out.
    weights: fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: crew.length, maxLength: crew.length }),
  });
  const trip = fc.record({
    size: fc.integer({ min: 2, max: crew.length }),
    entries: fc.array(entry, { minLength: 1, maxLength: 8 }),
    // Suggestions then settled one after another, some in part.
    payments: fc.array(fc.record({ pick: fc.nat(), part: fc.constantFrom(1, 0.5) }), { maxLength: 4 }),
  });

  function build({ size, entries, payments }: typeof trip extends fc.Arbitrary<infer T> ? T : never) {
    const members = crew.slice(0, size);
    let transactions: Transaction[] = entries.map((e, k) => {
      const payer = members[e.payer % size]!.userId;
      const weights = members.map((_, i) => e.weights[i]!);
      if (!weights.some((w) => w > 0)) weights[e.payer % size] = 1000;
      const total = weights.reduce((s, w) => s + w, 0);
      const percents = weights.map((w) => Math.floor((w * 100_000) / total));
      percents[weights.findIndex((w) => w > 0)]! += 100_000 - percents.reduce((s, p) => s + p, 0);
      const inputs = members
        .map((m, i) => ({ userId: m.userId, split: (e.method === 'Percentage' ? percents[i]! : weights[i]!) / 1000 }))
        .filter((input, i) => weights[i]! > 0 && input.split > 0);
      const amount = e.milli / 1000;
      const details = computeSplit({ method: e.method, amount, payer, inputs });
      return tx({ from: payer, amount, createdAt: k, splitInfo: { method: e.method, details } });
    });
    for (const { pick, part } of payments) {
      const ts = settleUpSuggestions(transactions, computeBalances(transactions, members));
      if (ts.length === 0) break;
      const t = ts[pick % ts.length]!;
      transactions = settleAll(transactions, [{ ...t, amount: Math.max(1, Math.round(t.amount * 100 * part)) / 100 }]);
    }
    return { members, transactions };
  }

  it('is what the payments listed for them add up to, and within a paisa of Why?’s total (property)', () => {
    fc.assert(
      fc.property(trip, (shape) => {
        const { members, transactions } = build(shape);
        const bs = computeBalances(transactions, members);
        const positions = new Map(settlePaise(bs).map((p) => [p.userId, p.paise]));
        for (const simplify of [true, false]) {
          const ts = simplify ? settleUpSuggestions(transactions, bs) : pairwiseDebts(transactions, members);
          const owed = owedByPerson(ts);
          for (const b of bs) {
            // "You owe" and the figure Why? ends on are owed's; Settle up asks for the payments listed.
            const shown = owed.get(b.userId) ?? 0;
            expect(shown).toBe(asked(ts, b.userId));
            // Why? adds up its rows to exactly the net.
            const why = toMilli(balanceBreakdown(transactions, b.userId).at(-1)?.runningNet ?? 0);
            expect(why).toBe(toMilli(b.net));
            if (simplify) {
              // One rounding, settlePaise's, whose figures add up to 0: within a paisa of Why?'s exact total.
              expect(shown).toBe(positions.get(b.userId));
              expect(Math.abs(why - shown * 10)).toBeLessThan(10);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('pairwiseDebts', () => {
  it('lists who owes whom directly, one transfer per pair, netted', () => {
    const txs = [
      expense('alice', 300, ['alice', 'bob', 'cat']),
      expense('bob', 60, ['alice', 'bob']),
      settlement('cat', 'alice', 40),
      income(5000, { from: 'dev' }),
    ];
    // bob owes alice 100 − 30; cat owes alice 100 − 40; nobody owes dev.
    expect(pairwiseDebts(txs, people)).toEqual([
      { from: 'bob', to: 'alice', amount: 70 },
      { from: 'cat', to: 'alice', amount: 60 },
    ]);
  });
  it('drops pairs that cancel out or owe less than a paisa, and cuts each pair toward zero', () => {
    const txs = [
      expense('alice', 10, ['alice', 'bob']),
      expense('bob', 10, ['alice', 'bob']),
      customExpense('cat', 0.009, { dev: 0.009 }),
      customExpense('dev', 1, { alice: 0.337, dev: 0.5 }),
    ];
    expect(pairwiseDebts(txs, people)).toEqual([{ from: 'alice', to: 'dev', amount: 0.33 }]);
  });
  it('leaves unallocated split with the payer, owing nobody', () => {
    const txs = [customExpense('alice', 100, { bob: 33.333, cat: 33.333, dev: 33.3 })];
    expect(pairwiseDebts(txs, people)).toEqual([
      { from: 'bob', to: 'alice', amount: 33.33 },
      { from: 'cat', to: 'alice', amount: 33.33 },
      { from: 'dev', to: 'alice', amount: 33.3 },
    ]);
  });
  it('orders by payer, then receiver, by display name then id, naming former members by id', () => {
    const named = [member('z', 'Amy'), member('a', 'Amy'), member('m', 'Bea')];
    const txs = [expense('m', 30, ['z', 'a', 'm']), expense('gone', 20, ['a', 'gone']), expense('a', 4, ['z', 'a'])];
    expect(pairwiseDebts(txs, named)).toEqual([
      { from: 'a', to: 'm', amount: 10 },
      { from: 'a', to: 'gone', amount: 10 },
      { from: 'z', to: 'a', amount: 2 },
      { from: 'z', to: 'm', amount: 10 },
    ]);
  });
  it("adds up to each person's net, to within a paisa per other person (property, 2,000 random ledgers)", () => {
    const rand = prng(7);
    for (let run = 0; run < 2000; run++) {
      const { members, transactions } = randomLedger(rand, { tidy: run % 4 === 3 });
      const balances = computeBalances(transactions, members);
      const debts = pairwiseDebts(transactions, members);
      const seen = new Set<string>();
      for (const d of debts) {
        expect(d.from).not.toBe(d.to);
        const pair = [d.from, d.to].sort().join('|');
        expect(seen.has(pair)).toBe(false);
        seen.add(pair);
        expect(Math.round(d.amount * 100) / 100).toBe(d.amount);
        expect(d.amount).toBeGreaterThan(0);
      }
      for (const b of balances) {
        const paise = debts.reduce(
          (s, d) => s + (d.to === b.userId ? 1 : d.from === b.userId ? -1 : 0) * d.amount * 100,
          0,
        );
        const others = balances.length - 1;
        expect(Math.abs(toMilli(b.net) - Math.round(paise) * 10)).toBeLessThanOrEqual(9 * others);
      }
    }
  });
});

describe('several payers', () => {
  const trio = [member('a', 'Asha'), member('b', 'Bala'), member('r', 'Ravi')];
  const nets = (bs: Balance[]) => bs.map((b) => [b.userId, b.spent, b.paid, b.net]);

  it('counts what each payer paid, and nets still sum to 0', () => {
    // Dinner 900 for three; Asha paid 600 and Bala 300.
    const dinner = customExpense(
      'a',
      900,
      { a: 300, b: 300, r: 300 },
      {
        payers: [
          { userId: 'a', amount: 600 },
          { userId: 'b', amount: 300 },
        ],
      },
    );
    expect(nets(computeBalances([dinner], trio))).toEqual([
      ['a', 300, 600, 300],
      ['b', 300, 300, 0],
      ['r', 300, 0, -300],
    ]);
    // Ravi owes each payer in proportion to what they paid: 200 to Asha, 100 to Bala; Bala owes Asha 100.
    expect(pairwiseDebts([dinner], trio)).toEqual([
      { from: 'b', to: 'a', amount: 100 },
      { from: 'r', to: 'a', amount: 200 },
      { from: 'r', to: 'b', amount: 100 },
    ]);
  });

  it('reads as the two one-payer entries it stands for, when those split exactly', () => {
    const split = (x: number, y: number) =>
      customExpense(
        'a',
        x + y,
        { a: (x + y) / 3, b: (x + y) / 3, r: (x + y) / 3 },
        {
          payers: [
            { userId: 'a', amount: x },
            { userId: 'b', amount: y },
          ],
        },
      );
    const apart = [expense('a', 600, ['a', 'b', 'r']), expense('b', 300, ['a', 'b', 'r'])];
    expect(computeBalances([split(600, 300)], trio)).toEqual(computeBalances(apart, trio));
    expect(pairwiseDebts([split(600, 300)], trio)).toEqual(pairwiseDebts(apart, trio));
  });

  it('gives each payer their part of what the lines leave unallocated', () => {
    // The lines leave 0.06 of 100. Asha paid 3/4: her parts of the lines are 24.998 + 49.958 (the odd
    // thousandth of each half-way split goes to her, listed first), so she keeps 75 − 74.956 = 0.044.
    const t = customExpense(
      'a',
      100,
      { b: 33.33, r: 66.61 },
      {
        payers: [
          { userId: 'a', amount: 75 },
          { userId: 'b', amount: 25 },
        ],
      },
    );
    const bs = computeBalances([t], trio);
    expect(nets(bs)).toEqual([
      ['a', 0.044, 75, 74.956],
      ['b', 33.346, 25, -8.346],
      ['r', 66.61, 0, -66.61],
    ]);
    expect(bs.reduce((s, b) => s + toMilli(b.net), 0)).toBe(0);
  });

  it('reads a list of payers adding up to nothing as its `from` alone', () => {
    const t = customExpense(
      'a',
      10,
      { b: 10 },
      {
        payers: [
          { userId: 'a', amount: 0 },
          { userId: 'b', amount: 0 },
        ],
      },
    );
    expect(computeBalances([t], trio)).toEqual(computeBalances([customExpense('a', 10, { b: 10 })], trio));
    expect(pairwiseDebts([t], trio)).toEqual([{ from: 'b', to: 'a', amount: 10 }]);
  });

  const ids = ['a', 'b', 'r', 'm'];
  const milliAmount = fc.integer({ min: 1, max: 50_000_000 });
  /** An entry paid by 2–4 distinct people, with lines that may leave up to 0.1 unallocated. */
  const severalPaid = fc
    .record({
      payers: fc.uniqueArray(fc.record({ userId: fc.constantFrom(...ids), milli: milliAmount }), {
        selector: (p) => p.userId,
        minLength: 2,
        maxLength: 4,
      }),
      weights: fc.array(fc.record({ userId: fc.constantFrom(...ids, 'gone'), w: fc.integer({ min: 1, max: 9 }) }), {
        minLength: 1,
        maxLength: 6,
      }),
      gap: fc.integer({ min: 0, max: 100 }),
      type: fc.constantFrom('expense' as const, 'settlement' as const),
    })
    .map(({ payers, weights, gap, type }) => {
      const total = payers.reduce((s, p) => s + p.milli, 0);
      const share = Math.max(0, total - gap);
      const wsum = weights.reduce((s, l) => s + l.w, 0);
      const details = weights.map((l) => ({ userId: l.userId, milli: Math.floor((share * l.w) / wsum) }));
      return tx({
        type,
        amount: total / 1000,
        from: payers[0]!.userId,
        payers: payers.map((p) => ({ userId: p.userId, amount: p.milli / 1000 })),
        splitInfo: {
          method: 'Custom',
          details: details.map((d) => ({ userId: d.userId, amount: d.milli / 1000, split: d.milli / 1000 })),
        },
      });
    });
  const onePaid = fc
    .record({ from: fc.constantFrom(...ids), milli: milliAmount, to: fc.constantFrom(...ids) })
    .map(({ from, milli, to }) => customExpense(from, milli / 1000, { [to]: milli / 1000 }));
  const people4 = ids.map((id) => member(id));

  it('is exactly the one-payer entries onePayerParts makes, for balances, debts and Why? (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(severalPaid, onePaid), { minLength: 1, maxLength: 6 }), (txs) => {
        const parts = txs.flatMap(onePayerParts);
        const together = computeBalances(txs, people4);
        expect(together).toEqual(computeBalances(parts, people4));
        expect(together.reduce((s, b) => s + toMilli(b.net), 0)).toBe(0);
        expect(pairwiseDebts(txs, people4)).toEqual(pairwiseDebts(parts, people4));
        for (const id of [...ids, 'gone']) {
          const why = balanceBreakdown(txs, id);
          const net = together.find((b) => b.userId === id)?.net ?? 0;
          expect(why.at(-1)?.runningNet ?? 0).toBe(net);
          const sumPaid = why.reduce((s, row) => s + toMilli(row.paid), 0);
          expect(fromMilliOf(sumPaid)).toBe(together.find((b) => b.userId === id)?.paid ?? 0);
        }
      }),
    );
  });

  it('equals separate one-payer entries within a thousandth per line (property)', () => {
    // Asha's x and Bala's y, each split by the same weights, then merged into one entry both paid.
    fc.assert(
      fc.property(
        milliAmount,
        milliAmount,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 3, maxLength: 3 }),
        (x, y, w) => {
          const lines = (total: number) => {
            const wsum = w[0]! + w[1]! + w[2]!;
            const parts = w.map((wi) => Math.floor((total * wi) / wsum));
            parts[0]! += total - parts.reduce((s, p) => s + p, 0);
            return parts;
          };
          const [ax, bx, rx] = lines(x);
          const [ay, by, ry] = lines(y);
          const asLines = (a: number, b: number, r: number) => ({ a: a / 1000, b: b / 1000, r: r / 1000 });
          const apart = [
            customExpense('a', x / 1000, asLines(ax!, bx!, rx!)),
            customExpense('b', y / 1000, asLines(ay!, by!, ry!)),
          ];
          const together = customExpense('a', (x + y) / 1000, asLines(ax! + ay!, bx! + by!, rx! + ry!), {
            payers: [
              { userId: 'a', amount: x / 1000 },
              { userId: 'b', amount: y / 1000 },
            ],
          });
          const one = computeBalances([together], trio);
          const two = computeBalances(apart, trio);
          one.forEach((b, i) => {
            expect(b.paid).toBe(two[i]!.paid);
            expect(Math.abs(toMilli(b.net) - toMilli(two[i]!.net))).toBeLessThanOrEqual(3);
          });
        },
      ),
    );
  });
});

const fromMilliOf = (m: number) => m / 1000 + 0;
