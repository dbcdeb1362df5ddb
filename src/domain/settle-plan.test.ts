import { describe, expect, it } from 'vitest';
import { computeBalances, settleUpSuggestions, suggestTransfers } from './balances';
import { prng } from './prng';
import { owedPaise, planTransfers, settlePaise, type SettleParty } from './settle-plan';
import { EXACT_SEARCH_LIMIT, zeroSumGroups } from './settle-plan-search';
import { randomLedger, settleAll } from './settle-plan-test-ledgers';
import type { Balance, Member, Transaction, Transfer } from './types';

/** Balances from whole paise, named by id unless names are given. */
const balances = (paise: number[], names?: string[]): Balance[] =>
  paise.map((p, i) => ({ userId: `u${i}`, displayName: names?.[i] ?? `u${i}`, spent: 0, paid: 0, net: p / 100 }));
const parties = (paise: number[]): SettleParty[] =>
  paise.map((p, i) => ({ userId: `p${String(i).padStart(2, '0')}`, displayName: 'Same', paise: p }));
const key = (t: Transfer) => `${t.from}>${t.to}:${t.amount}`;
/** What the home suggests for a ledger. */
const suggestions = (transactions: Transaction[], members: Member[]) =>
  settleUpSuggestions(transactions, computeBalances(transactions, members));

/** Applies transfers to whole-paise positions; what is left per person. */
function leftAfter(positions: SettleParty[], transfers: Transfer[]): number[] {
  const left = new Map(positions.map((p) => [p.userId, p.paise]));
  for (const t of transfers) {
    left.set(t.from, left.get(t.from)! + Math.round(t.amount * 100));
    left.set(t.to, left.get(t.to)! - Math.round(t.amount * 100));
  }
  return [...left.values()];
}

/** The most zero-sum groups, by trying every way to split the people: the reference for small cases. */
function bruteForceGroups(amounts: number[]): number {
  let most = 0;
  const sums: number[] = [];
  const place = (i: number) => {
    if (i === amounts.length) {
      if (sums.every((s) => s === 0)) most = Math.max(most, sums.length);
      return;
    }
    for (let g = 0; g < sums.length; g++) {
      sums[g]! += amounts[i]!;
      place(i + 1);
      sums[g]! -= amounts[i]!;
    }
    sums.push(amounts[i]!);
    place(i + 1);
    sums.pop();
  };
  place(0);
  return most;
}

describe('settlePaise', () => {
  it('cuts each net toward zero, then hands out the whole paise the pieces make', () => {
    // 6.666 + 3.333 + 3.333 cut to 6.66 − 3.33 − 3.33: nothing to hand out.
    expect(settlePaise(balances([6666, -3333, -3333].map((m) => m / 10))).map((p) => p.paise)).toEqual([
      666, -333, -333,
    ]);
    // Pieces of 0.9 + 0.8 paise owed and 0.7 + 0.7 + 0.3 owing: 1.7 − 1.7 makes no whole paisa either way...
    const pieces = [0.009, 0.008, -0.007, -0.007, -0.003];
    expect(settlePaise(balances(pieces.map((n) => n * 100))).map((p) => p.paise)).toEqual([0, 0, 0, 0, 0]);
    // ...but 12.349 + 7.658 − 20.007, cut to 12.34 + 7.65 − 20.00, leaves a paisa owed: the largest piece gets it.
    expect(settlePaise(balances([1234.9, 765.8, -2000.7])).map((p) => p.paise)).toEqual([1235, 765, -2000]);
    // And the other way: 1.2 paise owed against 0.5 + 0.6 + 0.1 owing; the largest piece owing pays the paisa.
    expect(settlePaise(balances([1.2, -0.5, -0.6, -0.1])).map((p) => p.paise)).toEqual([1, 0, -1, 0]);
  });
  it('keeps everyone within a paisa of their net and adds up to 0 (property, 3,000 random ledgers)', () => {
    const rand = prng(99);
    for (let run = 0; run < 3000; run++) {
      const { members, transactions } = randomLedger(rand, { tidy: run % 4 === 3 });
      const bs = computeBalances(transactions, members);
      const ps = settlePaise(bs);
      expect(ps.reduce((s, p) => s + p.paise, 0)).toBe(0);
      bs.forEach((b, i) => {
        const milli = Math.round(b.net * 1000);
        expect(Math.abs(milli - ps[i]!.paise * 10)).toBeLessThan(10);
        // Only ever a paisa away from what is shown, and only away from zero.
        const shown = owedPaise(b.net);
        expect(Math.abs(ps[i]!.paise - shown)).toBeLessThanOrEqual(1);
        if (ps[i]!.paise !== shown) expect(Math.abs(ps[i]!.paise)).toBeGreaterThan(Math.abs(shown));
      });
    }
  });
});

describe('fewest transfers', () => {
  it('settles the Splitwise example in 3 transfers', () => {
    const ts = suggestTransfers(balances([0, 0, -5000, 1000, -6000, 6000, 4000]));
    expect(ts).toHaveLength(3);
    expect(ts).toEqual([
      { from: 'u2', to: 'u3', amount: 10 },
      { from: 'u2', to: 'u6', amount: 40 },
      { from: 'u4', to: 'u5', amount: 60 },
    ]);
  });
  it('finds groups that adding up in name order would miss', () => {
    // a + c = w and b + d = z: 4 transfers, where matching a, b, c, d against w, z in order takes 5.
    const ts = suggestTransfers(balances([-500, -600, -300, -100, 800, 700], ['a', 'b', 'c', 'd', 'w', 'z']));
    expect(ts).toEqual([
      { from: 'u0', to: 'u4', amount: 5 },
      { from: 'u1', to: 'u5', amount: 6 },
      { from: 'u2', to: 'u4', amount: 3 },
      { from: 'u3', to: 'u5', amount: 1 },
    ]);
  });
  it('among equally short plans, keeps groups in name order', () => {
    // a, b owe 5 each and c, d are owed 5 each: a pays c and b pays d, not the other way round.
    expect(suggestTransfers(balances([-500, -500, 500, 500], ['a', 'b', 'c', 'd'])).map(key)).toEqual([
      'u0>u2:5',
      'u1>u3:5',
    ]);
  });
  it('matches the brute-force minimum on small instances (2,000 random cases of up to 8 people)', () => {
    const rand = prng(8);
    const steps = [100, 200, 300, 500];
    let withGroups = 0;
    for (let run = 0; run < 2000; run++) {
      const n = 2 + Math.floor(rand() * 7);
      const amounts = Array.from({ length: n - 1 }, () => (rand() < 0.5 ? -1 : 1) * steps[Math.floor(rand() * 4)]!);
      amounts.push(-amounts.reduce((s, a) => s + a, 0));
      const nonzero = amounts.filter((a) => a !== 0);
      const names = amounts.map(() => 'ABC'[Math.floor(rand() * 3)]!);
      const bs = balances(amounts, names);
      const ts = suggestTransfers(bs);
      expect(planTransfers(settlePaise(bs)).fewest).toBe(true);
      const groups = bruteForceGroups(nonzero);
      if (groups > 1) withGroups++;
      expect(ts.length).toBe(nonzero.length - groups);
      expect(leftAfter(settlePaise(bs), ts).every((p) => p === 0)).toBe(true);
    }
    expect(withGroups).toBeGreaterThan(500);
  });
  it('clears everyone above the exact-search limit too', () => {
    const rand = prng(40);
    for (let run = 0; run < 50; run++) {
      const n = EXACT_SEARCH_LIMIT + 1 + Math.floor(rand() * 20);
      const amounts = Array.from({ length: n - 1 }, () => Math.round((rand() - 0.5) * 1_000_000));
      amounts.push(-amounts.reduce((s, a) => s + a, 0));
      const ps = parties(amounts);
      const ts = planTransfers(ps).transfers;
      expect(ts.length).toBeLessThanOrEqual(n - 1);
      expect(leftAfter(ps, ts).every((p) => p === 0)).toBe(true);
    }
  });
  it('falls back to matching in order when the search runs out of budget, still clearing everyone', () => {
    // 12 × +2 and 12 × −2 searched as they are (no pairs taken out first): C(24, 12) zero-sum sets,
    // far past the budget.
    const amounts = [...Array<number>(12).fill(300), ...Array<number>(8).fill(-200), -500, -700, -400, -400];
    expect(zeroSumGroups([...Array<number>(12).fill(2), ...Array<number>(12).fill(-2)])).toBeNull();
    const ps = parties(amounts);
    const plan = planTransfers(ps);
    expect(plan.fewest).toBe(false);
    expect(leftAfter(ps, plan.transfers).every((p) => p === 0)).toBe(true);
  });
  it('leaves what cannot be matched when hand-made balances do not add up to 0', () => {
    expect(zeroSumGroups([500, -300])).toBeNull();
    expect(planTransfers(parties([-500, 300]))).toEqual({
      transfers: [{ from: 'p00', to: 'p01', amount: 3 }],
      fewest: false,
    });
  });
});

describe('settling one suggestion', () => {
  it('keeps the others whenever they are still a shortest plan (≥ 99.5% of 6,000 random ledgers kept)', () => {
    const rand = prng(2_000);
    const kinds = { random: {}, small: { small: true }, tidy: { tidy: true } };
    const tally = Object.fromEntries(Object.keys(kinds).map((k) => [k, { runs: 0, kept: 0 }]));
    let stillShortest = 0;
    for (let run = 0; run < 6000; run++) {
      const kind = (['random', 'small', 'tidy'] as const)[run % 3]!;
      const { members, transactions } = randomLedger(rand, kinds[kind]);
      const before = suggestions(transactions, members);
      if (before.length === 0) continue;
      const i = Math.floor(rand() * before.length);
      const settled = settleAll(transactions, [before[i]!]);
      const after = suggestions(settled, members);
      const balancesAfter = computeBalances(settled, members);
      const fresh = planTransfers(settlePaise(balancesAfter));
      // Never more transfers than a new plan, so never more than before less the one settled.
      expect(after.length).toBeLessThanOrEqual(fresh.transfers.length);
      expect(after.length).toBeLessThanOrEqual(before.length - 1);
      expect(leftAfter(settlePaise(balancesAfter), after).every((p) => p === 0)).toBe(true);
      const others = before.filter((_, j) => j !== i);
      const kept = after.map(key).join() === others.map(key).join();
      // The others still clear everyone, in as few transfers as any plan: then they are what is shown.
      const othersClear = leftAfter(settlePaise(balancesAfter), others).every((p) => p === 0);
      if (othersClear && fresh.fewest && others.length <= fresh.transfers.length) {
        stillShortest++;
        expect(after.map(key)).toEqual(others.map(key));
      }
      tally[kind]!.runs++;
      if (kept) tally[kind]!.kept++;
    }
    const runs = Object.values(tally).reduce((s, k) => s + k.runs, 0);
    const rate = Object.values(tally).reduce((s, k) => s + k.kept, 0) / runs;
    const pct = (k: { runs: number; kept: number }) => `${((100 * k.kept) / k.runs).toFixed(2)}% of ${k.runs}`;
    console.log(
      `settle-up stability: ${(100 * rate).toFixed(2)}% of ${runs} ledgers kept the others after settling one ` +
        `suggestion (random amounts ${pct(tally.random!)}, small amounts in paise and thousandths ` +
        `${pct(tally.small!)}, tidy round amounts ${pct(tally.tidy!)}); ${stillShortest} still a shortest plan`,
    );
    expect(runs).toBeGreaterThanOrEqual(5000);
    expect(tally.small!.runs).toBeGreaterThanOrEqual(1500);
    expect(rate).toBeGreaterThanOrEqual(0.995);
    for (const k of Object.values(tally)) expect(k.kept / k.runs).toBeGreaterThanOrEqual(0.995);
  });
});
