// When a recurring item falls due (issue 31): its periods (months on a monthly, 3-monthly or yearly grid),
// the date of each, which are due for automatic posting at `now`, its amount in each, and where an item
// with a number of payments stands. Months are counted as year * 12 + month - 1 and keyed 'yyyy-MM'.
import { SCHEDULE_LIMITS } from './schema/recurring';
import { currentMonth, daysInMonth, monthKey, type YearMonth } from './months';
import type { RecurringItem } from './types';

export const LAST_DAY = SCHEDULE_LIMITS.lastDay;
/** Catching up after a long gap goes back at most this many periods (the limit). */
export const MAX_CATCH_UP = 12;

const STEP = { monthly: 1, quarterly: 3, yearly: 12 } as const;

export type Frequency = keyof typeof STEP;

/** One occurrence: its month, its date (local midnight of its day) and, from 1, its place in the schedule. */
export interface Period {
  key: string;
  date: number;
  number: number;
  amount: number;
}

type ScheduleFields = Pick<
  RecurringItem,
  | 'startDate'
  | 'frequency'
  | 'dayOfMonth'
  | 'fallsIn'
  | 'payments'
  | 'endsOn'
  | 'amount'
  | 'amountFrom'
  | 'previousAmount'
>;

export const monthIndex = ({ year, month }: YearMonth): number => year * 12 + month - 1;
export const indexMonth = (index: number): YearMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
export const keyOfIndex = (index: number): string => {
  const { year, month } = indexMonth(index);
  return monthKey(year, month);
};
export const indexOfKey = (key: string): number =>
  monthIndex({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) });
export const monthKeyOf = (ms: number): string => keyOfIndex(monthIndex(currentMonth(ms)));

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Items saved before schedules existed fall on their start date's day (a 29th to 31st on the last day). */
export function dayOf(item: Pick<RecurringItem, 'dayOfMonth' | 'startDate'>): number {
  if (item.dayOfMonth !== undefined) return item.dayOfMonth;
  const day = new Date(item.startDate).getDate();
  return day > SCHEDULE_LIMITS.maxDay ? LAST_DAY : day;
}

/** Monthly items fall every month; the others in `fallsIn` (the start date's month when unset) and every 3 or 12 after. */
function anchorOf(item: Pick<RecurringItem, 'fallsIn' | 'startDate'>): number {
  return (item.fallsIn ?? currentMonth(item.startDate).month) - 1;
}

/** The date of the item's period in the month `index`: its day, clamped to the month's length. */
export function periodDate(item: Pick<RecurringItem, 'dayOfMonth' | 'startDate'>, index: number): number {
  const { year, month } = indexMonth(index);
  const d = new Date(0);
  d.setFullYear(year, month - 1, Math.min(dayOf(item), daysInMonth(year, month)));
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

const stepOf = (item: Pick<RecurringItem, 'frequency'>) => STEP[item.frequency];

/** Whether month `index` is on the item's grid. */
function onGrid(item: ScheduleFields, index: number): boolean {
  const step = stepOf(item);
  return (((index - anchorOf(item)) % step) + step) % step === 0;
}

/** The first period: on the grid, and never dated before the start date. */
export function firstIndex(item: ScheduleFields): number {
  let index = monthIndex(currentMonth(item.startDate));
  while (!onGrid(item, index)) index++;
  if (periodDate(item, index) < startOfDay(item.startDate)) index += stepOf(item);
  return index;
}

/** The last period, or Infinity for an item that never ends; below firstIndex when it ends before it starts. */
export function lastIndex(item: ScheduleFields): number {
  const first = firstIndex(item);
  let last = Infinity;
  if (item.payments !== undefined) last = first + (item.payments - 1) * stepOf(item);
  if (item.endsOn !== undefined) {
    let end = indexOfKey(item.endsOn);
    while (end >= first && !onGrid(item, end)) end--;
    last = Math.min(last, end);
  }
  return last;
}

/** The amount of the period in month `key`: before `amountFrom` it is the one it replaced. */
export function amountFor(item: Pick<RecurringItem, 'amount' | 'amountFrom' | 'previousAmount'>, key: string): number {
  if (item.amountFrom !== undefined && item.previousAmount !== undefined && key < item.amountFrom)
    return item.previousAmount;
  return item.amount;
}

function period(item: ScheduleFields, index: number, first: number): Period {
  const key = keyOfIndex(index);
  return {
    key,
    date: periodDate(item, index),
    number: (index - first) / stepOf(item) + 1,
    amount: amountFor(item, key),
  };
}

/** The period in month `index`, or null when the item does not fall in it. */
export function periodIn(item: ScheduleFields, index: number): Period | null {
  const first = firstIndex(item);
  if (index < first || index > lastIndex(item) || !onGrid(item, index)) return null;
  return period(item, index, first);
}

/** The periods from month `from` to month `to` (indexes, both included), in order. */
export function periodsBetween(item: ScheduleFields, from: number, to: number): Period[] {
  const first = firstIndex(item);
  const last = Math.min(lastIndex(item), to);
  const step = stepOf(item);
  let index = Math.max(first, from);
  while (index <= last && !onGrid(item, index)) index++;
  const out: Period[] = [];
  for (; index <= last; index += step) out.push(period(item, index, first));
  return out;
}

/**
 * What an admin's app posts at `now`: the periods whose day has come, after the last one posted, at most
 * MAX_CATCH_UP of them (the latest), never one with no amount (it is asked for each time). Only for items
 * added automatically.
 */
export function duePeriods(item: RecurringItem, now: number): Period[] {
  if (!item.autoAdd) return [];
  const thisMonth = monthIndex(currentMonth(now));
  const after = item.postedThrough === undefined ? -Infinity : indexOfKey(item.postedThrough);
  const from = Math.max(after + 1, thisMonth - MAX_CATCH_UP * stepOf(item));
  return periodsBetween(item, from, thisMonth)
    .filter((p) => p.date <= now)
    .slice(-MAX_CATCH_UP)
    .filter((p) => p.amount > 0);
}

/** The next period on or after `from` (a month index), or null once the item has ended. */
export function nextPeriod(item: ScheduleFields, from: number): Period | null {
  const last = lastIndex(item);
  const start = Math.max(from, firstIndex(item));
  if (start > last) return null;
  // Within one step of `start` there is a grid month, unless the item ends first.
  return periodsBetween(item, start, Math.min(last, start + stepOf(item) - 1))[0] ?? null;
}

/** An item with an end: how many payments are left at `now` (those dated later) and the month of the last. */
export function standing(item: ScheduleFields, now: number): { left: number; total: number; endsIn: YearMonth } | null {
  const last = lastIndex(item);
  const first = firstIndex(item);
  if (last === Infinity || last < first) return null;
  const total = (last - first) / stepOf(item) + 1;
  const made = periodsBetween(item, first, last).filter((p) => p.date <= now).length;
  return { left: total - made, total, endsIn: indexMonth(last) };
}

/** "7 of 24": an entry's place among an item's payments, when the item has a number of them. */
export function instalmentOf(item: ScheduleFields, date: number): { number: number; of: number } | null {
  if (item.payments === undefined) return null;
  const p = periodIn(item, monthIndex(currentMonth(date)));
  return p ? { number: p.number, of: item.payments } : null;
}
