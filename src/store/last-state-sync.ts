// Restores the last saved session state at start-up and keeps it up to date while signed in.
import type { Mode } from '../data/ports';
import { currentMonth } from '../domain/months';
import { currentActiveKey } from './ledger-sync';
import { ledgerStore } from './ledger-store';
import { clearLastState, readLastState, writeLastState } from './last-state';
import { readSession, setSession, subscribeSession } from './session-store';

const WRITE_DELAY_MS = 500;

/** Paints the last known session at once; the auth answer and subscriptions confirm or replace it. */
export function restoreLastState(mode: Mode): boolean {
  const last = readLastState(mode);
  if (!last) return false;
  // A state saved before the active month was kept has none: the current month stands in.
  const activeMonth = last.ledger.activeMonth ?? currentMonth(Date.now());
  ledgerStore.setState({ ...last.ledger, activeMonth, busy: false, live: false, activeTransaction: null, restoredKey: last.activeKey });
  setSession('signedIn', last.user);
  return true;
}

/** Saves the state shortly after it settles; never while subscriptions are still loading. */
export function keepLastState(mode: Mode): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const { status, user } = readSession();
    const state = ledgerStore.getState();
    if (status !== 'signedIn' || !user || !state.ledgersLoaded || state.busy) return;
    // Only live data is saved: a restored state is never written back as if it were confirmed.
    if (!state.live) return;
    const { busy: _busy, activeTransaction: _active, restoredKey: _restored, live: _live, ...ledger } = state;
    writeLastState({ mode, user, activeKey: currentActiveKey(), ledger });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(save, WRITE_DELAY_MS);
  };
  const stopLedger = ledgerStore.subscribe(schedule);
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
