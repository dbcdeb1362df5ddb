// /ledger/add: a group name and the Monthly switch (on by default, SPEC §9).
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_NAME } from '../../domain/limits';
import { validateGroupName } from '../../domain/validation';
import { createLedger } from '../../store/ledger-actions';
import { TextField } from '../../ui/field';
import { describeError } from '../../ui/error-message';
import { GROUP_SAVED } from '../../domain/messages';

export function AddLedgerForm({ onSaved }: { onSaved: () => void }) {
  const [name, setName] = useState('');
  const [monthly, setMonthly] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateGroupName(name);
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSaving(true);
    try {
      await createLedger({ name, type: monthly ? 'monthly' : 'onetime' });
      toast.success(GROUP_SAVED);
      onSaved();
    } catch (err) {
      toast.error(describeError(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form card" onSubmit={submit} noValidate>
      <TextField
        label="Group name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
        maxLength={MAX_NAME}
        autoFocus
      />
      <label className="switch-row">
        <span>
          <strong>Monthly</strong>
          <br />
          <span className="muted" style={{ fontSize: '0.88rem' }}>
            {monthly
              ? 'A monthly budget: income, expenses and recurring items.'
              : 'A one-time group: split expenses and settle up.'}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          aria-label="Monthly"
          checked={monthly}
          onChange={(e) => setMonthly(e.target.checked)}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save
      </button>
    </form>
  );
}
