import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/income/edit/$id')({
  component: () => (
    <RequireRole admin ledgerType="monthly">
      <h1>Edit Income</h1>
    </RequireRole>
  ),
});
