// The inline form that adds or edits a recurring item (SPEC §2, §5).
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { DEFAULT_PAYMENT_MODE } from '../../domain/defaults';
import { COMMON_PAYER, type PaymentMode, type RecurringItem } from '../../domain/types';
import { useCommonSettings, useMembers, useMonthlySettings } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { activeLedger } from '../../store/active-ledger';
import { DatePicker } from '../../ui/date-picker';
import { DescriptionAmountFields } from '../../ui/description-amount-fields';
import { FormActions } from '../../ui/form-actions';
import { PaymentModeField } from '../../ui/payment-mode-field';
import { SelectField } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';
import { checkRecurringForm, firstRecurringError, toRecurringDraft, type RecurringErrors } from './recurring-draft';
import { toastFailure } from '../../ui/error-message';
import { ERROR_ADDING_TRANSACTION, RECURRING_SAVED } from '../../domain/messages';
import { parseAmount } from '../../domain/money';
import { checkSchedule, firstScheduleError, initialSchedule, type ScheduleErrors } from './schedule-draft';
import { AmountChangeChoice, ScheduleFields } from './schedule-fields';

const NO_SCHEDULE_ERRORS: ScheduleErrors = { dayOfMonth: null, payments: null, endsOn: null };

interface RecurringFormProps {
  type: RecurringItem['type'];
  existing?: RecurringItem | null;
  onClose: () => void;
}

export function RecurringForm({ type, existing, onClose }: RecurringFormProps) {
  const uid = useCurrentUser()?.uid ?? '';
  const { categories, tags: tagOptions } = useCommonSettings();
  const settings = useMonthlySettings();
  const members = useMembers();
  const [now] = useState(() => Date.now());
  const [description, setDescription] = useState(existing?.description ?? '');
  const [amountText, setAmountText] = useState(existing ? String(existing.amount) : '');
  const [category, setCategory] = useState(existing?.category ?? categories[0] ?? '');
  const [tags, setTags] = useState<string[]>(existing?.tags ?? []);
  const [from, setFrom] = useState(existing?.from ?? settings?.paidBy ?? uid);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(
    existing?.paymentMode ?? settings?.paymentMode ?? DEFAULT_PAYMENT_MODE,
  );
  const [startDate, setStartDate] = useState(existing?.startDate ?? now);
  const [errors, setErrors] = useState<RecurringErrors>({ description: null, amount: null });
  const [schedule, setSchedule] = useState(() => initialSchedule(existing, now));
  const [scheduleErrors, setScheduleErrors] = useState<ScheduleErrors>(NO_SCHEDULE_ERRORS);
  const [saving, setSaving] = useState(false);

  const payerOptions = [
    { value: COMMON_PAYER, label: 'common' },
    ...members.map((m) => ({ value: m.userId, label: m.displayName })),
  ];
  if (!payerOptions.some((o) => o.value === from)) payerOptions.push({ value: from, label: from });
  const categoryOptions = category && !categories.includes(category) ? [...categories, category] : categories;
  const noun = type === 'income' ? 'Recurring Income' : 'Recurring Expense';
  // Only a valid new amount asks from when it applies; entries already added never change.
  const amountChanged =
    !!existing &&
    checkRecurringForm({ description: 'x', amountText }).amount === null &&
    parseAmount(amountText) !== existing.amount;
  const title = `${existing ? 'Edit' : 'Add'} ${noun}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRecurringForm({ description, amountText, tags });
    const foundInSchedule = checkSchedule(schedule, startDate);
    setErrors(found);
    setScheduleErrors(foundInSchedule);
    const problem = firstRecurringError(found) ?? firstScheduleError(foundInSchedule);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSaving(true);
    try {
      const values = { type, description, amountText, category, tags, from, paymentMode, startDate };
      await (
        await activeLedger()
      ).saveRecurringItem(toRecurringDraft(values, { existing, owner: uid, now: Date.now(), schedule }));
      // Verbatim from SPEC §8, missing word included.
      toast.success(RECURRING_SAVED);
      onClose();
    } catch (error) {
      toastFailure(ERROR_ADDING_TRANSACTION, error);
      setSaving(false);
    }
  }

  return (
    <form className="form card recurring-form" onSubmit={submit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <DescriptionAmountFields
        description={description}
        onDescription={setDescription}
        amount={amountText}
        onAmount={setAmountText}
        signed
        errors={errors}
        autoFocus
      />
      <p className="muted field-hint">Leave 0 to be asked for the amount each month.</p>
      <SelectField label="Category" value={category} onChange={setCategory} options={categoryOptions} />
      <TagsField options={tagOptions} value={tags} onChange={setTags} />
      <div className="form-pair">
        <SelectField label="Paid by" value={from} onChange={setFrom} options={payerOptions} />
        <PaymentModeField value={paymentMode} onChange={setPaymentMode} />
      </div>
      {amountChanged ? (
        <AmountChangeChoice
          value={schedule.amountChange}
          onChange={(amountChange) => setSchedule((s) => ({ ...s, amountChange }))}
        />
      ) : null}
      <DatePicker label="Start date" value={startDate} onChange={setStartDate} now={now} />
      <ScheduleFields
        values={schedule}
        onChange={(patch) => setSchedule((s) => ({ ...s, ...patch }))}
        errors={scheduleErrors}
        noAmount={!(parseAmount(amountText) > 0)}
      />
      <FormActions onCancel={onClose} saving={saving} />
    </form>
  );
}
