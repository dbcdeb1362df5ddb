// The choice between Google's popup and its redirect, and what each of Google's answers becomes, with the
// SDK's three functions played by fakes.
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFlow,
  getGoogleRedirectResult,
  GOOGLE_UNREACHABLE_MESSAGE,
  isStandalone,
  signInWithGoogle,
  type GoogleSdk,
} from './google-sign-in';

const AUTH = { name: 'auth' };
const PROVIDER = { providerId: 'google.com' };
const ASHA = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha' };
type User = typeof ASHA;

const TAB = { standalone: false };
const INSTALLED = { standalone: true };

function authError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/** Google's side: the popup resolves or rejects as told; the redirect, like the SDK's, never resolves. */
function fakeSdk(
  popup: () => Promise<{ user: User }>,
  redirectResult: () => Promise<{ user: User } | null> = async () => null,
) {
  return {
    signInWithPopup: vi.fn(popup),
    signInWithRedirect: vi.fn(() => new Promise<never>(() => {})),
    getRedirectResult: vi.fn(redirectResult),
  } satisfies GoogleSdk<typeof AUTH, typeof PROVIDER, User>;
}

/** Whether a promise is still pending once everything already queued has run. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((r) => setTimeout(() => r(pending), 20)),
  ]);
  return first !== pending;
}

describe('chooseFlow', () => {
  it('uses the popup in a browser tab', () => {
    expect(chooseFlow(TAB)).toBe('popup');
  });

  it('uses the redirect in an installed app, where a popup opens outside it', () => {
    expect(chooseFlow(INSTALLED)).toBe('redirect');
  });
});

describe('isStandalone', () => {
  const media = (matches: boolean) => (query: string) => ({
    matches: matches && query === '(display-mode: standalone)',
  });

  it('is true when the display mode is standalone (an installed app on Android or a desktop)', () => {
    expect(isStandalone({ matchMedia: media(true), navigator: {} })).toBe(true);
  });

  it("is true on iOS's home-screen app, which says so only through navigator.standalone", () => {
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
    expect(isStandalone({ navigator: { standalone: true } })).toBe(true);
  });

  it('is false in a browser tab', () => {
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: false } })).toBe(false);
    expect(isStandalone({ matchMedia: media(false), navigator: {} })).toBe(false);
  });
});

describe('signInWithGoogle', () => {
  it("in a tab, returns the popup's user and never redirects", async () => {
    const sdk = fakeSdk(async () => ({ user: ASHA }));
    await expect(signInWithGoogle(sdk, AUTH, PROVIDER, TAB)).resolves.toBe(ASHA);
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(AUTH, PROVIDER);
    expect(sdk.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('falls back to the redirect when the browser blocks the popup, and leaves the page (never resolves)', async () => {
    const sdk = fakeSdk(() => Promise.reject(authError('auth/popup-blocked')));
    const signingIn = signInWithGoogle(sdk, AUTH, PROVIDER, TAB);
    expect(await settles(signingIn)).toBe(false);
    expect(sdk.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(sdk.signInWithRedirect).toHaveBeenCalledWith(AUTH, PROVIDER);
  });

  it('in an installed app, redirects at once without trying a popup', async () => {
    const sdk = fakeSdk(async () => ({ user: ASHA }));
    const signingIn = signInWithGoogle(sdk, AUTH, PROVIDER, INSTALLED);
    expect(await settles(signingIn)).toBe(false);
    expect(sdk.signInWithRedirect).toHaveBeenCalledWith(AUTH, PROVIDER);
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'answers null, with no error, when the popup ends with %s',
    async (code) => {
      const sdk = fakeSdk(() => Promise.reject(authError(code)));
      await expect(signInWithGoogle(sdk, AUTH, PROVIDER, TAB)).resolves.toBeNull();
      expect(sdk.signInWithRedirect).not.toHaveBeenCalled();
    },
  );

  it("says Google can't be reached when the network fails, keeping the code", async () => {
    const sdk = fakeSdk(() => Promise.reject(authError('auth/network-request-failed')));
    const failure = signInWithGoogle(sdk, AUTH, PROVIDER, TAB);
    await expect(failure).rejects.toThrow(GOOGLE_UNREACHABLE_MESSAGE);
    await expect(failure).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    expect(GOOGLE_UNREACHABLE_MESSAGE).toBe("Can't reach Google. Check your connection and try again.");
  });

  it('says the same when the redirect cannot start for want of a network', async () => {
    const sdk = fakeSdk(async () => ({ user: ASHA }));
    sdk.signInWithRedirect.mockImplementation(() => Promise.reject(authError('auth/network-request-failed')));
    await expect(signInWithGoogle(sdk, AUTH, PROVIDER, INSTALLED)).rejects.toThrow(GOOGLE_UNREACHABLE_MESSAGE);
  });

  it('keeps the other friendly sentences, and any other error as it is', async () => {
    const unauthorized = fakeSdk(() => Promise.reject(authError('auth/unauthorized-domain')));
    await expect(signInWithGoogle(unauthorized, AUTH, PROVIDER, TAB)).rejects.toThrow(
      'This address is not allowed to sign in to this Firebase project.',
    );
    const odd = authError('auth/user-disabled');
    const disabled = fakeSdk(() => Promise.reject(odd));
    await expect(signInWithGoogle(disabled, AUTH, PROVIDER, TAB)).rejects.toBe(odd);
  });
});

describe('getGoogleRedirectResult', () => {
  it('is null when no redirect was under way', async () => {
    const sdk = fakeSdk(async () => ({ user: ASHA }));
    await expect(getGoogleRedirectResult(sdk, AUTH)).resolves.toBeNull();
    expect(sdk.getRedirectResult).toHaveBeenCalledWith(AUTH);
  });

  it('is the user the redirect brought back', async () => {
    const sdk = fakeSdk(
      async () => ({ user: ASHA }),
      async () => ({ user: ASHA }),
    );
    await expect(getGoogleRedirectResult(sdk, AUTH)).resolves.toBe(ASHA);
  });

  it('is null when the person backed out of Google’s page, and says why when the network failed', async () => {
    const backedOut = fakeSdk(
      async () => ({ user: ASHA }),
      () => Promise.reject(authError('auth/redirect-cancelled-by-user')),
    );
    await expect(getGoogleRedirectResult(backedOut, AUTH)).resolves.toBeNull();
    const offline = fakeSdk(
      async () => ({ user: ASHA }),
      () => Promise.reject(authError('auth/network-request-failed')),
    );
    await expect(getGoogleRedirectResult(offline, AUTH)).rejects.toThrow(GOOGLE_UNREACHABLE_MESSAGE);
  });
});
