import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDayTurn, watchMonthTurn } from './month-watch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchMonthTurn', () => {
  it('calls back once when the month turns, and not before', () => {
    vi.setSystemTime(new Date(2026, 0, 31, 23, 58));
    let turns = 0;
    const stop = watchMonthTurn(() => (turns += 1));
    vi.advanceTimersByTime(60_000);
    expect(turns).toBe(0);
    vi.advanceTimersByTime(2 * 60_000);
    expect(turns).toBe(1);
    // A whole day later, still February: no second call.
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(turns).toBe(1);
    stop();
  });

  it('keeps checking through a long month without overflowing a timer', () => {
    vi.setSystemTime(new Date(2026, 2, 1, 0, 0, 1));
    let turns = 0;
    const stop = watchMonthTurn(() => (turns += 1));
    vi.advanceTimersByTime(31 * 24 * 60 * 60_000);
    expect(turns).toBe(1);
    expect(new Date().getMonth()).toBe(3);
    stop();
  });

  it('checks when the page becomes visible again, as after a phone slept through the turn', () => {
    vi.setSystemTime(new Date(2026, 0, 31, 23, 0));
    const page = new EventTarget();
    let turns = 0;
    const stop = watchMonthTurn(() => (turns += 1), Date.now, page);
    // The clock jumps (the page was frozen; its timers did not run).
    vi.setSystemTime(new Date(2026, 1, 1, 8, 0));
    page.dispatchEvent(new Event('visibilitychange'));
    expect(turns).toBe(1);
    stop();
  });

  it('stops', () => {
    vi.setSystemTime(new Date(2026, 0, 31, 23, 58));
    let turns = 0;
    watchMonthTurn(() => (turns += 1))();
    vi.advanceTimersByTime(10 * 60_000);
    expect(turns).toBe(0);
  });
});

describe('watchDayTurn', () => {
  it('calls back at each midnight, and when a page that slept through one wakes', () => {
    vi.setSystemTime(new Date(2026, 10, 30, 23, 59));
    const page = new EventTarget();
    let turns = 0;
    const stop = watchDayTurn(() => (turns += 1), Date.now, page);
    vi.advanceTimersByTime(30_000);
    expect(turns).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(turns).toBe(1);
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(turns).toBe(2);
    // Asleep: the clock jumps a day with no timer run; waking up looks at the day.
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(turns).toBe(3);
    stop();
    vi.advanceTimersByTime(3 * 24 * 60 * 60_000);
    expect(turns).toBe(3);
  });
});
