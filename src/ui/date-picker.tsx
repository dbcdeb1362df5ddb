// Day, Month and Year selects (SPEC §5): years are this one and the last. The time of day is kept.
import { useId } from 'react';
import { datePickerYears, daysInMonth, MONTH_NAMES } from '../domain/months';

export function DatePicker({
  value,
  onChange,
  now,
  label = 'Date',
}: {
  value: number;
  onChange: (ms: number) => void;
  now: number;
  label?: string;
}) {
  const id = useId();
  const date = new Date(value);
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const years = datePickerYears(now);
  if (!years.includes(year)) years.push(year);

  function change(next: { year?: number; month?: number; day?: number }) {
    const y = next.year ?? year;
    const m = next.month ?? month;
    // Moving from 31 March to February lands on the last day of February, not in March.
    const d = Math.min(next.day ?? day, daysInMonth(y, m));
    const updated = new Date(value);
    updated.setFullYear(y, m - 1, d);
    onChange(updated.getTime());
  }

  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="field-label">{label}</legend>
      <div className="row">
        <label className="visually-hidden" htmlFor={`${id}-day`}>
          Day
        </label>
        <select
          id={`${id}-day`}
          className="select"
          value={day}
          onChange={(e) => change({ day: Number(e.target.value) })}
        >
          {Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1).map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-month`}>
          Month
        </label>
        <select
          id={`${id}-month`}
          className="select"
          value={month}
          onChange={(e) => change({ month: Number(e.target.value) })}
        >
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-year`}>
          Year
        </label>
        <select
          id={`${id}-year`}
          className="select"
          value={year}
          onChange={(e) => change({ year: Number(e.target.value) })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
