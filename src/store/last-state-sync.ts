// Restores the last saved session state at start-up and keeps it up to date while signed in.
import type { Mode } from '../data/ports';
import type { LedgerState, SavedLedgerState } from './ledger-lifecycle';
import { currentLedgerState, dispatch, subscribeLedgerState } from './ledger-store';
import { clearLastState, readLastState, writeLastState } from './last-state';
import { readSession, signedIn, subscribeSession } from './session-store';

const WRITE_DELAY_MS = 500;

/** Paints the last known session at once; the auth answer and subscriptions confirm or replace it. */
export function restoreLastState(mode: Mode): boolean {
  const last = readLastState(mode);
  if (!last) return false;
  dispatch({ type: 'restored', saved: last.ledger });
  signedIn(last.user, null);
  return true;
}

function savedPart({
  source: _source,
  chosen: _chosen,
  busy: _busy,
  notDownloaded: _notDownloaded,
  ...saved
}: LedgerState): SavedLedgerState {
  return saved;
}

/** Saves the state shortly after it settles; never while subscriptions are still loading. */
export function keepLastState(mode: Mode): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const { status, user } = readSession();
    const state = currentLedgerState();
    // Only live data is saved: a restored state is never written back as if it were confirmed.
    if (status !== 'signedIn' || !user || state.source !== 'live' || state.busy || state.notDownloaded) return;
    writeLastState({ mode, user, ledger: savedPart(state) });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(save, WRITE_DELAY_MS);
  };
  const stopLedger = subscribeLedgerState(schedule);
  // A reload or a closed tab must not leave an older state behind than what the page showed.
  const flush = () => {
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', flush);
  const stopSession = subscribeSession((state) => {
    if (state.status === 'signedOut') {
      clearTimeout(timer);
      clearLastState();
    }
  });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('pagehide', flush);
    stopLedger();
    stopSession();
  };
}
