import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/transactions/all/{-$year}/{-$month}')({
  component: () => (
    <RequireRole admin ledgerType="monthly">
      <h1>All Transactions</h1>
    </RequireRole>
  ),
});
