// A named list with an add box and a delete button per row: categories and tags share it.
import { useId, useState, type FormEvent } from 'react';

interface ListEditorProps {
  /** Singular noun used for the labels: 'Category' gives `Category`, `Add category`, `Delete {item}`. */
  noun: string;
  items: string[];
  onAdd: (value: string) => Promise<boolean>;
  onDelete: (item: string) => void;
}

export function ListEditor({ noun, items, onAdd, onDelete }: ListEditorProps) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();

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
    <div className="stack">
      <form className="row" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {noun}
        </label>
        <input id={inputId} className="input" placeholder={`New ${noun.toLowerCase()}`} value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Add {noun.toLowerCase()}
        </button>
      </form>
      <ul className="list" aria-label={`${noun} list`}>
        {items.map((item) => (
          <li key={item} className="list-row">
            <span className="grow">{item}</span>
            <button type="button" className="btn btn-small btn-danger" aria-label={`Delete ${item}`} onClick={() => onDelete(item)}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 ? <p className="muted">Nothing here yet.</p> : null}
    </div>
  );
}
