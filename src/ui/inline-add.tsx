// One text box and its Add button: the box clears only when the add succeeded, so a refused value
// stays there to be corrected.
import { useId, useState, type FormEvent } from 'react';

interface InlineAddProps {
  label: string;
  button: string;
  onAdd: (value: string) => Promise<boolean>;
  type?: 'text' | 'email';
  placeholder?: string;
  /** Lists name the box by their heading, so its label can be for screen readers only. */
  hideLabel?: boolean;
  maxLength?: number;
}

export function InlineAdd({ label, button, onAdd, type = 'text', placeholder, hideLabel, maxLength }: InlineAddProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onAdd(value)) setValue('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="field" onSubmit={submit} noValidate>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="row inline-add">
        <input
          id={id}
          className="input"
          type={type}
          inputMode={type === 'email' ? 'email' : 'text'}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy} style={{ whiteSpace: 'nowrap' }}>
          {button}
        </button>
      </div>
    </form>
  );
}
