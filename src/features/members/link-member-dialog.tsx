// "Link to an account": an admin says which account member a temporary member really was (after an
// import, say). Their entries, balance and defaults move over in one batch and the temporary member goes.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import type { Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { describeError } from '../../ui/error-message';
import { SelectField } from '../../ui/select-field';

/** What the dialog promises; `entries` is null where the screen does not hold every entry (monthly). */
function whatHappens(temp: string, account: string, entries: number | null): string {
  const moved =
    entries === null
      ? `${temp}'s entries, recurring items and defaults move to ${account}.`
      : `${temp}'s ${entries} ${entries === 1 ? 'entry' : 'entries'} and balance move to ${account}.`;
  return `${moved} ${temp} is removed as a temporary member.`;
}

export function LinkMemberDialog({
  temp,
  accounts,
  entries,
  onClose,
  onLinked,
}: {
  temp: Member;
  /** Members with an account, the admin included; at least one. */
  accounts: Member[];
  entries: number | null;
  onClose: () => void;
  onLinked: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [accountId, setAccountId] = useState(accounts[0]?.userId ?? '');
  const [linking, setLinking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const account = accounts.find((m) => m.userId === accountId) ?? accounts[0];

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function link(event: FormEvent) {
    event.preventDefault();
    if (!account || linking) return;
    setLinking(true);
    setFailure(null);
    try {
      await (await activeLedger()).linkMember(temp, account);
      ref.current?.close();
      onClose();
      onLinked();
      toast.success(`${temp.displayName} is now ${account.displayName}`);
    } catch (error) {
      console.error(error);
      // One batch: a failed link changed nothing, so the dialog stays open to try again or cancel.
      setFailure(`${describeError(error)} Nothing was changed.`);
      setLinking(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!linking) onClose();
      }}
    >
      <form className="stack" onSubmit={link}>
        <h2 id={titleId}>Link to an account</h2>
        <SelectField
          label="Account"
          value={account?.userId ?? ''}
          onChange={setAccountId}
          options={accounts.map((m) => ({ value: m.userId, label: m.displayName }))}
          disabled={linking}
        />
        <p id={textId} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {account ? whatHappens(temp.displayName, account.displayName, entries) : null}
        </p>
        {failure ? (
          <p role="alert" className="field-error">
            {failure}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={linking} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={linking}>
            {linking ? 'Linking…' : 'Link'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
