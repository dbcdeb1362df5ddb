import { createFileRoute } from '@tanstack/react-router';
import { TagsPage } from '../../../features/tags/tags-page';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/tags')({
  component: () => (
    <RequireRole admin>
      <TagsPage />
    </RequireRole>
  ),
});
