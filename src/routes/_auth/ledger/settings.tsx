import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/settings')({
  component: () => (
    <RequireRole admin>
      <h1>Settings</h1>
    </RequireRole>
  ),
});
