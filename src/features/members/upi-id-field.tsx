// A member's UPI ID on the Members page of a trip: where Settle Up's "Pay with UPI" sends the money.
// Admins set it for anyone, temporary members included; empty removes it.
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import type { Member } from '../../domain/types';
import { parseUpiId } from '../../domain/upi';
import { activeLedger } from '../../store/active-ledger';
import { toastFailure } from '../../ui/error-message';
import { useFieldError } from '../../ui/field';

export function UpiIdField({ member }: { member: Member }) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { id, invalidProps, message } = useFieldError(problem);
  const value = text ?? member.upiId ?? '';

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseUpiId(value);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await (await activeLedger()).saveUpiId(member, parsed.value);
      setText(null);
      toast.success(
        parsed.value ? `UPI ID saved for ${member.displayName}` : `UPI ID removed for ${member.displayName}`,
      );
    } catch (error) {
      toastFailure('Error saving UPI ID', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="upi-id-field" onSubmit={save} noValidate>
      <label htmlFor={id} className="visually-hidden">
        UPI ID
      </label>
      <input
        id={id}
        className="input input-small"
        placeholder="UPI ID (name@bank)"
        autoComplete="off"
        inputMode="email"
        value={value}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        {...invalidProps}
      />
      <button type="submit" className="btn btn-small" disabled={saving || value === (member.upiId ?? '')}>
        Save UPI ID
      </button>
      {message}
    </form>
  );
}
