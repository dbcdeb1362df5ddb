import { describe, expect, it } from 'vitest';
import {
  checkRecurringForm,
  describeRecurringAmount,
  firstRecurringError,
  toRecurringDraft,
  type RecurringFormValues,
} from './recurring-draft';

const values: RecurringFormValues = {
  type: 'expense',
  description: ' Rent ',
  amountText: '25000',
  category: 'Rent',
  tags: ['Family'],
  from: 'common',
  paymentMode: 'UPI',
  startDate: 100,
};

describe('checkRecurringForm', () => {
  it('requires a description', () => {
    expect(checkRecurringForm({ description: '', amountText: '1' }).description).toBe('Description is required');
  });

  it('accepts 0 and negative amounts, which are asked for each month', () => {
    expect(checkRecurringForm({ description: 'x', amountText: '0' }).amount).toBeNull();
    expect(checkRecurringForm({ description: 'x', amountText: '-5' }).amount).toBeNull();
    expect(checkRecurringForm({ description: 'x', amountText: '' }).amount).toBe('Amount is required');
  });

  it('bounds the amount, the description and the tags', () => {
    expect(checkRecurringForm({ description: 'x', amountText: '9'.repeat(309) }).amount).toBe(
      'Amount cannot be more than ₹10,000 crore',
    );
    expect(checkRecurringForm({ description: 'x', amountText: '-99999999999999999' }).amount).toBe(
      'Amount cannot be more than ₹10,000 crore',
    );
    expect(checkRecurringForm({ description: 'x', amountText: '-0.001' }).amount).toBe('Use at most 2 decimal places');
    expect(checkRecurringForm({ description: 'x', amountText: '-100000000000' }).amount).toBeNull();
    expect(checkRecurringForm({ description: 'x'.repeat(201), amountText: '1' }).description).toBe(
      'Description can be at most 200 characters',
    );
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(firstRecurringError(checkRecurringForm({ description: 'x', amountText: '1', tags }))).toBe(
      'Choose at most 20 tags',
    );
    expect(firstRecurringError(checkRecurringForm({ description: '', amountText: '', tags }))).toBe(
      'Description is required',
    );
    expect(firstRecurringError(checkRecurringForm({ description: 'x', amountText: '0', tags: [] }))).toBeNull();
  });
});

describe('toRecurringDraft', () => {
  it('builds a monthly item owned by the current user', () => {
    expect(toRecurringDraft(values, { owner: 'me', now: 7 })).toEqual({
      type: 'expense',
      amount: 25000,
      description: 'Rent',
      category: 'Rent',
      owner: 'me',
      tags: ['Family'],
      createdAt: 7,
      from: 'common',
      frequency: 'monthly',
      startDate: 100,
      paymentMode: 'UPI',
    });
  });

  it('keeps the id, owner and createdAt of an edited item', () => {
    const existing = { id: 'r1', ...toRecurringDraft(values, { owner: 'owner-1', now: 1 }) };
    expect(toRecurringDraft({ ...values, amountText: '0' }, { existing, owner: 'me', now: 9 })).toMatchObject({
      id: 'r1',
      owner: 'owner-1',
      createdAt: 1,
      amount: 0,
    });
  });
});

describe('describeRecurringAmount', () => {
  it('shows a fixed amount, or that it is asked each month', () => {
    expect(describeRecurringAmount(1500, String)).toBe('1500');
    expect(describeRecurringAmount(0, String)).toBe('Ask each month');
    expect(describeRecurringAmount(-1, String)).toBe('Ask each month');
  });
});
