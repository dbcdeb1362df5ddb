// Says how many entries could not be read (a malformed document is left out of the list rather than
// breaking the screen), and lets an admin delete them.
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { isAdmin } from '../../domain/roles';
import { useActiveLedger, useUnreadableRecurring, useUnreadableTransactions } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { deleteUnreadableEntries } from '../../store/active-ledger';
import { confirmDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';

function unreadableMessage(count: number): string {
  return count === 1 ? '1 entry could not be read' : `${count} entries could not be read`;
}

export function UnreadableNotice() {
  const transactions = useUnreadableTransactions();
  const recurring = useUnreadableRecurring();
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  const [deleting, setDeleting] = useState(false);
  const count = transactions.length + recurring.length;
  if (count === 0) return null;

  async function remove() {
    const question = `${unreadableMessage(count)}: its contents are damaged or from an unknown version. Delete ${count === 1 ? 'it' : 'them'}? This cannot be undone.`;
    if (
      !(await confirmDialog(question, {
        title: 'Delete unreadable entries',
        confirmLabel: 'Delete',
        destructive: true,
      }))
    )
      return;
    setDeleting(true);
    try {
      await deleteUnreadableEntries();
      toast.success('Unreadable entries deleted');
    } catch (error) {
      toast.error(describeError(error));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="card notice" role="status">
      <p>{unreadableMessage(count)}.</p>
      {isAdmin(ledger, uid) ? (
        <button type="button" className="btn btn-small" disabled={deleting} onClick={() => void remove()}>
          Delete unreadable entries
        </button>
      ) : (
        <p className="muted">An admin of this ledger can delete {count === 1 ? 'it' : 'them'}.</p>
      )}
    </div>
  );
}
