// "Who's coming?" on a new trip: names (temporary members) and emails (people with accounts), listed as
// they are added and removable before Save. Skippable: an empty list makes a trip of one.
import { useId, useState, type KeyboardEvent } from 'react';
import { toast } from '../../ui/toast';
import { addGuest, guestLabel, type Guest } from '../../domain/whos-coming';
import type { Member } from '../../domain/types';
import { MAX_NAME } from '../../domain/limits';

interface GuestsFieldProps {
  guests: Guest[];
  onGuests: (guests: Guest[]) => void;
  creator: Member & { email?: string };
  /** What is typed but not yet added; the form adds it on Save too. */
  draft: string;
  onDraft: (text: string) => void;
}

export function GuestsField({ guests, onGuests, creator, draft, onDraft }: GuestsFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const result = addGuest(guests, draft, creator);
    if ('problem' in result) {
      setProblem(result.problem);
      toast.error(result.problem);
      return;
    }
    setProblem(null);
    onGuests(result.guests);
    onDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the person rather than saving the whole form halfway through the list.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset className="field guests-field">
      <legend className="field-label">Who&apos;s coming?</legend>
      <p className="muted field-hint" id={`${id}-hint`}>
        A name for someone without an account, or the email they sign in with. You can add people later too.
      </p>
      <div className="row">
        <label htmlFor={id} className="visually-hidden">
          Name or email
        </label>
        <input
          id={id}
          className="input"
          placeholder="Name or email"
          autoComplete="off"
          maxLength={Math.max(MAX_NAME, 254)}
          value={draft}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            onDraft(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn" onClick={add} style={{ whiteSpace: 'nowrap' }}>
          Add person
        </button>
      </div>
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
      {guests.length ? (
        <ul className="guest-list" aria-label="Coming">
          {guests.map((g) => (
            <li key={`${g.kind}:${guestLabel(g)}`} className="guest">
              <span className="guest-name">{guestLabel(g)}</span>
              <span className="muted guest-kind">{g.kind === 'email' ? 'account' : 'temporary'}</span>
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Remove ${guestLabel(g)}`}
                onClick={() => onGuests(guests.filter((x) => x !== g))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
