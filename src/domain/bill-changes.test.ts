// An edit of an entry split item by item writes its bill with the other money fields, and one split another
// way deletes the bill, so no stale bill is left beside lines it did not give.
import { describe, expect, it } from 'vitest';
import { billLines } from './bill';
import { RESTAURANT } from './bill-fixtures';
import { changedFields } from './transaction-changes';
import { buildSplitExpense } from './transaction-documents';
import { tx } from './test-builders';
import type { Transaction } from './types';

const f = RESTAURANT;
const lines = billLines(f.bill, f.people, 2375, f.payer);
const fields = {
  description: f.description,
  amount: 2375,
  category: 'Food',
  tags: [],
  date: 0,
  comments: '',
  from: f.payer,
  paymentMode: 'UPI' as const,
};
const saved = tx({
  ...buildSplitExpense({ ...fields, method: 'Custom', lines, bill: f.bill }, { owner: 'Asha', now: 0 }),
});

describe('an entry split by items', () => {
  it('is stored as Custom lines with its bill', () => {
    expect(saved.splitInfo).toEqual({ method: 'Custom', details: lines });
    expect(saved.bill).toEqual(f.bill);
  });

  it('writes nothing of the split when only the description changed', () => {
    const draft = buildSplitExpense(
      { ...fields, description: 'Dinner', method: 'Custom', lines, bill: { ...f.bill } },
      { owner: 'Asha', now: 1, existing: saved },
    );
    expect(Object.keys(changedFields(saved, draft))).toEqual(['description']);
  });

  it('writes the bill with the money fields when a charge changed', () => {
    const bill = { ...f.bill, service: 5 };
    const draft = buildSplitExpense(
      { ...fields, method: 'Custom', lines: billLines(bill, f.people, 2375, f.payer), bill },
      { owner: 'Asha', now: 1, existing: saved },
    );
    const changes = changedFields(saved, draft);
    expect(changes.bill).toEqual(bill);
    expect(changes.amount).toBe(2375);
  });

  it('deletes the bill when the entry is split another way', () => {
    const equal = f.people.map((userId) => ({ userId, amount: 2375 / 6, split: 1 }));
    const draft = buildSplitExpense(
      { ...fields, method: 'Equal', lines: equal },
      { owner: 'Asha', now: 1, existing: saved },
    );
    const changes = changedFields(saved as Transaction, draft);
    expect('bill' in changes && changes.bill === undefined).toBe(true);
  });
});
