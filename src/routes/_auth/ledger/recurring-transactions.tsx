import { createFileRoute } from '@tanstack/react-router';
import { RecurringPage } from '../../../features/recurring/recurring-page';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/recurring-transactions')({
  component: () => (
    <RequireRole admin ledgerType="monthly">
      <RecurringPage />
    </RequireRole>
  ),
});
