// A recurring item's table (settings/monthly/recurringTransactions): an entry made again each month.
import { LIMITS } from './limits';
import { FREQUENCIES, RECURRING_TYPES } from './enums';
import { amount, date, label, oneOf, ref, tags, text } from './fields';
import { backupAs, field, or, type Entity, type Table } from './table';
import { paymentMode } from './transaction';

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
    // SPEC §3 knows one frequency; whatever else is stored cannot be acted on differently.
    frequency: or(
      field(
        (z) => z.enum(FREQUENCIES),
        () => undefined,
      ),
      'monthly' as const,
    ),
    paymentMode: paymentMode(),
  },
} satisfies Table;

export type RecurringItem = { id: string } & Entity<typeof RECURRING_ITEM.fields>;
