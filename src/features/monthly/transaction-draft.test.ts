import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../domain/types';
import {
  checkTransactionForm,
  firstError,
  toTransactionDraft,
  valuesFromTransaction,
  type TransactionFormValues,
} from './transaction-draft';

const values: TransactionFormValues = {
  description: '  Groceries ',
  amountText: '2450.',
  category: 'Food',
  tags: ['Family'],
  date: 1_700_000_000_000,
  from: 'u1',
  paymentMode: 'UPI',
  comments: ' weekly ',
};

describe('checkTransactionForm', () => {
  it('requires a description and an amount', () => {
    const errors = checkTransactionForm({ description: ' ', amountText: '' }, 'expense');
    expect(errors).toEqual({ description: 'Description is required', amount: 'Amount is required' });
    expect(firstError(errors)).toBe('Description is required');
  });

  it('lets an expense be a refund but not income', () => {
    expect(checkTransactionForm({ description: 'x', amountText: '-20' }, 'expense').amount).toBeNull();
    expect(checkTransactionForm({ description: 'x', amountText: '-20' }, 'income').amount).not.toBeNull();
    expect(checkTransactionForm({ description: 'x', amountText: '0' }, 'income').amount).not.toBeNull();
    expect(firstError(checkTransactionForm({ description: 'x', amountText: '12.' }, 'income'))).toBeNull();
  });

  it('bounds the amount and the text', () => {
    expect(checkTransactionForm({ description: 'x', amountText: '9'.repeat(309) }, 'expense').amount).toBe(
      'Amount cannot be more than ₹10,000 crore',
    );
    expect(checkTransactionForm({ description: 'x', amountText: '99999999999999999' }, 'income').amount).toBe(
      'Amount cannot be more than ₹10,000 crore',
    );
    expect(checkTransactionForm({ description: 'x', amountText: '0.0001' }, 'expense').amount).toBe(
      'Use at most 2 decimal places',
    );
    expect(checkTransactionForm({ description: 'x'.repeat(201), amountText: '1' }, 'expense').description).toBe(
      'Description can be at most 200 characters',
    );
    const long = checkTransactionForm(
      { description: 'x', amountText: '1', comments: 'c'.repeat(1001), tags: [] },
      'expense',
    );
    expect(firstError(long)).toBe('Comments can be at most 1000 characters');
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(firstError(checkTransactionForm({ description: 'x', amountText: '1', comments: '', tags }, 'income'))).toBe(
      'Choose at most 20 tags',
    );
    expect(
      firstError(checkTransactionForm({ description: '', amountText: '1', comments: 'c'.repeat(1001) }, 'income')),
    ).toBe('Description is required');
    expect(checkTransactionForm({ description: 'x', amountText: '1' }, 'income')).toEqual({
      description: null,
      amount: null,
    });
  });
});

describe('toTransactionDraft', () => {
  it('creates a new entry owned by the current user, trimming text and parsing a trailing dot', () => {
    const draft = toTransactionDraft(values, { type: 'expense', owner: 'me', now: 5 });
    expect(draft).toEqual({
      description: 'Groceries',
      amount: 2450,
      category: 'Food',
      tags: ['Family'],
      type: 'expense',
      owner: 'me',
      date: values.date,
      createdAt: 5,
      updatedAt: 5,
      comments: 'weekly',
      from: 'u1',
      paymentMode: 'UPI',
    });
    expect('id' in draft).toBe(false);
  });

  it('keeps createdAt and owner on edit, and leaves the settlement and recurring links to their own writes', () => {
    const existing: Transaction = {
      id: 't1',
      ...toTransactionDraft(values, { type: 'expense', owner: 'owner-1', now: 1 }),
      isSettled: true,
      settlementId: 's1',
      recursiveId: 'r1',
    };
    const draft = toTransactionDraft(
      { ...values, amountText: '10' },
      { type: 'expense', existing, owner: 'someone-else', now: 9 },
    );
    expect(draft).toMatchObject({ id: 't1', owner: 'owner-1', createdAt: 1, updatedAt: 9, amount: 10 });
    expect(['isSettled', 'settlementId', 'recursiveId', 'splitInfo'].filter((field) => field in draft)).toEqual([]);
  });

  it('round-trips the form values of a saved entry', () => {
    const existing: Transaction = { id: 't1', ...toTransactionDraft(values, { type: 'income', owner: 'me', now: 1 }) };
    expect(valuesFromTransaction(existing)).toEqual({
      ...values,
      description: 'Groceries',
      amountText: '2450',
      comments: 'weekly',
    });
  });
});
