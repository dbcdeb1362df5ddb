import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/tags')({
  component: () => (
    <RequireRole admin>
      <h1>Tags</h1>
    </RequireRole>
  ),
});
