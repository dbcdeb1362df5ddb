// The app root: 'Loading ...' until storage is open and the first auth answer is in, then the router.
import { useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { FatalErrorBoundary, TestCrashProbe } from './features/backup/fatal-error-boundary';
import { router } from './router';
import { subscribeSession, useSessionStatus } from './store/session-store';
import { Loading } from './ui/loading';

// Signing in or out re-runs the route guards, so the page follows the session.
subscribeSession((state, previous) => {
  if (state.status !== previous.status && previous.status !== 'loading') void router.invalidate();
});

export function App() {
  const status = useSessionStatus();
  useEffect(() => {
    document.documentElement.dataset.ready = status === 'loading' ? 'false' : 'true';
  }, [status]);
  return (
    <FatalErrorBoundary>
      <TestCrashProbe />
      {status === 'loading' ? <Loading /> : <RouterProvider router={router} />}
    </FatalErrorBoundary>
  );
}
