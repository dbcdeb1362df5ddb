import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/errors/not-found';
import { RouteError } from '../features/errors/route-error';
import { RootFrame } from '../screens/root-frame';
import type { Session } from '../store/session-store';

/** What every route's guard may read, handed in by the router (router.tsx) rather than imported. */
interface RouterContext {
  session: Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ({ error }) => <RouteError error={error} />,
});

function Root() {
  return (
    <RootFrame>
      <Outlet />
    </RootFrame>
  );
}
