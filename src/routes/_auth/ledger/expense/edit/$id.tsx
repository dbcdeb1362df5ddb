import { createFileRoute } from '@tanstack/react-router';
import { EditTransactionPage } from '../../../../../features/monthly/transaction-page';
import { RequireRole } from '../../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/expense/edit/$id')({
  component: EditExpense,
});

function EditExpense() {
  const { id } = Route.useParams();
  return (
    <RequireRole ledgerType="monthly">
      <EditTransactionPage type="expense" id={id} />
    </RequireRole>
  );
}
