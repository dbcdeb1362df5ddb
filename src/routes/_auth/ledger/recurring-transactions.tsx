import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/recurring-transactions')({
  component: () => (
    <RequireRole admin ledgerType="monthly">
      <h1>Recurring Transactions</h1>
    </RequireRole>
  ),
});
