// Delete my account's part in Firebase Auth, with the SDK's functions replaced: when it signs in again
// first, and what a refusal for want of a recent sign-in becomes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { RECENT_SIGN_IN_NEEDED } from '../ports';

const sdk = vi.hoisted(() => ({
  deleteUser: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
}));

vi.mock('firebase/auth', async (original) => ({ ...(await original<typeof import('firebase/auth')>()), ...sdk }));

const { FirebaseAuthAdapter } = await import('./firebase-auth');

const never = () => new Promise<never>(() => {});
/** The adapter with Google's functions unused: deleting needs none of them. */
const adapter = (auth: Auth, testAccounts = false) =>
  new FirebaseAuthAdapter(auth, {
    google: { signInWithPopup: never, signInWithRedirect: never, getRedirectResult: never },
    env: () => ({ standalone: false }),
    testAccounts,
  });

function authWith(lastSignInTime: string | undefined): Auth {
  const currentUser = { email: 'asha@example.com', displayName: 'Asha', metadata: { lastSignInTime } };
  return { currentUser } as unknown as Auth;
}

const justNow = () => new Date(Date.now() - 30_000).toUTCString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toUTCString();

beforeEach(() => {
  for (const fn of Object.values(sdk)) fn.mockReset();
});

describe('confirmIdentity', () => {
  it('asks nothing right after signing in, unless told to', async () => {
    await adapter(authWith(justNow())).confirmIdentity();
    expect(sdk.reauthenticateWithPopup).not.toHaveBeenCalled();
    await adapter(authWith(justNow())).confirmIdentity(true);
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledTimes(1);
  });

  it('signs in again through Google after a while, or with the test account in emulator builds', async () => {
    await adapter(authWith(anHourAgo())).confirmIdentity();
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledTimes(1);
    await adapter(authWith(anHourAgo()), true).confirmIdentity();
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledTimes(1);
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledTimes(1);
  });

  it('says a blocked window in words', async () => {
    sdk.reauthenticateWithPopup.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/popup-blocked' }));
    await expect(adapter(authWith(undefined)).confirmIdentity()).rejects.toThrow(/blocked/);
  });
});

describe('deleteAccount', () => {
  it('deletes the signed-in account', async () => {
    const auth = authWith(justNow());
    await adapter(auth).deleteAccount();
    expect(sdk.deleteUser).toHaveBeenCalledWith(auth.currentUser);
  });

  it('asks for a fresh sign-in when Firebase wants one', async () => {
    sdk.deleteUser.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/requires-recent-login' }));
    await expect(adapter(authWith(justNow())).deleteAccount()).rejects.toThrow(RECENT_SIGN_IN_NEEDED);
  });

  it('refuses when nobody is signed in', async () => {
    await expect(adapter({ currentUser: null } as unknown as Auth).deleteAccount()).rejects.toThrow(/signed out/);
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });
});
