// The Vyay backup file (version 3): one ledger with everything under it, or a bundle of several.
import { APP_VERSION } from '../defaults';
import type {
  CommonSettings,
  Ledger,
  Member,
  MonthlySettings,
  ReceiptType,
  SplitDefaults,
  RecurringItem,
  Transaction,
} from '../types';

export const BACKUP_FORMAT = 'vyay-backup';
/** Written by the fatal-error screen: every ledger the user has on this device. */
export const BUNDLE_FORMAT = 'vyay-backup-bundle';
/**
 * 2 added a transaction's `payers`, `originalAmount`, `originalCurrency` and `exchangeRate` and a ledger's
 * `currency`. An app that reads only version 1 refuses a version 2 file rather than dropping those and
 * showing different balances. Version 1 files are still read: they simply have none of them.
 * 3 added `receipts` (each transaction's receipt file, unless the export left them out) and a
 * transaction's `receipt` mark. Versions 1 and 2 are still read: they have no receipts.
 */
export const BACKUP_VERSION = 3;
/** Every version this app reads, oldest first. */
export const READABLE_BACKUP_VERSIONS: readonly number[] = [1, 2, BACKUP_VERSION];
export type BackupVersion = 1 | 2 | typeof BACKUP_VERSION;
/** The largest import that is not a Vyay backup (a CSV from another app), or a file that is not a backup. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/**
 * The largest Vyay backup. Every backup the app writes must read back: a ledger of 100,000 transactions
 * exports to about 49 MB, and a receipt of about 250 KB takes about 333 KB as base64 (100 receipts make
 * about 34 MB), so this allows ten years of entries or about 600 receipts.
 */
export const MAX_BACKUP_FILE_BYTES = 200 * 1024 * 1024;

/**
 * Emails are keyed by hash in `users/`, so only the exporter's own email is known; it lets an import on
 * another device keep the exporter as a real member when their profile exists there.
 */
interface BackupMember extends Member {
  email?: string;
}

export interface BackupSettings {
  common: CommonSettings;
  monthly: MonthlySettings | null;
  /** Files made before Simplify debts existed have no `simplifyDebts`: it was on. */
  onetime: (SplitDefaults & { simplifyDebts?: boolean }) | null;
}

/** A transaction's receipt (receipts/{transactionId} and its parts), with the whole file as base64. */
export interface BackupReceipt {
  transactionId: string;
  type: ReceiptType;
  name: string;
  bytes: number;
  /** A small JPEG data URL, '' for a PDF. */
  thumb: string;
  data: string;
}

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: BackupVersion;
  exportedAt: number;
  appVersion: string;
  ledger: Ledger;
  members: BackupMember[];
  settings: BackupSettings;
  transactions: Transaction[];
  recurring: RecurringItem[];
  /** Version 3. Absent in older files; empty when the export left receipts out. */
  receipts?: BackupReceipt[];
}

export interface BackupBundle {
  format: typeof BUNDLE_FORMAT;
  version: BackupVersion;
  exportedAt: number;
  appVersion: string;
  ledgers: Backup[];
}

export interface LedgerContents {
  ledger: Ledger;
  members: Member[];
  settings: BackupSettings;
  transactions: Transaction[];
  recurring: RecurringItem[];
  /** Read only for a backup that includes them: of these transactions, one each, ordered by transaction. */
  receipts?: BackupReceipt[];
}

/**
 * Orders everything so two exports of the same data are byte-for-byte comparable. A transaction's receipt
 * mark stays even when its receipt is left out (or has not arrived on this device yet): it says there was
 * one. An import writes marks only for the receipts it restores.
 */
export function buildBackup(contents: LedgerContents, exporter: { uid: string; email: string }, now: number): Backup {
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    appVersion: APP_VERSION,
    ledger: contents.ledger,
    members: contents.members
      .map((m): BackupMember =>
        m.userId === exporter.uid && exporter.email ? { ...m, email: exporter.email } : { ...m },
      )
      .sort(byId),
    settings: contents.settings,
    transactions: [...contents.transactions].sort((a, b) => a.date - b.date || byId(a, b)),
    recurring: [...contents.recurring].sort(byId),
    receipts: contents.receipts ?? [],
  };
}

export function buildBundle(ledgers: Backup[], now: number): BackupBundle {
  return { format: BUNDLE_FORMAT, version: BACKUP_VERSION, exportedAt: now, appVersion: APP_VERSION, ledgers };
}

/** Characters that are unsafe in file names on some system, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** `vyay-Household-2026-11-21.json`: the ledger name made safe for every file system, and the local date. */
export function backupFileName(ledgerName: string, extension: 'json' | 'csv', now: number): string {
  const safe =
    ledgerName
      .normalize('NFC')
      .replace(UNSAFE_FILE_CHARS, '-')
      .replace(/\s+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 60)
      .replace(/[-.]+$/, '') || 'ledger';
  return `vyay-${safe}-${localDate(now)}.${extension}`;
}

/** yyyy-MM-dd in the device's time zone; written by hand so the fatal-error screen stays small. */
export function localDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
