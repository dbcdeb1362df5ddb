// The recurring form's schedule (issue 31): Add automatically, Day of month, Repeats (with the month it
// falls in), Ends; and, when an edit changes the amount, from which month the new one applies.
import { useId } from 'react';
import { MONTH_NAMES } from '../../domain/months';
import { TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import {
  endsLabels,
  FREQUENCY_OPTIONS,
  LAST_DAY_TEXT,
  otherQuarterMonths,
  type AmountChange,
  type Ends,
  type ScheduleErrors,
  type ScheduleValues,
} from './schedule-draft';

interface ScheduleFieldsProps {
  values: ScheduleValues;
  onChange: (patch: Partial<ScheduleValues>) => void;
  errors: ScheduleErrors;
  /** The amount as typed is 0 or less: asked each month, never added by itself. */
  noAmount: boolean;
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
const DAY_CHOICES = [...Array.from({ length: 28 }, (_, i) => String(i + 1)), LAST_DAY_TEXT];

export function ScheduleFields({ values, onChange, errors, noAmount }: ScheduleFieldsProps) {
  const id = useId();
  const labels = endsLabels(values);
  return (
    <fieldset className="schedule-fields">
      <legend>Schedule</legend>
      <label className="switch-row">
        <span>
          <strong>Add automatically</strong>
          <br />
          <span className="muted switch-hint" id={`${id}-auto`}>
            {noAmount
              ? 'Without an amount it is never added by itself: it waits in Yet To Add.'
              : 'Added on its day when an admin opens the app, once, even with several devices.'}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          aria-label="Add automatically"
          aria-describedby={`${id}-auto`}
          checked={values.autoAdd}
          onChange={(e) => onChange({ autoAdd: e.target.checked })}
        />
      </label>
      <div className="field">
        <TextField
          label="Day of month"
          value={values.dayText}
          onChange={(e) => onChange({ dayText: e.target.value })}
          list={`${id}-days`}
          autoComplete="off"
          error={errors.dayOfMonth}
        />
        <p className="muted field-hint">1 to 28, or Last day.</p>
        <datalist id={`${id}-days`}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
      </div>
      <div className="form-pair">
        <SelectField
          label="Repeats"
          value={values.frequency}
          onChange={(frequency) => onChange({ frequency })}
          options={FREQUENCY_OPTIONS}
        />
        {values.frequency === 'monthly' ? null : (
          <SelectField
            label="Falls in"
            value={String(values.fallsIn)}
            onChange={(m) => onChange({ fallsIn: Number(m) })}
            options={MONTH_OPTIONS}
          />
        )}
      </div>
      {values.frequency === 'quarterly' ? (
        <p className="muted field-hint">Also {new Intl.ListFormat('en').format(otherQuarterMonths(values.fallsIn))}.</p>
      ) : null}
      <SelectField<Ends>
        label="Ends"
        value={values.ends}
        onChange={(ends) => onChange({ ends })}
        options={(['never', 'after', 'on'] as const).map((value) => ({ value, label: labels[value] }))}
      />
      {values.ends === 'after' ? (
        <TextField
          label="Number of payments"
          value={values.paymentsText}
          onChange={(e) => onChange({ paymentsText: e.target.value })}
          inputMode="numeric"
          error={errors.payments}
        />
      ) : null}
      {values.ends === 'on' ? (
        <TextField
          label="Month it ends"
          type="month"
          value={values.endsOnText}
          onChange={(e) => onChange({ endsOnText: e.target.value })}
          placeholder="2027-03"
          error={errors.endsOn}
        />
      ) : null}
    </fieldset>
  );
}

/** Asked when an edit changes the amount: rent up from this month, or from the next. */
export function AmountChangeChoice({
  value,
  onChange,
}: {
  value: AmountChange;
  onChange: (value: AmountChange) => void;
}) {
  const name = useId();
  const choices: [AmountChange, string][] = [
    ['this', 'From this month on'],
    ['future', 'Only future months'],
  ];
  return (
    <fieldset className="amount-change">
      <legend>The new amount applies</legend>
      {choices.map(([choice, label]) => (
        <label key={choice} className="radio-row">
          <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} />
          {label}
        </label>
      ))}
      <p className="muted field-hint">Entries already added keep their amounts.</p>
    </fieldset>
  );
}
