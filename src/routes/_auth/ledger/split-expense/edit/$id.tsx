import { createFileRoute } from '@tanstack/react-router';
import { EditSplitExpense, SplitExpenseNotFound } from '../../../../../features/onetime/edit-split-expense';
import { RequireRole } from '../../../../../features/shell/require-role';
import { Loading } from '../../../../../ui/loading';
import { loadEditedEntry, loadReopened } from '../../-ledger-data';
import { reopenSearch } from '../../-reopen';

export const Route = createFileRoute('/_auth/ledger/split-expense/edit/$id')({
  // The loader reads through the store's actions, which the first screen does not load: it comes with the page.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  validateSearch: reopenSearch,
  loaderDeps: ({ search }) => ({ refused: search.refused }),
  loader: async ({ params, deps, abortController }) => {
    const edited = await loadEditedEntry(params.id, abortController.signal);
    return { ...edited, reopened: await loadReopened(deps.refused, edited.transaction, abortController.signal) };
  },
  // Each visit reads the expense afresh: the form edits against what it opened with, never a kept older copy.
  gcTime: 0,
  pendingComponent: Loading,
  notFoundComponent: () => (
    <RequireRole ledgerType="onetime">
      <SplitExpenseNotFound />
    </RequireRole>
  ),
  component: EditRoute,
});

function EditRoute() {
  const { ledgerId, transaction, reopened } = Route.useLoaderData();
  return (
    <RequireRole ledgerType="onetime">
      <EditSplitExpense ledgerId={ledgerId} transaction={transaction} reopened={reopened} />
    </RequireRole>
  );
}
