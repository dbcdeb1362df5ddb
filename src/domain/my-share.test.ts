import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeBalances } from './balances';
import {
  buildShareEntries,
  myShareId,
  myShareMilliByCategory,
  myShareParts,
  planShareWrites,
  shareDate,
  ShareSettledError,
  type ShareEntry,
} from './my-share';
import { customExpense, expense, income, settlement, tx } from './test-builders';
import type { Transaction } from './types';

const spentOf = (transactions: Transaction[], userId: string) =>
  Math.round((computeBalances(transactions, []).find((b) => b.userId === userId)?.spent ?? 0) * 1000);

describe('myShareParts: my share of a trip’s expenses', () => {
  const trip = [
    expense('asha', 3000, ['asha', 'ravi', 'meera'], { category: 'Food' }),
    customExpense('ravi', 1000, { asha: 400, ravi: 600 }, { category: 'Stay' }),
    expense('meera', 100, ['asha', 'ravi', 'meera'], { category: 'Food' }),
    settlement('ravi', 'asha', 500),
    income(9999),
  ];

  it('is my split lines over every expense, settlements and income left out', () => {
    // 1000 + 400 + 33.333 (Meera's 100 three ways; the remainder goes to the payer).
    expect(myShareParts(trip, 'asha', 'INR', false)).toEqual([{ category: null, amount: 1433.33 }]);
    expect(myShareParts(trip, 'ravi', 'INR', false)).toEqual([{ category: null, amount: 1633.33 }]);
  });

  it('splits by category, adding up exactly to the whole', () => {
    expect(myShareParts(trip, 'asha', 'INR', true)).toEqual([
      { category: 'Food', amount: 1033.33 },
      { category: 'Stay', amount: 400 },
    ]);
  });

  it('counts the part the split lines leave unallocated for the payer, as computeBalances does', () => {
    const gap = customExpense('asha', 100, { asha: 30, ravi: 60 });
    expect(myShareParts([gap], 'asha', 'INR', false)).toEqual([{ category: null, amount: 40 }]);
  });

  it('follows several payers: each keeps their share of what the lines leave', () => {
    const shared = customExpense(
      'asha',
      1000,
      { ravi: 400 },
      {
        payers: [
          { userId: 'asha', amount: 600 },
          { userId: 'meera', amount: 400 },
        ],
      },
    );
    const asha = myShareParts([shared], 'asha', 'INR', false)[0]?.amount ?? 0;
    const meera = myShareParts([shared], 'meera', 'INR', false)[0]?.amount ?? 0;
    expect(asha + meera + 400).toBe(1000);
    expect(asha).toBe(360);
  });

  it('leaves out a share of 0 and categories where I have none', () => {
    expect(myShareParts(trip, 'stranger', 'INR', false)).toEqual([]);
    expect(
      myShareParts([customExpense('ravi', 50, { ravi: 50 }, { category: 'Fuel' }), ...trip], 'asha', 'INR', true).map(
        (p) => p.category,
      ),
    ).toEqual(['Food', 'Stay']);
  });

  it('rounds to the trip currency: whole yen, 3 decimals for dinars', () => {
    const thirds = [expense('ravi', 100, ['asha', 'ravi', 'meera'])];
    expect(myShareParts(thirds, 'asha', 'JPY', false)).toEqual([{ category: null, amount: 33 }]);
    expect(myShareParts(thirds, 'asha', 'KWD', false)).toEqual([{ category: null, amount: 33.333 }]);
  });

  it('apportions rounded category parts so they add up to the rounded whole', () => {
    const thirds = ['A', 'B', 'C'].map((category) => customExpense('ravi', 1, { asha: 0.335 }, { category }));
    // 1.005 in all → 1.01; parts of 0.335 each round to 0.34, 0.34 and 0.33.
    expect(myShareParts(thirds, 'asha', 'INR', false)).toEqual([{ category: null, amount: 1.01 }]);
    expect(myShareParts(thirds, 'asha', 'INR', true)).toEqual([
      { category: 'A', amount: 0.34 },
      { category: 'B', amount: 0.34 },
      { category: 'C', amount: 0.33 },
    ]);
  });

  it('property: categories add up exactly to my spent minus what settlements add to it', () => {
    const people = ['asha', 'ravi', 'meera'];
    const arbEntry = fc.record({
      payer: fc.constantFrom(...people),
      amount: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 100),
      lines: fc.subarray(people, { minLength: 1 }),
      category: fc.constantFrom('Food', 'Stay', 'Fuel', ''),
      isSettlement: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbEntry, { maxLength: 25 }), fc.constantFrom(...people), (raw, me) => {
        const transactions = raw.map((e) =>
          e.isSettlement
            ? settlement(e.payer, e.lines[0]!, e.amount)
            : expense(e.payer, e.amount, e.lines, { category: e.category }),
        );
        const byCategory = [...myShareMilliByCategory(transactions, me).values()].reduce((a, b) => a + b, 0);
        const settlements = transactions.filter((t) => t.type === 'settlement');
        expect(byCategory).toBe(spentOf(transactions, me) - spentOf(settlements, me));
        const whole = myShareParts(transactions, me, 'INR', false)[0]?.amount ?? 0;
        const parts = myShareParts(transactions, me, 'INR', true);
        expect(Math.round(parts.reduce((sum, p) => sum + p.amount * 100, 0))).toBe(Math.round(whole * 100));
      }),
    );
  });
});

describe('shareDate', () => {
  it('is the latest expense’s date, else now', () => {
    expect(shareDate([tx({ date: 5 }), tx({ date: 9 }), settlement('a', 'b', 1, { date: 20 })], 100)).toBe(9);
    expect(shareDate([], 100)).toBe(100);
  });
});

describe('myShareId', () => {
  it('is the same for the same trip, person and category, and differs otherwise', async () => {
    const whole = await myShareId('trip', 'asha', null);
    expect(await myShareId('trip', 'asha', null)).toBe(whole);
    expect(whole).toMatch(/^share-[0-9a-f]{24}$/);
    const ids = await Promise.all([
      myShareId('trip', 'asha', ''),
      myShareId('trip', 'asha', 'Food'),
      myShareId('trip', 'ravi', null),
      myShareId('trip2', 'asha', null),
    ]);
    expect(new Set([whole, ...ids]).size).toBe(5);
  });
});

const base = {
  trip: { id: 'trip-1', name: 'Goa trip', currency: 'INR' },
  target: { currency: 'INR' },
  category: 'Travel',
  userId: 'asha',
  date: 1_750_000_000_000,
  now: 1_760_000_000_000,
};

describe('buildShareEntries', () => {
  it('makes my own expense, linked to the trip, under the derived id', async () => {
    const [entry] = await buildShareEntries({ ...base, parts: [{ category: null, amount: 1433.33 }] });
    expect(entry).toEqual({
      id: await myShareId('trip-1', 'asha', null),
      description: 'Goa trip',
      amount: 1433.33,
      category: 'Travel',
      tags: [],
      type: 'expense',
      owner: 'asha',
      date: base.date,
      createdAt: base.now,
      updatedAt: base.now,
      comments: '',
      from: 'asha',
      paymentMode: 'Other',
      fromTrip: { ledgerId: 'trip-1', name: 'Goa trip' },
    });
  });

  it('keeps the trip’s categories per category', async () => {
    const entries = await buildShareEntries({ ...base, parts: [{ category: 'Food', amount: 10 }] });
    expect(entries[0]).toMatchObject({
      description: 'Goa trip: Food',
      category: 'Food',
      fromTrip: { ledgerId: 'trip-1', name: 'Goa trip', category: 'Food' },
    });
  });

  it('puts the trip’s expenses with no category under the chosen category', async () => {
    const entries = await buildShareEntries({ ...base, parts: [{ category: '', amount: 10 }] });
    expect(entries[0]).toMatchObject({ description: 'Goa trip: No category', category: 'Travel' });
    expect(entries[0]?.fromTrip).toEqual({ ledgerId: 'trip-1', name: 'Goa trip' });
    expect(entries[0]?.id).toBe(await myShareId('trip-1', 'asha', ''));
  });

  it('converts a trip in another currency and keeps what was paid and the rate', async () => {
    const entries = await buildShareEntries({
      ...base,
      trip: { ...base.trip, currency: 'EUR' },
      rate: 90.125,
      parts: [{ category: null, amount: 40 }],
    });
    expect(entries[0]).toMatchObject({
      amount: 3605,
      originalAmount: 40,
      originalCurrency: 'EUR',
      exchangeRate: 90.125,
    });
    await expect(
      buildShareEntries({ ...base, trip: { ...base.trip, currency: 'EUR' }, parts: [{ category: null, amount: 1 }] }),
    ).rejects.toThrow();
  });
});

describe('planShareWrites', () => {
  const entry = (id: string, amount: number): ShareEntry => ({
    ...tx({ id, amount, createdAt: base.now, fromTrip: { ledgerId: 'trip-1', name: 'Goa trip' } }),
  });

  it('adds new entries; says updated when any was there before', () => {
    expect(planShareWrites([], [entry('a', 5)], 'Household')).toEqual({
      sets: [entry('a', 5)],
      deletes: [],
      updated: false,
    });
  });

  it('rewrites an existing one, keeping when it was made and its unsettled flag', () => {
    const before = { ...entry('a', 5), createdAt: 1, isSettled: false };
    const plan = planShareWrites([before], [entry('a', 7)], 'Household');
    expect(plan.sets).toEqual([{ ...entry('a', 7), createdAt: 1, isSettled: false }]);
    expect(plan.updated).toBe(true);
  });

  it('deletes the linked documents no entry replaces (switching between whole and per category)', () => {
    const plan = planShareWrites([entry('food', 3), entry('stay', 2)], [entry('whole', 5)], 'Household');
    expect(plan.deletes).toEqual(['food', 'stay']);
    expect(plan.sets.map((s) => s.id)).toEqual(['whole']);
  });

  it('leaves a settled share alone when it would not change, and refuses to change or delete it', () => {
    const settled = { ...entry('a', 5), isSettled: true, settlementId: 's1' };
    expect(planShareWrites([settled], [entry('a', 5)], 'Household').sets).toEqual([]);
    expect(() => planShareWrites([settled], [entry('a', 6)], 'Household')).toThrow(ShareSettledError);
    expect(() => planShareWrites([settled], [], 'Household')).toThrow(/settled there/);
  });
});
