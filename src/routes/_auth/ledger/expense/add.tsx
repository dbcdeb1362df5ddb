import { createFileRoute } from '@tanstack/react-router';
import { AddTransactionPage } from '../../../../features/monthly/transaction-page';
import { RequireRole } from '../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/expense/add')({
  component: () => (
    <RequireRole ledgerType="monthly">
      <AddTransactionPage type="expense" />
    </RequireRole>
  ),
});
