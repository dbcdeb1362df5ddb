// The last line of defence (SPEC §8): a render error outside the router's own error page replaces the
// app with a message to refresh. Device mode offers a download of every ledger first and never deletes
// them; every mode forgets only the UI state (`root` and localStorage).
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { exportAllLedgers, resetUiState } from '../../store/fatal-recovery';
import { readSession } from '../../store/session-store';
import { downloadFile } from '../../ui/download-file';
import './backup.css';
import { describeError } from '../../ui/error-message';

interface State {
  failed: boolean;
}

export class FatalErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Fatal render error', error, info.componentStack);
    resetUiState().catch((e: unknown) => console.error('Resetting the UI state failed', e));
  }

  render(): ReactNode {
    return this.state.failed ? <FatalErrorScreen /> : this.props.children;
  }
}

const FATAL_MESSAGE = 'Something went wrong. Please refresh the page.';

function FatalErrorScreen() {
  const device = readSession().mode === 'device';
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function download() {
    setSaving(true);
    try {
      const file = await exportAllLedgers();
      downloadFile(file.fileName, file.content, file.type);
      setStatus({ ok: true, text: `Backup downloaded as ${file.fileName}.` });
    } catch (error) {
      setStatus({ ok: false, text: `The backup could not be made: ${describeError(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <main className="center-screen">
      <div className="card stack fatal-error">
        <div role="alert">
          <h1>{FATAL_MESSAGE}</h1>
        </div>
        {device ? (
          <>
            <p>
              Your ledgers are still saved in this browser; nothing was deleted. To be safe, download a backup before
              you refresh.
            </p>
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={saving}
              onClick={() => void download()}
            >
              Download backup
            </button>
          </>
        ) : (
          <p>Your ledgers are safe in the cloud. This device’s local settings were cleared.</p>
        )}
        {status ? (
          <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'muted' : 'field-error'}>
            {status.text}
          </p>
        ) : null}
        <button type="button" className="btn btn-block" onClick={() => window.location.reload()}>
          Refresh
        </button>
      </div>
    </main>
  );
}

/**
 * A deliberate crash for the browser tests of this screen, outside the router (whose own error page
 * would catch it otherwise). Only a hand-set localStorage key triggers it, and the screen clears
 * localStorage, so it fires once.
 */
export function TestCrashProbe() {
  if (readTestCrashFlag()) throw new Error('Deliberate crash for tests (vyay-test-crash)');
  return null;
}

function readTestCrashFlag(): boolean {
  try {
    return localStorage.getItem('vyay-test-crash') === '1';
  } catch {
    // Storage blocked by the browser: no flag, and certainly no crash.
    return false;
  }
}
