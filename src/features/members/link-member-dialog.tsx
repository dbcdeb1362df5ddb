// "Link to an account": an admin says which account member a temporary member really was (after an
// import, say). Their entries, balance and defaults move over in one batch and the temporary member goes.
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import type { Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { describeError } from '../../ui/error-message';
import { Modal } from '../../ui/modal';
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
  const [accountId, setAccountId] = useState(accounts[0]?.userId ?? '');
  const [linking, setLinking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const account = accounts.find((m) => m.userId === accountId) ?? accounts[0];

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
    <Modal
      ref={ref}
      title="Link to an account"
      // What linking does follows the account chosen below, and is read out with the dialog's name.
      description={account ? whatHappens(temp.displayName, account.displayName, entries) : null}
      busy={linking}
      onClose={onClose}
      onSubmit={link}
    >
      <SelectField
        label="Account"
        value={account?.userId ?? ''}
        onChange={setAccountId}
        options={accounts.map((m) => ({ value: m.userId, label: m.displayName }))}
        disabled={linking}
      />
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
    </Modal>
  );
}
