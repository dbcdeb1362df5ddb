// /ledger/{income,expense}/add and …/edit/:id: loads the entry to edit, then hands over to the form.
import { useEffect, useState } from 'react';
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { isAdmin } from '../../domain/roles';
import type { Transaction } from '../../domain/types';
import { useActiveLedger } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { loadTransaction } from '../../store/transaction-actions';
import { Loading } from '../../ui/loading';
import type { EntryType } from './transaction-draft';
import { TransactionForm } from './transaction-form';

/** After saving, return to where the user came from (home or the month-wise page), else home. */
function useLeave(): () => void {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/' });
  };
}

export function AddTransactionPage({ type }: { type: EntryType }) {
  const leave = useLeave();
  return <TransactionForm type={type} onDone={leave} />;
}

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'found'; tx: Transaction };

export function EditTransactionPage({ type, id }: { type: EntryType; id: string }) {
  const leave = useLeave();
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  const admin = isAdmin(ledger, uid);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    loadTransaction(id).then(
      (tx) => {
        if (!live) return;
        // The wrong form for the entry, or a member opening someone else's, is treated as not found.
        const usable = tx && tx.type === type && (admin || tx.from === uid);
        setLoaded(usable ? { state: 'found', tx } : { state: 'missing' });
      },
      (error: unknown) => {
        console.error(error);
        if (live) setLoaded({ state: 'missing' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, type, admin, uid]);

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'missing') {
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
  return <TransactionForm key={loaded.tx.id} type={type} existing={loaded.tx} onDone={leave} />;
}
