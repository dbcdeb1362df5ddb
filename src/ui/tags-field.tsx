// Several tags as a group of checkbox chips named `Tags` (a fieldset), so choosing many takes one tap each.
import './tags-field.css';

interface TagsFieldProps {
  options: readonly string[];
  value: readonly string[];
  onChange: (tags: string[]) => void;
}

export function TagsField({ options, value, onChange }: TagsFieldProps) {
  // Tags saved earlier but since removed from the list stay visible, so editing never drops them silently.
  const all = [...options, ...value.filter((t) => !options.includes(t))];
  function toggle(tag: string, on: boolean) {
    onChange(on ? all.filter((t) => t === tag || value.includes(t)) : value.filter((t) => t !== tag));
  }
  return (
    <fieldset className="field tags-field">
      <legend className="field-label">Tags</legend>
      {all.length === 0 ? <p className="muted">No tags yet.</p> : null}
      <div className="tag-chips">
        {all.map((tag) => (
          <label key={tag} className="tag-chip">
            <input type="checkbox" checked={value.includes(tag)} onChange={(e) => toggle(tag, e.target.checked)} />
            <span>{tag}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
