import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { MAX_AMOUNT, MAX_COMMENTS, MAX_DESCRIPTION, MAX_LABEL, MAX_NAME, MAX_TAGS_PER_ENTRY } from './limits';
import { formatAmount, normaliseAmountText, parseAmount, roundTo } from './money';
import * as v from './validation';
import type { Member, SplitLine } from './types';

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
    for (const k of ['income', 'expense', 'split', 'recurring'] as const)
      expect(v.validateAmount(' ', k)).toBe('Amount is required');
  });
  it('income and split must be above 0', () => {
    expect(v.validateAmount('0', 'income')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('0.', 'split')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('.', 'income')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('0.01', 'income')).toBeNull();
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
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '0', lines: [] })).toBe(
      'Amount must be more than 0',
    );
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '100', lines: [line(101)] })).toBe(
      'Your split is more by 1',
    );
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '100', lines: [line(50)] })).toBe(
      'You need to split more 50',
    );
    expect(v.validateSplitExpense({ description: 'Cab', amountText: '100', lines: [line(100)] })).toBeNull();
  });
});

describe('amount bounds', () => {
  const kinds = ['income', 'expense', 'split', 'recurring'] as const;
  const nines = (n: number) => '9'.repeat(n);

  it('words the new messages plainly, with the limit through the app formatter', () => {
    expect(v.AMOUNT_DECIMALS_MESSAGE).toBe('Use at most 2 decimal places');
    expect(v.SPLIT_DECIMALS_MESSAGE).toBe('Use at most 3 decimal places');
    expect(v.AMOUNT_TOO_LARGE).toBe('Amount cannot be more than ₹10,000 crore');
    expect(v.AMOUNT_TOO_LARGE).toContain(formatAmount(MAX_AMOUNT / 1e7));
    expect(v.SPLIT_TOO_LARGE).toBe('Split values cannot be more than 10,000 crore');
  });

  it('says too large for digit strings past a double, not "cannot be 0"', () => {
    for (const k of kinds) {
      expect(v.validateAmount(nines(309), k)).toBe(v.AMOUNT_TOO_LARGE);
      expect(v.validateAmount(nines(308), k)).toBe(v.AMOUNT_TOO_LARGE);
      expect(v.validateAmount('99999999999999999', k)).toBe(v.AMOUNT_TOO_LARGE);
      expect(v.validateAmount(`${nines(309)}.5`, k)).toBe(v.AMOUNT_TOO_LARGE);
    }
    expect(v.validateAmount(`-${nines(309)}`, 'expense')).toBe(v.AMOUNT_TOO_LARGE);
    expect(v.validateAmount(`-${nines(309)}`, 'recurring')).toBe(v.AMOUNT_TOO_LARGE);
  });

  it('allows exactly ₹10,000 crore and nothing above it', () => {
    for (const k of kinds) {
      expect(v.validateAmount('100000000000', k)).toBeNull();
      expect(v.validateAmount('100000000000.00', k)).toBeNull();
      expect(v.validateAmount('100000000000.01', k)).toBe(v.AMOUNT_TOO_LARGE);
      expect(v.validateAmount('100000000001', k)).toBe(v.AMOUNT_TOO_LARGE);
    }
    expect(v.validateAmount('-100000000000', 'expense')).toBeNull();
    expect(v.validateAmount('-100000000000.01', 'expense')).toBe(v.AMOUNT_TOO_LARGE);
  });

  it('keeps amounts to paise, so nothing non-zero rounds to 0', () => {
    for (const k of kinds) {
      expect(v.validateAmount('0.0001', k)).toBe(v.AMOUNT_DECIMALS_MESSAGE);
      expect(v.validateAmount('0.001', k)).toBe(v.AMOUNT_DECIMALS_MESSAGE);
      expect(v.validateAmount('12.345', k)).toBe(v.AMOUNT_DECIMALS_MESSAGE);
      expect(v.validateAmount('12.34', k)).toBeNull();
      expect(v.validateAmount('12.340', k)).toBeNull();
    }
    expect(v.validateAmount('-0.0001', 'expense')).toBe(v.AMOUNT_DECIMALS_MESSAGE);
    expect(v.validateAmount(`0.${'0'.repeat(400)}1`, 'expense')).toBe(v.AMOUNT_DECIMALS_MESSAGE);
    expect(v.validateAmount('100000000000.001', 'income')).toBe(v.AMOUNT_DECIMALS_MESSAGE);
  });

  it('keeps the existing checks first', () => {
    expect(v.validateAmount('', 'expense')).toBe('Amount is required');
    expect(v.validateAmount('0.000', 'expense')).toBe('Amount cannot be 0');
    expect(v.validateAmount('0.000', 'income')).toBe(v.AMOUNT_NOT_POSITIVE);
    expect(v.validateAmount('-0.0001', 'income')).toBe(v.AMOUNT_INVALID);
    expect(v.validateAmount('-0.5', 'expense')).toBeNull();
    expect(v.validateAmount('-0.5', 'recurring')).toBeNull();
  });

  it('takes pasted text once it is normalised, and refuses it raw', () => {
    const cases: [string, string | null][] = [
      ['1,200', null],
      ['₹1,200', null],
      ['Rs. 1,200.50', null],
      ['12,34,567', null],
      ['₹0.0001', v.AMOUNT_DECIMALS_MESSAGE],
      [`₹${nines(309)}`, v.AMOUNT_TOO_LARGE],
    ];
    for (const [pasted, message] of cases) {
      const digits = normaliseAmountText(pasted, { signed: false });
      expect(digits, pasted).not.toBeNull();
      expect(v.validateAmount(digits ?? '', 'income'), pasted).toBe(message);
      expect(v.validateAmount(pasted, 'income')).toBe(v.AMOUNT_INVALID);
    }
    expect(normaliseAmountText('1,2,3')).toBeNull();
    expect(normaliseAmountText('1.2.3')).toBeNull();
  });

  it('for any text, either gives a message or a finite, bounded, exact value', () => {
    const amountish = fc.oneof(
      fc.string(),
      fc.stringMatching(/^-?\d{0,20}\.?\d{0,6}$/),
      fc.stringMatching(/^-?9{300,320}(\.\d{0,3})?$/),
      fc.double({ noNaN: true }).map(String),
      fc.integer({ min: -1e13, max: 1e13 }).map((paise) => String(paise / 100)),
    );
    fc.assert(
      fc.property(amountish, fc.constantFrom(...kinds), (text, kind) => {
        const problem = v.validateAmount(text, kind);
        if (problem !== null) {
          expect(typeof problem).toBe('string');
          return;
        }
        const n = parseAmount(text);
        expect(Number.isFinite(n)).toBe(true);
        expect(Math.abs(n)).toBeLessThanOrEqual(MAX_AMOUNT);
        expect(roundTo(n, 2)).toBe(n);
        if (kind === 'income' || kind === 'split') expect(n).toBeGreaterThan(0);
        if (kind === 'expense') expect(n).not.toBe(0);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('validateSplitInput', () => {
  it('allows thousandths, empty as 0, and nothing above the bound', () => {
    expect(v.validateSplitInput('')).toBeNull();
    expect(v.validateSplitInput('0.001')).toBeNull();
    expect(v.validateSplitInput('33.333')).toBeNull();
    expect(v.validateSplitInput('12.')).toBeNull();
    expect(v.validateSplitInput('0.0001')).toBe(v.SPLIT_DECIMALS_MESSAGE);
    expect(v.validateSplitInput('100000000000')).toBeNull();
    expect(v.validateSplitInput('100000000000.01')).toBe(v.SPLIT_TOO_LARGE);
    expect(v.validateSplitInput('9'.repeat(309))).toBe(v.SPLIT_TOO_LARGE);
    expect(v.validateSplitInput('-1')).toBe(v.AMOUNT_INVALID);
    expect(v.validateSplitInput('1.2.3')).toBe(v.AMOUNT_INVALID);
  });

  it('for any text, either gives a message or a finite value kept to thousandths', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{0,14}\.?\d{0,5}$/)), (text) => {
        if (v.validateSplitInput(text) !== null) return;
        const n = parseAmount(text);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(MAX_AMOUNT);
        expect(roundTo(n, 3)).toBe(n);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('text lengths', () => {
  const long = (n: number) => 'x'.repeat(n);
  it('description, at most 200 after trimming, after the SPEC check', () => {
    expect(v.validateDescription(long(MAX_DESCRIPTION))).toBeNull();
    expect(v.validateDescription(` ${long(MAX_DESCRIPTION)} `)).toBeNull();
    expect(v.validateDescription(long(MAX_DESCRIPTION + 1))).toBe('Description can be at most 200 characters');
    expect(v.validateDescription('  ')).toBe('Description is required');
    expect(v.validateRecurringDescription(long(201))).toBe(v.DESCRIPTION_TOO_LONG);
  });
  it('comments and tags', () => {
    expect(v.validateComments('')).toBeNull();
    expect(v.validateComments(long(MAX_COMMENTS))).toBeNull();
    expect(v.validateComments(long(MAX_COMMENTS + 1))).toBe('Comments can be at most 1000 characters');
    expect(v.validateTags(Array.from({ length: MAX_TAGS_PER_ENTRY }, (_, i) => `t${i}`))).toBeNull();
    expect(v.validateTags(Array.from({ length: MAX_TAGS_PER_ENTRY + 1 }, (_, i) => `t${i}`))).toBe(
      'Choose at most 20 tags',
    );
  });
  it('group names, on create and rename', () => {
    expect(v.validateGroupName(long(MAX_NAME))).toBeNull();
    expect(v.validateGroupName(long(MAX_NAME + 1))).toBe('Group name can be at most 100 characters');
    expect(v.validateRename(long(MAX_NAME + 1))).toBe('Group name can be at most 100 characters');
    expect(v.validateRename(' ')).toBe('Please enter the group name');
  });
  it('categories and tags, before the duplicate check', () => {
    expect(v.validateCategory(long(MAX_LABEL), [])).toBeNull();
    expect(v.validateCategory(long(MAX_LABEL + 1), [])).toBe('Category can be at most 50 characters');
    expect(v.validateTag(long(MAX_LABEL + 1), [])).toBe('Tag can be at most 50 characters');
    expect(v.validateTag(' ', [])).toBe('Tag cannot be empty');
  });
  it('profile and member names', () => {
    expect(v.validateProfile({ name: long(MAX_NAME + 1), email: 'a@b.co' })).toBe('Name can be at most 100 characters');
    expect(v.validateProfile({ name: long(MAX_NAME), email: 'a@b.co' })).toBeNull();
    expect(v.validateTemporaryName(long(MAX_NAME + 1))).toBe('Name can be at most 100 characters');
    expect(v.validateTemporaryName(long(MAX_NAME))).toBeNull();
  });
});

describe('validateTemporaryName', () => {
  const members: Member[] = [
    { id: 'uid-asha', userId: 'uid-asha', displayName: 'Asha' },
    { id: 'Ravi', userId: 'Ravi', displayName: 'Ravi' },
  ];
  it('refuses names that mean something else or cannot be a path segment', () => {
    expect(v.validateTemporaryName('common', members)).toBe('"common" is reserved. Choose another name.');
    expect(v.validateTemporaryName(' Common ', members)).toBe('"Common" is reserved. Choose another name.');
    expect(v.validateTemporaryName('__x__', members)).toBe('"__x__" is reserved. Choose another name.');
    for (const unsafe of ['.', '..', 'x/transactions/y', '/'])
      expect(v.validateTemporaryName(unsafe, members)).toBe('A name cannot contain "/" or be "." or "..".');
    expect(v.validateTemporaryName('Common room', members)).toBeNull();
    expect(v.validateTemporaryName('a.b', members)).toBeNull();
  });
  it('refuses a duplicate of any member, name or id, without case', () => {
    expect(v.validateTemporaryName('ravi', members)).toBe('Ravi is already a member.');
    expect(v.validateTemporaryName(' RAVI ', members)).toBe('Ravi is already a member.');
    expect(v.validateTemporaryName('asha', members)).toBe('Asha is already a member.');
    expect(v.validateTemporaryName('UID-ASHA', members)).toBe('Asha is already a member.');
    expect(v.validateTemporaryName('Meera', members)).toBeNull();
  });
  it('keeps the SPEC message first', () => {
    expect(v.validateTemporaryName(' ', members)).toBe('Please enter a name for the temporary member.');
  });
});

describe('validateSplitExpense bounds', () => {
  const line = (amount: number): SplitLine => ({ userId: 'a', amount, split: amount });
  const base = { description: 'Cab', amountText: '100', lines: [line(100)] };
  it('checks split boxes before the split sum, and comments and tags last', () => {
    expect(v.validateSplitExpense({ ...base, splitTexts: ['50', '50.0001'] })).toBe(v.SPLIT_DECIMALS_MESSAGE);
    expect(v.validateSplitExpense({ ...base, lines: [line(50)], splitTexts: ['0.0001'] })).toBe(
      v.SPLIT_DECIMALS_MESSAGE,
    );
    expect(v.validateSplitExpense({ ...base, splitTexts: ['33.333', ''] })).toBeNull();
    expect(v.validateSplitExpense({ ...base, comments: 'x'.repeat(1001) })).toBe(v.COMMENTS_TOO_LONG);
    expect(v.validateSplitExpense({ ...base, tags: Array.from({ length: 21 }, (_, i) => String(i)) })).toBe(
      v.TOO_MANY_TAGS,
    );
    expect(v.validateSplitExpense({ ...base, amountText: '0.0001' })).toBe(v.AMOUNT_DECIMALS_MESSAGE);
    expect(v.validateSplitExpense({ ...base, amountText: '9'.repeat(309) })).toBe(v.AMOUNT_TOO_LARGE);
    expect(v.validateSplitExpense({ ...base, description: 'x'.repeat(201), amountText: '' })).toBe(
      v.DESCRIPTION_TOO_LONG,
    );
  });
});

describe('an amount kept as it was stored', () => {
  it('is not held to the decimals rule, while a changed one is', () => {
    expect(v.validateAmount('33.333', 'expense', { stored: '33.333' })).toBeNull();
    expect(v.validateAmount('33.334', 'expense', { stored: '33.333' })).toBe('Use at most 2 decimal places');
    expect(v.validateAmount('33.333', 'expense')).toBe('Use at most 2 decimal places');
    // Every other rule still holds.
    expect(v.validateAmount('9'.repeat(20), 'expense', { stored: '9'.repeat(20) })).toBe(
      'Amount cannot be more than ₹10,000 crore',
    );
  });
});

describe('entryExtrasProblem: several payers and a foreign currency', () => {
  const base = { amount: 1000 };
  it('accepts an entry with neither', () => {
    expect(v.entryExtrasProblem(base, 'INR')).toBeNull();
  });
  it('holds payers to payersProblem', () => {
    const payers = (x: number, y: number) => [
      { userId: 'a', amount: x },
      { userId: 'b', amount: y },
    ];
    expect(v.entryExtrasProblem({ ...base, payers: payers(600, 400) }, 'INR')).toBeNull();
    expect(v.entryExtrasProblem({ ...base, payers: payers(500, 400) }, 'INR')).toBe('Payers add up to 900 of 1,000');
    expect(v.entryExtrasProblem({ ...base, payers: [] }, 'INR')).toBe('Choose at least 2 people who paid');
  });
  const euros = { amount: 3605, originalAmount: 40, originalCurrency: 'EUR', exchangeRate: 90.125 };
  it('accepts an amount that is exactly the converted original', () => {
    expect(v.entryExtrasProblem(euros, 'INR')).toBeNull();
    expect(
      v.entryExtrasProblem(
        { amount: 40, originalAmount: 3605, originalCurrency: 'INR', exchangeRate: 0.011096 },
        'EUR',
      ),
    ).toBeNull();
  });
  it('says what is wrong with a foreign amount', () => {
    const { exchangeRate: _r, ...noRate } = euros;
    expect(v.entryExtrasProblem(noRate, 'INR')).toBe('Enter the amount paid, its currency and the rate together');
    expect(v.entryExtrasProblem({ ...euros, originalCurrency: 'XYZ' }, 'INR')).toBe('Choose a valid currency');
    expect(v.entryExtrasProblem({ ...euros, originalCurrency: 'INR' }, 'INR')).toBe('This ledger is already in INR');
    expect(v.entryExtrasProblem({ ...euros, originalAmount: 0 }, 'INR')).toBe('Amount must be more than 0');
    expect(v.entryExtrasProblem({ ...euros, originalAmount: 40.001 }, 'INR')).toBe(
      'EUR amounts have at most 2 decimal places',
    );
    expect(
      v.entryExtrasProblem(
        { amount: 668.04, originalAmount: 1200.5, originalCurrency: 'JPY', exchangeRate: 0.5567 },
        'INR',
      ),
    ).toBe('JPY amounts have no decimal places');
    expect(v.entryExtrasProblem({ ...euros, exchangeRate: 0 }, 'INR')).toBe('Rate must be more than 0');
    expect(v.entryExtrasProblem({ ...euros, exchangeRate: 90.1250001 }, 'INR')).toBe(
      'Use at most 6 decimal places in the rate',
    );
    expect(v.entryExtrasProblem({ ...euros, exchangeRate: 1e-7 }, 'INR')).toBe(
      'Use at most 6 decimal places in the rate',
    );
    expect(v.entryExtrasProblem({ ...euros, amount: 3600 }, 'INR')).toBe('Amount should be ₹3,605 at this rate');
    expect(v.entryExtrasProblem({ ...euros, amount: 3604.5 }, 'USD')).toBe('Amount should be $3,605.00 at this rate');
  });
  it('checks payers before the currency', () => {
    expect(v.entryExtrasProblem({ ...euros, payers: [] }, 'INR')).toBe('Choose at least 2 people who paid');
  });
});
