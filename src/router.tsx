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

// Home's code is fetched while storage opens, instead of after the first auth answer starts the router:
// on a cold start that takes one sequential step off the way to the summary.
for (const route of [router.routesById['/_auth'], router.routesById['/_auth/']]) {
  void router.loadRouteChunk(route)?.catch((error: unknown) => console.error('Preloading home failed', error));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
