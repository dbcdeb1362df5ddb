// The Firebase adapter holds every way in to the same rule (SPEC §4): Google's popup and its redirect, with
// the SDK's functions played by fakes and Firebase Auth itself in memory, offline.
import { deleteApp, initializeApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth, type Auth, type AuthProvider, type User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_IDENTITY_MESSAGE } from '../ports';
import { FirebaseAuthAdapter } from './firebase-auth';
import type { GoogleSdk } from './google-sign-in';

let counter = 0;
const apps: ReturnType<typeof initializeApp>[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

function googleAnswers(user: Partial<User>, standalone = false) {
  const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-auth', appId: 'demo-app' }, `auth-${++counter}`);
  apps.push(app);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  const signOut = vi.spyOn(auth, 'signOut');
  const answer = { user: { uid: 'g1', photoURL: null, ...user } as User };
  const google: GoogleSdk<Auth, AuthProvider, User> = {
    signInWithPopup: async () => answer,
    signInWithRedirect: () => new Promise<never>(() => {}),
    getRedirectResult: async () => answer,
  };
  return { adapter: new FirebaseAuthAdapter(auth, { google, env: () => ({ standalone }) }), signOut };
}

describe('FirebaseAuthAdapter', () => {
  it("turns the popup's account into the app's user", async () => {
    const { adapter } = googleAnswers({ email: 'asha@example.com', displayName: 'Asha' });
    await expect(adapter.signIn()).resolves.toEqual({
      uid: 'g1',
      email: 'asha@example.com',
      displayName: 'Asha',
      photoURL: '',
    });
  });

  it.each([
    ['a display name', { email: 'asha@example.com', displayName: null }],
    ['an email', { email: null, displayName: 'Asha' }],
  ])('refuses a popup account without %s, and signs it out again', async (_, user) => {
    const { adapter, signOut } = googleAnswers(user);
    await expect(adapter.signIn()).rejects.toThrow(MISSING_IDENTITY_MESSAGE);
    expect(signOut).toHaveBeenCalled();
  });

  it('holds the account a redirect brought back to the same rule', async () => {
    const complete = googleAnswers({ email: 'asha@example.com', displayName: 'Asha' });
    await expect(complete.adapter.finishPendingSignIn()).resolves.toMatchObject({ displayName: 'Asha' });
    const nameless = googleAnswers({ email: 'asha@example.com', displayName: null });
    await expect(nameless.adapter.finishPendingSignIn()).rejects.toThrow(MISSING_IDENTITY_MESSAGE);
    expect(nameless.signOut).toHaveBeenCalled();
  });
});
