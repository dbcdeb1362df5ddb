// /account/delete: Delete my account. Says what happens to each group first, asks who takes each group the
// person owns, and to type the email, then deletes. Nothing happens until every answer is there.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import {
  EMAIL_MISMATCH,
  NEW_OWNER_REQUIRED,
  emailConfirmed,
  ledgerFates,
  ownersMissing,
  type LedgerFate,
} from '../../domain/account-deletion';
import type { Member } from '../../domain/types';
import { RECENT_SIGN_IN_NEEDED } from '../../data/ports';
import { deleteMyAccount, handOverChoices } from '../../store/account-actions';
import { useLedgers, useLedgersLive } from '../../store/ledger-store';
import { useCurrentUser, useMode } from '../../store/session-store';
import { describeError } from '../../ui/error-message';
import { focusFirstInvalid, TextField } from '../../ui/field';
import { Loading } from '../../ui/loading';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toast';
import './account.css';

export function DeleteAccountPage() {
  const user = useCurrentUser();
  const ledgers = useLedgers();
  const live = useLedgersLive();
  // Fixed once the groups are in: the list must not change under the person while they answer, or go
  // blank while the deletion stops the live reads.
  const [fates, setFates] = useState<LedgerFate[] | null>(null);
  if (live && user && !fates) setFates(ledgerFates(ledgers, user.uid));
  if (!user) return null;
  if (!fates) return <Loading />;
  return <DeleteAccountForm email={user.email} fates={fates} />;
}

function DeleteAccountForm({ email, fates }: { email: string; fates: LedgerFate[] }) {
  const cloud = useMode() !== 'device';
  const form = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState<Record<string, Member[]> | null>(null);
  const [owners, setOwners] = useState<Record<string, string>>({});
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ email?: string; owners?: string[] }>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [askAgain, setAskAgain] = useState(false);
  const statusId = useId();

  const handOvers = useMemo(() => fates.filter((f) => f.kind === 'hand-over'), [fates]);
  useEffect(() => {
    handOverChoices(fates)
      .then(setChoices)
      .catch((error: unknown) => {
        console.error(error);
        toast.error(`Could not load the members of your groups: ${describeError(error)}`);
      });
  }, [fates]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = ownersMissing(fates, owners);
    const emailError = emailConfirmed(typed, email) ? undefined : EMAIL_MISMATCH;
    setErrors({ email: emailError, owners: missing });
    if (emailError || missing.length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    const newOwners = Object.fromEntries(
      handOvers.map((f) => [f.ledger.id, choices?.[f.ledger.id]?.find((m) => m.userId === owners[f.ledger.id])]),
    ) as Record<string, Member>;
    setBusy('Deleting your account…');
    try {
      await deleteMyAccount(fates, newOwners, {
        alwaysAsk: askAgain,
        progress: (done, total) =>
          setBusy(
            total > 0 && done < total ? `Leaving your groups: ${done + 1} of ${total}` : 'Deleting your profile…',
          ),
      });
      toast.success('Your account was deleted');
    } catch (error) {
      console.error('Deleting the account failed', error);
      if (error instanceof Error && error.message === RECENT_SIGN_IN_NEEDED) setAskAgain(true);
      toast.error(describeError(error));
      setBusy(null);
    }
  }

  const ownerError = (ledgerId: string) => (errors.owners?.includes(ledgerId) ? NEW_OWNER_REQUIRED : null);

  return (
    <form ref={form} className="stack account-delete" onSubmit={submit} noValidate aria-busy={busy !== null}>
      <h1>Delete my account</h1>
      <section className="card stack" aria-label="What happens">
        <p style={{ margin: 0 }}>
          {cloud
            ? 'Your profile and your Google sign-in to Vyay are deleted. Nobody can add you to a group by email any more.'
            : 'Your profile is deleted from this browser, with every group only you can open.'}
        </p>
        <p style={{ margin: 0 }}>
          Entries you made in shared groups stay there, under your name, so the group&apos;s balances still add up.
        </p>
        {cloud ? (
          <p className="muted" style={{ margin: 0 }}>
            Google may ask you to sign in again first. This cannot be undone.
          </p>
        ) : (
          <p className="muted" style={{ margin: 0 }}>
            This cannot be undone.
          </p>
        )}
      </section>
      {fates.length > 0 ? (
        <section className="card stack" aria-label="Your groups">
          <h2>Your groups</h2>
          <ul className="account-fates">
            {fates.map((fate) => (
              <li key={fate.ledger.id} className="stack">
                <span>
                  <strong>{fate.ledger.name}</strong>: {fateText(fate)}
                </span>
                {fate.kind === 'hand-over' ? (
                  choices ? (
                    <SelectField
                      label={`New owner of ${fate.ledger.name}`}
                      value={owners[fate.ledger.id] ?? ''}
                      onChange={(value) => setOwners((o) => ({ ...o, [fate.ledger.id]: value }))}
                      options={[
                        { value: '', label: 'Choose someone' },
                        ...(choices[fate.ledger.id] ?? []).map((m) => ({
                          value: m.userId,
                          label: fate.ledger.admins.includes(m.userId) ? `${m.displayName} (admin)` : m.displayName,
                        })),
                      ]}
                      error={ownerError(fate.ledger.id)}
                      disabled={busy !== null}
                    />
                  ) : (
                    <span className="muted">Loading its members…</span>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TextField
        label={`Type ${email} to confirm`}
        name="confirm-email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={errors.email}
        disabled={busy !== null}
      />
      <p id={statusId} role="status" className="muted" style={{ margin: 0 }}>
        {busy ?? ''}
      </p>
      <div className="form-actions">
        <Link to="/" className="btn">
          Cancel
        </Link>
        <button type="submit" className="btn btn-danger" disabled={busy !== null || (handOvers.length > 0 && !choices)}>
          Delete my account
        </button>
      </div>
    </form>
  );
}

function fateText(fate: LedgerFate): string {
  switch (fate.kind) {
    case 'delete':
      return 'deleted, as nobody else can open it.';
    case 'leave':
      return 'you leave it.';
    case 'hand-over':
      return 'you own it. Choose who looks after it; they become an admin if they are not one.';
  }
}
