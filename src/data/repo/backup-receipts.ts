// The receipts a backup carries, read for an export. Loaded only when an export includes receipts:
// backup-export.ts ships with the first load (the fatal-error screen's download), this does not.
import type { BackupReceipt } from '../../domain/backup/format';
import type { Transaction } from '../../domain/types';
import type { DocumentStore } from '../ports';
import { readReceipt } from './receipts';

/**
 * The receipts of these transactions, one each, ordered by transaction id (so two exports of the same
 * data are the same file), read one at a time so a ledger of many never holds all its reads in flight at
 * once. A receipt that has not fully arrived on this device yet is left out.
 */
export async function readBackupReceipts(
  docs: DocumentStore,
  ledgerId: string,
  transactions: Transaction[],
): Promise<BackupReceipt[]> {
  const receipts: BackupReceipt[] = [];
  const byId = [...transactions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const tx of byId) {
    if (!tx.receipt) continue;
    const stored = await readReceipt(docs, ledgerId, tx.id);
    if (stored) receipts.push(stored);
  }
  return receipts;
}
