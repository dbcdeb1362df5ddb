// A labelled native <select> (role combobox) with an optional error tied to it for screen readers.
import { useFieldError } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Plain strings are both value and label. */
  options: readonly (string | SelectOption)[];
  error?: string | null;
  disabled?: boolean;
}

export function SelectField({ label, value, onChange, options, error, disabled }: SelectFieldProps) {
  const { id, invalidProps, message } = useFieldError(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        {...invalidProps}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          );
        })}
      </select>
      {message}
    </div>
  );
}
