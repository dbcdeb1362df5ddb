// Who is signed in. The router waits for the first answer ('loading' until then).
import { create } from 'zustand';
import type { AuthUser, Mode } from '../data/ports';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  user: AuthUser | null;
  mode: Mode;
}

const useSessionStore = create<SessionState>()(() => ({ status: 'loading', user: null, mode: 'device' }));

export const useSessionStatus = () => useSessionStore((s) => s.status);
export const useCurrentUser = () => useSessionStore((s) => s.user);
export const useMode = () => useSessionStore((s) => s.mode);
export const readSession = () => useSessionStore.getState();
export const subscribeSession = (listener: (state: SessionState, previous: SessionState) => void) => useSessionStore.subscribe(listener);

export function setSession(status: Exclude<SessionStatus, 'loading'>, user: AuthUser | null): void {
  useSessionStore.setState({ status, user });
}

export function setMode(mode: Mode): void {
  useSessionStore.setState({ mode });
}

/** SPEC §5: reading the user before it has loaded is a programming error, not a signed-out state. */
export function requireUser(): AuthUser {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('Trying to access user before it is loaded.');
  return user;
}
