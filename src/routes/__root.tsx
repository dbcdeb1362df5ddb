import { lazy, Suspense, useEffect } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/errors/not-found';
import { RouteError } from '../features/errors/route-error';
import { useDocumentTheme } from '../features/shell/use-document-theme';
import type { Session } from '../store/session-store';
import { DialogHost } from '../ui/dialogs';
import { useToasterWanted, wantToaster } from '../ui/toast';
import { whenIdle } from '../ui/when-idle';

// Off the first screen: rendered when the browser is first idle, or when a toast comes before that.
const Toaster = lazy(() => import('../ui/toaster'));

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
  const theme = useDocumentTheme();
  const toaster = useToasterWanted();
  useEffect(() => whenIdle(wantToaster), []);
  return (
    <>
      <Outlet />
      <DialogHost />
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster theme={theme} />
        </Suspense>
      ) : null}
    </>
  );
}
