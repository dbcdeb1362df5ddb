// Cloud sign-in (SPEC §2): one Google popup. A refused or closed popup says why and changes nothing.
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { signIn } from '../../store/session';
import { describeError } from '../../domain/error-text';

const QUIET_CODES = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];

export function CloudSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  async function login() {
    setBusy(true);
    try {
      await signIn();
      onSignedIn();
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      console.error('Sign-in failed', error);
      if (!QUIET_CODES.includes(code)) toast.error(describeError(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void login()}>
      Login via Google
    </button>
  );
}
