// Emulator builds only: a made-up Google identity, accepted by the Auth emulator as an unsigned ID token.
// Real projects verify Google's signature and refuse it.
import { GoogleAuthProvider, type OAuthCredential } from 'firebase/auth';

/** Leave out `name` (or `email`) to make an account SPEC §4 refuses. */
export function testAccountCredential({ name, email }: { name?: string; email?: string }): OAuthCredential {
  const idToken = JSON.stringify({ sub: `google-${email ?? name}`, email, email_verified: true, name });
  return GoogleAuthProvider.credential(idToken);
}
