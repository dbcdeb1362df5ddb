// Start-up and the sign-in lifecycle: opens storage, restores the last state, follows the auth answer.
import { modeFromEnv, openBackend } from '../data/backend';
import type { AuthUser, DocumentStore, RefusalListener, SignInInput, Unsubscribe } from '../data/ports';
import { saveUserProfile } from '../data/repo/users';
import { clearAppStateOnSignOut, followOfflineUseOnly, hydrateAppState } from './app-store';
import { keepLastState, restoreLastState } from './last-state-sync';
import { currentLedgerState, dispatch } from './ledger-store';
import { LedgerSync, type ErrorReporter } from './ledger-sync';
import {
  backendOpened,
  backendReady,
  getBackend,
  readSession,
  sessionStarted,
  signedIn,
  signedOut,
  syncEnded,
} from './session-store';
import { describeError } from '../domain/error-text';

/** `stopped` shows a message that stays, with a way to reload: the app cannot go on without one. */
export async function startApp(report: ErrorReporter, stopped: ErrorReporter = report): Promise<void> {
  const mode = modeFromEnv(import.meta.env);
  sessionStarted(mode, report);
  // Synchronous, before the first render: a returning user sees their ledgers in the first frame.
  restoreLastState(mode);
  keepLastState(mode);
  const [backend] = await Promise.all([openBackend(mode, import.meta.env, refused(report)), hydrateAppState()]);
  backendOpened(backend);
  backend.onStopped(stopped);
  // SPEC §3 offlineUseOnly is Firestore's network switch, restored before any read goes out.
  followOfflineUseOnly((offlineOnly) => {
    backend
      .setNetworkEnabled(!offlineOnly)
      .catch((error: unknown) => report(`Could not change the network mode: ${String(error)}`));
  });
  // Like the backend, the auth listener lives as long as the page.
  backend.auth.onUserChanged(applyUser);
}

/**
 * A write the server refused after the app called it saved (cloud mode): the person is told what was
 * undone and the entry is kept (refused-entries.ts, loaded only then). Should that fail, the plain line
 * is still shown, so a refusal is never silent.
 */
function refused(report: ErrorReporter): RefusalListener {
  return (message, refusal) => {
    import('./refused-entries')
      .then(({ keepRefusedWrite }) => keepRefusedWrite(refusal))
      .catch((error: unknown) => {
        console.error(error);
        report(message);
      });
  };
}

/** Both the auth listener and a finished sign-in land here; a second answer for the same user starts nothing. */
function applyUser(user: AuthUser | null): void {
  if (!user) {
    endSession();
    signedOut();
    return;
  }
  const { sync, user: shown, report } = readSession();
  if (sync?.user.uid === user.uid) {
    signedIn(user, sync);
    return;
  }
  // Someone else's ledgers (a restored state, or another profile signed in since) must not show for a moment.
  if (shown?.uid !== user.uid) endSession();
  signedIn(user, new LedgerSync(getBackend().docs, user, report, Date.now, alongsideSync()));
}

/**
 * An admin's app posts automatic recurring items (recurring-keeper.ts). Cloud mode: it also carries out
 * claims made through invite links, and keeps open invites current (invite-keeper.ts, loaded only then);
 * the device has nobody else to invite. Both load after the first screen, and stop with the sync.
 */
function alongsideSync() {
  const cloud = readSession().mode !== 'device';
  return async (docs: DocumentStore, user: AuthUser, report: ErrorReporter): Promise<Unsubscribe> => {
    const [recurring, invites] = await Promise.all([
      import('./recurring-keeper'),
      cloud ? import('./invite-keeper') : Promise.resolve(null),
    ]);
    const stops = [recurring.keepRecurring(docs, user, report), invites?.keepInvites(docs, user, report)];
    return () => {
      for (const stop of stops) stop?.();
    };
  };
}

/**
 * The one teardown of a session (SPEC §4): every subscription ends and everything loaded is forgotten.
 * signOut() runs it before the credentials go (the cloud would answer open subscriptions with refusals);
 * the auth answer that follows then finds nothing left to end.
 */
function endSession(): void {
  const { sync } = readSession();
  if (!sync && currentLedgerState().source === 'none') return;
  sync?.stop();
  syncEnded();
  dispatch({ type: 'signedOut', now: Date.now() });
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
 * Ends the session and forgets the user's data on this device (SPEC §4). The sign-in screen follows the
 * auth answer, so it shows once the sign-out is stored. In cloud mode forgetting includes Firestore's
 * offline cache, which ends its client, so the page starts afresh on the sign-in screen.
 */
export async function signOut(): Promise<void> {
  const uid = readSession().user?.uid;
  endSession();
  clearAppStateOnSignOut();
  const backend = await backendReady();
  await backend.auth.signOut();
  // Only a backend that ends with the session has this; the device's storage stays open for the next person.
  if (!backend.forgetDevice) return;
  // Only the cloud refuses writes, so only there are entries kept from refusals.
  if (uid) await forgetKeptEntries(uid);
  try {
    await backend.forgetDevice();
  } catch (error) {
    readSession().report(`Could not clear this device's copy of your data: ${describeError(error)}`);
  }
  window.location.replace('/login');
}

/** Entries kept from refused writes are this user's data too; a failure to clear them is said, not fatal. */
async function forgetKeptEntries(uid: string): Promise<void> {
  try {
    const { clearKeptEntries } = await import('./refused-entries');
    await clearKeptEntries(uid);
  } catch (error) {
    readSession().report(`Could not clear this device's copy of your data: ${describeError(error)}`);
  }
}
