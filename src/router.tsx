// The router, built from the generated file-route tree.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { RouteError } from './features/errors/route-error';
import { NotFound } from './features/errors/not-found';
import { session } from './store/session-store';

export const router = createRouter({
  routeTree,
  // The session object, not a snapshot: guards read it as it is when a navigation runs.
  context: { session },
  defaultPreload: 'intent',
  defaultErrorComponent: ({ error }) => <RouteError error={error} />,
  defaultNotFoundComponent: NotFound,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
