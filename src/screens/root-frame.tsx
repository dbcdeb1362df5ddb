// What every screen sits in, under the router (routes/__root.tsx) and before it (app.tsx's first home):
// the document's theme, the dialogs, and the toasts, whose code loads once the browser is idle.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useDocumentTheme } from '../features/shell/use-document-theme';
import { DialogHost } from '../ui/dialogs';
import { useToasterWanted, wantToaster } from '../ui/toast';
import { whenIdle } from '../ui/when-idle';

// Off the first screen: rendered when the browser is first idle, or when a toast comes before that.
const Toaster = lazy(() => import('../ui/toaster'));

export function RootFrame({ children }: { children: ReactNode }) {
  const theme = useDocumentTheme();
  const toaster = useToasterWanted();
  useEffect(() => whenIdle(wantToaster), []);
  return (
    <>
      {children}
      <DialogHost />
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster theme={theme} />
        </Suspense>
      ) : null}
    </>
  );
}
