import { createRootRoute, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../domain/defaults';
import { NotFound } from '../features/errors/not-found';
import { RouteError } from '../features/errors/route-error';
import { useDocumentTheme } from '../features/shell/use-document-theme';
import { DialogHost } from '../ui/dialogs';

export const Route = createRootRoute({
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
