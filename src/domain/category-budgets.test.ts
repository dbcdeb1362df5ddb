import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUDGET_NAME_UNUSABLE,
  BUDGET_NEGATIVE,
  budgetPercent,
  budgetProgress,
  budgetRowText,
  budgetsFromTexts,
  budgetText,
  crossingWarning,
  daysLeftInMonth,
  TOO_MANY_BUDGETS,
  validateBudget,
  withSaved,
} from './category-budgets';
import { MAX_AMOUNT } from './limits';
import { monthlySummary } from './monthly-summary';
import { income, settlement, tx } from './test-builders';
import type { Transaction } from './types';
import { AMOUNT_DECIMALS_MESSAGE, AMOUNT_INVALID, AMOUNT_TOO_LARGE } from './validation';

const local = (y: number, m: number, d = 1, h = 0) => new Date(y, m - 1, d, h).getTime();
const MARCH = { year: 2025, month: 3 };
const NOW = local(2025, 3, 23, 10);
const food = (amount: number, over: Partial<Transaction> = {}) =>
  tx({ amount, category: 'Food', date: local(2025, 3, 5), ...over });

describe('budgetProgress', () => {
  it('counts this month’s expenses in the category, refunds taken off, income and settlements not', () => {
    const month = [
      food(3000),
      food(1500.5),
      food(-300.5),
      income(9000, { category: 'Food', date: local(2025, 3, 2) }),
      settlement('common', 'bob', 700, { category: 'Food', date: local(2025, 3, 6) }),
      food(999, { date: local(2025, 2, 28, 23) }),
      food(999, { date: local(2025, 4, 1) }),
      tx({ amount: 50, category: 'Rent', date: local(2025, 3, 3) }),
    ];
    const [row] = budgetProgress(month, { Food: 5000 }, { ...MARCH, now: NOW });
    expect(row).toEqual({
      category: 'Food',
      limit: 5000,
      spent: 4200,
      remaining: 800,
      ratio: 0.84,
      level: 'near',
      daysLeft: 9,
    });
    expect(budgetRowText(row!, 'INR')).toBe('₹4,200 of ₹5,000 · ₹800 left · 9 days left');
  });

  it('has one row per budget, by name, also for a category with nothing spent', () => {
    const rows = budgetProgress([food(10)], { Rent: 20000, Food: 100, Bills: 0 }, { ...MARCH, now: NOW });
    expect(rows.map((r) => [r.category, r.spent, r.level])).toEqual([
      ['Bills', 0, 'ok'],
      ['Food', 10, 'ok'],
      ['Rent', 0, 'ok'],
    ]);
  });

  it('puts the thresholds exactly at 80% and above 100%', () => {
    const level = (spent: number, limit = 1000) =>
      budgetProgress([food(spent)], { Food: limit }, { ...MARCH, now: NOW })[0]!.level;
    expect(level(799.99)).toBe('ok');
    expect(level(800)).toBe('near');
    expect(level(1000)).toBe('near');
    expect(level(1000.01)).toBe('over');
    // 0.1 + 0.2 style drift must not move a threshold: thousandths are exact.
    expect(level(0.8, 1)).toBe('near');
    expect(level(0.3, 0.3)).toBe('near');
  });

  it('reads a limit of 0 as: anything spent is over', () => {
    const [none] = budgetProgress([], { Food: 0 }, { ...MARCH, now: NOW });
    expect(none).toMatchObject({ level: 'ok', ratio: 0, remaining: 0 });
    const [some] = budgetProgress([food(1)], { Food: 0 }, { ...MARCH, now: NOW });
    expect(some).toMatchObject({ level: 'over', ratio: Infinity, remaining: -1 });
  });

  it('says how far over, in words', () => {
    const [row] = budgetProgress([food(1600)], { Food: 1000 }, { ...MARCH, now: local(2025, 3, 31, 9) });
    expect(budgetRowText(row!, 'INR')).toBe('₹1,600 of ₹1,000 · ₹600 over · 1 day left');
    expect(budgetRowText(row!, 'EUR')).toBe('€1,600.00 of €1,000.00 · €600.00 over · 1 day left');
    expect(budgetPercent(row!)).toBe(160);
  });

  it('equals the home summary’s expense total restricted to the category (property)', () => {
    const categories = ['Food', 'Rent', 'Fun'];
    const entry = fc.record({
      amount: fc.integer({ min: -500_000, max: 5_000_000 }).map((p) => p / 100),
      category: fc.constantFrom(...categories),
      type: fc.constantFrom('expense' as const, 'expense' as const, 'income' as const, 'settlement' as const),
      day: fc.integer({ min: 1, max: 31 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.integer({ min: 0, max: 1_000_000 }), (entries, limit) => {
        const month = entries.map((e) => tx({ ...e, date: local(2025, 3, e.day, 12) }));
        for (const category of categories) {
          const mine = month.filter((t) => t.category === category);
          const { totalExpenses } = monthlySummary({ transactions: mine, recurring: [], isAdmin: true });
          const [row] = budgetProgress(month, { [category]: limit }, { ...MARCH, now: NOW });
          expect(row!.spent).toBe(totalExpenses);
          expect(row!.remaining).toBeCloseTo(limit - totalExpenses, 6);
          const expected = totalExpenses > limit ? 'over' : limit > 0 && totalExpenses >= 0.8 * limit ? 'near' : 'ok';
          // Only exact float ties could differ; amounts here are paise, so 0.8 * limit is exact enough.
          expect(row!.level).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('daysLeftInMonth', () => {
  it('counts today and the days to come, the whole month before it starts, none after it', () => {
    expect(daysLeftInMonth(2025, 3, local(2025, 3, 1))).toBe(31);
    expect(daysLeftInMonth(2025, 3, local(2025, 3, 31, 23))).toBe(1);
    expect(daysLeftInMonth(2025, 2, local(2025, 2, 10))).toBe(19);
    expect(daysLeftInMonth(2025, 3, local(2025, 2, 10))).toBe(31);
    expect(daysLeftInMonth(2025, 3, local(2025, 4, 1))).toBe(0);
  });
});

describe('crossingWarning', () => {
  const budgets = { Food: 5000, Rent: 20000 };
  const warn = (before: Transaction[], after: Transaction[], b: Record<string, number> = budgets) =>
    crossingWarning(before, after, b, MARCH);

  it('warns once a category reaches 80%, with the percent rounded down', () => {
    const before = [food(3000)];
    expect(warn(before, [...before, food(1200)])).toBe('Food is at 84% of its ₹5,000 budget');
    expect(warn(before, [...before, food(999.99)])).toBeNull();
    expect(warn(before, [...before, food(1000)])).toBe('Food is at 80% of its ₹5,000 budget');
    expect(warn(before, [...before, food(1249.95)])).toBe('Food is at 84% of its ₹5,000 budget');
  });

  it('warns once a category goes over, saying by how much', () => {
    expect(warn([food(4200)], [food(4200), food(1400)])).toBe('Food is over its ₹5,000 budget by ₹600');
    expect(warn([], [food(5600)])).toBe('Food is over its ₹5,000 budget by ₹600');
    expect(warn([food(4200)], [food(4200), food(800)])).toBeNull();
  });

  it('stays quiet for a level already reached, a refund, other categories and unbudgeted ones', () => {
    expect(warn([food(4100)], [food(4100), food(100)])).toBeNull();
    expect(warn([food(5100)], [food(5100), food(100)])).toBeNull();
    expect(warn([food(5100)], [food(5100), food(-200)])).toBeNull();
    expect(warn([], [tx({ amount: 9000, category: 'Fun', date: local(2025, 3, 4) })])).toBeNull();
    expect(warn([], [income(9000, { category: 'Food', date: local(2025, 3, 4) })])).toBeNull();
  });

  it('ignores an entry dated in another month', () => {
    expect(warn([], [food(9000, { date: local(2025, 4, 2) })])).toBeNull();
  });

  it('prefers over to near, and otherwise the first category by name', () => {
    const both = { Food: 1000, Bills: 100 };
    const after = [food(900), tx({ amount: 150, category: 'Bills', date: local(2025, 3, 2) })];
    expect(warn([], after, both)).toBe('Bills is over its ₹100 budget by ₹50');
    expect(warn([], [food(900), food(5, { category: 'Bills' })], { Food: 1000, Bills: 6 })).toBe(
      'Bills is at 83% of its ₹6 budget',
    );
  });

  it('sees an edit that moves an expense into a budgeted category', () => {
    const lunch = food(4500, { id: 'lunch', category: 'Fun' });
    const edited = withSaved([food(400), lunch], { ...lunch, category: 'Food' }, 'lunch');
    expect(edited).toHaveLength(2);
    expect(warn([food(400), lunch], edited)).toBe('Food is at 98% of its ₹5,000 budget');
  });

  it('uses the ledger’s currency', () => {
    expect(crossingWarning([], [food(1200)], { Food: 1000 }, { ...MARCH, currency: 'EUR' })).toBe(
      'Food is over its €1,000.00 budget by €200.00',
    );
  });
});

describe('withSaved', () => {
  it('adds a new entry and replaces an edited one', () => {
    const a = food(1, { id: 'a' });
    const { id: _id, ...fresh } = food(2);
    expect(withSaved([a], fresh).map((t) => t.amount)).toEqual([1, 2]);
    expect(withSaved([a], { ...a, amount: 5 }, 'a').map((t) => t.amount)).toEqual([5]);
  });
});

describe('budget texts', () => {
  it('accepts blank (no budget), 0 and paise up to the largest amount', () => {
    for (const ok of ['', '  ', '0', '5000', '5000.5', '0.05', '1.', String(MAX_AMOUNT)]) {
      expect(validateBudget(ok)).toBeNull();
    }
  });

  it('refuses negatives, non-numbers, a third decimal and too large an amount', () => {
    expect(validateBudget('-5')).toBe(BUDGET_NEGATIVE);
    expect(validateBudget('5a')).toBe(AMOUNT_INVALID);
    expect(validateBudget('.')).toBe(AMOUNT_INVALID);
    expect(validateBudget('1.005')).toBe(AMOUNT_DECIMALS_MESSAGE);
    expect(validateBudget(String(MAX_AMOUNT + 1))).toBe(AMOUNT_TOO_LARGE);
    expect(validateBudget('9'.repeat(400))).toBe(AMOUNT_TOO_LARGE);
  });

  it('builds the map from the fields, leaving blanks out, and names each field’s problem', () => {
    const { budgets, errors } = budgetsFromTexts(['Food', 'Rent', 'Fun', 'constructor'], {
      Food: '5000',
      Rent: '',
      Fun: '1.234',
      constructor: '10',
    });
    expect(budgets).toEqual({ Food: 5000 });
    expect(errors).toEqual({ Fun: AMOUNT_DECIMALS_MESSAGE, constructor: BUDGET_NAME_UNUSABLE });
  });

  it('refuses more than 100 budgets', () => {
    const categories = Array.from({ length: 101 }, (_, i) => `c${i}`);
    const { budgets, errors } = budgetsFromTexts(categories, Object.fromEntries(categories.map((c) => [c, '1'])));
    expect(Object.keys(budgets)).toHaveLength(100);
    expect(errors).toEqual({ c100: TOO_MANY_BUDGETS });
  });

  it('shows a stored limit as its text, and none as blank', () => {
    expect(budgetText({ Food: 5000.5 }, 'Food')).toBe('5000.5');
    expect(budgetText({ Food: 1 }, 'toString')).toBe('');
    expect(budgetText(undefined, 'Food')).toBe('');
  });
});
