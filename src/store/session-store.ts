// The session of this page, as one store: the mode, the opened backend, who is signed in, and the ledger
// sync running for them. The router waits for the first auth answer ('loading' until then); routes read
// the session through the router context (`session` below), screens through the hooks.
import { create } from 'zustand';
import type { AuthUser, Backend, HeldReader, Mode } from '../data/ports';
import type { ErrorReporter, LedgerSync } from './ledger-sync';
import { USER_NOT_LOADED } from '../domain/messages';

type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  mode: Mode;
  status: SessionStatus;
  user: AuthUser | null;
  /** Null until storage has opened: the UI may paint from the last saved state before that. */
  backend: Backend | null;
  /** The signed-in user's subscriptions; null while signed out, and while a restored user awaits the auth answer. */
  sync: LedgerSync | null;
  /** Where background failures (subscriptions, sign-out clean-up) are shown. */
  report: ErrorReporter;
  /** Cloud mode: the mirror, readable before the backend has opened; null on the device. */
  held: Promise<HeldReader | null>;
}

const useSessionStore = create<SessionState>()(() => ({
  mode: 'device',
  status: 'loading',
  user: null,
  backend: null,
  sync: null,
  report: (message) => console.error(message),
  held: Promise.resolve(null),
}));

/** The session as routes see it (router context): read when a navigation runs, never written. */
export const session = { getState: useSessionStore.getState, subscribe: useSessionStore.subscribe };
export type Session = typeof session;

export const useSessionStatus = () => useSessionStore((s) => s.status);
export const useCurrentUser = () => useSessionStore((s) => s.user);
export const useMode = () => useSessionStore((s) => s.mode);
export const useBackend = () => useSessionStore((s) => s.backend);
export const readSession = (): Readonly<SessionState> => useSessionStore.getState();
export const subscribeSession = (listener: (state: SessionState, previous: SessionState) => void) =>
  useSessionStore.subscribe(listener);

/** SPEC §5: reading the user before it has loaded is a programming error, not a signed-out state. */
export function requireUser(): AuthUser {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error(USER_NOT_LOADED);
  return user;
}

export function getBackend(): Backend {
  const { backend } = useSessionStore.getState();
  if (!backend) throw new Error('Vyay has not finished starting.');
  return backend;
}

/** Actions may run before storage has opened (the UI paints from the last saved state), so they wait. */
export function backendReady(): Promise<Backend> {
  const { backend } = useSessionStore.getState();
  if (backend) return Promise.resolve(backend);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (!state.backend) return;
      stop();
      resolve(state.backend);
    });
  });
}

// The session's transitions, for session.ts and the last saved state.

export function sessionStarted(mode: Mode, report: ErrorReporter, held: Promise<HeldReader | null>): void {
  useSessionStore.setState({ mode, report, held });
}

export function backendOpened(backend: Backend): void {
  useSessionStore.setState({ backend });
}

/** A restored user has no sync yet: the auth answer starts it. */
export function signedIn(user: AuthUser, sync: LedgerSync | null): void {
  useSessionStore.setState({ status: 'signedIn', user, sync });
}

/** The sync has been stopped; the session stays as it is until the auth answer says otherwise. */
export function syncEnded(): void {
  useSessionStore.setState({ sync: null });
}

export function signedOut(): void {
  useSessionStore.setState({ status: 'signedOut', user: null, sync: null });
}
