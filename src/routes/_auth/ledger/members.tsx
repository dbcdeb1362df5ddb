import { createFileRoute } from '@tanstack/react-router';
import { InvitesSection } from '../../../features/invites/invites-section';
import { MembersPage } from '../../../features/members/members-page';
import { RequireRole } from '../../../features/shell/require-role';

export const Route = createFileRoute('/_auth/ledger/members')({
  component: () => (
    <RequireRole admin>
      <MembersPage invites={<InvitesSection />} />
    </RequireRole>
  ),
});
