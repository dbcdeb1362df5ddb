import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedFields, touchesSettledFields, unsettlesOnSave } from './transaction-changes';
import { buildSplitExpense, type SplitExpenseFields } from './transaction-documents';
import type { Transaction } from './types';

const groceries: Transaction = {
  id: 'g1',
  description: 'Groceries',
  amount: 500,
  category: 'Food',
  tags: ['Family'],
  type: 'expense',
  owner: 'asha',
  date: Date.UTC(2026, 10, 3),
  createdAt: Date.UTC(2026, 10, 3),
  updatedAt: Date.UTC(2026, 10, 3),
  comments: '',
  from: 'asha',
  paymentMode: 'UPI',
  isSettled: true,
  settlementId: 's1',
};

describe('changedFields', () => {
  it('keeps only what the form changed', () => {
    const { id: _id, ...form } = { ...groceries, description: 'Groceries (Big Bazaar)' };
    expect(changedFields(groceries, form)).toEqual({ description: 'Groceries (Big Bazaar)' });
  });

  it('never carries settlement fields, stamps or the recurring link, even when the form sends them', () => {
    const changes = changedFields(groceries, {
      ...groceries,
      isSettled: false,
      settlementId: '',
      updatedAt: 1,
      createdAt: 1,
      recursiveId: 'r',
      owner: 'ben',
    });
    expect(changes).toEqual({});
  });

  it('compares split lines field by field, whatever order their keys were built in', () => {
    const split = {
      ...groceries,
      splitInfo: { method: 'Equal' as const, details: [{ userId: 'asha', amount: 250, split: 1 }] },
    };
    expect(
      changedFields(split, { splitInfo: { method: 'Equal', details: [{ split: 1, userId: 'asha', amount: 250 }] } }),
    ).toEqual({});
  });

  it('writes amount, payer and split lines together when any of them changed', () => {
    const split = {
      ...groceries,
      splitInfo: { method: 'Equal' as const, details: [{ userId: 'asha', amount: 500, split: 1 }] },
    };
    const { id: _id, ...form } = {
      ...split,
      amount: 600,
      splitInfo: { method: 'Equal' as const, details: [{ userId: 'asha', amount: 600, split: 1 }] },
    };
    expect(changedFields(split, form)).toEqual({ amount: 600, from: 'asha', splitInfo: form.splitInfo });
    const { id: _id2, ...described } = { ...split, description: 'Veg' };
    expect(changedFields(split, described)).toEqual({ description: 'Veg' });
  });

  it('compares tags and split lines by value', () => {
    const split = {
      ...groceries,
      splitInfo: { method: 'Equal' as const, details: [{ userId: 'asha', amount: 250, split: 1 }] },
    };
    expect(
      changedFields(split, {
        tags: ['Family'],
        splitInfo: { method: 'Equal', details: [{ userId: 'asha', amount: 250, split: 1 }] },
      }),
    ).toEqual({});
    expect(changedFields(split, { tags: ['Family', 'Food'] })).toEqual({ tags: ['Family', 'Food'] });
  });

  it('reports exactly the fields whose value differs (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.array(fc.string(), { maxLength: 3 }),
        (description, amount, tags) => {
          const changes = changedFields(groceries, { description, amount, tags });
          expect('description' in changes).toBe(description !== groceries.description);
          // A changed amount carries the payer with it (one unit), so only its own presence is checked here.
          expect('amount' in changes).toBe(amount !== groceries.amount);
          expect('tags' in changes).toBe(JSON.stringify(tags) !== JSON.stringify(groceries.tags));
        },
      ),
    );
  });
});

describe('changedFields with several payers and foreign amounts', () => {
  const payers = [
    { userId: 'asha', amount: 600 },
    { userId: 'ravi', amount: 400 },
  ];
  const foreign = { originalAmount: 11.1, originalCurrency: 'EUR', exchangeRate: 90.1 };
  // A trip dinner two people paid, in euros: what an edit form opens.
  const dinner: Transaction = {
    ...groceries,
    id: 'd1',
    description: 'Dinner',
    amount: 1000,
    isSettled: false,
    settlementId: '',
    payers,
    ...foreign,
    splitInfo: { method: 'Equal', details: [{ userId: 'asha', amount: 1000, split: 1 }] },
  };
  const { id: _id, ...form } = dinner;

  it('leaves payers and the foreign amount alone when the form keeps them', () => {
    expect(changedFields(dinner, { ...form, description: 'Dinner at Tito’s' })).toEqual({
      description: 'Dinner at Tito’s',
    });
    // Built afresh by the form, equal by value.
    expect(changedFields(dinner, { ...form, payers: payers.map((p) => ({ ...p })) })).toEqual({});
  });

  it('writes new payers with the amount, payer and split lines they go with', () => {
    const moved = [
      { userId: 'asha', amount: 400 },
      { userId: 'ravi', amount: 600 },
    ];
    expect(changedFields(dinner, { ...form, payers: moved, from: 'ravi' })).toEqual({
      amount: 1000,
      from: 'ravi',
      splitInfo: dinner.splitInfo,
      payers: moved,
      ...foreign,
    });
    // The same main payer, but other parts: still a change.
    const shifted = [
      { userId: 'asha', amount: 700 },
      { userId: 'ravi', amount: 300 },
    ];
    expect(changedFields(dinner, { ...form, payers: shifted })).toMatchObject({ payers: shifted, from: 'asha' });
  });

  it('marks payers for deletion (undefined) when the form is back to one payer', () => {
    const { payers: _p, ...onePayer } = form;
    const changes = changedFields(dinner, onePayer);
    expect(changes).toEqual({ payers: undefined, amount: 1000, from: 'asha', splitInfo: dinner.splitInfo, ...foreign });
    expect('payers' in changes).toBe(true);
  });

  it('marks the foreign amount for deletion when the expense is now in the ledger currency', () => {
    const { originalAmount: _a, originalCurrency: _c, exchangeRate: _r, ...inRupees } = form;
    const changes = changedFields(dinner, { ...inRupees, amount: 900 });
    expect(changes).toEqual({
      amount: 900,
      from: 'asha',
      splitInfo: dinner.splitInfo,
      payers,
      originalAmount: undefined,
      originalCurrency: undefined,
      exchangeRate: undefined,
    });
    // toEqual reads a missing key as undefined: the keys must be there for the edit to delete them.
    expect(Object.keys(changes)).toEqual(
      expect.arrayContaining(['originalAmount', 'originalCurrency', 'exchangeRate']),
    );
  });

  it('writes a new rate together with the amount it converts to', () => {
    expect(changedFields(dinner, { ...form, exchangeRate: 90.2, amount: 1001.22 })).toEqual({
      amount: 1001.22,
      from: 'asha',
      splitInfo: dinner.splitInfo,
      payers,
      ...foreign,
      exchangeRate: 90.2,
    });
  });

  it('adds payers and a foreign amount to an entry that had neither', () => {
    const { id: _g, ...plain } = groceries;
    expect(changedFields(groceries, { ...plain, payers, ...foreign, amount: 1000 })).toEqual({
      amount: 1000,
      from: 'asha',
      payers,
      ...foreign,
    });
  });

  it('never deletes anything for a partial change that does not carry the payer or the amount', () => {
    expect(changedFields(dinner, { description: 'Lunch' })).toEqual({ description: 'Lunch' });
    expect(changedFields(dinner, { comments: 'tip included', tags: ['Family'] })).toEqual({
      comments: 'tip included',
    });
  });
});

describe('changedFields against what another device added meanwhile', () => {
  it('a new amount with one payer deletes payers and a foreign amount the form never showed', () => {
    const opened = { ...groceries };
    const draft = { ...groceries, amount: 900 };
    const changes = changedFields(opened, draft);
    expect(changes.amount).toBe(900);
    for (const field of ['payers', 'originalAmount', 'originalCurrency', 'exchangeRate'] as const) {
      expect(field in changes).toBe(true);
      expect(changes[field]).toBeUndefined();
    }
  });

  it('a change that leaves the money alone deletes nothing', () => {
    const changes = changedFields(groceries, { ...groceries, description: 'Vegetables' });
    expect(changes).toEqual({ description: 'Vegetables' });
  });
});

describe('changedFields on the split form’s own drafts (buildSplitExpense)', () => {
  const fields: SplitExpenseFields = {
    description: 'Dinner',
    amount: 1000,
    category: 'Food',
    tags: [],
    date: Date.UTC(2026, 10, 3),
    comments: '',
    from: 'asha',
    paymentMode: 'Cash',
    payers: [
      { userId: 'asha', amount: 600 },
      { userId: 'ravi', amount: 400 },
    ],
    foreign: { originalAmount: 11.1, originalCurrency: 'EUR', exchangeRate: 90.1 },
    method: 'Equal',
    lines: [
      { userId: 'asha', amount: 500, split: 1 },
      { userId: 'ravi', amount: 500, split: 1 },
    ],
  };
  const stored: Transaction = { id: 'd1', ...buildSplitExpense(fields, { owner: 'asha', now: 1 }) };
  const edit = (changed: Partial<SplitExpenseFields>) =>
    changedFields(stored, buildSplitExpense({ ...fields, ...changed }, { owner: 'asha', now: 2, existing: stored }));

  it('finds nothing to write when the form saves what it opened', () => {
    expect(edit({})).toEqual({});
    expect(edit({ description: 'Dinner out' })).toEqual({ description: 'Dinner out' });
  });

  it('deletes what the form dropped: the second payer, the foreign amount', () => {
    const onePayer = edit({ payers: undefined });
    expect(Object.keys(onePayer)).toContain('payers');
    expect(onePayer.payers).toBeUndefined();
    expect(onePayer).toMatchObject({ amount: 1000, from: 'asha', originalCurrency: 'EUR' });
    const inLedgerCurrency = edit({ foreign: undefined });
    expect(Object.keys(inLedgerCurrency)).toEqual(
      expect.arrayContaining(['originalAmount', 'originalCurrency', 'exchangeRate']),
    );
    expect(inLedgerCurrency).toMatchObject({ payers: fields.payers, originalAmount: undefined });
  });
});

describe('unsettlesOnSave', () => {
  it('is true only for a settled expense whose amount changes', () => {
    expect(unsettlesOnSave(groceries, { amount: 450 })).toBe(true);
    expect(unsettlesOnSave(groceries, { amount: 500 })).toBe(false);
    expect(unsettlesOnSave(groceries, { description: 'x' })).toBe(false);
    expect(unsettlesOnSave(groceries, { from: 'ben' })).toBe(true);
    expect(unsettlesOnSave(groceries, { date: Date.UTC(2026, 10, 28) })).toBe(false);
    expect(unsettlesOnSave(groceries, { date: Date.UTC(2026, 11, 1) })).toBe(true);
    expect(unsettlesOnSave({ ...groceries, isSettled: false, settlementId: '' }, { amount: 450 })).toBe(false);
  });

  it('treats another list of payers like another payer', () => {
    const payers = [
      { userId: 'asha', amount: 300 },
      { userId: 'ben', amount: 200 },
    ];
    const shared = { ...groceries, payers };
    // Added, changed or removed: the settlement repaid `from` for the whole amount, which no longer holds.
    expect(unsettlesOnSave(groceries, { payers })).toBe(true);
    expect(unsettlesOnSave(shared, { payers: [payers[1]!, payers[0]!].map((p) => ({ ...p, amount: 250 })) })).toBe(
      true,
    );
    expect(unsettlesOnSave(shared, { payers: undefined })).toBe(true);
    // The same payers, built afresh by a form, and a foreign amount's details alone, leave it settled.
    expect(unsettlesOnSave(shared, { payers: payers.map((p) => ({ ...p })) })).toBe(false);
    expect(unsettlesOnSave(groceries, { originalCurrency: 'EUR', originalAmount: 5, exchangeRate: 100 })).toBe(false);
    expect(unsettlesOnSave({ ...shared, isSettled: false, settlementId: '' }, { payers: undefined })).toBe(false);
  });

  it('unsettles what changedFields finds when a form drops a second payer', () => {
    const shared = {
      ...groceries,
      payers: [
        { userId: 'asha', amount: 300 },
        { userId: 'ben', amount: 200 },
      ],
    };
    const { id: _id, payers: _p, ...onePayer } = shared;
    expect(unsettlesOnSave(shared, changedFields(shared, onePayer))).toBe(true);
    expect(touchesSettledFields(shared, changedFields(shared, onePayer))).toBe(true);
    const { id: _id2, ...same } = shared;
    expect(unsettlesOnSave(shared, changedFields(shared, { ...same, description: 'Veg' }))).toBe(false);
  });
});

describe('touchesSettledFields', () => {
  it('flags amount, payer or date changes of a settled expense only', () => {
    expect(touchesSettledFields(groceries, { date: 1 })).toBe(true);
    expect(touchesSettledFields(groceries, { from: 'ben' })).toBe(true);
    expect(touchesSettledFields(groceries, { description: 'x', tags: [] })).toBe(false);
    expect(touchesSettledFields({ ...groceries, isSettled: false, settlementId: '' }, { amount: 1 })).toBe(false);
    // Either mark makes it settled, as the cloud's rules read it.
    expect(touchesSettledFields({ ...groceries, isSettled: true, settlementId: '' }, { amount: 1 })).toBe(true);
  });

  it('flags a change of payers as a change of payer, as the cloud rules do', () => {
    const payers = [
      { userId: 'asha', amount: 300 },
      { userId: 'ben', amount: 200 },
    ];
    expect(touchesSettledFields(groceries, { payers })).toBe(true);
    expect(touchesSettledFields({ ...groceries, payers }, { payers: undefined })).toBe(true);
    expect(touchesSettledFields({ ...groceries, payers }, { payers: payers.map((p) => ({ ...p })) })).toBe(false);
    expect(touchesSettledFields({ ...groceries, isSettled: false, settlementId: '' }, { payers })).toBe(false);
  });
});
