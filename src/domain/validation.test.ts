import { describe, it, expect } from 'vitest';
import * as v from './validation';
import type { SplitLine } from './types';

describe('required fields', () => {
  it('description', () => {
    expect(v.validateDescription('  ')).toBe('Description is required');
    expect(v.validateDescription(' Tea ')).toBeNull();
    expect(v.validateRecurringDescription('')).toBe('Description is required');
  });
  it('group names', () => {
    expect(v.validateGroupName(' ')).toBe('Group name is required');
    expect(v.validateGroupName('Goa')).toBeNull();
    expect(v.validateRename('')).toBe('Please enter the group name');
    expect(v.validateRename('Goa')).toBeNull();
  });
});

describe('validateAmount', () => {
  it('requires a value', () => {
    for (const k of ['income', 'expense', 'split', 'recurring'] as const) expect(v.validateAmount(' ', k)).toBe('Amount is required');
  });
  it('income and split must be above 0', () => {
    expect(v.validateAmount('0', 'income')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('0.', 'split')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('.', 'income')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('0.001', 'income')).toBeNull();
    expect(v.validateAmount('-5', 'income')).toBe(v.AMOUNT_INVALID);
    expect(v.validateAmount('12.', 'split')).toBeNull();
  });
  it('monthly expense may be negative but not zero', () => {
    expect(v.validateAmount('-250.5', 'expense')).toBeNull();
    expect(v.validateAmount('0', 'expense')).toBe('Amount cannot be 0');
    expect(v.validateAmount('-', 'expense')).toBe(v.AMOUNT_INVALID);
  });
  it('recurring allows minus and zero', () => {
    expect(v.validateAmount('-10', 'recurring')).toBeNull();
    expect(v.validateAmount('0', 'recurring')).toBeNull();
    expect(v.validateAmount('-', 'recurring')).toBeNull();
  });
  it('rejects junk', () => {
    expect(v.validateAmount('12abc', 'expense')).toBe('Enter a valid amount');
    expect(v.validateAmount('1.2.3', 'income')).toBe('Enter a valid amount');
  });
});

describe('categories and tags', () => {
  it('category empty and duplicate (case-insensitive)', () => {
    expect(v.validateCategory('  ', ['Food'])).toBe('Category cannot be empty');
    expect(v.validateCategory(' food ', ['Food'])).toBe('Category already exists');
    expect(v.validateCategory('Fuel', ['Food'])).toBeNull();
  });
  it('tag empty and duplicate (case-insensitive)', () => {
    expect(v.validateTag('', ['Work'])).toBe('Tag cannot be empty');
    expect(v.validateTag('WORK', ['Work'])).toBe('Tag already exists');
    expect(v.validateTag('Worker', ['Work'])).toBeNull();
  });
});

describe('members', () => {
  it('uses SPEC wording', () => {
    expect(v.validateMemberEmail(' ')).toBe('Please enter a email for the temporary member.');
    expect(v.validateMemberEmail('a@b.co')).toBeNull();
    expect(v.noUserFoundMessage(' zed@x.com ')).toBe('No user found with email zed@x.com.');
    expect(v.validateTemporaryName('')).toBe('Please enter a name for the temporary member.');
    expect(v.validateTemporaryName('Ravi')).toBeNull();
  });
});

describe('validateProfile', () => {
  it('checks name, then email presence, then shape', () => {
    expect(v.validateProfile({ name: ' ', email: '' })).toBe('Name is required');
    expect(v.validateProfile({ name: 'A', email: ' ' })).toBe('Email is required');
    expect(v.validateProfile({ name: 'A', email: 'a@b' })).toBe('Enter a valid email address');
    expect(v.validateProfile({ name: 'A', email: 'a b@c.d' })).toBe('Enter a valid email address');
    expect(v.validateProfile({ name: 'A', email: ' a@b.co ' })).toBeNull();
  });
});

describe('stepNonNegative', () => {
  it('never goes below 0 and does not drift', () => {
    expect(v.stepNonNegative(1, -1)).toBe(0);
    expect(v.stepNonNegative(0, -1)).toBe(0);
    expect(v.stepNonNegative(0.5, -1)).toBe(0);
    expect(v.stepNonNegative(0.1, 0.2)).toBe(0.3);
    expect(v.stepNonNegative(2, 1)).toBe(3);
  });
});

describe('validateSplitExpense', () => {
  const line = (amount: number): SplitLine => ({ userId: 'a', amount, split: amount });
  it('reports the first problem in order', () => {
    expect(v.validateSplitExpense({ description: '', amountText: '', lines: [] })).toBe('Description is required');
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '0', lines: [] })).toBe('Amount must be more than 0');
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '100', lines: [line(101)] })).toBe('Your split is more by 1');
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '100', lines: [line(50)] })).toBe('You need to split more 50');
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '100', lines: [line(100)] })).toBeNull();
  });
});
