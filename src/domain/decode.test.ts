import { isUpiId } from './upi';
import { isCurrencyCode, isRate } from './currency';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  decodeCommonSettings,
  decodeLedger,
  decodeMember,
  decodeMonthlySettings,
  decodeOnetimeSettings,
  decodeRecurringItem,
  decodeTransaction,
  decodeUser,
  UNTITLED_LEDGER,
} from './decode';
import { DEFAULT_CATEGORIES, DEFAULT_TAGS } from './defaults';
import {
  isAmountInRange,
  isDateInRange,
  isPrototypeKey,
  MAX_AMOUNT,
  MAX_COMMENTS,
  MAX_DATE,
  MAX_DESCRIPTION,
  MAX_ID,
  MAX_LABEL,
  MAX_NAME,
  MAX_SPLIT_LINES,
  MAX_TAGS_PER_ENTRY,
  MIN_DATE,
} from './limits';
import { ledger, member, recurring, tx } from './test-builders';
import { PAYMENT_MODES, SPLIT_METHODS, type Transaction } from './types';

const MAY_17 = Date.UTC(2025, 4, 17, 12);
const RUNS = { numRuns: 300 };

// ---- The checker: what every decoded value must satisfy, field by field ----

type Check = (value: unknown) => boolean;
interface Shape {
  required: Record<string, Check>;
  optional?: Record<string, Check>;
}

const isString: Check = (v) => typeof v === 'string';
const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max;
const nonBlankText =
  (max: number): Check =>
  (v) =>
    text(max)(v) && (v as string).trim() !== '';
const nonEmpty: Check = (v) => typeof v === 'string' && v !== '';
const storedId: Check = (v) => nonEmpty(v) && (v as string).length <= MAX_ID;
const storedIdOrEmpty: Check = (v) => v === '' || storedId(v);
const oneOf =
  (values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const amount: Check = (v) => typeof v === 'number' && isAmountInRange(v) && !Object.is(v, -0);
const date: Check = (v) => typeof v === 'number' && isDateInRange(v);
const finite: Check = (v) => typeof v === 'number' && Number.isFinite(v) && !Object.is(v, -0);
const isBoolean: Check = (v) => typeof v === 'boolean';
/** Dense arrays only: a hole would read as undefined on a screen. */
const listOf =
  (item: Check, max = Infinity): Check =>
  (v) =>
    Array.isArray(v) && v.length <= max && Object.keys(v).length === v.length && v.every(item);
const distinctListOf =
  (item: Check, max = Infinity): Check =>
  (v) =>
    listOf(item, max)(v) && new Set(v as unknown[]).size === (v as unknown[]).length;
const fits =
  (shape: Shape): Check =>
  (v) =>
    problemsOf(v, shape).length === 0;

const splitInput = (key: string, n: unknown) =>
  storedId(key) && !isPrototypeKey(key) && finite(n) && (n as number) >= 0 && (n as number) < 1e7;
const splitInputs: Check = (v) =>
  typeof v === 'object' &&
  v !== null &&
  Object.getPrototypeOf(v) === Object.prototype &&
  Object.entries(v).every(([k, n]) => splitInput(k, n));

/** Failure messages must not throw themselves: String() does on a null-prototype object. */
function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

function problemsOf(value: unknown, shape: Shape): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['not a plain object'];
  const optional = shape.optional ?? {};
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in shape.required) && !(key in optional)) problems.push(`unexpected ${key}`);
  }
  const fields = value as Record<string, unknown>;
  for (const [key, check] of Object.entries(shape.required)) {
    if (!Object.hasOwn(fields, key)) problems.push(`missing ${key}`);
    else if (!check(fields[key])) problems.push(`bad ${key}: ${show(fields[key])}`);
  }
  for (const [key, check] of Object.entries(optional)) {
    if (Object.hasOwn(fields, key) && !check(fields[key])) problems.push(`bad ${key}: ${show(fields[key])}`);
  }
  return problems;
}

/** Firestore refuses undefined anywhere in a document, so an absent optional field must be left out. */
function hasUndefinedInside(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const inner = Object.values(value);
  return inner.includes(undefined) || inner.some(hasUndefinedInside);
}

const SPLIT_LINE: Shape = { required: { userId: storedId, amount, split: amount } };
const PAYER: Shape = { required: { userId: storedId, amount } };
const SPLIT_INFO: Shape = {
  required: { method: oneOf(SPLIT_METHODS), details: listOf(fits(SPLIT_LINE), MAX_SPLIT_LINES) },
};
const TAGS = listOf(text(MAX_LABEL), MAX_TAGS_PER_ENTRY);

const TRANSACTION: Shape = {
  required: {
    id: nonEmpty,
    description: text(MAX_DESCRIPTION),
    amount,
    category: text(MAX_LABEL),
    tags: TAGS,
    type: oneOf(['income', 'expense', 'settlement']),
    owner: storedIdOrEmpty,
    date,
    createdAt: date,
    updatedAt: date,
    comments: text(MAX_COMMENTS),
    from: storedId,
    paymentMode: oneOf(PAYMENT_MODES),
  },
  optional: {
    splitInfo: fits(SPLIT_INFO),
    isSettled: isBoolean,
    settlementId: storedId,
    recursiveId: storedId,
    payers: (v) =>
      Array.isArray(v) &&
      v.length >= 2 &&
      v.length <= 50 &&
      v.every((p) => problemsOf(p, PAYER).length === 0 && (p as { amount: number }).amount > 0),
    originalAmount: (v) => amount(v) && (v as number) > 0,
    originalCurrency: isCurrencyCode,
    exchangeRate: isRate,
    fromTrip: fits({
      required: { ledgerId: storedId, name: nonBlankText(MAX_NAME) },
      optional: { category: nonBlankText(MAX_LABEL) },
    }),
  },
};
const RECURRING_ITEM: Shape = {
  required: {
    id: nonEmpty,
    type: oneOf(['income', 'expense']),
    amount,
    description: text(MAX_DESCRIPTION),
    category: text(MAX_LABEL),
    owner: storedIdOrEmpty,
    tags: TAGS,
    createdAt: date,
    from: storedId,
    frequency: oneOf(['monthly']),
    startDate: date,
    paymentMode: oneOf(PAYMENT_MODES),
  },
};
const LEDGER: Shape = {
  required: {
    id: nonEmpty,
    name: nonBlankText(MAX_NAME),
    type: oneOf(['monthly', 'onetime']),
    owner: storedId,
    admins: distinctListOf(storedId),
    contributors: distinctListOf(storedId),
    createdAt: finite,
    updatedAt: finite,
  },
  optional: { currency: isCurrencyCode },
};
const MEMBER: Shape = {
  required: { id: nonEmpty, displayName: nonBlankText(MAX_NAME), userId: nonEmpty },
  optional: { upiId: (v) => typeof v === 'string' && isUpiId(v) },
};
const USER: Shape = {
  required: {
    userId: storedId,
    email: isString,
    displayName: text(MAX_NAME),
    photoURL: isString,
    lastUsedLedgerId: storedIdOrEmpty,
  },
};
const LABELS = distinctListOf(nonBlankText(MAX_LABEL));
const COMMON_SETTINGS: Shape = { required: { categories: LABELS, tags: LABELS } };
const budgets: Check = (v) =>
  typeof v === 'object' &&
  v !== null &&
  Object.getPrototypeOf(v) === Object.prototype &&
  Object.keys(v).length > 0 &&
  Object.keys(v).length <= 100 &&
  Object.entries(v).every(
    ([k, n]) =>
      k !== '' &&
      k.length <= MAX_LABEL &&
      !isPrototypeKey(k) &&
      !/^__[\s\S]*__$/.test(k) &&
      amount(n) &&
      (n as number) >= 0,
  );
const MONTHLY_SETTINGS: Shape = {
  required: { paymentMode: oneOf(PAYMENT_MODES), paidBy: storedIdOrEmpty },
  optional: { budgets },
};
const ONETIME_SETTINGS: Shape = {
  required: {
    splitType: oneOf(SPLIT_METHODS),
    percentages: splitInputs,
    shares: splitInputs,
    simplifyDebts: isBoolean,
  },
};

function expectWellTyped(value: unknown, shape: Shape): void {
  expect(problemsOf(value, shape)).toEqual([]);
  expect(hasUndefinedInside(value)).toBe(false);
}

// ---- Well-formed documents ----

/** A split line as the forms write it: `split` is the input, here the same as the amount. */
const line = (userId: unknown, amount: number) => ({ userId, amount, split: amount });
const split = (method: string, ...details: unknown[]) => ({ method, details });
const members = (count: number) => Array.from({ length: count }, (_, i) => line(`m${i}`, 1));

const wellFormedTransaction: Transaction = tx({
  id: 't-dinner',
  description: 'Dinner',
  amount: 1200.5,
  category: 'Food',
  tags: ['Trip', 'Friends'],
  date: MAY_17,
  createdAt: MAY_17,
  updatedAt: MAY_17 + 1000,
  comments: 'paid by card',
  from: 'alice',
  paymentMode: 'Credit',
  splitInfo: {
    method: 'Custom',
    details: [
      { userId: 'alice', amount: 600.25, split: 600.25 },
      { userId: 'bob', amount: 600.25, split: 600.25 },
    ],
  },
  isSettled: true,
  settlementId: 's1',
  recursiveId: 'r1',
});
const wellFormedRecurring = recurring({
  id: 'r-rent',
  amount: 25000,
  tags: ['Home'],
  createdAt: MAY_17,
  startDate: MAY_17,
  paymentMode: 'Debit',
});
const wellFormedLedger = ledger({ id: 'L1', createdAt: MAY_17, updatedAt: MAY_17 });
const wellFormedMember = member('alice', 'Alice');
const wellFormedUser = {
  userId: 'uid-asha',
  email: 'asha@example.com',
  displayName: 'Asha',
  photoURL: 'https://x/a.png',
  lastUsedLedgerId: 'L1',
};

/** Repositories pass documents with their id merged in; the id argument, not that field, is what counts. */
const stored = (over: Record<string, unknown> = {}) => ({ ...wellFormedTransaction, ...over });

// ---- Unit tests ----

describe('the checker itself', () => {
  // Property tests below are only as strong as this checker, so it must catch what it is meant to catch.
  it.each([
    ['an amount of -0', { ...wellFormedTransaction, amount: -0 }],
    ['an amount over the limit', { ...wellFormedTransaction, amount: MAX_AMOUNT * 2 }],
    ['a date out of range', { ...wellFormedTransaction, date: 1e16 }],
    ['too many tags', { ...wellFormedTransaction, tags: Array.from({ length: MAX_TAGS_PER_ENTRY + 1 }, () => 'x') }],
    ['a sparse tags list', { ...wellFormedTransaction, tags: new Array<string>(2).fill('x', 1) }],
    ['an unknown field', { ...wellFormedTransaction, extra: 1 }],
    ['a missing field', { ...wellFormedTransaction, comments: undefined }],
    ['a broken split line', { ...wellFormedTransaction, splitInfo: split('Custom', line('', 1)) }],
  ])('rejects a transaction with %s', (_, bad) => {
    expect(problemsOf(bad, TRANSACTION).length + Number(hasUndefinedInside(bad))).toBeGreaterThan(0);
  });

  it('rejects undefined optional fields, null-prototype maps and repeated admins', () => {
    expect(hasUndefinedInside({ ...wellFormedTransaction, splitInfo: undefined })).toBe(true);
    const nullPrototype = { splitType: 'Equal', percentages: Object.create(null), shares: {} };
    expect(problemsOf(nullPrototype, ONETIME_SETTINGS)).not.toEqual([]);
    expect(problemsOf({ ...wellFormedLedger, admins: ['alice', 'alice'] }, LEDGER)).not.toEqual([]);
  });

  it('accepts the well-formed documents', () => {
    expectWellTyped(wellFormedTransaction, TRANSACTION);
    expectWellTyped(wellFormedRecurring, RECURRING_ITEM);
    expectWellTyped(wellFormedLedger, LEDGER);
  });
});

describe('decodeTransaction', () => {
  it('returns a well-formed entry unchanged, taking the id from the path', () => {
    expect(decodeTransaction('t-dinner', stored())).toEqual(wellFormedTransaction);
    expect(decodeTransaction('other-id', stored())?.id).toBe('other-id');
    const { splitInfo: _s, isSettled: _i, settlementId: _t, recursiveId: _r, ...plain } = wellFormedTransaction;
    expect(decodeTransaction('t-dinner', plain)).toEqual(plain);
  });

  it.each([
    ['a date far in the future', { date: 1e16 }],
    ['a date before 2000', { date: 0 }],
    ['a date as text', { date: '2025-05-17' }],
    ['a NaN date', { date: NaN }],
    ['a map as payer', { from: {} }],
    ['an empty payer', { from: '' }],
    ['a payer id that is too long', { from: 'x'.repeat(MAX_ID + 1) }],
    ['an empty splitInfo', { splitInfo: {} }],
    ['an unknown split method', { splitInfo: { method: 'Thirds', details: [] } }],
    ['split details that are a map', { splitInfo: { method: 'Equal', details: { alice: 1 } } }],
    ['too many split lines', { splitInfo: split('Equal', ...members(MAX_SPLIT_LINES + 1)) }],
    ['a split line without a member', { splitInfo: split('Equal', line('', 1)) }],
    ['a split line with a map as member', { splitInfo: split('Equal', line({}, 1)) }],
    ['a split line with an infinite amount', { splitInfo: split('Custom', { ...line('bob', 1), amount: Infinity }) }],
    ['a split line with a NaN split', { splitInfo: split('Shares', { ...line('bob', 1), split: NaN }) }],
    ['a split line that is null', { splitInfo: { method: 'Equal', details: [null] } }],
    ['an amount as text', { amount: '1200' }],
    ['an infinite amount', { amount: -Infinity }],
    ['an amount over the limit', { amount: MAX_AMOUNT + 1 }],
    ['an unknown type', { type: 'refund' }],
  ])('cannot read an entry with %s', (_, over) => {
    expect(decodeTransaction('t1', stored(over))).toBeNull();
  });

  it('cannot read what is not a document, or has no id', () => {
    for (const data of [null, undefined, [], 'text', 5, true]) expect(decodeTransaction('t1', data)).toBeNull();
    expect(decodeTransaction('', stored())).toBeNull();
  });

  it('ignores inherited fields, so only what was stored counts', () => {
    expect(decodeTransaction('t1', Object.create(stored()))).toBeNull();
  });

  it('fills every missing field with its default and adds no optional fields', () => {
    const t = decodeTransaction('t1', { amount: 50, type: 'expense', date: MAY_17, from: 'common' });
    expect(t).toEqual({
      id: 't1',
      description: '',
      amount: 50,
      category: '',
      tags: [],
      type: 'expense',
      owner: '',
      date: MAY_17,
      createdAt: MAY_17,
      updatedAt: MAY_17,
      comments: '',
      from: 'common',
      paymentMode: 'UPI',
    });
    expectWellTyped(t, TRANSACTION);
  });

  it('keeps only text tags, at most the limit, cut to the label length', () => {
    expect(decodeTransaction('t1', stored({ tags: undefined }))?.tags).toEqual([]);
    expect(decodeTransaction('t1', stored({ tags: { a: 'Trip' } }))?.tags).toEqual([]);
    const mixed = ['Trip', 1, null, {}, ['x'], 'Work'];
    expect(decodeTransaction('t1', stored({ tags: mixed }))?.tags).toEqual(['Trip', 'Work']);
    const many = Array.from({ length: MAX_TAGS_PER_ENTRY + 5 }, (_, i) => `tag${i}`);
    expect(decodeTransaction('t1', stored({ tags: many }))?.tags).toEqual(many.slice(0, MAX_TAGS_PER_ENTRY));
    const long = 'y'.repeat(MAX_LABEL + 9);
    expect(decodeTransaction('t1', stored({ tags: [long] }))?.tags).toEqual([long.slice(0, MAX_LABEL)]);
  });

  it('treats splitInfo null as no split', () => {
    const t = decodeTransaction('t1', stored({ splitInfo: null }));
    expect(t).not.toBeNull();
    expect(t && 'splitInfo' in t).toBe(false);
  });

  it('accepts the largest split and amount the limits allow', () => {
    const largest = decodeTransaction('t1', stored({ splitInfo: split('Equal', ...members(MAX_SPLIT_LINES)) }));
    expect(largest?.splitInfo?.details).toHaveLength(MAX_SPLIT_LINES);
    expect(decodeTransaction('t1', stored({ amount: -MAX_AMOUNT }))?.amount).toBe(-MAX_AMOUNT);
  });

  it('turns -0 into 0 in amounts and split lines', () => {
    const t = decodeTransaction('t1', stored({ amount: -0, splitInfo: split('Custom', line('bob', -0)) }));
    expect(Object.is(t?.amount, 0)).toBe(true);
    expect(t?.splitInfo?.details).toEqual([{ userId: 'bob', amount: 0, split: 0 }]);
  });

  it('shows an unknown payment mode as Other, and a missing one as UPI', () => {
    expect(decodeTransaction('t1', stored({ paymentMode: 'Bitcoin' }))?.paymentMode).toBe('Other');
    expect(decodeTransaction('t1', stored({ paymentMode: null }))?.paymentMode).toBe('Other');
    expect(decodeTransaction('t1', stored({ paymentMode: undefined }))?.paymentMode).toBe('UPI');
  });

  it('dates creation by the entry date and the update by the creation when they are unusable', () => {
    const t = decodeTransaction('t1', stored({ createdAt: 'yesterday', updatedAt: 1e16 }));
    expect(t).toMatchObject({ createdAt: MAY_17, updatedAt: MAY_17 });
    expect(decodeTransaction('t1', stored({ updatedAt: null }))?.updatedAt).toBe(MAY_17);
  });

  it('leaves out optional fields that are not what they claim to be', () => {
    const t = decodeTransaction('t1', stored({ isSettled: 'yes', settlementId: '', recursiveId: 5 }));
    expect(t).not.toBeNull();
    expect(t && ('isSettled' in t || 'settlementId' in t || 'recursiveId' in t)).toBe(false);
    expect(decodeTransaction('t1', stored({ isSettled: false }))?.isSettled).toBe(false);
  });

  it('repairs texts: non-text becomes empty and long text is cut to its limit', () => {
    const t = decodeTransaction(
      't1',
      stored({
        description: 'd'.repeat(1_000_000),
        comments: 'c'.repeat(MAX_COMMENTS + 1),
        category: { name: 'Food' },
        owner: 42,
      }),
    );
    expect(t).toMatchObject({
      description: 'd'.repeat(MAX_DESCRIPTION),
      comments: 'c'.repeat(MAX_COMMENTS),
      category: '',
      owner: '',
    });
  });

  it('never cuts an emoji in half', () => {
    const description = 'a'.repeat(MAX_DESCRIPTION - 1) + '😀';
    expect(decodeTransaction('t1', stored({ description }))?.description).toBe('a'.repeat(MAX_DESCRIPTION - 1));
  });

  it('reads a document whose keys include __proto__ like any other', () => {
    const data = JSON.parse(
      `{"__proto__": {"amount": 1}, "amount": 5, "type": "income", "date": ${MAY_17}, "from": "common"}`,
    );
    expect(decodeTransaction('t1', data)).toMatchObject({ amount: 5, type: 'income' });
    expect(({} as Record<string, unknown>).amount).toBeUndefined();
  });
});

describe('decodeTransaction: the link to a trip (fromTrip)', () => {
  const link = { ledgerId: 'trip-1', name: 'Goa trip', category: 'Food' };

  it('keeps a well-formed link, with or without its category', () => {
    expect(decodeTransaction('t1', stored({ fromTrip: link }))?.fromTrip).toEqual(link);
    expect(decodeTransaction('t1', stored({ fromTrip: { ledgerId: 'trip-1', name: 'Goa trip' } }))?.fromTrip).toEqual({
      ledgerId: 'trip-1',
      name: 'Goa trip',
    });
  });

  it.each([
    ['text', 'trip-1'],
    ['a list', ['trip-1']],
    ['null', null],
    ['no ledger id', { name: 'Goa trip' }],
    ['an empty ledger id', { ledgerId: '', name: 'Goa trip' }],
    ['a ledger id that is a path', { ledgerId: 'a/b', name: 'Goa trip' }],
    ['a ledger id that is too long', { ledgerId: 'x'.repeat(MAX_ID + 1), name: 'Goa trip' }],
  ])('drops a link that is %s, and keeps the entry', (_, fromTrip) => {
    const decoded = decodeTransaction('t1', stored({ fromTrip }));
    expect(decoded).not.toBeNull();
    expect(decoded?.amount).toBe(wellFormedTransaction.amount);
    expect(decoded && 'fromTrip' in decoded).toBe(false);
  });

  it('names a nameless trip, cuts long text and drops a blank or non-text category', () => {
    expect(decodeTransaction('t1', stored({ fromTrip: { ledgerId: 'x', name: 5 } }))?.fromTrip).toEqual({
      ledgerId: 'x',
      name: 'a trip',
    });
    expect(
      decodeTransaction('t1', stored({ fromTrip: { ledgerId: 'x', name: 'n', category: ' ' } }))?.fromTrip,
    ).toEqual({ ledgerId: 'x', name: 'n' });
    expect(decodeTransaction('t1', stored({ fromTrip: { ledgerId: 'x', name: 'n', category: 3 } }))?.fromTrip).toEqual({
      ledgerId: 'x',
      name: 'n',
    });
    const long = decodeTransaction(
      't1',
      stored({ fromTrip: { ledgerId: 'x', name: 'n'.repeat(500), category: 'c'.repeat(90) } }),
    );
    expect(long?.fromTrip?.name).toHaveLength(MAX_NAME);
    expect(long?.fromTrip?.category).toHaveLength(MAX_LABEL);
  });
});

describe('decodeRecurringItem', () => {
  it('returns a well-formed item unchanged', () => {
    expect(decodeRecurringItem('r-rent', { ...wellFormedRecurring })).toEqual(wellFormedRecurring);
  });

  it.each([
    ['a settlement type', { type: 'settlement' }],
    ['a start date out of range', { startDate: 1e16 }],
    ['no start date', { startDate: undefined }],
    ['a map as payer', { from: {} }],
    ['a NaN amount', { amount: NaN }],
  ])('cannot read an item with %s', (_, over) => {
    expect(decodeRecurringItem('r1', { ...wellFormedRecurring, ...over })).toBeNull();
  });

  it('keeps amounts of 0 or less, which mean "ask each month"', () => {
    expect(decodeRecurringItem('r1', { ...wellFormedRecurring, amount: 0 })?.amount).toBe(0);
    expect(decodeRecurringItem('r1', { ...wellFormedRecurring, amount: -5 })?.amount).toBe(-5);
  });

  it('repairs frequency, creation date, tags and payment mode', () => {
    const item = decodeRecurringItem('r1', {
      ...wellFormedRecurring,
      frequency: 'weekly',
      createdAt: 'now',
      tags: undefined,
      paymentMode: 'Cheque',
    });
    expect(item).toMatchObject({ frequency: 'monthly', createdAt: MAY_17, tags: [], paymentMode: 'Other' });
    expectWellTyped(item, RECURRING_ITEM);
  });
});

describe('decodeLedger', () => {
  it('returns a well-formed ledger unchanged', () => {
    expect(decodeLedger('L1', { ...wellFormedLedger })).toEqual(wellFormedLedger);
  });

  it('makes the owner the only admin when admins is a map', () => {
    expect(decodeLedger('L1', { ...wellFormedLedger, admins: { alice: true } })?.admins).toEqual(['alice']);
    expect(decodeLedger('L1', { ...wellFormedLedger, contributors: { alice: true } })?.contributors).toEqual([]);
  });

  it('keeps only distinct ids in admins and contributors', () => {
    const l = decodeLedger('L1', {
      ...wellFormedLedger,
      admins: ['alice', 'alice', '', 7, null, 'bob'],
      contributors: ['bob', 'x'.repeat(MAX_ID + 1), 'bob'],
    });
    expect(l).toMatchObject({ admins: ['alice', 'bob'], contributors: ['bob'] });
  });

  it('names a nameless ledger, and cuts a long name', () => {
    const nameOf = (name: unknown) => decodeLedger('L1', { ...wellFormedLedger, name })?.name;
    expect(nameOf({ en: 'Trip' })).toBe(UNTITLED_LEDGER);
    expect(nameOf('   ')).toBe(UNTITLED_LEDGER);
    expect(nameOf(undefined)).toBe(UNTITLED_LEDGER);
    // What is left after cutting must still be a name.
    expect(nameOf(' '.repeat(MAX_NAME) + 'late')).toBe(UNTITLED_LEDGER);
    expect(nameOf('n'.repeat(MAX_NAME + 1))).toBe('n'.repeat(MAX_NAME));
  });

  it('dates a ledger 0 when its times are not finite numbers', () => {
    const timesOf = (createdAt: unknown, updatedAt: unknown) => {
      const l = decodeLedger('L1', { ...wellFormedLedger, createdAt, updatedAt });
      return [l?.createdAt, l?.updatedAt];
    };
    expect(timesOf(NaN, '2025')).toEqual([0, 0]);
    expect(timesOf(Infinity, undefined)).toEqual([0, 0]);
    expect(timesOf(1000, MAY_17)).toEqual([1000, MAY_17]);
    expect(Object.is(decodeLedger('L1', { ...wellFormedLedger, updatedAt: -0 })?.updatedAt, 0)).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'yearly' }],
    ['no owner', { owner: undefined }],
    ['a map as owner', { owner: { uid: 'alice' } }],
  ])('cannot read a ledger with %s', (_, over) => {
    expect(decodeLedger('L1', { ...wellFormedLedger, ...over })).toBeNull();
  });
});

describe('decodeMember', () => {
  it('returns a well-formed member unchanged', () => {
    expect(decodeMember('alice', { ...wellFormedMember })).toEqual(wellFormedMember);
  });

  it('shows the id when the name is a map or blank', () => {
    expect(decodeMember('alice', { displayName: { first: 'Alice' }, userId: 'alice' })?.displayName).toBe('alice');
    expect(decodeMember('alice', { displayName: '  ', userId: 'alice' })?.displayName).toBe('alice');
    expect(decodeMember('alice', { displayName: 'A'.repeat(MAX_NAME + 1) })?.displayName).toBe('A'.repeat(MAX_NAME));
  });

  it('takes the id as user id when the stored one is unusable', () => {
    expect(decodeMember('Ravi', {})).toEqual({ id: 'Ravi', displayName: 'Ravi', userId: 'Ravi' });
    expect(decodeMember('Ravi', { userId: ['Ravi'] })?.userId).toBe('Ravi');
  });

  it('cannot read a member with no id or no document', () => {
    expect(decodeMember('', wellFormedMember)).toBeNull();
    expect(decodeMember('alice', null)).toBeNull();
  });

  it('cannot read a member whose id and name are both blank, since there is nothing to show', () => {
    expect(decodeMember('  ', { displayName: ' ' })).toBeNull();
    expect(decodeMember('  ', { displayName: 'Bob' })?.displayName).toBe('Bob');
  });
});

describe('decodeUser', () => {
  it('returns a well-formed profile unchanged', () => {
    expect(decodeUser('uid-asha', { ...wellFormedUser })).toEqual(wellFormedUser);
  });

  it('falls back to empty text for everything but the user id', () => {
    expect(decodeUser('E3B0C442', { userId: 'uid-asha', displayName: { a: 1 }, email: 5 })).toEqual({
      userId: 'uid-asha',
      email: '',
      displayName: '',
      photoURL: '',
      lastUsedLedgerId: '',
    });
  });

  it('never takes the document id (a hash of the email) for a user id', () => {
    expect(decodeUser('E3B0C442', { email: 'a@b.c', displayName: 'Asha' })).toBeNull();
    expect(decodeUser('E3B0C442', { userId: { uid: 'x' } })).toBeNull();
  });

  it('cannot read a profile with no usable user id', () => {
    expect(decodeUser('', { email: 'a@b.c' })).toBeNull();
    expect(decodeUser('x'.repeat(MAX_ID + 1), {})).toBeNull();
    expect(decodeUser('uid', 'profile')).toBeNull();
  });
});

describe('settings decoders', () => {
  it('give SPEC defaults for a missing or unreadable document', () => {
    for (const data of [undefined, null, [], 'x', {}]) {
      expect(decodeCommonSettings(data)).toEqual({ categories: [...DEFAULT_CATEGORIES], tags: [...DEFAULT_TAGS] });
      expect(decodeMonthlySettings(data)).toEqual({ paymentMode: 'UPI', paidBy: '' });
      expect(decodeOnetimeSettings(data)).toEqual({
        splitType: 'Equal',
        percentages: {},
        shares: {},
        simplifyDebts: true,
      });
    }
  });

  it('return well-formed settings unchanged', () => {
    const common = { categories: ['Food', 'Rent'], tags: [] };
    const monthly = { paymentMode: 'Cash', paidBy: 'alice' };
    const onetime = {
      splitType: 'Shares',
      percentages: { alice: 40, bob: 60 },
      shares: { alice: 1, bob: 2.5 },
      simplifyDebts: false,
    };
    expect(decodeCommonSettings(common)).toEqual(common);
    expect(decodeMonthlySettings(monthly)).toEqual(monthly);
    expect(decodeOnetimeSettings(onetime)).toEqual(onetime);
  });

  it('keep distinct, non-blank text labels, cut to the label length', () => {
    const categories = ['Food', 'Food', '', '  ', 3, null, 'Rent', 'L'.repeat(MAX_LABEL + 1)];
    const s = decodeCommonSettings({ categories, tags: 'Work' });
    expect(s).toEqual({ categories: ['Food', 'Rent', 'L'.repeat(MAX_LABEL)], tags: [...DEFAULT_TAGS] });
  });

  it('give fresh lists, so editing one never changes the defaults', () => {
    decodeCommonSettings(null).categories.push('Changed');
    expect(decodeCommonSettings(null).categories).toEqual([...DEFAULT_CATEGORIES]);
  });

  it('repair the monthly payment mode and payer', () => {
    const settings = decodeMonthlySettings({ paymentMode: 'Barter', paidBy: { uid: 'alice' } });
    expect(settings).toEqual({ paymentMode: 'UPI', paidBy: '' });
  });

  it('keep category budgets of 0 and up, and drop every other entry', () => {
    const settings = decodeMonthlySettings({
      paymentMode: 'Cash',
      paidBy: 'alice',
      budgets: JSON.parse(
        '{"Food": 5000, "Rent": 0, "Fuel": -1, "Fun": "300", "Gym": 1e12, "__proto__": 7, "__x__": 8, "toString": 9}',
      ),
    });
    expect(settings).toEqual({ paymentMode: 'Cash', paidBy: 'alice', budgets: { Food: 5000, Rent: 0 } });
    expect(Object.getPrototypeOf(settings.budgets)).toBe(Object.prototype);
  });

  it('read a budgets field with nothing usable, or not a map, as no budgets', () => {
    for (const budgets of [{}, { Food: NaN }, ['Food'], 'Food', null]) {
      expect(decodeMonthlySettings({ paymentMode: 'UPI', paidBy: 'a', budgets })).toEqual({
        paymentMode: 'UPI',
        paidBy: 'a',
      });
    }
  });

  it('keep at most 100 budgets, and only names a category can have', () => {
    const many = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`c${i}`, i]));
    expect(Object.keys(decodeMonthlySettings({ budgets: many }).budgets ?? {})).toHaveLength(100);
    const long = decodeMonthlySettings({ budgets: { ['L'.repeat(MAX_LABEL + 1)]: 1, ok: 2 } });
    expect(long.budgets).toEqual({ ok: 2 });
  });

  it('repair the one-time split type and keep only usable split inputs', () => {
    const s = decodeOnetimeSettings({
      splitType: 'Thirds',
      percentages: { alice: 50, bob: -1, cat: NaN, dan: Infinity, eve: '20', fay: 1e7, gus: -0 },
      shares: ['alice'],
    });
    expect(s).toEqual({ splitType: 'Equal', percentages: { alice: 50, gus: 0 }, shares: {}, simplifyDebts: true });
    expect(Object.is(s.percentages.gus, 0)).toBe(true);
  });

  it('never let a stored __proto__ key reach a prototype', () => {
    const s = decodeOnetimeSettings({
      percentages: JSON.parse('{"__proto__": 5, "constructor": 3, "toString": 2, "alice": 50}'),
      shares: JSON.parse('{"__proto__": {"polluted": 1}, "bob": 1}'),
    });
    expect(s.percentages).toEqual({ alice: 50 });
    expect(s.shares).toEqual({ bob: 1 });
    expect(Object.getPrototypeOf(s.percentages)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(s.shares)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// ---- Property tests ----

/** Garbage of every kind, with keys that matter to the decoders mixed in. */
const garbage = fc.anything({
  key: fc.oneof(
    fc.string(),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'amount', 'type', 'date', 'from', 'details', 'userId'),
  ),
  maxDepth: 3,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  stringUnit: 'binary',
});

/** A valid document with one field replaced by garbage, dropped, or joined by an unknown one. */
function almostValid(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.constantFrom(...Object.keys(valid));
  return fc.oneof(
    fc.tuple(key, garbage).map(([k, v]) => ({ ...valid, [k]: v })),
    key.map((k) => Object.fromEntries(Object.entries(valid).filter(([other]) => other !== k))),
    fc.tuple(fc.string(), garbage).map(([k, v]) => Object.assign({ ...valid }, { [k]: v })),
  );
}

/** A transaction whose split is valid except for one part. */
const almostValidSplit = fc
  .oneof(
    garbage.map((method) => ({ method, details: wellFormedTransaction.splitInfo?.details })),
    garbage.map((details) => ({ method: 'Custom', details })),
    fc.tuple(fc.constantFrom('userId', 'amount', 'split'), garbage).map(([k, v]) => ({
      method: 'Custom',
      details: [{ userId: 'alice', amount: 1, split: 1, [k]: v }],
    })),
  )
  .map((splitInfo) => stored({ splitInfo }));

interface DecoderCase {
  name: string;
  decode: (id: string, data: unknown) => unknown;
  shape: Shape;
  id: string;
  valid: Record<string, unknown>;
}

const transactionCase: DecoderCase = {
  name: 'decodeTransaction',
  decode: decodeTransaction,
  shape: TRANSACTION,
  id: 't-dinner',
  valid: stored(),
};
const decoders: DecoderCase[] = [
  transactionCase,
  {
    name: 'decodeRecurringItem',
    decode: decodeRecurringItem,
    shape: RECURRING_ITEM,
    id: 'r-rent',
    valid: { ...wellFormedRecurring },
  },
  { name: 'decodeLedger', decode: decodeLedger, shape: LEDGER, id: 'L1', valid: { ...wellFormedLedger } },
  { name: 'decodeMember', decode: decodeMember, shape: MEMBER, id: 'alice', valid: { ...wellFormedMember } },
  { name: 'decodeUser', decode: decodeUser, shape: USER, id: 'uid-asha', valid: wellFormedUser },
  {
    name: 'decodeCommonSettings',
    decode: (_, d) => decodeCommonSettings(d),
    shape: COMMON_SETTINGS,
    id: 'common',
    valid: { categories: ['Food'], tags: ['Work'] },
  },
  {
    name: 'decodeMonthlySettings',
    decode: (_, d) => decodeMonthlySettings(d),
    shape: MONTHLY_SETTINGS,
    id: 'monthly',
    valid: { paymentMode: 'Cash', paidBy: 'alice', budgets: { Food: 5000, Rent: 0 } },
  },
  {
    name: 'decodeOnetimeSettings',
    decode: (_, d) => decodeOnetimeSettings(d),
    shape: ONETIME_SETTINGS,
    id: 'onetime',
    valid: {
      splitType: 'Shares',
      percentages: { alice: 50, bob: 50 },
      shares: { alice: 1, bob: 2 },
      simplifyDebts: true,
    },
  },
];

/** Decodes, checks the result, and checks that decoding the result again changes nothing. */
function decodesSafely({ decode, shape }: DecoderCase, id: string, data: unknown): boolean {
  const decoded = decode(id, data);
  if (decoded === null) return false;
  expectWellTyped(decoded, shape);
  expect(decode(id, decoded)).toEqual(decoded);
  return true;
}

describe.each(decoders)('$name on hostile input', (c) => {
  it('never throws on anything, and whatever it returns is well-typed', () => {
    // Ids are typed as strings, but a JavaScript caller could still pass anything.
    const id = fc.oneof(fc.string(), garbage) as fc.Arbitrary<string>;
    fc.assert(
      fc.property(id, garbage, (i, data) => void decodesSafely(c, i, data)),
      RUNS,
    );
  });

  it('never throws on almost valid documents, and reads most of them', () => {
    let read = 0;
    fc.assert(
      fc.property(almostValid(c.valid), (data) => void (decodesSafely(c, c.id, data) && read++)),
      RUNS,
    );
    // Only a few fields make a document unreadable; if most came back null, the checks above would be idle.
    expect(read).toBeGreaterThan(RUNS.numRuns / 2);
  });
});

describe('decodeTransaction on hostile splits', () => {
  it('never throws, and any split it keeps is well-formed', () => {
    fc.assert(
      fc.property(almostValidSplit, (data) => void decodesSafely(transactionCase, 't1', data)),
      RUNS,
    );
  });
});

// ---- Valid documents of every shape come back unchanged ----

const idArb = fc.string({ minLength: 1, maxLength: MAX_ID });
const labelArb = fc.string({ maxLength: MAX_LABEL });
const nameArb = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');
const amountArb = fc.double({ min: -MAX_AMOUNT, max: MAX_AMOUNT, noNaN: true }).map((n) => n + 0);
const dateArb = fc.double({ min: MIN_DATE, max: MAX_DATE - 1, noNaN: true }).map(Math.floor);
const paymentModeArb = fc.constantFrom(...PAYMENT_MODES);
const descriptionArb = fc.string({ maxLength: MAX_DESCRIPTION });
const ownerArb = fc.oneof(fc.constant(''), idArb);
const tagsArb = fc.array(labelArb, { maxLength: MAX_TAGS_PER_ENTRY });
const splitLineArb = fc.record({ userId: idArb, amount: amountArb, split: amountArb });
const splitInfoArb = fc.record({
  method: fc.constantFrom(...SPLIT_METHODS),
  details: fc.array(splitLineArb, { maxLength: 5 }),
});
const splitInputsArb = fc.dictionary(
  idArb.filter((k) => !isPrototypeKey(k)),
  fc.double({ min: 0, max: 9_999_999, noNaN: true }).map((n) => n + 0),
  { maxKeys: 5, noNullPrototype: true },
);

const validTransaction = fc.record(
  {
    id: idArb,
    description: descriptionArb,
    amount: amountArb,
    category: labelArb,
    tags: tagsArb,
    type: fc.constantFrom('income', 'expense', 'settlement'),
    owner: ownerArb,
    date: dateArb,
    createdAt: dateArb,
    updatedAt: dateArb,
    comments: fc.string({ maxLength: MAX_COMMENTS }),
    from: idArb,
    paymentMode: paymentModeArb,
    splitInfo: splitInfoArb,
    isSettled: fc.boolean(),
    settlementId: idArb,
    recursiveId: idArb,
  },
  {
    requiredKeys: [
      'id',
      'description',
      'amount',
      'category',
      'tags',
      'type',
      'owner',
      'date',
      'createdAt',
      'updatedAt',
      'comments',
      'from',
      'paymentMode',
    ],
  },
);
const validRecurring = fc.record({
  id: idArb,
  type: fc.constantFrom('income', 'expense'),
  amount: amountArb,
  description: descriptionArb,
  category: labelArb,
  owner: ownerArb,
  tags: tagsArb,
  createdAt: dateArb,
  from: idArb,
  frequency: fc.constant('monthly'),
  startDate: dateArb,
  paymentMode: paymentModeArb,
});
const validLedger = fc.record({
  id: idArb,
  name: nameArb(MAX_NAME),
  type: fc.constantFrom('monthly', 'onetime'),
  owner: idArb,
  admins: fc.uniqueArray(idArb, { maxLength: 5 }),
  contributors: fc.uniqueArray(idArb, { maxLength: 5 }),
  createdAt: fc.oneof(fc.constant(0), dateArb),
  updatedAt: fc.oneof(fc.constant(0), dateArb),
});
const validMember = fc.record({ id: idArb, displayName: nameArb(MAX_NAME), userId: idArb });
const validUser = fc.record({
  userId: idArb,
  email: fc.string(),
  displayName: fc.string({ maxLength: MAX_NAME }),
  photoURL: fc.string(),
  lastUsedLedgerId: fc.oneof(fc.constant(''), idArb),
});
const labelsArb = fc.uniqueArray(nameArb(MAX_LABEL), { maxLength: 10 });

describe('well-formed documents of every shape', () => {
  it('come back unchanged', () => {
    const roundTrips =
      <T extends { id: string }>(decode: (id: string, d: unknown) => unknown) =>
      (doc: T) => {
        expect(decode(doc.id, { ...doc })).toEqual(doc);
      };
    fc.assert(fc.property(validTransaction, roundTrips(decodeTransaction)), RUNS);
    fc.assert(fc.property(validRecurring, roundTrips(decodeRecurringItem)), RUNS);
    fc.assert(fc.property(validLedger, roundTrips(decodeLedger)), RUNS);
    fc.assert(fc.property(validMember, roundTrips(decodeMember)), RUNS);
    fc.assert(
      fc.property(validUser, (u) => void expect(decodeUser(u.userId, { ...u })).toEqual(u)),
      RUNS,
    );
    const settingsRoundTrip = <T>(arb: fc.Arbitrary<T>, decode: (d: unknown) => unknown) =>
      fc.assert(
        fc.property(arb, (s) => void expect(decode({ ...s })).toEqual(s)),
        RUNS,
      );
    settingsRoundTrip(fc.record({ categories: labelsArb, tags: labelsArb }), decodeCommonSettings);
    settingsRoundTrip(fc.record({ paymentMode: paymentModeArb, paidBy: ownerArb }), decodeMonthlySettings);
    const splitType = fc.constantFrom(...SPLIT_METHODS);
    const onetime = fc.record({
      splitType,
      percentages: splitInputsArb,
      shares: splitInputsArb,
      simplifyDebts: fc.boolean(),
    });
    settingsRoundTrip(onetime, decodeOnetimeSettings);
  });
});

describe('several payers and a foreign currency', () => {
  const payers = [
    { userId: 'alice', amount: 600 },
    { userId: 'bob', amount: 400 },
  ];
  const paidByTwo = (over: Record<string, unknown> = {}) =>
    decodeTransaction('t1', { ...stored(), amount: 1000, from: 'alice', payers, ...over });

  it('keeps a list of payers that agrees with the entry', () => {
    expect(paidByTwo()?.payers).toEqual(payers);
  });

  it.each([
    ['one payer', { payers: [{ userId: 'alice', amount: 1000 }] }],
    ['payers that do not add up to the amount', { amount: 999 }],
    ['`from` not among the payers', { from: 'carol' }],
    [
      'a payer of 0',
      {
        payers: [
          { userId: 'alice', amount: 1000 },
          { userId: 'bob', amount: 0 },
        ],
      },
    ],
    [
      'the same payer twice',
      {
        payers: [
          { userId: 'alice', amount: 500 },
          { userId: 'alice', amount: 500 },
        ],
      },
    ],
    ['a payer without an id', { payers: [{ userId: '', amount: 600 }, payers[1]] }],
    ['a payer as text', { payers: ['alice', 'bob'] }],
    ['payers as a map', { payers: { alice: 600, bob: 400 } }],
    ['51 payers', { payers: Array.from({ length: 51 }, (_, i) => ({ userId: `p${i}`, amount: 1 })) }],
  ])('reads an entry with %s as paid by `from` alone', (_, over) => {
    const t = paidByTwo(over);
    expect(t).not.toBeNull();
    expect(t?.payers).toBeUndefined();
  });

  const foreign = { amount: 3605, originalAmount: 40, originalCurrency: 'EUR', exchangeRate: 90.125 };
  it('keeps an amount paid in another currency', () => {
    expect(decodeTransaction('t1', { ...stored(), ...foreign })).toMatchObject(foreign);
  });

  it.each([
    ['no rate', { exchangeRate: undefined }],
    ['a rate of 0', { exchangeRate: 0 }],
    ['a rate with 7 decimals', { exchangeRate: 90.1250001 }],
    ['an unknown currency', { originalCurrency: 'XYZ' }],
    ['a currency in lower case', { originalCurrency: 'eur' }],
    ['a negative original amount', { originalAmount: -40 }],
    ['an original amount as text', { originalAmount: '40' }],
    ['an amount changed since by an app that knows no currencies', { amount: 4000 }],
  ])('drops all three foreign-currency fields for %s, keeping the entry', (_, over) => {
    const t = decodeTransaction('t1', { ...stored(), ...foreign, ...over });
    expect(t).not.toBeNull();
    expect(t).not.toHaveProperty('originalAmount');
    expect(t).not.toHaveProperty('originalCurrency');
    expect(t).not.toHaveProperty('exchangeRate');
  });

  it("keeps a ledger's currency, and leaves out one that is not a code", () => {
    expect(decodeLedger('L1', { ...wellFormedLedger, currency: 'USD' })?.currency).toBe('USD');
    expect(decodeLedger('L1', { ...wellFormedLedger })).not.toHaveProperty('currency');
    for (const currency of ['usd', 'XYZ', 840, null]) {
      expect(decodeLedger('L1', { ...wellFormedLedger, currency })).not.toHaveProperty('currency');
    }
  });
});
