// A labelled native <select> (role combobox) with an optional error tied to it for screen readers.
// Typed by its options' values, so a choice comes back as that type (a PaymentMode, a SplitMethod).
import { useFieldError } from './field';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Plain strings are both value and label. */
  options: readonly (T | SelectOption<T>)[];
  error?: string | null;
  disabled?: boolean;
}

const asOption = <T extends string>(option: T | SelectOption<T>): SelectOption<T> =>
  typeof option === 'string' ? { value: option, label: option } : option;

export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  error,
  disabled,
}: SelectFieldProps<T>) {
  const { id, invalidProps, message } = useFieldError(error);
  const choices = options.map(asOption);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        {...invalidProps}
        // The DOM hands back a string; finding it among the options gives it back with its type.
        onChange={(e) => {
          const chosen = choices.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}
