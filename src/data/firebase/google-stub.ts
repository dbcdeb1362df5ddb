// Emulator builds only: Google's side of sign-in, played by a browser test. The real popup and redirect load
// Google's script, which test machines cannot reach. A test sets `window.__vyayGoogleStub` before the app
// loads (page.addInitScript); the app's own code does everything from the choice of popup or redirect
// onwards, and an account Google "grants" signs in to the Auth emulator, so the session is a real one.
import { signInWithCredential, type Auth, type AuthProvider, type User } from 'firebase/auth';
import type { GoogleSdk } from './google-sign-in';
import { testAccountCredential } from './test-account';

type PopupOutcome = 'granted' | 'blocked' | 'closed' | 'network';

export interface GoogleStub {
  /**
   * How the popup ends: Google grants `account`, the browser blocks it, the person closes it, or there is no
   * network. A list gives the first popup's outcome, then the second's, and so on; the last one repeats.
   */
  popup?: PopupOutcome | PopupOutcome[];
  /** Who Google says the person is; leave out `name` for an account without a display name. */
  account: { name?: string; email?: string };
  /** Stay on the sign-in screen once the redirect has started, until the test dispatches `release`. */
  holdRedirect?: boolean;
}

/** sessionStorage, so that it survives the redirect: Google's calls in order, and a redirect under way. */
const CALLS_KEY = 'vyay-google-stub-calls';
const PENDING_KEY = 'vyay-google-stub-pending';
const RELEASE_EVENT = 'vyay-google-stub-release';

const POPUP_ERRORS = {
  blocked: 'auth/popup-blocked',
  closed: 'auth/popup-closed-by-user',
  network: 'auth/network-request-failed',
} as const;

function authError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/** The stubbed SDK when a test has set one, otherwise null (the app then uses Firebase's own). */
export function googleStub(win: Window): GoogleSdk<Auth, AuthProvider, User> | null {
  const stub = (win as Window & { __vyayGoogleStub?: GoogleStub }).__vyayGoogleStub;
  if (!stub) return null;
  const storage = win.sessionStorage;
  const calls = () => JSON.parse(storage.getItem(CALLS_KEY) ?? '[]') as string[];
  const record = (call: string) => storage.setItem(CALLS_KEY, JSON.stringify([...calls(), call]));
  const outcomes = ([] as PopupOutcome[]).concat(stub.popup ?? 'granted');
  return {
    async signInWithPopup(auth) {
      const earlier = calls().filter((call) => call === 'popup').length;
      record('popup');
      const outcome = outcomes[Math.min(earlier, outcomes.length - 1)] ?? 'granted';
      if (outcome !== 'granted') throw authError(POPUP_ERRORS[outcome]);
      return signInWithCredential(auth, testAccountCredential(stub.account));
    },
    async signInWithRedirect() {
      record('redirect');
      storage.setItem(PENDING_KEY, '1');
      if (stub.holdRedirect)
        await new Promise((resolve) => win.addEventListener(RELEASE_EVENT, resolve, { once: true }));
      // Google sends the person back to the address they left (Firebase's redirectUrl is the current URL),
      // as a new page load, not a reload.
      win.location.assign(win.location.href);
      return new Promise<never>(() => {});
    },
    async getRedirectResult(auth) {
      if (!storage.getItem(PENDING_KEY)) return null;
      storage.removeItem(PENDING_KEY);
      record('redirect result');
      return signInWithCredential(auth, testAccountCredential(stub.account));
    },
  };
}
