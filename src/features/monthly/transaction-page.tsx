// /ledger/{income,expense}/add and …/edit/:id: the form, given the entry its route's loader read.
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { isAdmin } from '../../domain/roles';
import type { ReopenedEntry } from '../../domain/refused-writes';
import type { Transaction } from '../../domain/types';
import { useActiveLedger } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import type { EntryType } from './transaction-draft';
import { TransactionForm } from './transaction-form';

// A back navigation that never renders (the person leaves the app meanwhile) holds the toasts no longer.
const LEAVE_WAIT_MS = 1000;

/**
 * After saving, return to where the user came from (home or the month-wise page), else home. Resolves
 * once that screen is rendered.
 */
function useLeave(): () => Promise<void> {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return () => {
    if (!canGoBack) return navigate({ to: '/' });
    const rendered = new Promise<void>((resolve) => {
      const done = () => {
        stop();
        clearTimeout(timer);
        resolve();
      };
      const stop = router.subscribe('onRendered', done);
      const timer = setTimeout(done, LEAVE_WAIT_MS);
    });
    router.history.back();
    return rendered;
  };
}

/** `reopened`: an entry the server refused, opened again as a new one with what was typed. */
export function AddTransactionPage({ type, reopened }: { type: EntryType; reopened?: ReopenedEntry | null }) {
  const leave = useLeave();
  return <TransactionForm key={reopened?.keptId} type={type} reopened={reopened} onDone={leave} />;
}

interface EditTransactionPageProps {
  type: EntryType;
  /** The ledger the entry was read from. */
  ledgerId: string;
  /** As it was when the page opened: the form edits against this copy. */
  transaction: Transaction;
  /** A refused edit of it, opened again with what was typed. */
  reopened?: ReopenedEntry | null;
}

export function EditTransactionPage({ type, ledgerId, transaction, reopened }: EditTransactionPageProps) {
  const leave = useLeave();
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  // Decided as the page renders, so it follows the live role: the wrong form for the entry, a member
  // opening someone else's, or another ledger made active since, are all treated as not found.
  const usable =
    ledger?.id === ledgerId && transaction.type === type && (isAdmin(ledger, uid) || transaction.from === uid);
  if (!usable) return <TransactionNotFound />;
  return (
    <TransactionForm
      key={`${transaction.id}:${reopened?.keptId ?? ''}`}
      type={type}
      existing={transaction}
      reopened={reopened}
      onDone={leave}
    />
  );
}

export function TransactionNotFound() {
  return (
    <section className="card stack" role="alert">
      <h1>Transaction not found</h1>
      <p className="muted">It may have been deleted, or it belongs to another ledger.</p>
      <Link to="/" className="btn btn-primary">
        Go to Home
      </Link>
    </section>
  );
}
