import { createFileRoute } from '@tanstack/react-router';
import { SplitExpenseForm } from '../../../../features/onetime/split-expense-form';
import { RequireRole } from '../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/split-expense/add')({
  component: () => (
    <RequireRole ledgerType="onetime">
      <SplitExpenseForm />
    </RequireRole>
  ),
});
