import { createFileRoute } from '@tanstack/react-router';
import { AddTransactionPage } from '../../../../features/monthly/transaction-page';
import { RequireRole } from '../../../../features/shell/require-role';
import { loadReopenedNew, reopenSearch } from '../-reopen';

export const Route = createFileRoute('/_auth/ledger/income/add')({
  validateSearch: reopenSearch,
  loaderDeps: ({ search }) => ({ refused: search.refused }),
  // The loader reads only when an entry the server refused is opened again; it comes with the page.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ deps, abortController }) => loadReopenedNew(deps.refused, abortController.signal),
  // A kept entry opened once may be saved or discarded since: each visit reads it afresh.
  gcTime: 0,
  component: AddIncome,
});

function AddIncome() {
  const reopened = Route.useLoaderData();
  return (
    <RequireRole admin ledgerType="monthly">
      <AddTransactionPage type="income" reopened={reopened} />
    </RequireRole>
  );
}
