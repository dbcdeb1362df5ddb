import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountFor,
  duePeriods,
  firstIndex,
  instalmentOf,
  lastIndex,
  MAX_CATCH_UP,
  monthIndex,
  monthKeyOf,
  nextPeriod,
  periodDate,
  periodIn,
  standing,
  type Period,
} from './recurring-schedule';
import { currentMonth } from './months';
import { recurring } from './test-builders';
import type { RecurringItem } from './types';

const at = (y: number, m: number, d = 1, h = 0) => new Date(y, m - 1, d, h).getTime();
const day = 24 * 60 * 60 * 1000;

describe('the schedule', () => {
  it('falls on the day, clamped to the month; "Last day" is each month’s last', () => {
    const item = recurring({ startDate: at(2026, 1, 1), dayOfMonth: 31 });
    expect(new Date(periodDate(item, monthIndex({ year: 2026, month: 2 }))).getDate()).toBe(28);
    expect(new Date(periodDate(item, monthIndex({ year: 2028, month: 2 }))).getDate()).toBe(29);
    expect(new Date(periodDate(item, monthIndex({ year: 2026, month: 4 }))).getDate()).toBe(30);
  });

  it('never starts before the start date', () => {
    const item = recurring({ startDate: at(2026, 10, 15), dayOfMonth: 1 });
    expect(firstIndex(item)).toBe(monthIndex({ year: 2026, month: 11 }));
    expect(firstIndex({ ...item, dayOfMonth: 15 })).toBe(monthIndex({ year: 2026, month: 10 }));
    expect(nextPeriod(item, monthIndex({ year: 2026, month: 10 }))?.key).toBe('2026-11');
  });

  it('reads an item saved before schedules as monthly on its start date’s day, never ending', () => {
    const item = recurring({ startDate: at(2026, 1, 30, 10) });
    expect(new Date(periodDate(item, monthIndex({ year: 2026, month: 2 }))).getDate()).toBe(28);
    expect(lastIndex(item)).toBe(Infinity);
    expect(duePeriods(item, at(2026, 6, 1))).toEqual([]);
  });

  it('puts quarterly items in their month and every 3 after; yearly ones once a year', () => {
    const quarterly = recurring({ startDate: at(2026, 1, 1), frequency: 'quarterly', fallsIn: 2, dayOfMonth: 5 });
    const months = [1, 2, 3, 4, 5, 6, 7, 8].map((m) => periodIn(quarterly, monthIndex({ year: 2026, month: m })));
    expect(months.map((p) => p?.number ?? null)).toEqual([null, 1, null, null, 2, null, null, 3]);
    const yearly = recurring({ startDate: at(2026, 1, 1), frequency: 'yearly', fallsIn: 4, dayOfMonth: 10 });
    expect(nextPeriod(yearly, monthIndex({ year: 2026, month: 5 }))?.key).toBe('2027-04');
  });

  it('counts an EMI’s payments and stops after the last', () => {
    const emi = recurring({ startDate: at(2026, 1, 1), dayOfMonth: 5, payments: 24, amount: 12000 });
    expect(instalmentOf(emi, at(2026, 7, 5))).toEqual({ number: 7, of: 24 });
    expect(standing(emi, at(2026, 7, 6))).toEqual({ left: 17, total: 24, endsIn: { year: 2027, month: 12 } });
    expect(periodIn(emi, monthIndex({ year: 2028, month: 1 }))).toBeNull();
    expect(nextPeriod(emi, monthIndex({ year: 2028, month: 1 }))).toBeNull();
    const posted = duePeriods({ ...emi, autoAdd: true, postedThrough: '2027-11' }, at(2028, 3, 1));
    expect(posted.map((p) => p.key)).toEqual(['2027-12']);
  });

  it('ends with the month it is told to', () => {
    const item = recurring({ startDate: at(2026, 1, 1), dayOfMonth: 1, endsOn: '2026-03' });
    expect(standing(item, at(2026, 1, 2))).toEqual({ left: 2, total: 3, endsIn: { year: 2026, month: 3 } });
  });

  it('uses the amount it replaced before the month a new one starts', () => {
    const rent = recurring({ amount: 27000, amountFrom: '2026-04', previousAmount: 25000 });
    expect([amountFor(rent, '2026-03'), amountFor(rent, '2026-04'), amountFor(rent, '2026-05')]).toEqual([
      25000, 27000, 27000,
    ]);
  });

  it('posts only what is due, once its day has come, and never an item without an amount', () => {
    const rent = recurring({ startDate: at(2026, 1, 1), dayOfMonth: 5, autoAdd: true, postedThrough: '2026-01' });
    expect(duePeriods(rent, at(2026, 2, 4, 23))).toEqual([]);
    expect(duePeriods(rent, at(2026, 2, 5))).toEqual([
      { key: '2026-02', date: at(2026, 2, 5), number: 2, amount: 100 },
    ]);
    expect(duePeriods({ ...rent, amount: 0 }, at(2026, 2, 5))).toEqual([]);
    expect(duePeriods({ ...rent, autoAdd: false }, at(2026, 2, 5))).toEqual([]);
  });

  it('catches up at most 12 periods, each on its own date', () => {
    const rent = recurring({ startDate: at(2020, 1, 1), dayOfMonth: 1, autoAdd: true, postedThrough: '2020-01' });
    const due = duePeriods(rent, at(2026, 6, 2));
    expect(due).toHaveLength(MAX_CATCH_UP);
    expect(due[0]!.key).toBe('2025-07');
    expect(due.at(-1)!.key).toBe('2026-06');
    expect(due.every((p) => new Date(p.date).getDate() === 1)).toBe(true);
  });
});

// ---- Properties over random items, start dates, ends and gaps between openings of the app ----

const FIRST = at(2024, 1, 1);

const itemArb = fc
  .record({
    start: fc.integer({ min: 0, max: 3 * 365 }),
    frequency: fc.constantFrom('monthly', 'quarterly', 'yearly' as const),
    dayOfMonth: fc.oneof(fc.integer({ min: 1, max: 28 }), fc.constant(31)),
    fallsIn: fc.integer({ min: 1, max: 12 }),
    ends: fc.oneof(
      fc.constant({}),
      fc.record({ payments: fc.integer({ min: 1, max: 40 }) }),
      fc.integer({ min: 0, max: 80 }).map((m) => ({ endsOn: monthKeyOf(at(2024, 1 + m, 1)) })),
    ),
  })
  .map(({ start, ends, ...rest }): RecurringItem =>
    recurring({ ...rest, ...ends, startDate: FIRST + start * day + 7 * 60 * 60 * 1000, autoAdd: true, amount: 500 }),
  );

/** Opens the app at each time in turn, posting what is due and remembering the last month posted. */
function openings(item: RecurringItem, times: number[]): Period[][] {
  let postedThrough: string | undefined = monthKeyOf(at(2023, 12, 1));
  return times.map((now) => {
    const due = duePeriods({ ...item, postedThrough }, now);
    if (due.length) postedThrough = due.at(-1)!.key;
    return due;
  });
}

const timesArb = (maxGapDays: number) =>
  fc
    .array(fc.integer({ min: 0, max: maxGapDays }), { minLength: 1, maxLength: 30 })
    .map((gaps) => gaps.reduce<number[]>((acc, g) => [...acc, (acc.at(-1) ?? FIRST) + g * day + 3600_000], []));

describe('posting, over random items and gaps', () => {
  it('never doubles a period, never posts one off the schedule, before its start or its day, or past its end', () => {
    fc.assert(
      fc.property(itemArb, timesArb(1200), (item, times) => {
        const rounds = openings(item, times);
        const keys = rounds.flat().map((p) => p.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect([...keys].sort()).toEqual(keys);
        const startDay = new Date(item.startDate).setHours(0, 0, 0, 0);
        rounds.forEach((round, i) => {
          expect(round.length).toBeLessThanOrEqual(MAX_CATCH_UP);
          for (const p of round) {
            const scheduled = periodIn(item, monthIndex(currentMonth(p.date)));
            expect(scheduled).toEqual(p);
            expect(p.date).toBeGreaterThanOrEqual(startDay);
            expect(p.date).toBeLessThanOrEqual(times[i]!);
            if (item.payments !== undefined) expect(p.number).toBeLessThanOrEqual(item.payments);
            if (item.endsOn !== undefined) expect(p.key <= item.endsOn).toBe(true);
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  it('skips nothing when the app is opened at least every 11 months', () => {
    fc.assert(
      fc.property(itemArb, timesArb(330), (item, times) => {
        const posted = openings(item, times)
          .flat()
          .map((p) => p.key);
        const last = times.at(-1)!;
        const expected: string[] = [];
        for (let m = monthIndex({ year: 2024, month: 1 }); m <= monthIndex(currentMonth(last)); m++) {
          const p = periodIn(item, m);
          if (p && p.date <= last) expected.push(p.key);
        }
        expect(posted).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
