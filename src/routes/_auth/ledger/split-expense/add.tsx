import { createFileRoute } from '@tanstack/react-router';
import { ReopenedSplitExpense } from '../../../../features/onetime/reopened-split-expense';
import { SplitExpenseForm } from '../../../../features/onetime/split-expense-form';
import { RequireRole } from '../../../../features/shell/require-role';
import { loadReopenedNew, reopenSearch } from '../-reopen';

export const Route = createFileRoute('/_auth/ledger/split-expense/add')({
  validateSearch: reopenSearch,
  loaderDeps: ({ search }) => ({ refused: search.refused }),
  // The loader reads only when an expense the server refused is opened again; it comes with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ deps, abortController }) => loadReopenedNew(deps.refused, abortController.signal),
  // A kept entry opened once may be saved or discarded since: each visit reads it afresh.
  gcTime: 0,
  component: AddSplitExpense,
});

function AddSplitExpense() {
  const reopened = Route.useLoaderData();
  return (
    <RequireRole ledgerType="onetime">
      {reopened ? <ReopenedSplitExpense reopened={reopened} /> : <SplitExpenseForm />}
    </RequireRole>
  );
}
