// What an importer makes of another app's export, before anything is written: the preview shows it,
// and confirming turns it into a new one-time ledger whose people are temporary members.
import type { Balance, Transaction } from '../types';

/** A transaction as an importer builds it: the importing user, ids and times are added on confirm. */
export type ImportedTransaction = Omit<Transaction, 'id' | 'owner' | 'createdAt' | 'updatedAt'>;

/**
 * What a refused import says: that nothing was imported, then why. The importers' messages give only
 * the why, so every refusal, whichever step refused it, says the first part exactly once.
 */
export function refusedImport(reason: string): string {
  return `Nothing was imported. ${reason}`;
}

/** A row of the file that was left out, and why, for the preview ("Line 7: Settle all balances"). */
export interface SkippedRow {
  line: number;
  reason: string;
}

export interface ImportedLedger {
  source: 'Splitwise' | 'Spliit';
  /** The name the new ledger is offered (the group's name when the file has one). */
  name: string;
  /** ISO 4217 code of the ledger: the file's main currency. */
  currency: string;
  /** Display names, unique; each becomes a temporary member whose id is the name (SPEC §3). */
  members: string[];
  transactions: ImportedTransaction[];
  skipped: SkippedRow[];
  /** Per person, in ledger currency, as computeBalances gives them for `transactions`. */
  balances: Balance[];
}
