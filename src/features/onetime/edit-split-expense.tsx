// /ledger/split-expense/edit/:id: hands the expense its route's loader read to the shared form.
import { Link } from '@tanstack/react-router';
import type { ReopenedEntry } from '../../domain/refused-writes';
import type { Transaction } from '../../domain/types';
import { useActiveLedger, useMembers } from '../../store/ledger-store';
import { Loading } from '../../ui/loading';
import { SplitExpenseForm } from './split-expense-form';

interface EditSplitExpenseProps {
  /** The ledger the expense was read from. */
  ledgerId: string;
  /** As it was when the page opened: the form edits against this copy. */
  transaction: Transaction;
  /** A refused edit of it, opened again with what was typed. */
  reopened?: ReopenedEntry | null;
}

export function EditSplitExpense({ ledgerId, transaction, reopened }: EditSplitExpenseProps) {
  const activeLedgerId = useActiveLedger()?.id;
  const members = useMembers();
  // The form reads members once to restore who was left out of an Equal split, so wait for them.
  if (members.length === 0) return <Loading />;
  // A settlement is not edited here, and another ledger made active since does not hold this expense.
  if (activeLedgerId !== ledgerId || transaction.type !== 'expense') return <SplitExpenseNotFound />;
  return (
    <SplitExpenseForm key={`${transaction.id}:${reopened?.keptId ?? ''}`} existing={transaction} reopened={reopened} />
  );
}

export function SplitExpenseNotFound() {
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
