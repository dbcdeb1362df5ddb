import { createFileRoute } from '@tanstack/react-router';
import { EditTransactionPage, TransactionNotFound } from '../../../../../features/monthly/transaction-page';
import { RequireRole } from '../../../../../features/shell/require-role';
import { Loading } from '../../../../../ui/loading';
import { loadEditedEntry, loadReopened } from '../../-ledger-data';
import { reopenSearch } from '../../-reopen';

export const Route = createFileRoute('/_auth/ledger/income/edit/$id')({
  // The loader reads through the store's actions, which the first screen does not load: it comes with the page.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  validateSearch: reopenSearch,
  loaderDeps: ({ search }) => ({ refused: search.refused }),
  loader: async ({ params, deps, abortController }) => {
    const edited = await loadEditedEntry(params.id, abortController.signal);
    return { ...edited, reopened: await loadReopened(deps.refused, edited.transaction, abortController.signal) };
  },
  // Each visit reads the entry afresh: the form edits against what it opened with, never a kept older copy.
  gcTime: 0,
  pendingComponent: Loading,
  notFoundComponent: () => (
    <RequireRole admin ledgerType="monthly">
      <TransactionNotFound />
    </RequireRole>
  ),
  component: EditIncome,
});

function EditIncome() {
  const { ledgerId, transaction, reopened } = Route.useLoaderData();
  return (
    <RequireRole admin ledgerType="monthly">
      <EditTransactionPage type="income" ledgerId={ledgerId} transaction={transaction} reopened={reopened} />
    </RequireRole>
  );
}
