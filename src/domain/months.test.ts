import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  monthRange,
  currentMonth,
  settlementDate,
  datePickerYears,
  monthWiseYears,
  formatDateTime,
  formatLong,
  parseMonthParams,
  MONTH_NAMES,
  monthKey,
  daysInMonth,
  formatDayRange,
} from './months';

function isInMonth(ms: number, year: number, month: number): boolean {
  const { start, end } = monthRange(year, month);
  return ms >= start && ms < end;
}

// Local-time constructors keep these tests valid in any TZ.
const local = (y: number, m: number, d = 1, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms).getTime();
const NOW = local(2025, 3, 15, 10, 30);

describe('monthRange', () => {
  it('spans local midnight of the 1st to the next 1st (exclusive)', () => {
    expect(monthRange(2025, 3)).toEqual({ start: local(2025, 3, 1), end: local(2025, 4, 1) });
  });
  it('rolls December into January', () => {
    expect(monthRange(2024, 12)).toEqual({ start: local(2024, 12, 1), end: local(2025, 1, 1) });
  });
  it('boundaries are inclusive start, exclusive end', () => {
    expect(isInMonth(local(2025, 3, 1), 2025, 3)).toBe(true);
    expect(isInMonth(local(2025, 3, 31, 23, 59, 59, 999), 2025, 3)).toBe(true);
    expect(isInMonth(local(2025, 4, 1), 2025, 3)).toBe(false);
    expect(isInMonth(local(2025, 3, 1) - 1, 2025, 3)).toBe(false);
  });
});

describe('currentMonth', () => {
  it('is 1-based', () => {
    expect(currentMonth(NOW)).toEqual({ year: 2025, month: 3 });
    expect(currentMonth(local(2025, 1, 1))).toEqual({ year: 2025, month: 1 });
    expect(currentMonth(local(2024, 12, 31, 23, 59, 59, 999))).toEqual({ year: 2024, month: 12 });
  });
});

describe('settlementDate', () => {
  it('is now in the current month', () => {
    expect(settlementDate(2025, 3, NOW)).toBe(NOW);
  });
  it('is the last moment of the last day for other months', () => {
    expect(settlementDate(2025, 2, NOW)).toBe(local(2025, 2, 28, 23, 59, 59, 999));
    expect(settlementDate(2024, 2, NOW)).toBe(local(2024, 2, 29, 23, 59, 59, 999));
    expect(settlementDate(2024, 12, NOW)).toBe(local(2024, 12, 31, 23, 59, 59, 999));
    expect(isInMonth(settlementDate(2024, 12, NOW), 2024, 12)).toBe(true);
  });
});

describe('year options', () => {
  it('date picker offers this year and last', () => {
    expect(datePickerYears(NOW)).toEqual([2025, 2024]);
  });
  it('month-wise years run down to 2024 inclusive', () => {
    expect(monthWiseYears(local(2027, 6))).toEqual([2027, 2026, 2025, 2024]);
    expect(monthWiseYears(local(2024, 6))).toEqual([2024]);
    expect(monthWiseYears(local(2023, 6))).toEqual([2023]);
  });
});

describe('formatting', () => {
  it('formats dd MMM yy, hh:mm a', () => {
    expect(formatDateTime(local(2025, 3, 5, 14, 7))).toBe('05 Mar 25, 02:07 PM');
    expect(formatDateTime(local(2025, 12, 25, 0, 0))).toBe('25 Dec 25, 12:00 AM');
  });
  it('formats PPpp', () => {
    expect(formatLong(local(2025, 3, 5, 14, 7, 9))).toBe('Mar 5, 2025, 2:07:09 PM');
  });
  it('has month names and keys', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
    expect(monthKey(2025, 3)).toBe('2025-03');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
  });
});

describe('formatDayRange', () => {
  it('writes a day, or a range naming each month and year once', () => {
    expect(formatDayRange(local(2025, 3, 12, 9), local(2025, 3, 12, 22))).toBe('12 Mar 2025');
    expect(formatDayRange(local(2025, 3, 12), local(2025, 3, 18))).toBe('12–18 Mar 2025');
    expect(formatDayRange(local(2025, 2, 28), local(2025, 3, 3))).toBe('28 Feb – 3 Mar 2025');
    expect(formatDayRange(local(2024, 12, 28), local(2025, 1, 3))).toBe('28 Dec 2024 – 3 Jan 2025');
  });
});

describe('parseMonthParams', () => {
  it('accepts valid params', () => {
    expect(parseMonthParams('2024', '12', NOW)).toEqual({ year: 2024, month: 12 });
    expect(parseMonthParams('2025', '1', NOW)).toEqual({ year: 2025, month: 1 });
    expect(parseMonthParams('2025', '01', NOW)).toEqual({ year: 2025, month: 1 });
  });
  it('falls back to the current month when missing', () => {
    expect(parseMonthParams(undefined, undefined, NOW)).toEqual({ year: 2025, month: 3 });
    expect(parseMonthParams('2024', undefined, NOW)).toEqual({ year: 2024, month: 3 });
  });
  it('rejects out-of-range and junk values', () => {
    expect(parseMonthParams('2023', '5', NOW)).toEqual({ year: 2025, month: 5 });
    expect(parseMonthParams('2026', '5', NOW)).toEqual({ year: 2025, month: 5 });
    expect(parseMonthParams('2024', '0', NOW)).toEqual({ year: 2024, month: 3 });
    expect(parseMonthParams('2024', '13', NOW)).toEqual({ year: 2024, month: 3 });
    expect(parseMonthParams('20x4', '1.5', NOW)).toEqual({ year: 2025, month: 3 });
    expect(parseMonthParams('', '', NOW)).toEqual({ year: 2025, month: 3 });
  });
});

describe('formatting matches date-fns exactly', () => {
  it('for any moment from 2000 to 2099', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (ms) => {
        expect(formatDateTime(ms)).toBe(format(ms, 'dd MMM yy, hh:mm a'));
        expect(formatLong(ms)).toBe(format(ms, 'PPpp'));
      }),
    );
  });
});
