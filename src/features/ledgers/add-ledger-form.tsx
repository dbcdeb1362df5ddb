// /ledger/add: a group name and the Monthly switch (on by default, SPEC §9); a trip also asks who's coming.
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { MAX_NAME } from '../../domain/limits';
import { validateGroupName } from '../../domain/validation';
import { createLedger, GuestNotAddedError } from '../../store/ledger-actions';
import { TextField } from '../../ui/field';
import { describeError } from '../../ui/error-message';
import { GROUP_SAVED } from '../../domain/messages';
import { addGuest, type Guest } from '../../domain/whos-coming';
import { noUserFoundMessage } from '../../domain/validation';
import { UnknownUserError } from '../../store/ledger-errors';
import { useCurrentUser } from '../../store/session-store';
import { GuestsField } from './guests-field';
import { CurrencyChoice } from './ledger-currency';
import { DEFAULT_CURRENCY } from '../../domain/currency';

export function AddLedgerForm({ onSaved }: { onSaved: () => void }) {
  const [name, setName] = useState('');
  const [monthly, setMonthly] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const user = useCurrentUser();
  const creator = {
    id: user?.uid ?? '',
    userId: user?.uid ?? '',
    displayName: user?.displayName ?? '',
    email: user?.email,
  };
  const [guests, setGuests] = useState<Guest[]>([]);
  const [guestDraft, setGuestDraft] = useState('');
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateGroupName(name);
    setError(problem);
    if (problem) {
      toast.error(problem);
      return;
    }
    // A person typed but not added yet is meant to come too; one the list refuses stops Save.
    let coming = monthly ? [] : guests;
    if (!monthly && guestDraft.trim()) {
      const added = addGuest(guests, guestDraft, creator);
      if ('problem' in added) {
        toast.error(added.problem);
        return;
      }
      coming = added.guests;
      setGuests(coming);
      setGuestDraft('');
    }
    setSaving(true);
    try {
      await createLedger({
        name,
        type: monthly ? 'monthly' : 'onetime',
        ...(currency === DEFAULT_CURRENCY ? {} : { currency }),
        temporaryMembers: coming.flatMap((g) => (g.kind === 'name' ? [g.name] : [])),
        emails: coming.flatMap((g) => (g.kind === 'email' ? [g.email] : [])),
      });
      toast.success(GROUP_SAVED);
      onSaved();
    } catch (err) {
      if (err instanceof GuestNotAddedError) {
        // The group exists and is open; say who is missing rather than offer to create it again.
        toast.error(err.message);
        onSaved();
        return;
      }
      toast.error(err instanceof UnknownUserError ? noUserFoundMessage(err.message) : describeError(err));
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
      <CurrencyChoice value={currency} onChange={setCurrency} />
      {monthly ? null : (
        <GuestsField
          guests={guests}
          onGuests={setGuests}
          creator={creator}
          draft={guestDraft}
          onDraft={setGuestDraft}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save
      </button>
    </form>
  );
}
