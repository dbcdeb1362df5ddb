import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/expense/edit/$id')({
  component: () => (
    <RequireRole ledgerType="monthly">
      <h1>Edit Expense</h1>
    </RequireRole>
  ),
});
