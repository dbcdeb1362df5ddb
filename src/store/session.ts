// Start-up and the sign-in lifecycle: opens storage, restores app state, follows the auth answer.
import { modeFromEnv, openBackend } from '../data/backend';
import type { AuthUser, SignInInput, Unsubscribe } from '../data/ports';
import { saveUserProfile } from '../data/repo/users';
import { clearAppStateOnSignOut, followOfflineUseOnly, hydrateAppState } from './app-store';
import { backendReady, getBackend, setBackend } from './backend-holder';
import { keepLastState, restoreLastState } from './last-state-sync';
import { resetLedgerState } from './ledger-store';
import { startLedgerSync, stopLedgerSync, type ErrorReporter } from './ledger-sync';
import { readSession, setMode, setSession } from './session-store';

let stopAuth: Unsubscribe | null = null;
let reporter: ErrorReporter = (message) => console.error(message);
/** The user whose subscriptions run; the session may show a restored user before they start. */
let syncedUid = '';

/** `stopped` shows a message that stays, with a way to reload: the app cannot go on without one. */
export async function startApp(report: ErrorReporter, stopped: ErrorReporter = report): Promise<void> {
  const mode = modeFromEnv(import.meta.env);
  setMode(mode);
  // Synchronous, before the first render: a returning user sees their ledgers in the first frame.
  restoreLastState(mode);
  keepLastState(mode);
  const [backend] = await Promise.all([openBackend(mode, import.meta.env, report), hydrateAppState()]);
  setBackend(backend);
  backend.onStopped?.(stopped);
  const { setNetworkEnabled } = backend;
  if (setNetworkEnabled) {
    // SPEC §3 offlineUseOnly is Firestore's network switch, restored before any read goes out.
    followOfflineUseOnly((offlineOnly) => {
      setNetworkEnabled(!offlineOnly).catch((error: unknown) => report(`Could not change the network mode: ${String(error)}`));
    });
  }
  reporter = report;
  stopAuth?.();
  stopAuth = backend.auth.onUserChanged(applyUser);
}

/** Both the auth listener and a finished sign-in land here; starting twice for one user is a no-op. */
function applyUser(user: AuthUser | null): void {
  if (user) {
    if (syncedUid !== user.uid) {
      // A restored state of someone else (another profile signed in since) must not show for a moment.
      if (readSession().user?.uid !== user.uid) resetLedgerState();
      syncedUid = user.uid;
      void startLedgerSync(getBackend().docs, user, reporter);
    }
    setSession('signedIn', user);
  } else {
    syncedUid = '';
    stopLedgerSync();
    resetLedgerState();
    setSession('signedOut', null);
  }
}

/** Signs in and saves the profile at users/{sha256(email)} (SPEC §4, §7). */
export async function signIn(input?: SignInInput): Promise<void> {
  const { auth, docs } = await backendReady();
  const user = await auth.signIn(input);
  await saveUserProfile(docs, user);
  // The router guard reads the session right after this resolves, so do not wait for the listener.
  applyUser(user);
}

/**
 * Ends the session and forgets the user's data on this device (SPEC §4). In cloud mode that includes
 * Firestore's offline cache, which ends its client, so the page starts afresh on the sign-in screen.
 */
export async function signOut(): Promise<void> {
  syncedUid = '';
  stopLedgerSync();
  clearAppStateOnSignOut();
  const backend = await backendReady();
  await backend.auth.signOut();
  if (!backend.forgetDevice) return;
  try {
    await backend.forgetDevice();
  } catch (error) {
    reporter(`Could not clear this device's copy of your data: ${error instanceof Error ? error.message : String(error)}`);
  }
  window.location.replace('/login');
}
