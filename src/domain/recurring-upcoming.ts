// What the recurring page says of each item (issue 31): its next date, its schedule in words, and where an
// item with an end stands ("17 payments left, ends March 2028").
import { addedRecurringIds } from './recurring';
import { currentMonth, MONTH_NAMES } from './months';
import {
  dayOf,
  LAST_DAY,
  monthIndex,
  monthKeyOf,
  nextPeriod,
  standing,
  type Frequency,
  type Period,
} from './recurring-schedule';
import type { RecurringItem, Transaction } from './types';

export interface Upcoming {
  item: RecurringItem;
  /** null once the item has ended. */
  next: Period | null;
}

/**
 * The next period not yet added: this month's while it is yet to add (added by hand, or posted), else the
 * next one after this month.
 */
export function nextOf(item: RecurringItem, addedThisMonth: boolean, now: number): Period | null {
  const thisMonth = monthIndex(currentMonth(now));
  const posted = item.postedThrough !== undefined && item.postedThrough >= monthKeyOf(now);
  return nextPeriod(item, addedThisMonth || posted ? thisMonth + 1 : thisMonth);
}

/** Items by their next date; ended ones last; the same date by description. */
export function byNextDate(items: readonly RecurringItem[], monthTransactions: Transaction[], now: number): Upcoming[] {
  const added = addedRecurringIds(monthTransactions);
  return items
    .map((item) => ({ item, next: nextOf(item, added.has(item.id), now) }))
    .sort(
      (a, b) =>
        (a.next?.date ?? Infinity) - (b.next?.date ?? Infinity) || a.item.description.localeCompare(b.item.description),
    );
}

const shortMonths = (months: number[]) => months.map((m) => MONTH_NAMES[m - 1]!.slice(0, 3)).join(', ');

/** "1 Dec". */
export function dayMonth(ms: number): string {
  const d = new Date(ms);
  return `${d.getDate()} ${MONTH_NAMES[d.getMonth()]!.slice(0, 3)}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

const FREQUENCY_WORDS: Record<Frequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Every 3 months',
  yearly: 'Yearly',
};

/** "Monthly on the 1st", "Every 3 months on the 5th (Feb, May, Aug, Nov)", "Yearly on the last day (Apr)". */
export function scheduleWords(item: RecurringItem): string {
  const day = dayOf(item);
  const on = day === LAST_DAY ? 'on the last day' : `on the ${ordinal(day)}`;
  const words = `${FREQUENCY_WORDS[item.frequency]} ${on}`;
  if (item.frequency === 'monthly') return words;
  const anchor = item.fallsIn ?? currentMonth(item.startDate).month;
  const months = item.frequency === 'yearly' ? [anchor] : [0, 3, 6, 9].map((k) => ((anchor - 1 + k) % 12) + 1);
  return `${words} (${shortMonths(months.sort((a, b) => a - b))})`;
}

/** "17 payments left, ends March 2028", "1 payment left, ends …", "Ended March 2028"; null for no end. */
export function standingWords(item: RecurringItem, now: number): string | null {
  const s = standing(item, now);
  if (!s) return null;
  const ends = `${MONTH_NAMES[s.endsIn.month - 1]} ${s.endsIn.year}`;
  if (s.left === 0) return `Ended ${ends}`;
  return `${s.left} ${s.left === 1 ? 'payment' : 'payments'} left, ends ${ends}`;
}
