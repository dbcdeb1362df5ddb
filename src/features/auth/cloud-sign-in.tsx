// Cloud sign-in (SPEC §2): Google's popup, or its page where a popup cannot work. A closed popup changes
// nothing; a failure says why. While Google opens the screen says so, since a redirect leaves the page.
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { signIn } from '../../store/session';
import { describeError } from '../../domain/error-text';

export function CloudSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  async function login() {
    setBusy(true);
    try {
      if (await signIn()) onSignedIn();
    } catch (error) {
      console.error('Sign-in failed', error);
      toast.error(describeError(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void login()}
      >
        Login via Google
      </button>
      {/* Present while idle too, so that screen readers announce the change. */}
      <p role="status" className="muted" style={{ margin: busy ? '0.5rem 0 0' : 0, textAlign: 'center' }}>
        {busy ? 'Opening Google…' : ''}
      </p>
    </div>
  );
}
