// Several tags in one field: a combobox named `Tags` (type or pick, Enter or comma adds), the chosen tags
// as removable chips, and one-tap chips for the ledger's other tags.
import { useId, useState, type KeyboardEvent } from 'react';
import './tags-field.css';

interface TagsFieldProps {
  options: readonly string[];
  value: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Matches a typed tag to the ledger's spelling, so 'travel' adds 'Travel' rather than a near-duplicate. */
function canonical(text: string, options: readonly string[]): string {
  const trimmed = text.trim();
  return options.find((o) => o.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

export function TagsField({ options, value, onChange }: TagsFieldProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const listId = `${id}-options`;
  const unchosen = options.filter((o) => !value.includes(o));

  function add(text: string) {
    const parts = text
      .split(',')
      .map((p) => canonical(p, options))
      .filter(Boolean);
    const next = [...value];
    for (const tag of parts) if (!next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag instead of submitting the whole form.
      event.preventDefault();
      if (draft.trim()) add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="field tags-field">
      <label htmlFor={id}>Tags</label>
      {value.length > 0 ? (
        <ul className="tag-chips" aria-label="Chosen tags">
          {value.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="tag-chip tag-chip-on"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                {tag} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="input"
        list={listId}
        placeholder={value.length > 0 ? 'Add another tag' : 'Type or pick a tag'}
        autoComplete="off"
        value={draft}
        onChange={(e) => {
          const text = e.target.value;
          // Picking from the suggestion list fills the whole value at once: take it as chosen.
          if (options.includes(text) && !value.includes(text)) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        // Typing a tag and then pressing Save still keeps it.
        onBlur={() => draft.trim() && add(draft)}
      />
      <datalist id={listId}>
        {unchosen.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {unchosen.length > 0 ? (
        <div className="tag-chips" role="group" aria-label="Suggested tags">
          {unchosen.map((tag) => (
            <button key={tag} type="button" className="tag-chip" aria-label={`Add tag ${tag}`} onClick={() => add(tag)}>
              + {tag}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
