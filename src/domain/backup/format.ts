// The Vyay backup file (version 2): one ledger with everything under it, or a bundle of several.
import { APP_VERSION } from '../defaults';
import type {
  CommonSettings,
  Ledger,
  Member,
  MonthlySettings,
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
 */
export const BACKUP_VERSION = 2;
/** Every version this app reads, oldest first. */
export const READABLE_BACKUP_VERSIONS: readonly number[] = [1, BACKUP_VERSION];
export type BackupVersion = 1 | typeof BACKUP_VERSION;
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

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
}

/** Orders everything so two exports of the same data are byte-for-byte comparable. */
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
