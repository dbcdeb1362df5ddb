// Start-up clean-up of cloud imports a closed page left half-written. Kept apart from backup.ts so the
// first screen does not load the import code (remapping, plans) just to check for leftovers.
import { where, type DocumentStore } from '../ports';
import { deleteLedger } from './ledgers';
import { paths } from './paths';

/** An import still running in another tab or on another device touches its ledger more often than this. */
const HIDDEN_IMPORT_GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes ledgers that an import left hidden (no contributors: its page was closed midway), owned by
 * `uid` and untouched for an hour, so a slow import elsewhere is left alone. Run at start-up; returns
 * how many were removed. Never throws: a clean-up failure is logged and tried again next start.
 */
export async function cleanUpHiddenImports(docs: DocumentStore, uid: string, now: number): Promise<number> {
  try {
    const owned = await docs.query(paths.ledgers(), [where('owner', '==', uid)]);
    const hidden = owned.filter(
      (l) =>
        Array.isArray(l.contributors) &&
        l.contributors.length === 0 &&
        !(Number(l.updatedAt) > now - HIDDEN_IMPORT_GRACE_MS),
    );
    for (const ledger of hidden) await deleteLedger(docs, ledger.id, now);
    return hidden.length;
  } catch (error) {
    console.error('Cleaning up an interrupted import failed', error);
    return 0;
  }
}
