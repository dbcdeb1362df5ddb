import { createFileRoute } from '@tanstack/react-router';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/categories')({
  component: () => (
    <RequireRole admin>
      <h1>Categories</h1>
    </RequireRole>
  ),
});
