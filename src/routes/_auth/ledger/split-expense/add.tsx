import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/split-expense/add')({
  component: () => (
    <RequireRole ledgerType="onetime">
      <h1>Add Expense</h1>
    </RequireRole>
  ),
});
