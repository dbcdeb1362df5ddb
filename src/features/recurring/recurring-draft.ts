// Pure steps of the recurring item form: checks and the document it saves.
import { parseAmount } from '../../domain/money';
import { validateAmount, validateRecurringDescription, validateTags } from '../../domain/validation';
import type { Draft, PaymentMode, RecurringItem } from '../../domain/types';
import { toScheduleDraft, type ScheduleValues } from './schedule-draft';

export interface RecurringFormValues {
  type: RecurringItem['type'];
  description: string;
  amountText: string;
  category: string;
  tags: string[];
  from: string;
  paymentMode: PaymentMode;
  startDate: number;
}

export interface RecurringErrors {
  description: string | null;
  amount: string | null;
  /** Only when tags were given to check. */
  tags?: string | null;
}

/** Amount may be 0 or negative: such an item asks for its amount each month (SPEC §4). */
export function checkRecurringForm(
  values: Pick<RecurringFormValues, 'description' | 'amountText'> & Partial<Pick<RecurringFormValues, 'tags'>>,
): RecurringErrors {
  const errors: RecurringErrors = {
    description: validateRecurringDescription(values.description),
    amount: validateAmount(values.amountText, 'recurring'),
  };
  if (values.tags !== undefined) errors.tags = validateTags(values.tags);
  return errors;
}

/** The message a failed check shows, in the form's order. */
export function firstRecurringError(errors: RecurringErrors): string | null {
  return errors.description ?? errors.amount ?? errors.tags ?? null;
}

export function toRecurringDraft(
  values: RecurringFormValues,
  {
    existing,
    owner,
    now,
    schedule,
  }: { existing?: RecurringItem | null; owner: string; now: number; schedule?: ScheduleValues },
): Draft<RecurringItem> {
  const amount = parseAmount(values.amountText);
  const draft: Draft<RecurringItem> = {
    type: values.type,
    amount,
    description: values.description.trim(),
    category: values.category,
    owner: existing?.owner || owner,
    tags: [...values.tags],
    createdAt: existing?.createdAt ?? now,
    from: values.from,
    frequency: 'monthly',
    startDate: values.startDate,
    paymentMode: values.paymentMode,
    ...(schedule ? toScheduleDraft(schedule, { existing, amount, now }) : {}),
  };
  if (existing) draft.id = existing.id;
  return draft;
}

/** What a row shows for the amount: items without a fixed amount are asked for each month. */
export function describeRecurringAmount(amount: number, format: (n: number) => string): string {
  return amount > 0 ? format(amount) : 'Ask each month';
}
