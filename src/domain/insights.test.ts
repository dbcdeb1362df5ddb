import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeBalances } from './balances';
import {
  byMonth,
  insightMonths,
  monthlyInsights,
  monthsEndingAt,
  NO_TAG,
  tripInsights,
  type MonthEntries,
} from './insights';
import { toMilli } from './money';
import { monthlySummary } from './monthly-summary';
import { monthRange, type YearMonth } from './months';
import { customExpense, expense, member, settlement, tx } from './test-builders';
import { PAYMENT_MODES, type Transaction } from './types';

const at = (year: number, month: number, day = 1, hour = 12) => new Date(year, month - 1, day, hour).getTime();
const monthOf = (list: Transaction[], { year, month }: YearMonth): MonthEntries => {
  const { start, end } = monthRange(year, month);
  return { year, month, transactions: list.filter((t) => t.date >= start && t.date < end) };
};
const months = (list: Transaction[], chosen: YearMonth) => insightMonths(chosen).map((ym) => monthOf(list, ym));
const JUNE = { year: 2025, month: 6 };

describe('monthsEndingAt', () => {
  it('counts back across a year end, oldest first', () => {
    expect(monthsEndingAt({ year: 2025, month: 2 }, 3)).toEqual([
      { year: 2024, month: 12 },
      { year: 2025, month: 1 },
      { year: 2025, month: 2 },
    ]);
    expect(insightMonths(JUNE)).toHaveLength(13);
    expect(insightMonths(JUNE)[0]).toEqual({ year: 2024, month: 6 });
  });
});

describe('monthlyInsights', () => {
  const list = [
    tx({ amount: 500, category: 'Food', tags: ['Family', 'Food'], paymentMode: 'Cash', date: at(2025, 6, 2) }),
    tx({ amount: 300.5, category: 'Food', tags: [], paymentMode: 'UPI', date: at(2025, 6, 3) }),
    tx({ amount: -100, category: 'Food', tags: ['Family'], paymentMode: 'UPI', date: at(2025, 6, 4) }),
    tx({ amount: 1200, category: 'Rent', tags: ['Family'], paymentMode: 'UPI', from: 'common', date: at(2025, 6, 1) }),
    tx({ amount: 50000, type: 'income', category: 'Salary', date: at(2025, 6, 1) }),
    tx({ amount: 400, type: 'settlement', category: 'unknown', date: at(2025, 6, 30) }),
    tx({ amount: 700, category: 'Food', from: 'bob', date: at(2025, 6, 5) }),
    tx({ amount: 900, category: 'Travel', date: at(2024, 6, 10) }),
    tx({ amount: 200, category: 'Food', date: at(2024, 6, 11) }),
    tx({ amount: 42, category: 'Food', date: at(2025, 1, 11) }),
  ];

  it('sums the chosen month by category, tag and payment mode, refunds lowering their category', () => {
    const r = monthlyInsights({ chosen: JUNE, months: months(list, JUNE), isAdmin: true, onlyFrom: undefined });
    expect(r.byCategory).toEqual([
      { label: 'Food', amount: 1400.5 },
      { label: 'Rent', amount: 1200 },
    ]);
    expect(r.totalExpenses).toBe(2600.5);
    expect(r.byTag).toEqual([
      { label: 'Family', amount: 1600 },
      { label: NO_TAG, amount: 1000.5 },
      { label: 'Food', amount: 500 },
    ]);
    expect(r.byPaymentMode).toEqual([
      { label: 'UPI', amount: 2100.5 },
      { label: 'Cash', amount: 500 },
    ]);
  });

  it('gives 12 months of income and expenses and this month against the same month last year', () => {
    const r = monthlyInsights({ chosen: JUNE, months: months(list, JUNE), isAdmin: true, onlyFrom: undefined });
    expect(r.flows).toHaveLength(12);
    expect(r.flows[0]).toEqual({ year: 2024, month: 7, income: 0, expenses: 0 });
    expect(r.flows[6]).toEqual({ year: 2025, month: 1, income: 0, expenses: 42 });
    expect(r.flows[11]).toEqual({ year: 2025, month: 6, income: 50000, expenses: 2600.5 });
    expect(r.yearOnYear).toEqual({
      rows: [
        { category: 'Food', thisYear: 1400.5, lastYear: 200 },
        { category: 'Rent', thisYear: 1200, lastYear: 0 },
        { category: 'Travel', thisYear: 0, lastYear: 900 },
      ],
      thisYear: 2600.5,
      lastYear: 1100,
    });
  });

  it('shows a member only their own entries and no income (SPEC §6)', () => {
    const r = monthlyInsights({ chosen: JUNE, months: months(list, JUNE), isAdmin: false, onlyFrom: 'bob' });
    expect(r.byCategory).toEqual([{ label: 'Food', amount: 700 }]);
    expect(r.totalExpenses).toBe(700);
    expect(r.flows[11]).toEqual({ year: 2025, month: 6, expenses: 700 });
    expect(r.flows.every((f) => f.income === undefined)).toBe(true);
    expect(r.yearOnYear.lastYear).toBe(0);
  });

  it('counts a month it was not given as empty', () => {
    const r = monthlyInsights({ chosen: JUNE, months: [], isAdmin: true, onlyFrom: undefined });
    expect(r.totalExpenses).toBe(0);
    expect(r.byCategory).toEqual([]);
    expect(r.flows.map((f) => f.expenses)).toEqual(Array(12).fill(0));
  });

  const milli = fc.integer({ min: -2_000_000, max: 50_000_000 });
  const entry = fc.record({
    milli,
    type: fc.constantFrom('income' as const, 'expense' as const, 'expense' as const, 'settlement' as const),
    from: fc.constantFrom('alice', 'bob', 'common'),
    category: fc.constantFrom('Food', 'Rent', 'EMI', 'Health'),
    tags: fc.subarray(['Work', 'Family', 'Travel']),
    paymentMode: fc.constantFrom(...PAYMENT_MODES),
    isSettled: fc.boolean(),
    monthBack: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 1, max: 28 }),
  });
  const build = (rows: (typeof entry extends fc.Arbitrary<infer T> ? T : never)[]) =>
    rows.map((r) => {
      const ym = monthsEndingAt(JUNE, r.monthBack + 1)[0]!;
      return tx({
        amount: r.milli / 1000,
        type: r.type,
        from: r.from,
        category: r.category,
        tags: r.tags,
        paymentMode: r.paymentMode,
        isSettled: r.isSettled,
        date: at(ym.year, ym.month, r.day),
      });
    });

  it('agrees exactly with the home summary for every month and every role', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), fc.boolean(), (rows, admin) => {
        const list = build(rows);
        const onlyFrom = admin ? undefined : 'alice';
        const r = monthlyInsights({ chosen: JUNE, months: months(list, JUNE), isAdmin: admin, onlyFrom });
        const home = (ym: YearMonth) =>
          monthlySummary({
            transactions: monthOf(list, ym).transactions.filter((t) => !onlyFrom || t.from === onlyFrom),
            recurring: [],
            isAdmin: admin,
          });
        const june = home(JUNE);
        expect(r.totalExpenses).toBe(june.totalExpenses);
        const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + toMilli(x.amount), 0);
        expect(sum(r.byCategory)).toBe(toMilli(june.totalExpenses));
        expect(sum(r.byPaymentMode)).toBe(toMilli(june.totalExpenses));
        for (const f of r.flows) {
          const s = home(f);
          expect(f.expenses).toBe(s.totalExpenses);
          expect(f.income).toBe(s.totalIncome);
        }
        expect(r.yearOnYear.lastYear).toBe(home({ year: 2024, month: 6 }).totalExpenses);
        expect(r.yearOnYear.thisYear).toBe(june.totalExpenses);
        const rowsThis = r.yearOnYear.rows.reduce((s, x) => s + toMilli(x.thisYear), 0);
        const rowsLast = r.yearOnYear.rows.reduce((s, x) => s + toMilli(x.lastYear), 0);
        expect(rowsThis).toBe(toMilli(r.yearOnYear.thisYear));
        expect(rowsLast).toBe(toMilli(r.yearOnYear.lastYear));
      }),
      { numRuns: 150 },
    );
  });

  it('counts each tagged expense once under every tag it carries', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (rows) => {
        const list = build(rows);
        const r = monthlyInsights({ chosen: JUNE, months: months(list, JUNE), isAdmin: true, onlyFrom: undefined });
        const june = monthOf(list, JUNE).transactions.filter((t) => t.type === 'expense');
        const expected = june.reduce((s, t) => s + toMilli(t.amount) * Math.max(1, t.tags.length), 0);
        expect(r.byTag.reduce((s, x) => s + toMilli(x.amount), 0)).toBe(expected);
      }),
    );
  });
});

describe('tripInsights', () => {
  const people = [member('alice'), member('bob'), member('carol')];
  const trip = [
    expense('alice', 900, ['alice', 'bob', 'carol'], { category: 'Food', date: at(2025, 3, 1, 9) }),
    customExpense('bob', 300, { alice: 100, bob: 200 }, { category: 'Transport', date: at(2025, 3, 1, 20) }),
    expense('carol', 150.75, ['alice', 'carol'], {
      category: 'Food',
      date: at(2025, 3, 3, 23),
      payers: [
        { userId: 'carol', amount: 100 },
        { userId: 'bob', amount: 50.75 },
      ],
    }),
    settlement('bob', 'alice', 200, { date: at(2025, 3, 5) }),
  ];

  it('sums categories and days over expenses only, days without any at 0', () => {
    const r = tripInsights({ transactions: trip, members: people });
    expect(r.totalExpenses).toBe(1350.75);
    expect(r.byCategory).toEqual([
      { label: 'Food', amount: 1050.75 },
      { label: 'Transport', amount: 300 },
    ]);
    expect(r.days.map(({ label, amount }) => [label, amount])).toEqual([
      ['2025-03-01', 1200],
      ['2025-03-02', 0],
      ['2025-03-03', 150.75],
    ]);
    expect(r.days[0]!.date).toBe(new Date(2025, 2, 1).getTime());
  });

  it("is the home's Balances table for spent and paid, several payers included", () => {
    const r = tripInsights({ transactions: trip, members: people });
    expect(r.people).toEqual(computeBalances(trip, people));
    expect(r.people.find((p) => p.userId === 'bob')!.paid).toBe(550.75);
  });

  it('has no days for a trip without expenses', () => {
    expect(tripInsights({ transactions: [], members: people }).days).toEqual([]);
  });

  it('agrees exactly with the Total Expenses card on random trips', () => {
    const row = fc.record({
      milli: fc.integer({ min: 1, max: 20_000_000 }),
      payer: fc.constantFrom('alice', 'bob', 'carol'),
      settle: fc.boolean(),
      category: fc.constantFrom('Food', 'Stay', 'Fuel'),
      day: fc.integer({ min: 0, max: 40 }),
      hour: fc.integer({ min: 0, max: 23 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const list = rows.map((r) =>
          r.settle
            ? settlement(r.payer, 'alice', r.milli / 1000, { date: at(2025, 10, 1 + r.day, r.hour) })
            : expense(r.payer, r.milli / 1000, ['alice', 'bob', 'carol'], {
                category: r.category,
                date: at(2025, 10, 1 + r.day, r.hour),
              }),
        );
        const r = tripInsights({ transactions: list, members: people });
        let card = 0;
        for (const t of list) if (t.type === 'expense') card += toMilli(t.amount);
        expect(toMilli(r.totalExpenses)).toBe(card);
        expect(r.byCategory.reduce((s, x) => s + toMilli(x.amount), 0)).toBe(card);
        expect(r.days.reduce((s, x) => s + toMilli(x.amount), 0)).toBe(card);
        expect(r.people).toEqual(computeBalances(list, people));
        const labels = r.days.map((d) => d.label);
        expect(new Set(labels).size).toBe(labels.length);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the last year of days for a ledger used for years', () => {
    const list = [tx({ amount: 5, date: at(2020, 1, 1) }), tx({ amount: 7, date: at(2025, 1, 1) })];
    const r = tripInsights({ transactions: list, members: people });
    expect(r.days).toHaveLength(366);
    expect(r.days.at(-1)).toMatchObject({ label: '2025-01-01', amount: 7 });
    expect(r.totalExpenses).toBe(12);
  });
});

describe('byMonth', () => {
  it('sorts one read of 13 months into the months Insights asks for, leaving out the rest', () => {
    const wanted = insightMonths({ year: 2026, month: 3 });
    expect(wanted[0]).toEqual({ year: 2025, month: 3 });
    expect(wanted.at(-1)).toEqual({ year: 2026, month: 3 });
    const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).getTime();
    const entries = [
      tx({ id: 'a', date: at(2025, 3, 1) }),
      tx({ id: 'b', date: at(2026, 3, 31) }),
      tx({ id: 'c', date: at(2026, 3, 2) }),
      tx({ id: 'd', date: at(2026, 4, 1) }),
    ];
    const months = byMonth(wanted, entries);
    expect(months).toHaveLength(13);
    expect(months[0]!.transactions.map((t) => t.id)).toEqual(['a']);
    expect(months[12]!.transactions.map((t) => t.id)).toEqual(['b', 'c']);
    expect(months.flatMap((m) => m.transactions).map((t) => t.id)).not.toContain('d');
  });
});
