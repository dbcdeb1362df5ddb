// How Google sign-in asks: a popup in a browser tab, a full-page redirect where a popup cannot work (an
// installed app, a blocked popup), and what each of Google's refusals means to a person. Pure: the SDK's
// functions and the environment are passed in, so every choice and every error is testable without Google.
import { codeOf } from '../error-code';

export type GoogleFlow = 'popup' | 'redirect';

export interface GoogleEnv {
  /** Running as an installed app: `display-mode: standalone`, or iOS's own `navigator.standalone`. */
  standalone: boolean;
}

/** The three Firebase Auth functions sign-in needs, with the SDK's own names and shapes. */
export interface GoogleSdk<A, P, U> {
  signInWithPopup(auth: A, provider: P): Promise<{ user: U }>;
  /** Leaves the page for Google's; the SDK's promise never resolves. */
  signInWithRedirect(auth: A, provider: P): Promise<never>;
  /** On return from the redirect: Google's answer, once; null when no redirect was pending. */
  getRedirectResult(auth: A): Promise<{ user: U } | null>;
}

export const GOOGLE_UNREACHABLE_MESSAGE = "Can't reach Google. Check your connection and try again.";

/** Firebase's codes, said in words a person can act on. */
const FRIENDLY: Record<string, string> = {
  'auth/network-request-failed': GOOGLE_UNREACHABLE_MESSAGE,
  'auth/internal-error': 'Google sign-in could not start. Check your connection and try again.',
  'auth/unauthorized-domain': 'This address is not allowed to sign in to this Firebase project.',
};

/**
 * The person changed their mind (closed the popup, started a second one, backed out of the redirect): the
 * sign-in screen stays as it was, with nothing to apologise for.
 */
const QUIET_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/redirect-cancelled-by-user',
]);

/**
 * An installed app opens a popup outside itself (iOS in Safari, Android in a Custom Tab), where the answer
 * cannot reach the app, so sign-in never finishes there; the redirect stays in the app's own window.
 */
export function chooseFlow(env: GoogleEnv): GoogleFlow {
  return env.standalone ? 'redirect' : 'popup';
}

interface StandaloneSignals {
  matchMedia?: (query: string) => { matches: boolean };
  /** iOS adds `standalone` to its Navigator; other browsers lack it. */
  navigator: object;
}

/** Reads the signals, never writes: pass `window`. iOS Safari before 17 only sets `navigator.standalone`. */
export function isStandalone(win: StandaloneSignals): boolean {
  if (win.matchMedia?.('(display-mode: standalone)').matches) return true;
  return (win.navigator as { standalone?: unknown }).standalone === true;
}

/** A known code becomes its sentence (keeping the code, for logs); anything else keeps its own message. */
export function googleSignInError(error: unknown): Error {
  const code = codeOf(error);
  const message = FRIENDLY[code];
  if (message) return Object.assign(new Error(message), { code });
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Google's answer: the user, or null when the person closed the popup. Where the redirect is used the page
 * navigates to Google and this never resolves; getGoogleRedirectResult finishes it when the app starts again.
 */
export async function signInWithGoogle<A, P, U>(
  sdk: GoogleSdk<A, P, U>,
  auth: A,
  provider: P,
  env: GoogleEnv,
): Promise<U | null> {
  if (chooseFlow(env) === 'redirect') return redirect(sdk, auth, provider);
  try {
    return (await sdk.signInWithPopup(auth, provider)).user;
  } catch (error) {
    const code = codeOf(error);
    if (code === 'auth/popup-blocked') return redirect(sdk, auth, provider);
    if (QUIET_CODES.has(code)) return null;
    throw googleSignInError(error);
  }
}

async function redirect<A, P, U>(sdk: GoogleSdk<A, P, U>, auth: A, provider: P): Promise<never> {
  try {
    return await sdk.signInWithRedirect(auth, provider);
  } catch (error) {
    throw googleSignInError(error);
  }
}

/** The user a redirect brought back, or null when none was pending or the person backed out. */
export async function getGoogleRedirectResult<A, P, U>(sdk: GoogleSdk<A, P, U>, auth: A): Promise<U | null> {
  try {
    return (await sdk.getRedirectResult(auth))?.user ?? null;
  } catch (error) {
    if (QUIET_CODES.has(codeOf(error))) return null;
    throw googleSignInError(error);
  }
}
