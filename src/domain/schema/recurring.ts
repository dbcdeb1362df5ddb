// A recurring item's table (settings/monthly/recurringTransactions): an entry made again each month, or each
// quarter or year, added by hand (SPEC's Add now) or automatically on its day (issue 31).
import { LIMITS } from './limits';
import { FREQUENCIES, RECURRING_TYPES } from './enums';
import { amount, bool, date, label, oneOf, ref, tags, text } from './fields';
import { backupAs, field, optional, or, type Entity, type Table } from './table';
import { paymentMode } from './transaction';

/** The schedule's bounds (firestore.rules isRecurringItem repeats them). */
export const SCHEDULE_LIMITS = {
  /** Days 1 to 28 fall in every month; "Last day" is stored as 31 and clamped to the month's length. */
  maxDay: 28,
  lastDay: 31,
  maxPayments: 600,
} as const;

/** 'yyyy-MM': a month, the same on every device whatever its timezone. */
export const MONTH_KEY_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const MONTH_KEY = new RegExp(MONTH_KEY_PATTERN);

const intIn = (min: number, max: number, ok: (n: number) => boolean = () => true) =>
  field(
    (z) =>
      z
        .number()
        .check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max && ok(n), `must be ${min}–${max}`)),
    (v) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max && ok(v) ? v : undefined),
  );

const monthKeyField = () =>
  field(
    (z) => z.string().check(z.regex(MONTH_KEY)),
    (v) => (typeof v === 'string' && MONTH_KEY.test(v) ? v : undefined),
  );

/** The same reasoning as for a transaction, with startDate in place of date. */
export const RECURRING_ITEM = {
  fields: {
    type: oneOf(RECURRING_TYPES),
    amount: amount(),
    description: or(text(LIMITS.description), ''),
    category: or(label(), ''),
    owner: backupAs(or(ref(), ''), (z) => z.string()),
    tags: or(tags(), () => []),
    startDate: date(),
    createdAt: or(date(), (r) => r.startDate as number),
    from: backupAs(ref(), (z) => z.string()),
    // A frequency this version does not know reads as SPEC's monthly: shown, never posted on a wrong grid.
    frequency: or(
      field(
        (z) => z.enum(FREQUENCIES),
        () => undefined,
      ),
      'monthly' as const,
    ),
    paymentMode: paymentMode(),
    // The schedule (issue 31). Every field is optional: an item without them is SPEC's, added by hand.
    autoAdd: optional(bool()),
    dayOfMonth: optional(intIn(1, SCHEDULE_LIMITS.lastDay, (d) => d <= SCHEDULE_LIMITS.maxDay || d === 31)),
    /** The month a quarterly or yearly item falls in (1–12); the others are every 3 or 12 months from it. */
    fallsIn: optional(intIn(1, 12)),
    /** Ends after this many payments (an EMI). */
    payments: optional(intIn(1, SCHEDULE_LIMITS.maxPayments)),
    /** Ends with this month ('yyyy-MM'). */
    endsOn: optional(monthKeyField()),
    /** From this month on the amount is `amount`; before it, `previousAmount` (a rent that went up). */
    amountFrom: optional(monthKeyField()),
    previousAmount: optional(amount()),
    /** The last month posted automatically: never posted again, even when its entry was deleted. */
    postedThrough: optional(monthKeyField()),
  },
} satisfies Table;

export type RecurringItem = { id: string } & Entity<typeof RECURRING_ITEM.fields>;
