// The fatal-error screen's store actions (SPEC §8): a rescue download of every ledger, and a reset that
// forgets only the UI state. Kept apart from backup-actions.ts because it ships with the first load.
import { exportUserLedgers } from '../data/repo/backup-export';
import { localDate } from '../domain/backup/format';
import { clearPersistedAppState } from './app-store';
import { backendReady, readSession, subscribeSession } from './session-store';

export interface ExportFile {
  fileName: string;
  content: string;
  type: string;
}

/** The fatal-error screen's rescue copy: every ledger the signed-in user has, read from storage. */
export async function exportAllLedgers(): Promise<ExportFile> {
  await sessionKnown();
  const { user } = readSession();
  if (!user) throw new Error('Nobody is signed in, so there is nothing to back up.');
  const now = Date.now();
  const bundle = await exportUserLedgers((await backendReady()).docs, user, now);
  return {
    fileName: `vyay-backup-${localDate(now)}.json`,
    content: JSON.stringify(bundle, null, 2),
    type: 'application/json',
  };
}

/** The crash may come before the first auth answer; the download waits for it (device mode: at once). */
function sessionKnown(timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (readSession().status !== 'loading') return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error('Vyay has not finished starting.'));
    }, timeoutMs);
    const stop = subscribeSession((state) => {
      if (state.status === 'loading') return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/**
 * SPEC §8's reset after a fatal render error. Only the `root` app state and localStorage go, in every
 * mode. Device mode: IndexedDB holds the only copy of the ledgers. Cloud mode: Firestore's cache can
 * only be cleared on a terminated instance (clearIndexedDbPersistence), which the UI cannot reach, and
 * it may hold writes the server has not acknowledged yet, so it is left alone too.
 */
export async function resetUiState(): Promise<void> {
  // `root` first: it waits for the app state's read, which would otherwise put the theme hint back.
  await clearPersistedAppState();
  try {
    localStorage.clear();
  } catch (error) {
    console.error('Clearing localStorage failed', error);
  }
}
