import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeBalances } from './balances';
import { fromMilli, toMilli } from './money';
import { computeSplit, splitTotalMilli } from './splits';
import { expense, member, recurring, tx } from './test-builders';
import {
  buildExpense,
  buildFromRecurring,
  buildIncome,
  buildSettleNow,
  buildSettleUp,
  buildSplitExpense,
  removedFields,
  type EntryFields,
  type SplitExpenseFields,
} from './transaction-documents';
import type { Transaction } from './types';

const local = (y: number, m: number, d = 1, h = 0) => new Date(y, m - 1, d, h).getTime();

const groceries: EntryFields = {
  description: '  Groceries ',
  amount: 2450,
  category: 'Food',
  tags: ['Family'],
  date: 1_700_000_000_000,
  comments: ' weekly ',
  from: 'asha',
  paymentMode: 'Cash',
};

const taxi: SplitExpenseFields = {
  ...groceries,
  description: ' Taxi ',
  amount: 0.1 + 0.2,
  category: 'Transport',
  method: 'Equal',
  lines: computeSplit({
    method: 'Equal',
    amount: 0.1 + 0.2,
    payer: 'asha',
    inputs: [
      { userId: 'asha', split: 1 },
      { userId: 'bob', split: 1 },
    ],
  }),
};

/** An entry already settled by Settle Now and added by Add now, with every link set. */
const linked = tx({ id: 'e1', owner: 'olive', createdAt: 3, isSettled: true, settlementId: 's1', recursiveId: 'r1' });

describe('buildIncome and buildExpense', () => {
  it('create an entry owned by whoever adds it, text trimmed, with no id and no links', () => {
    const expected = {
      description: 'Groceries',
      amount: 2450,
      category: 'Food',
      tags: ['Family'],
      owner: 'me',
      date: groceries.date,
      createdAt: 5,
      updatedAt: 5,
      comments: 'weekly',
      from: 'asha',
      paymentMode: 'Cash',
    };
    expect(buildIncome(groceries, { owner: 'me', now: 5 })).toStrictEqual({ ...expected, type: 'income' });
    expect(buildExpense(groceries, { owner: 'me', now: 5 })).toStrictEqual({ ...expected, type: 'expense' });
  });

  it('store a refund as a negative expense', () => {
    expect(buildExpense({ ...groceries, amount: -200 }, { owner: 'me', now: 5 }).amount).toBe(-200);
  });

  it('keep the id, owner and createdAt of an edited entry, and move updatedAt', () => {
    const draft = buildExpense(groceries, { existing: linked, owner: 'someone-else', now: 9 });
    expect(draft).toMatchObject({ id: 'e1', owner: 'olive', createdAt: 3, updatedAt: 9 });
    expect(buildExpense(groceries, { existing: { ...linked, owner: '' }, owner: 'me', now: 9 }).owner).toBe('me');
  });

  it('keep the split lines of an edited entry, since the monthly form has none', () => {
    const splitInfo = { method: 'Custom' as const, details: [{ userId: 'asha', amount: 7, split: 7 }] };
    const edited = buildExpense(groceries, { existing: { ...linked, splitInfo }, owner: 'me', now: 9 });
    expect(edited.splitInfo).toBe(splitInfo);
    expect('splitInfo' in buildExpense(groceries, { existing: linked, owner: 'me', now: 9 })).toBe(false);
  });

  it('copy the tags rather than share the form’s list', () => {
    const tags = ['Family'];
    expect(buildIncome({ ...groceries, tags }, { owner: 'me', now: 1 }).tags).not.toBe(tags);
  });
});

describe('buildSplitExpense', () => {
  it('creates an expense with its split lines, the amount stored to thousandths', () => {
    expect(buildSplitExpense(taxi, { owner: 'me', now: 11 })).toStrictEqual({
      description: 'Taxi',
      amount: 0.3,
      category: 'Transport',
      tags: ['Family'],
      type: 'expense',
      owner: 'me',
      date: groceries.date,
      createdAt: 11,
      updatedAt: 11,
      comments: 'weekly',
      from: 'asha',
      paymentMode: 'Cash',
      splitInfo: { method: 'Equal', details: taxi.lines },
    });
  });

  it('replaces the split lines on edit and keeps id, owner and createdAt', () => {
    const before = { method: 'No Split' as const, details: [{ userId: 'olive', amount: 1, split: 1 }] };
    const existing = { ...linked, splitInfo: before };
    const draft = buildSplitExpense(taxi, { existing, owner: 'me', now: 12 });
    expect(draft).toMatchObject({ id: 'e1', owner: 'olive', createdAt: 3, updatedAt: 12 });
    expect(draft.splitInfo).toStrictEqual({ method: 'Equal', details: taxi.lines });
  });

  // The form refuses a split more than 0.1 off (SPEC §5); Equal, Shares and No Split are exact by
  // construction, and whole percentages adding up to 100 lose at most half a thousandth per line.
  it('has lines that add up to its amount within 0.1, every amount in thousandths', () => {
    const people = ['asha', 'bob', 'chen', 'dev', 'esi'];
    const amount = fc.oneof(
      fc.integer({ min: 1, max: 10_000_000_000_000 }).map(fromMilli),
      fc.double({ min: 0.001, max: 1e10, noNaN: true, noDefaultInfinity: true }),
    );
    const split = fc.oneof(
      fc.record({
        method: fc.constantFrom('Equal' as const, 'No Split' as const),
        splits: fc.constant(people.map(() => 1)),
      }),
      fc.record({
        method: fc.constant('Shares' as const),
        splits: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
      }),
      fc.record({
        method: fc.constant('Percentage' as const),
        splits: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 4, maxLength: 4 }).map((cuts) => {
          const edges = [0, ...cuts.sort((a, b) => a - b), 100];
          return people.map((_, i) => (edges[i + 1] ?? 100) - (edges[i] ?? 0));
        }),
      }),
    );
    fc.assert(
      fc.property(amount, split, fc.constantFrom(...people), (typed, { method, splits }, payer) => {
        const inputs = people.map((userId, i) => ({ userId, split: splits[i] ?? 0 }));
        const lines = computeSplit({ method, amount: typed, payer, inputs });
        fc.pre(lines.length > 0);
        const doc = buildSplitExpense({ ...taxi, amount: typed, from: payer, method, lines }, { owner: payer, now: 1 });
        const inThousandths = (n: number) => fromMilli(toMilli(n)) === n;
        expect(inThousandths(doc.amount)).toBe(true);
        expect(doc.splitInfo?.details.every((line) => inThousandths(line.amount))).toBe(true);
        expect(Math.abs(splitTotalMilli(doc.splitInfo?.details ?? []) - toMilli(doc.amount))).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('buildSettleNow', () => {
  const now = local(2025, 3, 15, 10);
  it('repays the payer from the pot, rounded to 2 decimals', () => {
    expect(buildSettleNow({ payer: 'bob', amount: 15.005, owner: 'olive', year: 2025, month: 3, now })).toStrictEqual({
      description: 'Settlement',
      amount: 15.01,
      category: 'unknown',
      tags: [],
      type: 'settlement',
      owner: 'olive',
      date: now,
      createdAt: now,
      updatedAt: now,
      comments: '',
      from: 'common',
      paymentMode: 'Other',
      splitInfo: { method: 'Custom', details: [{ userId: 'bob', amount: 15.01, split: 15.01 }] },
    });
  });
  it('dates a past month’s settlement on its last day', () => {
    const s = buildSettleNow({ payer: 'bob', amount: 1, owner: 'o', year: 2025, month: 2, now });
    expect(s.date).toBe(local(2025, 3, 1) - 1);
    expect(s.createdAt).toBe(now);
  });
});

describe('buildSettleUp', () => {
  it('builds the SPEC settle-up transaction', () => {
    expect(buildSettleUp({ from: 'bob', to: 'alice', amount: 1500, owner: 'bob', now: 1234 })).toStrictEqual({
      description: 'settle up',
      amount: 1500,
      category: 'unknown',
      tags: [],
      type: 'settlement',
      owner: 'bob',
      date: 1234,
      createdAt: 1234,
      updatedAt: 1234,
      comments: '',
      from: 'bob',
      paymentMode: 'Other',
      splitInfo: { method: 'Custom', details: [{ userId: 'alice', amount: 1500, split: 1500 }] },
    });
  });
  it('rounds to 2 decimals (SPEC §9) and keeps the date and payment mode it was recorded with', () => {
    const paid = buildSettleUp({
      from: 'bob',
      to: 'alice',
      amount: 6533.334,
      owner: 'bob',
      now: 5000,
      date: 4000,
      paymentMode: 'UPI',
    });
    expect(paid).toMatchObject({ amount: 6533.33, date: 4000, createdAt: 5000, paymentMode: 'UPI' });
    expect(paid.splitInfo?.details).toEqual([{ userId: 'alice', amount: 6533.33, split: 6533.33 }]);
  });

  it('clears the balance it settles', () => {
    const txs = [expense('alice', 3000, ['alice', 'bob'])];
    const s = { id: 's1', ...buildSettleUp({ from: 'bob', to: 'alice', amount: 1500, owner: 'bob', now: 1 }) };
    const nets = computeBalances([...txs, s], [member('alice'), member('bob')]).map((b) => b.net);
    expect(nets).toEqual([0, 0]);
  });
  it('strips float noise to thousandths', () => {
    expect(buildSettleUp({ from: 'a', to: 'b', amount: 0.1 + 0.2, owner: 'a', now: 0 }).amount).toBe(0.3);
  });
});

describe('buildFromRecurring', () => {
  const salary = recurring({ id: 'sal', description: 'Salary', type: 'income', amount: 90000 });
  const power = recurring({ id: 'pow', description: 'Electricity', amount: 0 });
  it('copies the item, dates it now and links it', () => {
    const t = buildFromRecurring(salary, { now: 777, owner: 'bob' });
    expect(t).toMatchObject({
      description: 'Salary',
      amount: 90000,
      type: 'income',
      owner: 'bob',
      date: 777,
      createdAt: 777,
      updatedAt: 777,
      recursiveId: 'sal',
      from: 'alice',
      paymentMode: 'UPI',
      comments: '',
    });
    expect(t.tags).not.toBe(salary.tags);
  });
  it('uses the typed amount when given', () => {
    expect(buildFromRecurring(power, { amount: 1234.5, now: 1, owner: 'a' }).amount).toBe(1234.5);
  });
});

describe('settling and recurring links', () => {
  const LINKS = ['isSettled', 'settlementId', 'recursiveId'] as const;
  const links = (doc: Partial<Transaction>) => LINKS.filter((field) => field in doc);
  const by = { owner: 'me', now: 1 };

  it('are never carried by a form, new or edited: settling, unsettling and Add now write them', () => {
    for (const existing of [undefined, linked]) {
      expect(links(buildIncome(groceries, { ...by, existing }))).toEqual([]);
      expect(links(buildExpense(groceries, { ...by, existing }))).toEqual([]);
      expect(links(buildSplitExpense(taxi, { ...by, existing }))).toEqual([]);
    }
  });

  it('are set only by Add now, which links its recurring item; settlements themselves are never settled', () => {
    expect(links(buildSettleNow({ payer: 'bob', amount: 1, owner: 'o', year: 2025, month: 3, now: 1 }))).toEqual([]);
    expect(links(buildSettleUp({ from: 'a', to: 'b', amount: 1, owner: 'a', now: 1 }))).toEqual([]);
    expect(links(buildFromRecurring(recurring({ id: 'rent' }), by))).toEqual(['recursiveId']);
  });
});

describe('several payers and a foreign currency', () => {
  const payers = [
    { userId: 'asha', amount: 0.2 },
    { userId: 'bob', amount: 0.1 },
  ];
  const foreign = { originalAmount: 40, originalCurrency: 'EUR', exchangeRate: 90.125 };

  it('writes the payers and the foreign amount a form gives, as copies', () => {
    const doc = buildSplitExpense({ ...taxi, payers, foreign }, { owner: 'asha', now: 5 });
    expect(doc.payers).toEqual(payers);
    expect(doc.payers).not.toBe(payers);
    expect(doc).toMatchObject(foreign);
    expect(doc.from).toBe('asha');
  });

  it('leaves them out when the form has one payer and the ledger currency', () => {
    const doc = buildExpense(groceries, { owner: 'asha', now: 5 });
    for (const field of ['payers', 'originalAmount', 'originalCurrency', 'exchangeRate']) {
      expect(doc).not.toHaveProperty(field);
    }
    expect(buildSplitExpense({ ...taxi, payers: [payers[0]!] }, { owner: 'asha', now: 5 })).not.toHaveProperty(
      'payers',
    );
  });

  it('never carries them over from the entry being edited, and names them for deleting', () => {
    const existing = tx({ id: 'e9', amount: 3605, payers, ...foreign });
    const edit = buildSplitExpense(taxi, { owner: 'asha', now: 5, existing });
    expect(edit).not.toHaveProperty('payers');
    expect(edit).not.toHaveProperty('originalAmount');
    expect(removedFields(existing, edit)).toEqual(['payers', 'originalAmount', 'originalCurrency', 'exchangeRate']);
    const kept = buildSplitExpense({ ...taxi, payers, foreign }, { owner: 'asha', now: 5, existing });
    expect(removedFields(existing, kept)).toEqual([]);
    expect(removedFields(tx(), edit)).toEqual([]);
  });
});
