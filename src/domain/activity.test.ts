// The activity log's pure side: what an edit reads as ("Amount 1,200 → 1,250"), who may restore a delete,
// which old entries may go, and the screen's filters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorLookup } from './member-names';
import {
  ACTIVITY_GROUPS,
  ACTIVITY_KEEP,
  ACTIVITY_KINDS,
  ACTIVITY_LIMITS,
  ACTIVITY_MIN_AGE_MS,
  canRestore,
  changeText,
  fieldChanges,
  filterActivity,
  groupOf,
  headline,
  isRestorable,
  listChanges,
  prunable,
  settingChanges,
  type ActivityEntry,
  type ActivityKind,
} from './activity';
import { member, tx } from './test-builders';
import type { Transaction } from './types';

const names: Record<string, string> = { asha: 'Asha', ben: 'Ben', cara: 'Cara' };
const nameOf = (id: string) => names[id] ?? id;
const lines = (changes: ReturnType<typeof fieldChanges>) => changes.map(changeText);
const DAY = 24 * 60 * 60 * 1000;

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

describe('changeText', () => {
  it('reads before and after, a value set where there was none, and one removed', () => {
    expect(changeText({ field: 'Amount', before: '1,200', after: '1,250' })).toBe('Amount 1,200 → 1,250');
    expect(changeText({ field: 'Tags', before: '', after: 'trip' })).toBe('Tags → trip');
    expect(changeText({ field: 'Comments', before: 'late', after: '' })).toBe('Comments late → none');
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

  it('leaves out what did not change, and gives at most 14 changes of at most 200 characters', () => {
    expect(settingChanges({ shares: { a: 1 } }, { shares: { a: 1 } })).toEqual([]);
    const patch = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`key${i}`, 'x'.repeat(300)]));
    const changes = settingChanges({}, patch);
    expect(changes).toHaveLength(ACTIVITY_LIMITS.changes);
    expect(changes.every((c) => c.after.length === ACTIVITY_LIMITS.value)).toBe(true);
  });
});

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'e1',
  at: 0,
  by: 'asha',
  byName: 'Asha',
  kind: 'edited',
  about: '',
  subject: 't1',
  title: 'Dinner',
  changes: [],
  ...over,
});

describe('headline', () => {
  const members = authorLookup([member('asha'), member('ravi')]);

  it.each<[ActivityKind, string, string]>([
    ['added', 'Dinner', 'Asha added Dinner'],
    ['edited', 'Dinner', 'Asha edited Dinner'],
    ['deleted', 'Dinner', 'Asha deleted Dinner'],
    ['restored', 'Dinner', 'Asha restored Dinner'],
    ['commented', 'Dinner', 'Asha commented on Dinner'],
    ['receipt-added', 'Dinner', 'Asha attached a receipt to Dinner'],
    ['receipt-removed', 'Dinner', 'Asha removed the receipt of Dinner'],
    ['admin-granted', 'Ben', 'Asha made an admin: Ben'],
    ['upi-changed', 'Ben', 'Asha changed the UPI ID of Ben'],
    ['categories-changed', 'Categories', 'Asha changed Categories'],
    ['recurring-deleted', 'Rent', 'Asha deleted the recurring item Rent'],
  ])('%s reads "%s"', (kind, title, text) => {
    expect(headline({ by: 'asha', kind, title }, members)).toBe(text);
  });

  it('has a verb for every kind', () => {
    for (const kind of ACTIVITY_KINDS)
      expect(headline({ by: 'asha', kind, title: 'T' }, members)).not.toMatch(/undefined/);
  });

  it("names the author by the entry's user id from the members, not by the name written into it", () => {
    // Ravi's client wrote Asha's name into his own entry: the members list still knows it was Ravi.
    expect(headline(entry({ by: 'ravi', byName: 'Asha' }), members)).toBe('Ravi edited Dinner');
    expect(headline(entry({ by: 'asha', byName: 'Someone else' }), members)).toBe('Asha edited Dinner');
  });

  it('names an author who has left the ledger as a former member, whatever name he wrote', () => {
    for (const byName of ['Asha', 'Ravi', 'Kiran', '', 'gone'])
      expect(headline(entry({ by: 'gone', byName, kind: 'deleted' }), members)).toBe('Former member deleted Dinner');
  });
});

describe('groups', () => {
  it('puts every kind in exactly one group', () => {
    const grouped = Object.values(ACTIVITY_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...ACTIVITY_KINDS].sort());
    expect(groupOf('settled')).toBe('Settlements');
    expect(groupOf('member-linked')).toBe('Members');
    expect(groupOf('recurring-saved')).toBe('Settings');
  });
});

describe('who may restore a deleted entry', () => {
  const snapshotOf = (over: Partial<Transaction>) => {
    const { id: _id, ...snapshot } = tx({ owner: 'ben', from: 'ben', ...over });
    return snapshot;
  };
  const deleted = (over: Partial<Transaction> = {}) => entry({ kind: 'deleted', snapshot: snapshotOf(over) });
  const admin = { uid: 'asha', admin: true, monthly: true };
  const ben = (monthly: boolean) => ({ uid: 'ben', admin: false, monthly });

  it('only a deletion of a transaction with its snapshot is restorable', () => {
    expect(isRestorable(deleted())).toBe(true);
    expect(isRestorable(entry({ kind: 'deleted' }))).toBe(false);
    expect(isRestorable({ ...deleted(), subject: '' })).toBe(false);
    expect(isRestorable({ ...deleted(), kind: 'edited' })).toBe(false);
    expect(canRestore(entry({ kind: 'edited' }), admin)).toBe(false);
    expect(canRestore({ ...deleted(), subject: '' }, admin)).toBe(false);
  });

  it('lets an admin restore anything, settled or not, anyone’s', () => {
    expect(canRestore(deleted(), admin)).toBe(true);
    expect(canRestore(deleted({ type: 'settlement', from: 'common' }), admin)).toBe(true);
    expect(canRestore(deleted({ isSettled: true, settlementId: 's1' }), admin)).toBe(true);
    expect(canRestore(deleted({ owner: 'cara', from: 'cara' }), { ...admin, monthly: false })).toBe(true);
  });

  it('lets the owner restore his own entry of any kind in a one-time ledger, and nobody else’s', () => {
    expect(canRestore(deleted(), ben(false))).toBe(true);
    expect(canRestore(deleted({ type: 'settlement' }), ben(false))).toBe(true);
    expect(canRestore(deleted({ from: 'asha' }), ben(false))).toBe(true);
    expect(canRestore(deleted({ owner: 'asha' }), ben(false))).toBe(false);
  });

  it('lets a monthly member restore only an unsettled expense of his own', () => {
    expect(canRestore(deleted(), ben(true))).toBe(true);
    expect(canRestore(deleted({ isSettled: true, settlementId: 's1' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ settlementId: 's1' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ type: 'income' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ from: 'common' }), ben(true))).toBe(false);
    expect(canRestore(deleted({ owner: 'asha' }), ben(true))).toBe(false);
  });
});

describe('prunable: the old entries a ledger may delete', () => {
  const now = Date.UTC(2026, 10, 5);
  const at = (i: number, age: number) => ({ id: `e${String(i).padStart(5, '0')}`, at: now - age });

  it('keeps the newest 2,000, and prunes older ones only when over 30 days old, oldest first', () => {
    const entries = [
      ...Array.from({ length: ACTIVITY_KEEP }, (_, i) => at(i, i * 1000)),
      at(90_001, 40 * DAY),
      at(90_000, 60 * DAY),
      at(90_002, 10 * DAY), // beyond the newest 2,000 but not old enough
    ];
    expect(prunable(entries, now)).toEqual(['e90000', 'e90001']);
  });

  it('prunes nothing while a ledger has at most 2,000 entries, however old', () => {
    const old = Array.from({ length: ACTIVITY_KEEP }, (_, i) => at(i, 400 * DAY + i));
    expect(prunable(old, now)).toEqual([]);
  });

  it('keeps an entry exactly 30 days old', () => {
    expect(prunable([at(1, 0), at(2, ACTIVITY_MIN_AGE_MS), at(3, ACTIVITY_MIN_AGE_MS + 1)], now, 1)).toEqual([
      'e00003',
    ]);
  });

  it('never prunes the newest `keep` nor anything younger than 30 days, and only what it was given (property)', () => {
    const entries = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), at: fc.integer({ min: 0, max: now }) }),
      { selector: (e) => e.id, maxLength: 80 },
    );
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 40 }), (list, keep) => {
        const out = prunable(list, now, keep);
        const ids = new Set(list.map((e) => e.id));
        expect(out.every((id) => ids.has(id))).toBe(true);
        expect(new Set(out).size).toBe(out.length);
        const newest = [...list].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).slice(0, keep);
        for (const kept of newest) expect(out).not.toContain(kept.id);
        const byId = new Map(list.map((e) => [e.id, e]));
        for (const id of out) expect(now - byId.get(id)!.at).toBeGreaterThan(ACTIVITY_MIN_AGE_MS);
        expect(out.length).toBeLessThanOrEqual(Math.max(0, list.length - keep));
        // Oldest first: a prune cut short still took the oldest.
        const times = out.map((id) => byId.get(id)!.at);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });
});

describe('filterActivity', () => {
  const log = [
    entry({ id: '1', by: 'asha', kind: 'added' }),
    entry({ id: '2', by: 'ben', kind: 'settled' }),
    entry({ id: '3', by: 'asha', kind: 'commented' }),
    entry({ id: '4', by: 'ben', kind: 'deleted' }),
    entry({ id: '5', by: 'asha', kind: 'tags-changed' }),
  ];
  const ids = (list: ActivityEntry[]) => list.map((e) => e.id);

  it('filters by person, by group, and by both; empty filters keep everything in order', () => {
    expect(ids(filterActivity(log, { by: '', group: '' }))).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(filterActivity(log, { by: 'asha', group: '' }))).toEqual(['1', '3', '5']);
    expect(ids(filterActivity(log, { by: '', group: 'Entries' }))).toEqual(['1', '4']);
    expect(ids(filterActivity(log, { by: 'ben', group: 'Entries' }))).toEqual(['4']);
    expect(ids(filterActivity(log, { by: 'cara', group: '' }))).toEqual([]);
    expect(ids(filterActivity(log, { by: '', group: 'Settings' }))).toEqual(['5']);
  });
});
