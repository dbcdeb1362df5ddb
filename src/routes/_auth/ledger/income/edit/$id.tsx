import { createFileRoute } from '@tanstack/react-router';
import { EditTransactionPage } from '../../../../../features/monthly/transaction-page';
import { RequireRole } from '../../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/income/edit/$id')({
  component: EditIncome,
});

function EditIncome() {
  const { id } = Route.useParams();
  return (
    <RequireRole admin ledgerType="monthly">
      <EditTransactionPage type="income" id={id} />
    </RequireRole>
  );
}
