// How the log words a change as it is written: each field an edit changed ("Amount 1,200 → 1,250"),
// list and settings changes, and the titles and readers of the entries the repository writes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS, changeText } from './activity';
import { ABOUT_ADMINS } from './activity-ids';
import {
  aboutTransaction,
  fieldChanges,
  joinTitle,
  ledgerEntry,
  linkTitle,
  listChanges,
  recurringEntry,
  settingChanges,
  transactionEntry,
  transactionTitle,
  unreadableTitle,
  upiChange,
} from './activity-wording';
import { member, tempMember, tx } from './test-builders';
import type { Transaction } from './types';

const names: Record<string, string> = { asha: 'Asha', ben: 'Ben', cara: 'Cara' };
const nameOf = (id: string) => names[id] ?? id;
const lines = (changes: ReturnType<typeof fieldChanges>) => changes.map(changeText);

describe('fieldChanges: one line per field an edit changed', () => {
  it('writes at most ACTIVITY_LIMITS.changes lines, the bound the rules check: exactly that when every field changes', () => {
    const before = tx({ amount: 1200, tags: ['a'], comments: 'x', paymentMode: 'UPI' });
    const after: Partial<Transaction> = {
      description: 'Other',
      amount: 1300,
      category: 'Travel',
      tags: ['b'],
      type: 'income',
      date: before.date + 86_400_000,
      comments: 'y',
      from: 'ravi',
      paymentMode: 'Cash',
      splitInfo: { method: 'Equal', details: [{ userId: 'ravi', amount: 1300, split: 1 }] },
      payers: [
        { userId: 'ravi', amount: 650 },
        { userId: 'asha', amount: 650 },
      ],
      originalAmount: 14,
      originalCurrency: 'EUR',
      exchangeRate: 92.5,
    };
    expect(fieldChanges(before, after)).toHaveLength(ACTIVITY_LIMITS.changes);
  });

  it('reads amounts in en-IN grouping: "Amount 1,200 → 1,250"', () => {
    const before = tx({ amount: 1200 });
    expect(lines(fieldChanges(before, { amount: 1250 }))).toEqual(['Amount 1,200 → 1,250']);
    expect(lines(fieldChanges(tx({ amount: 150000 }), { amount: 1250000.5 }))).toEqual([
      'Amount 1,50,000 → 12,50,000.5',
    ]);
  });

  it('labels every field as the form does', () => {
    const before = tx({
      description: 'Dinner',
      amount: 100,
      category: 'Food',
      tags: ['Trip'],
      type: 'expense',
      date: new Date(2026, 10, 5).getTime(),
      comments: 'late',
      from: 'asha',
      paymentMode: 'UPI',
      originalAmount: 10,
      originalCurrency: 'USD',
      exchangeRate: 10,
    });
    const changes: Partial<Transaction> = {
      description: 'Lunch',
      amount: 200,
      category: 'Travel',
      tags: ['Trip', 'Goa'],
      type: 'income',
      date: new Date(2027, 0, 31).getTime(),
      comments: 'early',
      from: 'ben',
      paymentMode: 'Cash',
      originalAmount: 20,
      originalCurrency: 'EUR',
      exchangeRate: 12.5,
    };
    expect(lines(fieldChanges(before, changes, nameOf))).toEqual([
      'Description Dinner → Lunch',
      'Amount 100 → 200',
      'Category Food → Travel',
      'Tags Trip → Trip, Goa',
      'Type expense → income',
      'Date 5 Nov 2026 → 31 Jan 2027',
      'Comments late → early',
      'Paid by Asha → Ben',
      'Payment mode UPI → Cash',
      'Amount paid 10 → 20',
      'Currency USD → EUR',
      'Exchange rate 10 → 12.5',
    ]);
  });

  it('follows the form’s field order, not the order of the changes', () => {
    const changes = fieldChanges(tx({ amount: 1, description: 'a' }), { amount: 2, description: 'b' });
    expect(changes.map((c) => c.field)).toEqual(['Description', 'Amount']);
  });

  it('leaves out fields that read the same, and fields the edit did not touch', () => {
    const before = tx({ amount: 1200, description: 'Dinner', tags: ['a', 'b'] });
    expect(fieldChanges(before, { amount: 1200, description: 'Dinner', tags: ['a', 'b'] })).toEqual([]);
    expect(fieldChanges(before, {})).toEqual([]);
    // Not a field the log shows: settlement state and bookkeeping.
    expect(fieldChanges(before, { isSettled: true, updatedAt: 5, owner: 'ben' })).toEqual([]);
  });

  it('reads a removed field as "none" and a newly set one without a before', () => {
    const before = tx({ originalAmount: 10, originalCurrency: 'USD', tags: [] });
    const changes = fieldChanges(before, { originalAmount: undefined, originalCurrency: undefined, tags: ['Goa'] });
    expect(lines(changes)).toEqual(['Tags → Goa', 'Amount paid 10 → none', 'Currency USD → none']);
    expect(changes[1]).toEqual({ field: 'Amount paid', before: '10', after: '' });
  });

  it('names members through nameOf, in the payer and in split and payers text', () => {
    const before = tx({
      from: 'asha',
      splitInfo: {
        method: 'Equal',
        details: [
          { userId: 'asha', amount: 600, split: 1 },
          { userId: 'ben', amount: 600, split: 1 },
          { userId: 'cara', amount: 0, split: 0 },
        ],
      },
      payers: [
        { userId: 'asha', amount: 700 },
        { userId: 'ben', amount: 500 },
      ],
    });
    const changes = fieldChanges(
      before,
      {
        from: 'cara',
        splitInfo: {
          method: 'Custom',
          details: [
            { userId: 'asha', amount: 1000, split: 1000 },
            { userId: 'cara', amount: 200, split: 200 },
          ],
        },
        payers: [
          { userId: 'cara', amount: 1100 },
          { userId: 'ben', amount: 100 },
        ],
      },
      nameOf,
    );
    expect(lines(changes)).toEqual([
      'Paid by Asha → Cara',
      // A line of 0 is someone not in the split: left out.
      'Split Equal: Asha 600, Ben 600 → Custom: Asha 1,000, Cara 200',
      'Payers Asha 700, Ben 500 → Cara 1,100, Ben 100',
    ]);
  });

  it('reads ids as themselves without nameOf', () => {
    expect(lines(fieldChanges(tx({ from: 'asha' }), { from: 'ben' }))).toEqual(['Paid by asha → ben']);
  });

  it('leaves out a split recomputed to the same lines', () => {
    const split = { method: 'Equal' as const, details: [{ userId: 'asha', amount: 50, split: 1 }] };
    expect(fieldChanges(tx({ splitInfo: split }), { splitInfo: { ...split, details: [...split.details] } })).toEqual(
      [],
    );
  });

  it('clips each value to 200 characters, ending in an ellipsis', () => {
    const long = 'd'.repeat(500);
    const [change] = fieldChanges(tx({ description: 'short', comments: '' }), { description: long });
    expect(change?.before).toBe('short');
    expect(change?.after).toHaveLength(ACTIVITY_LIMITS.value);
    expect(change?.after.endsWith('…')).toBe(true);
    expect(change?.after.startsWith('d'.repeat(199))).toBe(true);
    const exact = 'e'.repeat(200);
    expect(fieldChanges(tx({ description: '' }), { description: exact })[0]?.after).toBe(exact);
  });

  it('never gives more than 20 changes, nor a value over 200 characters (property)', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e11, max: 1e11 }),
      fc.array(fc.string({ maxLength: 80 }), { maxLength: 10 }),
      fc.constant(undefined),
    );
    const fields = [
      'description',
      'amount',
      'category',
      'tags',
      'type',
      'comments',
      'from',
      'paymentMode',
      'originalAmount',
      'originalCurrency',
      'exchangeRate',
    ];
    const record = fc.dictionary(fc.constantFrom(...fields), value);
    fc.assert(
      fc.property(record, record, (before, changes) => {
        const out = fieldChanges(before as Partial<Transaction>, changes as Partial<Transaction>);
        expect(out.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.changes);
        for (const c of out) {
          expect(c.before.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.value);
          expect(c.after.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.value);
          expect(c.before).not.toBe(c.after);
        }
      }),
    );
  });
});

describe('listChanges: categories and tags', () => {
  it('says what was added and what was taken away', () => {
    expect(listChanges('Categories', ['Food', 'Rent'], ['Food', 'Travel', 'Fuel'])).toEqual([
      { field: 'Categories', before: 'Rent', after: 'Travel, Fuel' },
    ]);
    expect(changeText(listChanges('Tags', ['a'], ['a', 'b'])[0]!)).toBe('Tags → b');
    expect(changeText(listChanges('Tags', ['a', 'b'], ['a'])[0]!)).toBe('Tags b → none');
  });

  it('reports a reordering as one, and nothing for the same list', () => {
    expect(listChanges('Tags', ['a', 'b'], ['b', 'a'])).toEqual([
      { field: 'Tags', before: 'old order', after: 'new order' },
    ]);
    expect(listChanges('Tags', ['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(listChanges('Tags', [], [])).toEqual([]);
  });

  it('clips a long list to 200 characters', () => {
    const many = Array.from({ length: 200 }, (_, i) => `category ${i}`);
    const [change] = listChanges('Categories', [], many);
    expect(change?.after).toHaveLength(ACTIVITY_LIMITS.value);
    expect(change?.after.endsWith('…')).toBe(true);
  });
});

describe('settingChanges', () => {
  it('reads switches, amounts, lists and maps, with the settings’ labels', () => {
    const changes = settingChanges(
      { simplifyDebts: false, paymentMode: 'UPI', budgets: { Food: 5000 }, splitType: 'Equal' },
      { simplifyDebts: true, paymentMode: 'Cash', budgets: { Food: 5000, Rent: 150000 }, splitType: 'Equal' },
    );
    expect(changes.map(changeText)).toEqual([
      'Simplify debts Off → On',
      'Payment mode UPI → Cash',
      'Budgets Food 5,000 → Food 5,000, Rent 1,50,000',
    ]);
  });

  it('reads a setting set for the first time without a before, and an unknown key by its name', () => {
    expect(settingChanges({}, { paidBy: 'asha', colour: 'blue' }).map(changeText)).toEqual([
      'Paid by → asha',
      'colour → blue',
    ]);
  });

  it('names the members a setting refers to: who pays, shares, percentages and households', () => {
    const nameOf = (id: string) => ({ u1: 'Asha', u2: 'Ben' })[id] ?? id;
    const changes = settingChanges(
      { paidBy: 'u1', shares: { u1: 1, u2: 1 } },
      {
        paidBy: 'u2',
        shares: { u1: 2, u2: 1 },
        households: [{ name: 'The Iyers', members: ['u1', 'u2', 'Ravi'], through: 'u1' }],
      },
      nameOf,
    );
    expect(changes.map(changeText)).toEqual([
      'Paid by Asha → Ben',
      'Shares Asha 1, Ben 1 → Asha 2, Ben 1',
      'Households → The Iyers: Asha, Ben, Ravi, pays through Asha',
    ]);
  });

  it('leaves out what did not change, and gives at most 14 changes of at most 200 characters', () => {
    expect(settingChanges({ shares: { a: 1 } }, { shares: { a: 1 } })).toEqual([]);
    const patch = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`key${i}`, 'x'.repeat(300)]));
    const changes = settingChanges({}, patch);
    expect(changes).toHaveLength(ACTIVITY_LIMITS.changes);
    expect(changes.every((c) => c.after.length === ACTIVITY_LIMITS.value)).toBe(true);
  });
});

describe('titles and readers of the entries the repository writes', () => {
  const payment = tx({
    id: 'p1',
    type: 'settlement',
    description: 'settle up',
    from: 'ben',
    amount: 625,
    splitInfo: { method: 'Equal', details: [{ userId: 'asha', amount: 625, split: 625 }] },
  } as Partial<Transaction>);

  it("names a trip's payment by who paid whom, and anything else by its description", () => {
    expect(transactionTitle('onetime', payment, nameOf)).toBe('payment Ben → Asha 625');
    expect(transactionTitle('monthly', payment, nameOf)).toBe('settle up');
    expect(transactionTitle('onetime', { description: '' }, nameOf)).toBe('an entry');
    expect(transactionTitle('onetime', { description: 'x'.repeat(150) }, nameOf)).toHaveLength(100);
  });

  it("lets a monthly member read entries about his own expenses, and a trip's members read everything", () => {
    expect(aboutTransaction('monthly', { from: 'ben' })).toBe('ben');
    expect(aboutTransaction('onetime', { from: 'ben' })).toBe('');
    expect(transactionEntry('monthly', 'commented', payment, nameOf, { text: 'late' })).toEqual({
      kind: 'commented',
      about: 'ben',
      subject: 'p1',
      title: 'settle up',
      changes: [],
      text: 'late',
    });
  });

  it('writes entries about the whole ledger for every member, and recurring items for admins only', () => {
    expect(ledgerEntry('tags-changed', 'Tags')).toEqual({
      kind: 'tags-changed',
      about: '',
      subject: '',
      title: 'Tags',
      changes: [],
    });
    expect(recurringEntry('recurring-deleted', 'r1', '')).toEqual({
      kind: 'recurring-deleted',
      about: ABOUT_ADMINS,
      subject: 'r1',
      title: 'a recurring item',
      changes: [],
    });
  });

  it('words counts, links, joins and UPI IDs as people say them', () => {
    expect(unreadableTitle(1)).toBe('1 unreadable entry');
    expect(unreadableTitle(3)).toBe('3 unreadable entries');
    expect(linkTitle(tempMember('Ravi'), member('ben'))).toBe('Ravi to Ben');
    expect(joinTitle('Goa', undefined)).toBe('Goa');
    expect(joinTitle('Goa', 'Ravi')).toBe('Goa as Ravi');
    expect(changeText(upiChange({}, 'ben@upi'))).toBe('UPI ID → ben@upi');
  });
});
