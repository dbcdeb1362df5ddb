import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PostedNotices } from '../features/recurring/posted-notices';
import { RefusedEntryNotices } from '../features/refused-entries/refused-entry-notices';
import { AppShell } from '../features/shell/app-shell';

// The auth decision uses the cached session only, so it never waits on the network.
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (context.session.getState().status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href === '/' ? undefined : location.href } });
    }
  },
  component: () => (
    <AppShell>
      <Outlet />
      <RefusedEntryNotices />
      <PostedNotices />
    </AppShell>
  ),
});
