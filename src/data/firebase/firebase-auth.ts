// AuthPort on Firebase Auth: Google sign-in by popup or redirect (google-sign-in.ts), with the session kept
// on this device. Every way in ends in the same check (SPEC §4) before anyone counts as signed in.
import {
  deleteUser,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signInWithCredential,
  signOut,
  type Auth,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import {
  MISSING_IDENTITY_MESSAGE,
  RECENT_SIGN_IN_NEEDED,
  type AuthPort,
  type AuthUser,
  type SignInInput,
  type Unsubscribe,
} from '../ports';
import {
  getGoogleRedirectResult,
  googleSignInError,
  signInWithGoogle,
  type GoogleEnv,
  type GoogleSdk,
} from './google-sign-in';
import { testAccountCredential } from './test-account';
import { signedInRecently } from './recent-sign-in';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' };
}

function complete(user: User | null): user is User {
  return Boolean(user?.email && user.displayName);
}

export const REAUTH_POPUP_BLOCKED =
  "Your browser blocked Google's window. Allow pop-ups for this site, then press Delete my account again.";

export interface FirebaseAuthOptions {
  /** Firebase's popup and redirect functions; an emulator build's browser tests may play Google instead. */
  google: GoogleSdk<Auth, AuthProvider, User>;
  /** Read at each sign-in: how this page is running. */
  env: () => GoogleEnv;
  /** Emulator builds only: sign in with a made-up Google account, since the real popup needs Google's servers. */
  testAccounts?: boolean;
}

export class FirebaseAuthAdapter implements AuthPort {
  constructor(
    private readonly auth: Auth,
    private readonly options: FirebaseAuthOptions,
  ) {}

  onUserChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    // An account without email or name never counts as signed in (SPEC §4), even if restored from cache.
    return onAuthStateChanged(this.auth, (user) => callback(complete(user) ? toAuthUser(user) : null));
  }

  async signIn(input?: SignInInput): Promise<AuthUser | null> {
    const user =
      input && this.options.testAccounts
        ? await this.signInTestAccount(input)
        : await signInWithGoogle(this.options.google, this.auth, new GoogleAuthProvider(), this.options.env());
    return user ? this.accept(user) : null;
  }

  async finishPendingSignIn(): Promise<AuthUser | null> {
    const user = await getGoogleRedirectResult(this.options.google, this.auth);
    return user ? this.accept(user) : null;
  }

  async signOut(): Promise<void> {
    await signOut(this.auth);
  }

  async confirmIdentity(always = false): Promise<void> {
    const user = this.signedInUser();
    if (!always && signedInRecently(user.metadata.lastSignInTime, Date.now())) return;
    try {
      if (this.options.testAccounts)
        await reauthenticateWithCredential(
          user,
          testAccountCredential({ name: user.displayName ?? undefined, email: user.email ?? undefined }),
        );
      // A popup, not a redirect: a redirect would leave the page before anything was deleted, and the person
      // would have to start again. Nothing is deleted yet when this fails.
      else await reauthenticateWithPopup(user, new GoogleAuthProvider());
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/popup-blocked')
        throw new Error(REAUTH_POPUP_BLOCKED, { cause: error });
      throw googleSignInError(error);
    }
  }

  async deleteAccount(): Promise<void> {
    try {
      await deleteUser(this.signedInUser());
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/requires-recent-login') {
        throw Object.assign(new Error(RECENT_SIGN_IN_NEEDED), { code: 'auth/requires-recent-login' });
      }
      throw googleSignInError(error);
    }
  }

  private signedInUser(): User {
    const user = this.auth.currentUser;
    if (!user) throw new Error('You are signed out. Sign in again to delete your account.');
    return user;
  }

  /** SPEC §4: Firebase has signed the account in already, so a refused one is signed out again at once. */
  private async accept(user: User): Promise<AuthUser> {
    if (complete(user)) return toAuthUser(user);
    await signOut(this.auth);
    throw new Error(MISSING_IDENTITY_MESSAGE);
  }

  private async signInTestAccount(input: SignInInput): Promise<User> {
    try {
      return (await signInWithCredential(this.auth, testAccountCredential(input))).user;
    } catch (error) {
      throw googleSignInError(error);
    }
  }
}
