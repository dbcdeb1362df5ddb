import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../features/activity/activity-page';
import { RequireRole } from '../../../features/shell/require-role';

// Every member of the ledger reads its log; what each may read is the subscription's business (SPEC §6).
export const Route = createFileRoute('/_auth/ledger/activity')({
  component: () => (
    <RequireRole>
      <ActivityPage />
    </RequireRole>
  ),
});
