import { describe, expect, it } from 'vitest';
import { computeBalances, owedByPerson, pairwiseDebts, settleUpSuggestions } from './balances';
import { monthlySummary } from './monthly-summary';
import {
  monthSpent,
  owedText,
  positionText,
  totalsAcrossTrips,
  totalTexts,
  tripPaise,
  type Position,
} from './positions';
import { prng } from './prng';
import { randomLedger } from './settle-plan-test-ledgers';
import { customExpense, expense, income, member, settlement, tx } from './test-builders';

const people = [member('asha'), member('ben'), member('chitra')];

describe('tripPaise', () => {
  it('is what the person owes (negative) or is owed, in whole paise', () => {
    const trip = [expense('asha', 300, ['asha', 'ben', 'chitra']), customExpense('ben', 50, { asha: 50 })];
    expect(tripPaise(trip, people, 'asha', true)).toBe(15_000);
    expect(tripPaise(trip, people, 'ben', true)).toBe(-10_000 + 5_000);
    expect(tripPaise(trip, people, 'chitra', true)).toBe(-10_000);
  });

  it('is 0 once the debt is paid, and for someone with no entries', () => {
    const trip = [expense('asha', 100, ['asha', 'ben']), settlement('ben', 'asha', 50)];
    expect(tripPaise(trip, people, 'ben', true)).toBe(0);
    expect(tripPaise(trip, people, 'chitra', false)).toBe(0);
    expect(tripPaise([], people, 'asha', true)).toBe(0);
  });

  it("is the home's own figure, with Simplify debts on and off (2,000 random trips)", () => {
    const rand = prng(32_4);
    for (let run = 0; run < 2000; run++) {
      const { members, transactions } = randomLedger(rand, { tidy: run % 4 === 3, small: run % 4 === 1 });
      const balances = computeBalances(transactions, members);
      const simplified = owedByPerson(settleUpSuggestions(transactions, balances));
      const direct = owedByPerson(pairwiseDebts(transactions, members));
      for (const m of members) {
        expect(tripPaise(transactions, members, m.userId, true)).toBe(simplified.get(m.userId) ?? 0);
        expect(tripPaise(transactions, members, m.userId, false)).toBe(direct.get(m.userId) ?? 0);
      }
    }
  });
});

describe('monthSpent', () => {
  it("is the month's Total Expenses: expenses only, negative ones included", () => {
    const month = [
      tx({ amount: 1200.5 }),
      tx({ amount: -200 }),
      income(50_000),
      settlement('ben', 'asha', 999),
      tx({ amount: 0.1 }),
      tx({ amount: 0.2 }),
    ];
    expect(monthSpent(month)).toBe(1000.8);
    expect(monthSpent(month)).toBe(monthlySummary({ transactions: month, recurring: [], isAdmin: true }).totalExpenses);
    expect(monthSpent([])).toBe(0);
  });
});

describe('position texts', () => {
  it('says You owe, You are owed or Settled, in the ledger currency', () => {
    expect(owedText(-12_345_675, 'INR')).toBe('You owe ₹1,23,456.75');
    expect(owedText(5_000, 'INR')).toBe('You are owed ₹50');
    expect(owedText(0, 'INR')).toBe('Settled');
    expect(owedText(-4_050, 'EUR')).toBe('You owe €40.50');
    expect(positionText({ kind: 'trip', currency: 'USD', paise: 1 })).toBe('You are owed $0.01');
  });

  it("says this month's spending, and whose it is for a member who reads only his own", () => {
    expect(positionText({ kind: 'monthly', currency: 'INR', spent: 12_500, own: false })).toBe(
      'Spent this month: ₹12,500',
    );
    expect(positionText({ kind: 'monthly', currency: 'INR', spent: 99.5, own: true })).toBe(
      'You spent ₹99.5 this month',
    );
    expect(positionText({ kind: 'monthly', currency: 'INR', spent: 0, own: false })).toBe('Spent this month: ₹0');
  });
});

describe('totals across trips', () => {
  const trip = (currency: string, paise: number): Position => ({ kind: 'trip', currency, paise });
  const monthly: Position = { kind: 'monthly', currency: 'INR', spent: 5_000, own: false };

  it('adds trips up per currency, rupees first, leaving monthly ledgers out', () => {
    const totals = totalsAcrossTrips([trip('USD', 2_000), trip('INR', -30_000), monthly, trip('INR', 10_050)]);
    expect(totals).toEqual([
      { currency: 'INR', paise: -19_950 },
      { currency: 'USD', paise: 2_000 },
    ]);
    expect(totalTexts(totals)).toEqual(['You owe ₹199.5', 'You are owed $20.00']);
  });

  it('orders the other currencies by code', () => {
    const totals = totalsAcrossTrips([trip('THB', 1), trip('EUR', 1), trip('AED', 1)]);
    expect(totals.map((t) => t.currency)).toEqual(['AED', 'EUR', 'THB']);
  });

  it('says Settled when the trips cancel out, naming the currency only when there are several', () => {
    expect(totalTexts(totalsAcrossTrips([trip('INR', 500), trip('INR', -500)]))).toEqual(['Settled']);
    expect(totalTexts(totalsAcrossTrips([trip('INR', 0), trip('EUR', -100)]))).toEqual([
      'Settled in INR',
      'You owe €1.00',
    ]);
  });

  it('is empty without trips', () => {
    expect(totalsAcrossTrips([monthly])).toEqual([]);
    expect(totalTexts([])).toEqual([]);
  });
});
