import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  delayUntilCheck,
  delayUntilNextDay,
  MAX_TIMER_MS,
  nextDayStart,
  nextMonthStart,
  sameDay,
  sameMonth,
} from './month-turn';

describe('month turn', () => {
  it('finds the next month start, across a year end too', () => {
    expect(nextMonthStart(new Date(2026, 0, 31, 23, 58).getTime())).toBe(new Date(2026, 1, 1).getTime());
    expect(nextMonthStart(new Date(2026, 11, 31, 23, 59, 59).getTime())).toBe(new Date(2027, 0, 1).getTime());
  });

  it('waits until the turn when it is near, and at most a day when it is not', () => {
    expect(delayUntilCheck(new Date(2026, 0, 31, 23, 58).getTime())).toBe(2 * 60_000);
    expect(delayUntilCheck(new Date(2026, 0, 2).getTime())).toBe(MAX_TIMER_MS);
  });

  it('never waits past the turn nor longer than a timer can (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (now) => {
        const delay = delayUntilCheck(now);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(MAX_TIMER_MS);
        expect(now + delay).toBeLessThanOrEqual(nextMonthStart(now));
        expect(sameMonth(now, nextMonthStart(now))).toBe(false);
        expect(sameMonth(now, nextMonthStart(now) - 1)).toBe(true);
      }),
    );
  });

  it('finds the next day and waits for it (property)', () => {
    expect(nextDayStart(new Date(2026, 0, 31, 23, 58).getTime())).toBe(new Date(2026, 1, 1).getTime());
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }), (now) => {
        const delay = delayUntilNextDay(now);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(now + delay).toBe(nextDayStart(now));
        expect(sameDay(now, nextDayStart(now) - 1)).toBe(true);
        expect(sameDay(now, nextDayStart(now))).toBe(false);
      }),
    );
  });
});
