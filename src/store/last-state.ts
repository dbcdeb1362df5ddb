// The last known state of a signed-in session, kept in localStorage so a cold start (offline too) paints
// the user's ledgers at once, before storage opens and subscriptions answer; they then replace it
// (ARCHITECTURE.md, State). localStorage because it is read synchronously, in the first frame.
import type { AuthUser, Mode } from '../data/ports';
import type { SavedLedgerState } from './ledger-lifecycle';

const KEY = 'vyay-last-state';
// 2: the ledger state holds decoded entities and the ids of unreadable ones.
// 3: the ledger state names what its active data was read by (`reads`) and the month it shows.
const VERSION = 3;
/** A one-time ledger with years of entries could be large; past this it is not worth the parse. */
const MAX_CHARS = 1_500_000;

interface LastState {
  version: number;
  mode: Mode;
  user: AuthUser;
  /** Its `reads` say which subscriptions produced the active data, so it is only reused for the same reads. */
  ledger: SavedLedgerState;
}

export function readLastState(mode: Mode): LastState | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as Partial<LastState>;
    if (state.version !== VERSION || state.mode !== mode || !state.user?.uid || !state.ledger) return null;
    return state as LastState;
  } catch (error) {
    console.error('The saved last state could not be read; starting without it', error);
    return null;
  }
}

export function writeLastState(state: Omit<LastState, 'version'>): void {
  try {
    const raw = JSON.stringify({ ...state, version: VERSION });
    if (raw.length > MAX_CHARS) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, raw);
  } catch (error) {
    // A full localStorage only costs the instant first paint; the real data is safe in IndexedDB.
    console.error('Saving the last state failed', error);
  }
}

/** Sign-out clears local state (SPEC §4), this copy of the user's ledgers included. */
export function clearLastState(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
