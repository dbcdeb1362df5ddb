import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changedFields, touchesSettledFields, unsettlesOnSave } from './transaction-changes';
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
});
