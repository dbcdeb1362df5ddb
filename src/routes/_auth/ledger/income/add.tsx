import { createFileRoute } from '@tanstack/react-router';
import { AddTransactionPage } from '../../../../features/monthly/transaction-page';
import { RequireRole } from '../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/income/add')({
  component: () => (
    <RequireRole admin ledgerType="monthly">
      <AddTransactionPage type="income" />
    </RequireRole>
  ),
});
