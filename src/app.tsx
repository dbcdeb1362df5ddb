// The app root: 'Loading ...' until storage is open and the first auth answer is in, then the router. A
// returning user's cold start at home draws home first, before the router's code is even parsed, and the
// router takes over a few frames later (issue 34 part 4: the router was a third of the way to the summary).
import { useEffect, useSyncExternalStore } from 'react';
import { FatalErrorBoundary, TestCrashProbe } from './features/backup/fatal-error-boundary';
import { describeError } from './domain/error-text';
import { Home } from './screens/home';
import { RootFrame } from './screens/root-frame';
import { SignedInFrame } from './screens/signed-in-frame';
import { useSessionStatus } from './store/session-store';
import { Loading } from './ui/loading';
import { earlyNavigation, NavigationProvider } from './ui/navigation';

type RoutedModule = typeof import('./routed-app');

interface Routed {
  module: RoutedModule | null;
  error: unknown;
  /** The router has moved off `/` (a tap, a sign-out's redirect): the first home gives way to it for good. */
  leftHome: boolean;
}

/** The router's module, loaded once; `useRouted` renders what it has. */
const routed = {
  state: { module: null, error: null, leftHome: false } as Routed,
  loading: null as Promise<RoutedModule> | null,
  listeners: new Set<() => void>(),
};

function settle(change: Partial<Routed>): void {
  routed.state = { ...routed.state, ...change };
  for (const listener of routed.listeners) listener();
}

/** Loads the router. A failed load (the app's files gone after an update, say) is shown, not left at Loading. */
export function loadRouted(): Promise<RoutedModule> {
  routed.loading ??= import('./routed-app').then(
    (module) => {
      module.onPathChange((path) => {
        if (path !== '/' && !routed.state.leftHome) settle({ leftHome: true });
      });
      settle({ module, error: null });
      return module;
    },
    (error: unknown) => {
      console.error('Loading the router failed', error);
      settle({ error });
      throw error;
    },
  );
  return routed.loading;
}

function useRouted(): Routed {
  return useSyncExternalStore(
    (listener) => {
      routed.listeners.add(listener);
      return () => routed.listeners.delete(listener);
    },
    () => routed.state,
  );
}

const firstHomeNavigation = earlyNavigation(() => loadRouted().then((module) => module.routerNavigation));

/**
 * Home as the router would draw it at `/`, in the same frames, with links that wait for the router. It stays
 * until the router moves elsewhere, so an open menu or section, focus and scroll are never reset under a
 * person's finger; the router draws every screen after that, home included.
 */
function FirstHome() {
  return (
    <NavigationProvider value={firstHomeNavigation}>
      <RootFrame>
        <SignedInFrame>
          <Home />
        </SignedInFrame>
      </RootFrame>
    </NavigationProvider>
  );
}

/** `firstHome`: this start may draw home before the router (a returning user, at `/`). */
export function App({ firstHome }: { firstHome: boolean }) {
  const status = useSessionStatus();
  const { module, error, leftHome } = useRouted();
  useEffect(() => {
    document.documentElement.dataset.ready = status === 'loading' ? 'false' : 'true';
  }, [status]);
  // Signed out on the first home (before its frames stopped, say in a background tab): nothing waits for a frame.
  const drawsFirstHome = firstHome && status === 'signedIn';
  useEffect(() => {
    if (!drawsFirstHome) {
      void loadRouted().catch(() => undefined);
      return;
    }
    // After home's first frame is painted: the router's code is parsed and run while home is on screen.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void loadRouted().catch(() => undefined));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawsFirstHome]);
  const screen = error ? (
    <p className="center-screen" role="alert">
      Vyay could not start: {describeError(error)} Please reload the app.
    </p>
  ) : drawsFirstHome && !leftHome ? (
    <FirstHome />
  ) : module ? (
    <module.RoutedApp />
  ) : (
    <Loading />
  );
  return (
    <FatalErrorBoundary>
      <TestCrashProbe />
      {status === 'loading' ? <Loading /> : screen}
    </FatalErrorBoundary>
  );
}
