// The free-text Comments of an entry, below everything else on its form.
import { useId } from 'react';
import { MAX_COMMENTS } from '../domain/limits';

interface CommentsFieldProps {
  value: string;
  onChange: (text: string) => void;
  rows?: number;
  /**
   * The split form has never capped typing here: a long comment is reported by its check on Save instead
   * (validateSplitExpense). Kept so this shared field does not change that form's behaviour.
   */
  uncapped?: boolean;
}

export function CommentsField({ value, onChange, rows = 3, uncapped = false }: CommentsFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Comments</label>
      <textarea
        id={id}
        className="input"
        rows={rows}
        maxLength={uncapped ? undefined : MAX_COMMENTS}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
