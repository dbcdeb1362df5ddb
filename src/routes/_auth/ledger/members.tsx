import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/members')({
  component: () => (
    <RequireRole admin>
      <h1>Members</h1>
    </RequireRole>
  ),
});
