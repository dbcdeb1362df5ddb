import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/expense/add')({
  component: () => (
    <RequireRole ledgerType="monthly">
      <h1>Add Expense</h1>
    </RequireRole>
  ),
});
