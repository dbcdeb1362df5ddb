// Firebase deletes an account only after a recent sign-in ('auth/requires-recent-login'; five minutes in
// its docs). Asking again a little before that keeps the request from failing halfway through a deletion.
const RECENT_MS = 4 * 60 * 1000;

/** `lastSignInTime` is Firebase's UTC string; an unreadable one counts as long ago, so the person is asked. */
export function signedInRecently(lastSignInTime: string | undefined, now: number): boolean {
  const at = Date.parse(lastSignInTime ?? '');
  return Number.isFinite(at) && now - at >= 0 && now - at < RECENT_MS;
}
