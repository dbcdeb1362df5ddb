import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppShell } from '../features/shell/app-shell';
import { readSession } from '../store/session-store';

// The auth decision uses the cached session only, so it never waits on the network.
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (readSession().status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href === '/' ? undefined : location.href } });
    }
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
