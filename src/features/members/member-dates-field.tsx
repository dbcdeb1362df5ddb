// A trip member's From and To dates on the Members page: a new expense's default split leaves out whoever is
// not there on its date. Saved entries never change with them.
import { useState, type FormEvent } from 'react';
import { dayFromField, fieldFromDay, TO_BEFORE_FROM } from '../../domain/presence';
import type { Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { toastFailure } from '../../ui/error-message';
import { useFieldError } from '../../ui/field';
import { toast } from '../../ui/toast';

export function MemberDatesField({ member }: { member: Member }) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { id, invalidProps, message } = useFieldError(problem);
  const fromText = from ?? fieldFromDay(member.presentFrom);
  const toText = to ?? fieldFromDay(member.presentTo);
  const unchanged = fromText === fieldFromDay(member.presentFrom) && toText === fieldFromDay(member.presentTo);

  async function save(event: FormEvent) {
    event.preventDefault();
    const start = dayFromField(fromText) ?? undefined;
    const end = dayFromField(toText) ?? undefined;
    if (start !== undefined && end !== undefined && end < start) {
      setProblem(TO_BEFORE_FROM);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await (await activeLedger()).saveMemberDates(member, start, end);
      setFrom(null);
      setTo(null);
      toast.success(`Dates saved for ${member.displayName}`);
    } catch (error) {
      toastFailure('Error saving dates', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="member-dates" onSubmit={save} noValidate aria-label={`Dates for ${member.displayName}`}>
      <label className="member-date">
        <span>From</span>
        <input type="date" className="input input-small" value={fromText} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="member-date" htmlFor={id}>
        <span>To</span>
        <input
          id={id}
          type="date"
          className="input input-small"
          value={toText}
          onChange={(e) => setTo(e.target.value)}
          {...invalidProps}
        />
      </label>
      <button
        type="submit"
        className="btn btn-small"
        aria-label={`Save dates for ${member.displayName}`}
        disabled={saving || unchanged}
      >
        Save dates
      </button>
      {message}
    </form>
  );
}
