// Backup actions for the Settings screen: export the active ledger, import a backup file. Each throws on
// failure; the screen shows the message. The fatal-error screen's actions are in fatal-recovery.ts.
import { importBackup } from '../data/repo/backup';
import { exportLedger, readLedgerContents } from '../data/repo/backup-export';
import { deleteLedger } from '../data/repo/ledgers';
import { backupFileName } from '../domain/backup/format';
import { transactionsCsv } from '../domain/backup/csv';
import type { ExportFile } from './fatal-recovery';
import { requireActiveLedger } from './active-ledger';
import { chooseLedger } from './ledger-actions';
import { currentLedgerState } from './ledger-store';
import { backendReady, requireUser } from './session-store';

export type { ExportFile } from './fatal-recovery';

/** A problem with the file itself (size, JSON, format, fields): nothing was written. */
export class BackupFileError extends Error {}

/** Actions may run before storage has opened (the UI paints from the last saved state), so they wait. */
const docs = async () => (await backendReady()).docs;

/** The whole ledger; `receipts: false` leaves the receipt files out, for a much smaller file. */
export async function exportActiveLedgerJson({ receipts = true }: { receipts?: boolean } = {}): Promise<ExportFile> {
  const ledger = requireActiveLedger();
  const now = Date.now();
  const backup = await exportLedger(await docs(), ledger.id, requireUser(), now, { receipts });
  return {
    fileName: backupFileName(ledger.name, 'json', now),
    content: JSON.stringify(backup, null, 2),
    type: 'application/json',
  };
}

/** Every transaction of the ledger, not just the month on screen. */
export async function exportActiveLedgerCsv(): Promise<ExportFile> {
  const ledger = requireActiveLedger();
  const now = Date.now();
  const { transactions, members } = await readLedgerContents(await docs(), ledger.id, requireUser().uid);
  return {
    fileName: backupFileName(ledger.name, 'csv', now),
    content: transactionsCsv(transactions, members),
    type: 'text/csv;charset=utf-8',
  };
}

/**
 * Checks the whole file before writing anything, then restores each ledger in it as a new ledger; if
 * one fails, the ones restored before it are deleted again. Makes the (last) restored ledger active.
 * `onProgress` gets the fraction done, 0 to 1.
 */
export async function importBackupFile(
  file: Blob,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<string[]> {
  // The schema (and zod) load only when someone imports, keeping them out of the Settings chunk.
  const { parseBackupText, sizeProblem } = await import('../data/repo/backup-schema');
  const tooBig = sizeProblem(file.size);
  if (tooBig) throw new BackupFileError(tooBig);
  const parsed = parseBackupText(await file.text(), file.size);
  if (!parsed.ok) throw new BackupFileError(parsed.message);

  const user = requireUser();
  const restored: { id: string; name: string }[] = [];
  try {
    for (const [i, backup] of parsed.backups.entries()) {
      const existingNames = [...currentLedgerState().ledgers.map((l) => l.name), ...restored.map((r) => r.name)];
      const ledger = await importBackup(await docs(), backup, user, {
        existingNames,
        now: Date.now(),
        onProgress: (done, total) => onProgress((i + done / total) / parsed.backups.length),
      });
      restored.push({ id: ledger.id, name: ledger.name });
    }
  } catch (error) {
    for (const { id } of restored)
      await deleteLedger(await docs(), id, Date.now()).catch((e: unknown) =>
        console.error('Undoing an import failed', e),
      );
    throw error;
  }
  const last = restored.at(-1);
  if (last) await chooseLedger(last.id);
  return restored.map((r) => r.name);
}
