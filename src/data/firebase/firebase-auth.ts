// AuthPort on Firebase Auth: Google sign-in by popup or redirect (google-sign-in.ts), with the session kept
// on this device. Every way in ends in the same check (SPEC §4) before anyone counts as signed in.
import {
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signOut,
  type Auth,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import { MISSING_IDENTITY_MESSAGE, type AuthPort, type AuthUser, type SignInInput, type Unsubscribe } from '../ports';
import {
  getGoogleRedirectResult,
  googleSignInError,
  signInWithGoogle,
  type GoogleEnv,
  type GoogleSdk,
} from './google-sign-in';
import { testAccountCredential } from './test-account';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' };
}

function complete(user: User | null): user is User {
  return Boolean(user?.email && user.displayName);
}

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
