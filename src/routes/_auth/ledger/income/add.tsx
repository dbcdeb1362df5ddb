import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/income/add')({
  component: () => (
    <RequireRole admin ledgerType="monthly">
      <h1>Add Income</h1>
    </RequireRole>
  ),
});
