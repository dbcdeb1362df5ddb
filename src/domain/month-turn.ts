// When the month turns: the next instant a monthly ledger's live query must move on, and how long to
// wait for it without overflowing a timer.
import { currentMonth, monthRange } from './months';

/** Browsers run a longer timeout at once (it overflows a 32-bit int); a day is far inside that. */
export const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

/** The first instant of the month after the one `now` is in (local time). */
export function nextMonthStart(now: number): number {
  const { year, month } = currentMonth(now);
  return monthRange(year, month).end;
}

/** How long to wait before checking again: until the month turns, at most a day, never negative. */
export function delayUntilCheck(now: number): number {
  return Math.max(0, Math.min(nextMonthStart(now) - now, MAX_TIMER_MS));
}

export function sameMonth(a: number, b: number): boolean {
  const x = currentMonth(a);
  const y = currentMonth(b);
  return x.year === y.year && x.month === y.month;
}

/** The first instant of the day after the one `now` is in (local time). */
export function nextDayStart(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

/** How long to wait before looking at the day again: until it turns, at most a day, never negative. */
export function delayUntilNextDay(now: number): number {
  return Math.max(0, Math.min(nextDayStart(now) - now, MAX_TIMER_MS));
}

export function sameDay(a: number, b: number): boolean {
  return nextDayStart(a) === nextDayStart(b);
}
