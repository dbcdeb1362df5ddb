import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SignedInFrame } from '../screens/signed-in-frame';

// The auth decision uses the cached session only, so it never waits on the network.
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (context.session.getState().status !== 'signedIn') {
      throw redirect({ to: '/login', search: { redirect: location.href === '/' ? undefined : location.href } });
    }
  },
  component: () => (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  ),
});
