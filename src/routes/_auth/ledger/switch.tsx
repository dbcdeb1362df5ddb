import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/switch')({
  component: () => (
    <RequireRole>
      <h1>Switch group</h1>
    </RequireRole>
  ),
});
