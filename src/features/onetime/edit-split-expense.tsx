// /ledger/split-expense/edit/:id: finds the expense, then hands it to the shared form.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Transaction } from '../../domain/types';
import { useActiveLedger, useMembers } from '../../store/ledger-store';
import { loadTransaction } from '../../store/transaction-actions';
import { Loading } from '../../ui/loading';
import { SplitExpenseForm } from './split-expense-form';

type Found = { id: string; tx: Transaction | null };

export function EditSplitExpense({ id }: { id: string }) {
  const ledgerId = useActiveLedger()?.id ?? '';
  const members = useMembers();
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    let live = true;
    loadTransaction(id).then(
      (tx) => live && setFound({ id, tx }),
      (error: unknown) => {
        console.error(error);
        if (live) setFound({ id, tx: null });
      },
    );
    return () => {
      live = false;
    };
  }, [id, ledgerId]);

  // The form reads members once to restore who was left out of an Equal split, so wait for them.
  if (!found || found.id !== id || members.length === 0) return <Loading />;
  if (!found.tx || found.tx.type !== 'expense') {
    return (
      <section className="card stack onetime-missing" role="alert">
        <h1>Transaction not found</h1>
        <p className="muted">This expense may have been deleted, or the link is wrong.</p>
        <Link to="/" className="btn btn-primary">
          Go to Home
        </Link>
      </section>
    );
  }
  return <SplitExpenseForm key={found.tx.id} existing={found.tx} />;
}
