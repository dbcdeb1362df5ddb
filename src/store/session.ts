// Start-up and the sign-in lifecycle: opens storage, restores the last state, follows the auth answer.
import { modeFromEnv, openBackend, openMirror } from '../data/backend';
import type { AuthUser, Backend, DocumentStore, RefusalListener, SignInInput, Unsubscribe } from '../data/ports';
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
import { positionsEnded } from './positions-store';

/** `stopped` shows a message that stays, with a way to reload: the app cannot go on without one. */
export async function startApp(report: ErrorReporter, stopped: ErrorReporter = report): Promise<void> {
  const mode = modeFromEnv(import.meta.env);
  const mirror = openMirror(mode);
  sessionStarted(mode, report, mirror);
  // Synchronous, before the first render: a returning user sees their ledgers in the first frame.
  restoreLastState(mode);
  keepLastState(mode);
  const [backend] = await Promise.all([openBackend(mode, import.meta.env, refused(report), mirror), hydrateAppState()]);
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
  void finishPendingSignIn(backend, report);
}

/**
 * Cloud mode: a sign-in that went to Google's page and came back (the redirect) ends here, the same way a
 * popup's does. The page it started from is still the address (login's `redirect`), so the login route
 * sends the person on once the session says signed in.
 */
async function finishPendingSignIn(backend: Backend, report: ErrorReporter): Promise<void> {
  if (!backend.auth.finishPendingSignIn) return;
  try {
    const user = await backend.auth.finishPendingSignIn();
    if (user) await welcome(backend.docs, user);
  } catch (error) {
    console.error('Sign-in failed', error);
    report(describeError(error));
  }
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
 * What runs beside the ledger sync, each loaded after the first screen and stopped with the sync: What's new
 * (news-keeper.ts) everywhere; an admin's app posting automatic recurring items (recurring-keeper.ts); and
 * in cloud mode the invite keeper, which carries out claims made through invite links and keeps open invites
 * current (invite-keeper.ts; the device has nobody else to invite), and the history keeper, which brings the
 * last 12 months onto the device at idle moments (history-keeper.ts; the device holds them already).
 */
function alongsideSync() {
  const cloud = readSession().mode !== 'device';
  return async (docs: DocumentStore, user: AuthUser, report: ErrorReporter): Promise<Unsubscribe> => {
    const [recurring, invites, news, history] = await Promise.all([
      import('./recurring-keeper'),
      cloud ? import('./invite-keeper') : Promise.resolve(null),
      import('./news-keeper'),
      cloud ? import('./history-keeper') : Promise.resolve(null),
    ]);
    const stops = [
      recurring.keepRecurring(docs, user, report),
      invites?.keepInvites(docs, user, report),
      history?.keepHistory(docs, user),
    ];
    // Its own stop joins the others once it has its profile id; a stop before then ends it as it arrives.
    const stopped = { now: false };
    news
      .keepNews(docs, user, report)
      .then((stop) => (stopped.now ? stop() : stops.push(stop)))
      .catch((error: unknown) => console.error("Starting What's new failed", error));
    return () => {
      stopped.now = true;
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
  positionsEnded();
  dispatch({ type: 'signedOut', now: Date.now() });
}

/**
 * Delete my account: the ledgers' live reads stop while their person leaves them (the cloud would answer each
 * with refusals), and start again if a step fails, so the screens show where things stand.
 */
export async function pauseLedgerSync(work: () => Promise<void>): Promise<void> {
  const { user } = readSession();
  endSession();
  try {
    await work();
  } catch (error) {
    if (user) applyUser(user);
    throw error;
  }
}

/**
 * Signs in and saves the profile at users/{sha256(email)} (SPEC §4, §7). False when the person closed
 * Google's window: nothing happened.
 */
export async function signIn(input?: SignInInput): Promise<boolean> {
  const { auth, docs } = await backendReady();
  const user = await auth.signIn(input);
  if (!user) return false;
  await welcome(docs, user);
  return true;
}

/** Every way in ends here, whichever way Google answered: the profile is saved and the session starts. */
async function welcome(docs: DocumentStore, user: AuthUser): Promise<void> {
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
