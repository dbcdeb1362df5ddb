import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../../features/categories/categories-page';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/categories')({
  component: () => (
    <RequireRole admin>
      <CategoriesPage />
    </RequireRole>
  ),
});
