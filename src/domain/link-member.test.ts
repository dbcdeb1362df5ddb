import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBalances } from './balances';
import { defaultMonthlySettings, defaultOnetimeSettings } from './defaults';
import { entriesNaming, linkMemberPlan, LinkSelfError, type LinkMemberPlan } from './link-member';
import { toMilli } from './money';
import { computeSplit } from './splits';
import { customExpense, expense, member, recurring, settlement, tempMember, tx } from './test-builders';
import type { SplitMethod, Transaction } from './types';

const asha = member('asha', 'Asha Rao');
const bala = member('bala', 'Bala');
const ravi = tempMember('Ravi');
const people = [asha, bala, ravi];

function plan(transactions: Transaction[], over: Partial<Parameters<typeof linkMemberPlan>[0]> = {}): LinkMemberPlan {
  return linkMemberPlan({ temp: ravi, account: asha, members: people, transactions, recurring: [], ...over });
}

/** The entries as they read after the link: changed ones replaced, the rest as they were. */
function linked(transactions: Transaction[], p: LinkMemberPlan): Transaction[] {
  const after = new Map(p.transactions.map((t) => [t.id, t.after]));
  return transactions.map((t) => after.get(t.id) ?? t);
}

describe('linkMemberPlan: entries', () => {
  it('moves the payer and merges an Equal split into Shares, keeping every amount', () => {
    const t = expense('Ravi', 90, ['asha', 'bala', 'Ravi']);
    const [change] = plan([t]).transactions;
    expect(change?.changes).toEqual({
      from: 'asha',
      splitInfo: {
        method: 'Shares',
        details: [
          { userId: 'asha', amount: 60, split: 2 },
          { userId: 'bala', amount: 30, split: 1 },
        ],
      },
    });
    expect(change?.dropsPayers).toBe(false);
    expect(change?.after).toMatchObject({ id: t.id, owner: t.owner, amount: 90, from: 'asha' });
  });

  it('keeps an Equal split Equal when the account had no line of its own', () => {
    const [change] = plan([expense('bala', 30, ['bala', 'Ravi'])]).transactions;
    expect(change?.changes).toEqual({
      splitInfo: {
        method: 'Equal',
        details: [
          { userId: 'bala', amount: 15, split: 1 },
          { userId: 'asha', amount: 15, split: 1 },
        ],
      },
    });
  });

  it.each<[SplitMethod, number, number, number]>([
    // method, Asha's input, Ravi's input, merged input
    ['Shares', 2, 3, 5],
    ['Percentage', 12.5, 37.25, 49.75],
    ['Custom', 10.1, 20.2, 30.3],
  ])('adds the inputs of a %s split: %d + %d', (method, a, r, merged) => {
    const t = tx({
      from: 'bala',
      amount: 100,
      splitInfo: {
        method,
        details: [
          { userId: 'asha', amount: 10.101, split: a },
          { userId: 'bala', amount: 50, split: 1 },
          { userId: 'Ravi', amount: 20.202, split: r },
        ],
      },
    });
    expect(plan([t]).transactions[0]?.changes.splitInfo).toEqual({
      method,
      details: [
        { userId: 'asha', amount: 30.303, split: merged },
        { userId: 'bala', amount: 50, split: 1 },
      ],
    });
  });

  it('renames a No Split line', () => {
    const t = tx({
      from: 'Ravi',
      amount: 40,
      splitInfo: { method: 'No Split', details: [{ userId: 'Ravi', amount: 40, split: 1 }] },
    });
    expect(plan([t]).transactions[0]?.changes).toEqual({
      from: 'asha',
      splitInfo: { method: 'No Split', details: [{ userId: 'asha', amount: 40, split: 1 }] },
    });
  });

  it('merges two payers into one and names the new main payer', () => {
    const t = customExpense(
      'bala',
      100,
      { asha: 30, bala: 30, Ravi: 40 },
      {
        payers: [
          { userId: 'bala', amount: 50 },
          { userId: 'asha', amount: 20 },
          { userId: 'Ravi', amount: 30 },
        ],
      },
    );
    const [change] = plan([t]).transactions;
    expect(change?.changes.payers).toEqual([
      { userId: 'bala', amount: 50 },
      { userId: 'asha', amount: 50 },
    ]);
    // 50 each: the tie goes to the name that sorts first, Asha Rao.
    expect(change?.changes.from).toBe('asha');
    expect(change?.dropsPayers).toBe(false);
  });

  it('drops the payers list when the account is the only payer left', () => {
    const t = customExpense(
      'asha',
      100,
      { bala: 100 },
      {
        payers: [
          { userId: 'asha', amount: 60 },
          { userId: 'Ravi', amount: 40 },
        ],
      },
    );
    const [change] = plan([t]).transactions;
    expect(change?.dropsPayers).toBe(true);
    expect(change?.changes).toEqual({ from: 'asha' });
    expect(change?.after).not.toHaveProperty('payers');
  });

  it('renames one of several payers when the account was not one of them', () => {
    const t = customExpense(
      'Ravi',
      100,
      { bala: 100 },
      {
        payers: [
          { userId: 'Ravi', amount: 60 },
          { userId: 'bala', amount: 40 },
        ],
      },
    );
    expect(plan([t]).transactions[0]?.changes).toEqual({
      from: 'asha',
      payers: [
        { userId: 'asha', amount: 60 },
        { userId: 'bala', amount: 40 },
      ],
    });
  });

  it('leaves entries that do not name the temporary member, and every owner, alone', () => {
    const others = [expense('asha', 10, ['asha', 'bala']), settlement('bala', 'asha', 5)];
    const mine = tx({ from: 'Ravi', amount: 7, owner: 'bala', type: 'income' });
    const p = plan([...others, mine]);
    expect(p.transactions.map((t) => t.id)).toEqual([mine.id]);
    expect(p.transactions[0]?.after.owner).toBe('bala');
    expect(entriesNaming('Ravi', [...others, mine])).toBe(1);
  });

  it('refuses to link someone to themselves', () => {
    expect(() =>
      linkMemberPlan({ temp: ravi, account: ravi, members: people, transactions: [], recurring: [] }),
    ).toThrow(LinkSelfError);
  });
});

describe('linkMemberPlan: recurring items, settings and the member', () => {
  it('moves recurring payers and the monthly paid-by default, and removes the temporary member', () => {
    const mine = recurring({ from: 'Ravi' });
    const p = plan([], {
      recurring: [mine, recurring({ from: 'bala' })],
      monthly: { ...defaultMonthlySettings('asha'), paidBy: 'Ravi' },
    });
    expect(p.recurring).toEqual([{ id: mine.id, from: 'asha' }]);
    expect(p.monthly).toEqual({ paidBy: 'asha' });
    expect(p.removeMemberId).toBe('Ravi');
  });

  it('moves split defaults to the account, adding them to its own', () => {
    const onetime = {
      ...defaultOnetimeSettings(),
      shares: { asha: 1, Ravi: 2, bala: 1 },
      percentages: { Ravi: 40, bala: 60 },
    };
    expect(plan([], { onetime }).onetime).toEqual({
      shares: { asha: 3, bala: 1 },
      percentages: { asha: 40, bala: 60 },
    });
    expect(plan([], { onetime: { ...onetime, shares: { asha: 1 }, percentages: {} } }).onetime).toBeNull();
    expect(plan([], { monthly: defaultMonthlySettings('asha') }).monthly).toBeNull();
  });
});

describe('linkMemberPlan keeps balances', () => {
  const after = [asha, bala];

  /** Everyone's balance is as before, the account's now holding the temporary member's too. */
  function expectMoved(transactions: Transaction[], tolerance = 0) {
    const p = plan(transactions);
    const before = new Map(computeBalances(transactions, people).map((b) => [b.userId, b]));
    const now = computeBalances(linked(transactions, p), after);
    expect(now.map((b) => b.userId).sort()).toEqual([...before.keys()].filter((id) => id !== 'Ravi').sort());
    for (const b of now) {
      const was = before.get(b.userId)!;
      const extra = b.userId === 'asha' ? before.get('Ravi')! : { spent: 0, paid: 0, net: 0 };
      expect(Math.abs(toMilli(b.paid) - toMilli(was.paid) - toMilli(extra.paid)), b.userId).toBe(0);
      expect(Math.abs(toMilli(b.net) - toMilli(was.net) - toMilli(extra.net)), b.userId).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(toMilli(b.spent) - toMilli(was.spent) - toMilli(extra.spent)), b.userId).toBeLessThanOrEqual(
        tolerance,
      );
    }
  }

  it('for a small trip', () => {
    expectMoved([
      expense('Ravi', 300, ['asha', 'bala', 'Ravi']),
      expense('asha', 100, ['asha', 'Ravi']),
      settlement('Ravi', 'bala', 50),
      settlement('bala', 'Ravi', 20),
      customExpense('bala', 99.999, { Ravi: 33.333, asha: 33.333, bala: 33.333 }),
    ]);
  });

  const ids = ['asha', 'bala', 'Ravi', 'mona'];
  const milli = fc.integer({ min: 1, max: 50_000_000 });
  const method = fc.constantFrom<SplitMethod>('Equal', 'Shares', 'Percentage', 'Custom', 'No Split');
  /** One payer, lines from the app's own split calculator for any method. */
  const onePaid = fc
    .record({
      from: fc.constantFrom(...ids),
      milli,
      method,
      inputs: fc.uniqueArray(fc.record({ userId: fc.constantFrom(...ids), split: fc.integer({ min: 1, max: 9 }) }), {
        selector: (i) => i.userId,
        minLength: 1,
        maxLength: 4,
      }),
      type: fc.constantFrom('expense' as const, 'settlement' as const, 'income' as const),
    })
    .map(({ from, milli: m, method: chosen, inputs, type }) => {
      const amount = m / 1000;
      const total = inputs.reduce((s, i) => s + i.split, 0);
      const splits =
        chosen === 'Percentage'
          ? inputs.map((i, k) => ({
              ...i,
              split: k === 0 ? 100 - inputs.slice(1).reduce((s, j) => s + j.split, 0) : i.split,
            }))
          : chosen === 'Custom'
            ? inputs.map((i) => ({ ...i, split: Math.floor((m * i.split) / total) / 1000 }))
            : inputs;
      const details = computeSplit({ method: chosen, amount, payer: from, inputs: splits });
      return tx({ type, from, amount, splitInfo: { method: chosen, details } });
    });
  /**
   * Several payers. Unless `merging`, the temporary member and the account never both pay or both have a
   * line: merged amounts are shared over the payers in one piece instead of two, which can move a
   * thousandth between payers (payers.ts's shareOverPayers rounds each piece).
   */
  const severalPaid = (merging: boolean) =>
    fc
      .record({
        payers: fc.uniqueArray(fc.record({ userId: fc.constantFrom(...ids), milli }), {
          selector: (p) => p.userId,
          minLength: 2,
          maxLength: 4,
        }),
        weights: fc.uniqueArray(fc.record({ userId: fc.constantFrom(...ids), w: fc.integer({ min: 1, max: 9 }) }), {
          selector: (l) => l.userId,
          minLength: 1,
          maxLength: 5,
        }),
        gap: fc.integer({ min: 0, max: 100 }),
      })
      .filter(({ payers, weights }) => {
        const both = (list: { userId: string }[]) =>
          list.some((x) => x.userId === 'asha') && list.some((x) => x.userId === 'Ravi');
        return merging || (!(payers.length > 2 && both(payers)) && !both(weights));
      })
      .map(({ payers, weights, gap }) => {
        const total = payers.reduce((s, p) => s + p.milli, 0);
        const share = Math.max(0, total - gap);
        const wsum = weights.reduce((s, l) => s + l.w, 0);
        return tx({
          amount: total / 1000,
          from: payers[0]!.userId,
          payers: payers.map((p) => ({ userId: p.userId, amount: p.milli / 1000 })),
          splitInfo: {
            method: 'Custom',
            details: weights.map((l) => {
              const part = Math.floor((share * l.w) / wsum) / 1000;
              return { userId: l.userId, amount: part, split: part };
            }),
          },
        });
      });

  it('exactly, for any entries (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(onePaid, severalPaid(false)), { minLength: 1, maxLength: 8 }), (txs) => {
        expectMoved(txs);
        const p = plan(txs);
        // Nothing names the temporary member any more, and merged entries still read as valid.
        expect(entriesNaming('Ravi', linked(txs, p))).toBe(0);
        for (const t of p.transactions) {
          const lines = t.after.splitInfo?.details.map((d) => d.userId) ?? [];
          expect(new Set(lines).size).toBe(lines.length);
          if (t.after.payers) {
            expect(t.after.payers.map((q) => q.userId)).toContain(t.after.from);
            expect(t.after.payers.reduce((s, q) => s + toMilli(q.amount), 0)).toBe(toMilli(t.after.amount));
          }
        }
      }),
    );
  });

  it('within a thousandth per split line when several paid and lines or payers merge (property)', () => {
    fc.assert(
      fc.property(fc.array(severalPaid(true), { minLength: 1, maxLength: 4 }), (txs) => {
        const lines = txs.reduce((s, t) => s + (t.splitInfo?.details.length ?? 0) + 1, 0);
        expectMoved(txs, lines);
      }),
    );
  });
});
