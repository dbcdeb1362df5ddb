import { describe, expect, it } from 'vitest';
import { adjacentMonth, canStepMonth, monthWiseTotals } from './month-wise';
import { monthlySummary } from './monthly-summary';
import { income, settlement, tx } from './test-builders';

const local = (y: number, m: number, d = 1) => new Date(y, m - 1, d, 12).getTime();

describe('adjacentMonth', () => {
  it('steps within a year and across its ends', () => {
    expect(adjacentMonth({ year: 2025, month: 6 }, -1)).toEqual({ year: 2025, month: 5 });
    expect(adjacentMonth({ year: 2025, month: 6 }, 1)).toEqual({ year: 2025, month: 7 });
    expect(adjacentMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(adjacentMonth({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
  });
});

describe('canStepMonth', () => {
  const now = local(2025, 3, 15);
  it('stops where the pickers stop: January 2024 and December of this year', () => {
    expect(canStepMonth({ year: 2024, month: 1 }, -1, now)).toBe(false);
    expect(canStepMonth({ year: 2024, month: 2 }, -1, now)).toBe(true);
    expect(canStepMonth({ year: 2025, month: 12 }, 1, now)).toBe(false);
    expect(canStepMonth({ year: 2025, month: 11 }, 1, now)).toBe(true);
  });
  it('allows future months of this year, as the month picker does', () => {
    expect(canStepMonth({ year: 2025, month: 3 }, 1, now)).toBe(true);
    expect(canStepMonth({ year: 2024, month: 12 }, 1, now)).toBe(true);
  });
});

describe('monthWiseTotals', () => {
  const month = [
    income(12345678.9, { from: 'common' }),
    tx({ amount: 1200.2, from: 'bob' }),
    tx({ amount: 800.1, from: 'bob', isSettled: true }),
    tx({ amount: -200, from: 'amy' }),
    settlement('common', 'bob', 800.1),
  ];

  it('gives an admin the home summary’s income, expenses and balance for every entry', () => {
    const { entries, summary } = monthWiseTotals({ transactions: month, isAdmin: true, onlyFrom: undefined });
    const home = monthlySummary({ transactions: month, recurring: [], isAdmin: true });
    expect(entries).toHaveLength(5);
    expect(summary).toEqual({
      totalIncome: home.totalIncome,
      totalExpenses: home.totalExpenses,
      balance: home.balance,
      settlements: [],
    });
    expect(summary).toMatchObject({ totalIncome: 12345678.9, totalExpenses: 1800.3, balance: 12343878.6 });
  });

  it('gives a member only his own entries and their expenses, with no income or balance', () => {
    const { entries, summary } = monthWiseTotals({ transactions: month, isAdmin: false, onlyFrom: 'bob' });
    expect(entries.map((t) => t.from)).toEqual(['bob', 'bob']);
    expect(summary).toEqual({ totalExpenses: 2000.3, settlements: [] });
    expect(summary.totalExpenses).toBe(
      monthlySummary({ transactions: entries, recurring: [], isAdmin: false }).totalExpenses,
    );
  });

  it('is all zeros for an empty month', () => {
    expect(monthWiseTotals({ transactions: [], isAdmin: true, onlyFrom: undefined }).summary).toEqual({
      totalIncome: 0,
      totalExpenses: 0,
      balance: 0,
      settlements: [],
    });
  });
});
