// Pure steps of the recurring form's schedule (issue 31): what it starts with, its checks, and the fields it
// saves, including the amount's history when an edit changes the amount from a month on.
import {
  amountFor,
  dayOf,
  firstIndex,
  keyOfIndex,
  LAST_DAY,
  lastIndex,
  monthIndex,
  monthKeyOf,
  periodDate,
  type Frequency,
} from '../../domain/recurring-schedule';
import { MONTH_KEY_PATTERN, SCHEDULE_LIMITS } from '../../domain/schema/recurring';
import { currentMonth, MONTH_NAMES } from '../../domain/months';
import type { RecurringItem } from '../../domain/types';

export const LAST_DAY_TEXT = 'Last day';
export type Ends = 'never' | 'after' | 'on';
/** When an edited amount starts: with this month's entry (if not added yet), or from next month. */
export type AmountChange = 'this' | 'future';

export interface ScheduleValues {
  autoAdd: boolean;
  dayText: string;
  frequency: Frequency;
  fallsIn: number;
  ends: Ends;
  paymentsText: string;
  endsOnText: string;
  amountChange: AmountChange;
}

export interface ScheduleErrors {
  dayOfMonth: string | null;
  payments: string | null;
  endsOn: string | null;
}

export const FREQUENCY_OPTIONS: { value: Frequency; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Every 3 months' },
  { value: 'yearly', label: 'Yearly' },
];

const MONTH_KEY = new RegExp(MONTH_KEY_PATTERN);

export const dayText = (day: number) => (day === LAST_DAY ? LAST_DAY_TEXT : String(day));

/** SPEC's items (no schedule) open as monthly, never ending, not automatic, on their start date's day. */
export function initialSchedule(existing: RecurringItem | null | undefined, startDate: number): ScheduleValues {
  const start = existing?.startDate ?? startDate;
  const endsOn = existing?.endsOn ?? keyOfIndex(monthIndex(currentMonth(start)) + 11);
  return {
    autoAdd: existing?.autoAdd ?? false,
    dayText: dayText(dayOf({ startDate: start, dayOfMonth: existing?.dayOfMonth })),
    frequency: existing?.frequency ?? 'monthly',
    fallsIn: existing?.fallsIn ?? currentMonth(start).month,
    ends: existing?.payments !== undefined ? 'after' : existing?.endsOn !== undefined ? 'on' : 'never',
    paymentsText: String(existing?.payments ?? 12),
    endsOnText: endsOn,
    amountChange: 'this',
  };
}

/** 1 to 28, or "Last day" (stored as 31); null when it is neither. */
export function parseDay(text: string): number | null {
  const t = text.trim();
  if (/^last( day)?$/i.test(t)) return LAST_DAY;
  if (!/^\d{1,2}$/.test(t)) return null;
  const day = Number(t);
  return day >= 1 && day <= SCHEDULE_LIMITS.maxDay ? day : null;
}

function parsePayments(text: string): number | null {
  const t = text.trim();
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

const monthYear = (key: string) => `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/** The Ends options' words: "After 24 payments", "On March 2028". */
export function endsLabels(values: Pick<ScheduleValues, 'paymentsText' | 'endsOnText'>): Record<Ends, string> {
  const n = parsePayments(values.paymentsText);
  return {
    never: 'Never',
    after: n === 1 ? 'After 1 payment' : `After ${n ?? 'a number of'} payments`,
    on: MONTH_KEY.test(values.endsOnText) ? `On ${monthYear(values.endsOnText)}` : 'On a month',
  };
}

const shortDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getDate()} ${MONTH_NAMES[d.getMonth()]} ${d.getFullYear()}`;
};

/** Each problem next to its field; nothing is saved while there is one. */
export function checkSchedule(values: ScheduleValues, startDate: number): ScheduleErrors {
  const errors: ScheduleErrors = { dayOfMonth: null, payments: null, endsOn: null };
  const day = parseDay(values.dayText);
  if (day === null) errors.dayOfMonth = 'Choose a day from 1 to 28, or Last day';
  if (values.ends === 'after') {
    const n = parsePayments(values.paymentsText);
    if (n === null) errors.payments = 'Enter the number of payments, such as 24';
    else if (n < 1) errors.payments = 'There must be at least 1 payment';
    else if (n > SCHEDULE_LIMITS.maxPayments) errors.payments = `At most ${SCHEDULE_LIMITS.maxPayments} payments`;
  }
  if (values.ends === 'on') {
    if (!MONTH_KEY.test(values.endsOnText)) errors.endsOn = 'Choose the month it ends';
    else if (values.endsOnText < monthKeyOf(startDate)) errors.endsOn = 'The end is before the start date';
    else if (day !== null) {
      const item = { ...scheduleFields(values, day), startDate, amount: 0 };
      if (lastIndex(item) < firstIndex(item))
        errors.endsOn = `The end is before the first payment, on ${shortDate(periodDate(item, firstIndex(item)))}`;
    }
  }
  return errors;
}

export const firstScheduleError = (e: ScheduleErrors) => e.dayOfMonth ?? e.payments ?? e.endsOn ?? null;

type ScheduleDraft = Pick<RecurringItem, 'frequency' | 'autoAdd' | 'dayOfMonth' | 'fallsIn' | 'payments' | 'endsOn'>;

function scheduleFields(values: ScheduleValues, day: number): ScheduleDraft {
  const fields: ScheduleDraft = { frequency: values.frequency, autoAdd: values.autoAdd, dayOfMonth: day };
  if (values.frequency !== 'monthly') fields.fallsIn = values.fallsIn;
  if (values.ends === 'after') fields.payments = Number(values.paymentsText.trim());
  if (values.ends === 'on') fields.endsOn = values.endsOnText;
  return fields;
}

/**
 * The schedule's stored fields, checked first (checkSchedule). Turning automatic on posts from this
 * month on: earlier months were the family's to add, and may be added already. Changing the amount keeps
 * the one it replaces for the months before it starts; entries already added are never rewritten.
 */
export function toScheduleDraft(
  values: ScheduleValues,
  { existing, amount, now }: { existing?: RecurringItem | null; amount: number; now: number },
): Partial<RecurringItem> {
  const draft: Partial<RecurringItem> = scheduleFields(values, parseDay(values.dayText) ?? 1);
  const thisMonth = monthIndex(currentMonth(now));
  if (values.autoAdd && !existing?.autoAdd) {
    const before = keyOfIndex(thisMonth - 1);
    const posted = existing?.postedThrough;
    draft.postedThrough = posted && posted > before ? posted : before;
  }
  if (existing && existing.amount !== amount) {
    const from = thisMonth + (values.amountChange === 'future' ? 1 : 0);
    draft.amountFrom = keyOfIndex(from);
    draft.previousAmount = amountFor(existing, keyOfIndex(from - 1));
  } else if (existing?.amountFrom !== undefined && existing.previousAmount !== undefined) {
    draft.amountFrom = existing.amountFrom;
    draft.previousAmount = existing.previousAmount;
  }
  return draft;
}

/** The other months a quarterly item falls in, for the hint ("also April, July and October"). */
export function otherQuarterMonths(fallsIn: number): string[] {
  return [3, 6, 9].map((k) => MONTH_NAMES[(fallsIn - 1 + k) % 12]!);
}
