// The signed-out screen (SPEC §2): the product name and the way in for this mode.
import { PRODUCT_NAME } from '../../domain/defaults';
import { useMode } from '../../store/session-store';
import { CloudSignIn } from './cloud-sign-in';
import { DeviceSignIn } from './device-sign-in';

export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const mode = useMode();
  return (
    <div className="center-screen">
      <main className="login card stack">
        <header>
          <h1 className="brand">{PRODUCT_NAME}</h1>
          <p className="muted" style={{ textAlign: 'center', margin: 0 }}>
            Shared expenses and budgets, even offline.
          </p>
        </header>
        {mode === 'device' ? <DeviceSignIn onSignedIn={onSignedIn} /> : <CloudSignIn onSignedIn={onSignedIn} />}
        {mode === 'emulator' ? (
          <section className="stack" aria-label="Emulator test account">
            <p className="muted" style={{ margin: 0, fontSize: '0.9rem' }}>
              Emulator build: sign in with a made-up Google account held by the local Auth emulator.
            </p>
            <DeviceSignIn onSignedIn={onSignedIn} variant="emulator" />
          </section>
        ) : null}
      </main>
    </div>
  );
}
