import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../domain/defaults';
import { NotFound } from '../features/errors/not-found';
import { RouteError } from '../features/errors/route-error';
import { useDocumentTheme } from '../features/shell/use-document-theme';
import type { Session } from '../store/session-store';
import { DialogHost } from '../ui/dialogs';

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
  return (
    <>
      <Outlet />
      <DialogHost />
      {/* Lifted above the fixed bottom bar so a toast never covers (or, paused on hover, blocks) its buttons. */}
      <Toaster
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        theme={theme}
        richColors
        closeButton={false}
        offset={{ bottom: 88 }}
        mobileOffset={{ bottom: 84 }}
      />
    </>
  );
}
