import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { computeBalances, suggestTransfers, transfersFor } from './balances';
import { toMilli } from './money';
import { expense, customExpense, settlement, income, member, tx } from './test-builders';
import type { Balance, Transaction, Transfer } from './types';

const people = [member('alice'), member('bob'), member('cat'), member('dev')];
const byId = (bs: Balance[]) => Object.fromEntries(bs.map((b) => [b.userId, b]));
const settle = (txs: Transaction[], ts: Transfer[]) => [...txs, ...ts.map((t) => settlement(t.from, t.to, t.amount))];
const key = (t: Transfer) => `${t.from}>${t.to}:${t.amount}`;

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

describe('suggestTransfers', () => {
  it('suggests nothing when everyone is even', () => {
    expect(suggestTransfers(computeBalances([expense('alice', 10, ['alice'])], people))).toEqual([]);
  });
  it('clears a three-way split at thousandths precision', () => {
    const txs = [expense('alice', 10, ['alice', 'bob', 'cat'])];
    const ts = suggestTransfers(computeBalances(txs, people));
    expect(ts).toEqual([
      { from: 'bob', to: 'alice', amount: 3.333 },
      { from: 'cat', to: 'alice', amount: 3.333 },
    ]);
    expect(computeBalances(settle(txs, ts), people).map((b) => toMilli(b.net))).toEqual([0, 0, 0, 0]);
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
  it('drops transfers under half a paisa', () => {
    const bs: Balance[] = [
      { userId: 'a', displayName: 'A', spent: 0, paid: 0, net: -0.004 },
      { userId: 'b', displayName: 'B', spent: 0, paid: 0, net: 0.004 },
    ];
    expect(suggestTransfers(bs)).toEqual([]);
    expect(suggestTransfers(bs.map((b) => ({ ...b, net: b.net < 0 ? -0.005 : 0.005 })))).toEqual([
      { from: 'a', to: 'b', amount: 0.005 },
    ]);
  });
  it('uses at most debtors + creditors - 1 transfers', () => {
    const txs = [expense('alice', 900, ['alice', 'bob', 'cat']), expense('bob', 400, ['alice', 'bob', 'cat', 'dev'])];
    const ts = suggestTransfers(computeBalances(txs, people));
    expect(ts.length).toBeLessThanOrEqual(3);
    expect(computeBalances(settle(txs, ts), people).every((b) => toMilli(b.net) === 0)).toBe(true);
  });

  const ids = ['alice', 'bob', 'cat', 'dev', 'eve', 'fay'];
  const arbTxs = fc.array(
    fc.record({
      payer: fc.constantFrom(...ids),
      milli: fc.integer({ min: 1, max: 50_000_000 }),
      who: fc.subarray(ids, { minLength: 1 }),
    }),
    { minLength: 1, maxLength: 25 },
  );
  const build = (raw: { payer: string; milli: number; who: string[] }[]) =>
    raw.map((r) => expense(r.payer, r.milli / 1000, r.who));
  const everyone = ids.map((id) => member(id));

  it('settling one suggestion leaves exactly the other suggestions (property)', () => {
    fc.assert(
      fc.property(arbTxs, fc.nat(), (raw, pick) => {
        const txs = build(raw);
        const ts = suggestTransfers(computeBalances(txs, everyone));
        if (ts.length === 0) return;
        const i = pick % ts.length;
        const rest = suggestTransfers(computeBalances(settle(txs, [ts[i]!]), everyone));
        expect(rest.map(key)).toEqual(ts.filter((_, j) => j !== i).map(key));
      }),
      { numRuns: 2000 },
    );
  });

  it('settling every suggestion brings each net to exactly 0 (property)', () => {
    let exact = 0;
    fc.assert(
      fc.property(arbTxs, (raw) => {
        const txs = build(raw);
        const before = computeBalances(txs, everyone);
        const ts = suggestTransfers(before);
        expect(ts.length).toBeLessThanOrEqual(Math.max(0, before.filter((b) => b.net !== 0).length - 1));
        const after = computeBalances(settle(txs, ts), everyone);
        // Sub-half-paisa debts are never suggested; only those can remain.
        const leftover = after.map((b) => Math.abs(toMilli(b.net)));
        expect(leftover.every((m) => m < 5 * ids.length)).toBe(true);
        // When no sub-half-paisa transfer was dropped, everything moved and every net is exactly 0.
        const movedMilli = ts.reduce((s, t) => s + toMilli(t.amount), 0);
        const owedMilli = before.reduce((s, b) => s + Math.max(0, -toMilli(b.net)), 0);
        if (movedMilli === owedMilli) {
          exact++;
          expect(leftover.every((m) => m === 0)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
    // Guards against the exact branch silently never running.
    expect(exact).toBeGreaterThan(1900);
  });

  it('gives each person their owes and gets', () => {
    const ts: Transfer[] = [
      { from: 'bob', to: 'alice', amount: 5 },
      { from: 'alice', to: 'cat', amount: 2 },
    ];
    expect(transfersFor('alice', ts)).toEqual({ owes: [ts[1]], gets: [ts[0]] });
  });
});
