import { describe, it, expect } from 'vitest';
import { monthlySummary, buildMonthlySettlement, settledFields, UNSETTLED_FIELDS } from './monthly-summary';
import { income, recurring, settlement, tx } from './test-builders';

const local = (y: number, m: number, d = 1, h = 0) => new Date(y, m - 1, d, h).getTime();
const NOW = local(2025, 3, 15, 10);

const month = [
  income(100000, { id: 'i1', from: 'common', recursiveId: 'sal' }),
  income(0.1, { id: 'i2' }),
  tx({ id: 'e1', amount: 1200.2, from: 'bob' }),
  tx({ id: 'e2', amount: 800.1, from: 'bob', isSettled: true, settlementId: 's1' }),
  tx({ id: 'e3', amount: 5000, from: 'common', recursiveId: 'rent' }),
  tx({ id: 'e4', amount: -200, from: 'amy' }),
  settlement('common', 'bob', 800.1, { id: 's1' }),
];
const items = [
  recurring({ id: 'sal', type: 'income', amount: 100000, description: 'Salary' }),
  recurring({ id: 'bonus', type: 'income', amount: 2500.5, description: 'Bonus' }),
  recurring({ id: 'rent', amount: 5000, description: 'Rent' }),
  recurring({ id: 'net', amount: 999.9, description: 'Internet' }),
  recurring({ id: 'pow', amount: 0, description: 'Power' }),
];

describe('monthlySummary', () => {
  it('gives admins every total, without counting settlements or float drift', () => {
    const s = monthlySummary({ transactions: month, recurring: items, isAdmin: true });
    expect(s).toMatchObject({
      totalIncome: 100000.1,
      totalExpenses: 6800.3,
      balance: 93199.8,
      incomeYetToReceive: 2500.5,
      expensesYetToSpend: 999.9,
      yetToSettle: 1000.2,
    });
  });
  it('has one settlements row per non-common payer', () => {
    const s = monthlySummary({ transactions: month, recurring: items, isAdmin: true });
    expect(s.settlements).toEqual([
      { to: 'amy', paid: 0, yetToPay: -200, expenseIds: ['e4'] },
      { to: 'bob', paid: 800.1, yetToPay: 1200.2, expenseIds: ['e1'] },
    ]);
  });
  it('omits admin-only figures for members', () => {
    const s = monthlySummary({ transactions: month, recurring: items, isAdmin: false });
    expect(s.totalExpenses).toBe(6800.3);
    expect(s.totalIncome).toBeUndefined();
    expect(s.balance).toBeUndefined();
    expect(s.incomeYetToReceive).toBeUndefined();
    expect(s.expensesYetToSpend).toBeUndefined();
    expect(s.yetToSettle).toBeUndefined();
  });
  it('is all zero for an empty month', () => {
    expect(monthlySummary({ transactions: [], recurring: [], isAdmin: true })).toEqual({
      totalExpenses: 0,
      settlements: [],
      totalIncome: 0,
      balance: 0,
      incomeYetToReceive: 0,
      expensesYetToSpend: 0,
      yetToSettle: 0,
    });
  });
});

describe('buildMonthlySettlement', () => {
  const exps = [
    tx({ id: 'a', amount: 10.005, from: 'bob' }),
    tx({ id: 'b', amount: 5, from: 'bob' }),
    tx({ id: 'c', amount: 7, from: 'bob', isSettled: true }),
    tx({ id: 'd', amount: 9, from: 'amy' }),
  ];
  it('settles only the payer’s unsettled expenses, rounded to 2 decimals, from the pot', () => {
    const { settlement: s, settledIds } = buildMonthlySettlement({
      payer: 'bob',
      expenses: exps,
      owner: 'olive',
      year: 2025,
      month: 3,
      now: NOW,
    });
    expect(settledIds).toEqual(['a', 'b']);
    expect(s).toMatchObject({
      amount: 15.01,
      type: 'settlement',
      from: 'common',
      owner: 'olive',
      date: NOW,
      createdAt: NOW,
      updatedAt: NOW,
      description: 'Settlement',
      category: 'unknown',
      paymentMode: 'Other',
      splitInfo: { method: 'Custom', details: [{ userId: 'bob', amount: 15.01, split: 15.01 }] },
    });
  });
  it('dates a past month’s settlement on its last day', () => {
    const { settlement: s } = buildMonthlySettlement({
      payer: 'bob',
      expenses: exps,
      owner: 'o',
      year: 2025,
      month: 2,
      now: NOW,
    });
    expect(s.date).toBe(local(2025, 3, 1) - 1);
    expect(s.createdAt).toBe(NOW);
  });
});

describe('unsettle', () => {
  it('has the fields to write', () => {
    expect(settledFields('s9')).toEqual({ isSettled: true, settlementId: 's9' });
    expect(UNSETTLED_FIELDS).toEqual({ isSettled: false, settlementId: '' });
  });
});
