// AuthPort on Firebase Auth: Google sign-in through a popup, with the session kept on this device.
import {
  deleteUser,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
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
import { signedInRecently } from './recent-sign-in';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' };
}

function complete(user: User | null): user is User {
  return Boolean(user?.email && user.displayName);
}

/** Firebase's codes, said in words a person can act on. */
const FRIENDLY: Record<string, string> = {
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': 'Google sign-in could not be reached. Check your connection and try again.',
  'auth/internal-error': 'Google sign-in could not start. Check your connection and try again.',
  'auth/unauthorized-domain': 'This address is not allowed to sign in to this Firebase project.',
};

function friendly(error: unknown): Error {
  const code = (error as { code?: string }).code ?? '';
  const message = FRIENDLY[code];
  if (!message) return error instanceof Error ? error : new Error(String(error));
  return Object.assign(new Error(message), { code });
}

export class FirebaseAuthAdapter implements AuthPort {
  constructor(
    private readonly auth: Auth,
    /** Emulator builds only: sign in with a made-up Google account, since the real popup needs Google's servers. */
    private readonly testAccounts = false,
  ) {}

  onUserChanged(callback: (user: AuthUser | null) => void): Unsubscribe {
    // An account without email or name never counts as signed in (SPEC §4), even if restored from cache.
    return onAuthStateChanged(this.auth, (user) => callback(complete(user) ? toAuthUser(user) : null));
  }

  async signIn(input?: SignInInput): Promise<AuthUser> {
    let user: User;
    try {
      user =
        input && this.testAccounts
          ? await this.signInTestAccount(input)
          : (await signInWithPopup(this.auth, new GoogleAuthProvider())).user;
    } catch (error) {
      throw friendly(error);
    }
    if (!complete(user)) {
      await signOut(this.auth);
      throw new Error(MISSING_IDENTITY_MESSAGE);
    }
    return toAuthUser(user);
  }

  async signOut(): Promise<void> {
    await signOut(this.auth);
  }

  async confirmIdentity(always = false): Promise<void> {
    const user = this.signedInUser();
    if (!always && signedInRecently(user.metadata.lastSignInTime, Date.now())) return;
    try {
      if (this.testAccounts)
        await reauthenticateWithCredential(user, this.testCredential({ name: user.displayName, email: user.email }));
      else await reauthenticateWithPopup(user, new GoogleAuthProvider());
    } catch (error) {
      throw friendly(error);
    }
  }

  async deleteAccount(): Promise<void> {
    try {
      await deleteUser(this.signedInUser());
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/requires-recent-login') {
        throw Object.assign(new Error(RECENT_SIGN_IN_NEEDED), { code: 'auth/requires-recent-login' });
      }
      throw friendly(error);
    }
  }

  private signedInUser(): User {
    const user = this.auth.currentUser;
    if (!user) throw new Error('You are signed out. Sign in again to delete your account.');
    return user;
  }

  /** The Auth emulator accepts an unsigned Google ID token; real projects never see this path. */
  private testCredential({ name, email }: { name: string | null; email: string | null }) {
    const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
    return GoogleAuthProvider.credential(idToken);
  }

  private async signInTestAccount({ name, email }: SignInInput): Promise<User> {
    const { user } = await signInWithCredential(this.auth, this.testCredential({ name, email }));
    return user;
  }
}
