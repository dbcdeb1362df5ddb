// The router and everything only it needs, loaded apart from the first screen (app.tsx): a returning
// user's home is drawn before this module is even parsed, and it takes over a few frames later.
import { Link as RouterLink, RouterProvider, useRouterState } from '@tanstack/react-router';
import { router } from './router';
import { subscribeSession } from './store/session-store';
import { NavigationProvider, type LinkProps, type Navigation, type Target } from './ui/navigation';

// Signing in or out re-runs the route guards, so the page follows the session.
subscribeSession((state, previous) => {
  if (state.status !== previous.status && previous.status !== 'loading') void router.invalidate();
});

// The port's targets are the route tree's own paths (RoutePath), so they are the router's targets too.
type RouterTarget = Parameters<typeof router.navigate>[0];
const asRouterTarget = (target: Target) => target as RouterTarget;

function Link({ to, params, search, markCurrent, children, ...rest }: LinkProps) {
  const current = markCurrent
    ? { activeOptions: { exact: true }, activeProps: { 'aria-current': 'page' as const } }
    : {};
  return (
    <RouterLink {...rest} {...asRouterTarget({ to, params, search })} {...current}>
      {children}
    </RouterLink>
  );
}

export const routerNavigation: Navigation = {
  Link,
  navigate: (target) => router.navigate(asRouterTarget(target)),
  preload: (target) => router.preloadRoute(asRouterTarget(target)).then(() => undefined),
  usePathname: () => useRouterState({ router, select: (s) => s.location.pathname }),
};

/** Calls `listener` with the path after every move the router makes (a link, back, a guard's redirect). */
export function onPathChange(listener: (path: string) => void): () => void {
  return router.history.subscribe(() => listener(router.history.location.pathname));
}

export function RoutedApp() {
  return (
    <NavigationProvider value={routerNavigation}>
      <RouterProvider router={router} />
    </NavigationProvider>
  );
}
