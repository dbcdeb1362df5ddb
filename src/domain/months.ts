// Month ranges, settlement dates, year options and date formats; the only place dates are computed.
import { addMonths, endOfMonth, getDaysInMonth, getMonth, getYear, startOfMonth } from 'date-fns';
import { FIRST_YEAR } from './defaults';

export const MONTH_NAMES: readonly string[] = Object.freeze([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

function firstOfMonth(year: number, month: number): Date {
  const d = new Date(0);
  // setFullYear avoids Date's 0-99 => 1900s mapping; local time so ranges follow the runtime's timezone.
  d.setFullYear(year, month - 1, 1);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** Local-time month bounds; `end` is exclusive (the next month's first instant). */
export function monthRange(year: number, month: number): { start: number; end: number } {
  const start = startOfMonth(firstOfMonth(year, month));
  return { start: start.getTime(), end: addMonths(start, 1).getTime() };
}

export function currentMonth(now: number): YearMonth {
  return { year: getYear(now), month: getMonth(now) + 1 };
}

/** 'yyyy-MM', a stable key for caching month queries. */
export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * SPEC §9: now for the current month, else the last day of that month. We use that day's last
 * millisecond so the settlement still falls inside the month's range and sorts after its expenses.
 */
export function settlementDate(year: number, month: number, now: number): number {
  const cur = currentMonth(now);
  if (cur.year === year && cur.month === month) return now;
  return endOfMonth(firstOfMonth(year, month)).getTime();
}

export function datePickerYears(now: number): number[] {
  const y = getYear(now);
  return [y, y - 1];
}

/** Current year down to 2024; a clock earlier than 2024 still yields its own year. */
export function monthWiseYears(now: number): number[] {
  const years: number[] = [];
  for (let y = getYear(now); y >= FIRST_YEAR; y--) years.push(y);
  return years.length ? years : [getYear(now)];
}

export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(firstOfMonth(year, month));
}

// Written out rather than with date-fns's format(): that brings its English locale and every token
// parser into the first screen's bundle (about 6 KB gzipped) for two fixed patterns.
const two = (n: number) => String(n).padStart(2, '0');
const shortMonth = (d: Date) => MONTH_NAMES[d.getMonth()]!.slice(0, 3);
const hour12 = (d: Date) => d.getHours() % 12 || 12;
const meridiem = (d: Date) => (d.getHours() < 12 ? 'AM' : 'PM');

/** date-fns 'dd MMM yy, hh:mm a': '05 Mar 25, 02:07 PM'. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getDate())} ${shortMonth(d)} ${two(d.getFullYear() % 100)}, ${two(hour12(d))}:${two(d.getMinutes())} ${meridiem(d)}`;
}

/** date-fns 'PPpp' in English: 'Mar 5, 2025, 2:07:09 PM'. */
export function formatLong(ms: number): string {
  const d = new Date(ms);
  return `${shortMonth(d)} ${d.getDate()}, ${d.getFullYear()}, ${hour12(d)}:${two(d.getMinutes())}:${two(d.getSeconds())} ${meridiem(d)}`;
}

/**
 * Route params are untrusted text. Each one falls back to the current month's value on its own,
 * so '/2024' keeps the year and uses this month's number.
 */
export function parseMonthParams(year: string | undefined, month: string | undefined, now: number): YearMonth {
  const cur = currentMonth(now);
  const y = /^\d{4}$/.test(year ?? '') ? Number(year) : NaN;
  const m = /^\d{1,2}$/.test(month ?? '') ? Number(month) : NaN;
  return {
    year: y >= FIRST_YEAR && y <= cur.year ? y : cur.year,
    month: m >= 1 && m <= 12 ? m : cur.month,
  };
}

/**
 * A trip's dates as people write them, in local time: '12 Mar 2025', '12–18 Mar 2025',
 * '28 Feb – 3 Mar 2025', '28 Dec 2024 – 3 Jan 2025'. `first` is not after `last`.
 */
export function formatDayRange(first: number, last: number): string {
  const a = new Date(first);
  const b = new Date(last);
  const day = (d: Date) => `${d.getDate()} ${shortMonth(d)}`;
  const full = (d: Date) => `${day(d)} ${d.getFullYear()}`;
  if (a.getFullYear() !== b.getFullYear()) return `${full(a)} – ${full(b)}`;
  if (a.getMonth() !== b.getMonth()) return `${day(a)} – ${full(b)}`;
  if (a.getDate() !== b.getDate()) return `${a.getDate()}–${full(b)}`;
  return full(b);
}

/** The months from `first` to `last` that any of the spans of time ([start, end) in epoch ms) overlaps. */
export function monthsTouching(
  first: YearMonth,
  last: YearMonth,
  spans: readonly { start: number; end: number }[],
): YearMonth[] {
  const touched: YearMonth[] = [];
  for (let i = first.year * 12 + first.month - 1; i <= last.year * 12 + last.month - 1; i++) {
    const month = { year: Math.floor(i / 12), month: (i % 12) + 1 };
    const { start, end } = monthRange(month.year, month.month);
    if (spans.some((s) => s.start < end && s.end > start)) touched.push(month);
  }
  return touched;
}

/** The `count` months before `month`, newest first (history a device fetches in the background). */
export function monthsBefore(month: YearMonth, count: number): YearMonth[] {
  const index = month.year * 12 + month.month - 1;
  return Array.from({ length: count }, (_, i) => ({
    year: Math.floor((index - 1 - i) / 12),
    month: ((((index - 1 - i) % 12) + 12) % 12) + 1,
  }));
}
