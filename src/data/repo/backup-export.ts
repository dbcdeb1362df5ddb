// Reads a ledger through the DocumentStore port for a backup: everything under it the exporter may read.
import { buildBackup, buildBundle, type Backup, type BackupBundle, type BackupSettings, type LedgerContents } from '../../domain/backup/format';
import { defaultCommonSettings, defaultMonthlySettings, defaultOnetimeSettings } from '../../domain/defaults';
import type { CommonSettings, Ledger, Member, MonthlySettings, OnetimeSettings, RecurringItem, Transaction } from '../../domain/types';
import { isAdmin } from '../../domain/roles';
import { where, type AuthUser, type DocData, type DocumentStore } from '../ports';
import { paths } from './paths';

type Data<T> = Omit<T, 'id'> & DocData;

/**
 * Everything under one ledger that `readerId` may read. Throws when the ledger itself cannot be read: an
 * export must be whole. A non-admin of a monthly ledger may only read his own entries and no recurring
 * items (SPEC §6), so his export asks for exactly that; an unfiltered query would be refused outright.
 * Without a reader (the admin-only Settings screen) everything is read.
 */
export async function readLedgerContents(docs: DocumentStore, ledgerId: string, readerId?: string): Promise<LedgerContents> {
  const ledger = await docs.get<Data<Ledger>>(paths.ledger(ledgerId));
  if (!ledger) throw new Error(`The ledger ${ledgerId} could not be read.`);
  const monthly = ledger.type === 'monthly';
  const ownOnly = monthly && readerId !== undefined && !isAdmin(ledger, readerId);
  const [members, transactions, recurring, common, monthlySettings, onetime] = await Promise.all([
    docs.query<Data<Member>>(paths.members(ledgerId)),
    docs.query<Data<Transaction>>(paths.transactions(ledgerId), ownOnly ? [where('from', '==', readerId)] : []),
    monthly && !ownOnly ? docs.query<Data<RecurringItem>>(paths.recurringItems(ledgerId)) : Promise.resolve([]),
    docs.get<Data<CommonSettings>>(paths.commonSettings(ledgerId)),
    monthly ? docs.get<Data<MonthlySettings>>(paths.monthlySettings(ledgerId)) : Promise.resolve(null),
    ledger.type === 'onetime' ? docs.get<Data<OnetimeSettings>>(paths.onetimeSettings(ledgerId)) : Promise.resolve(null),
  ]);
  // Settings documents are written with the ledger; defaults stand in for any that went missing.
  const settings: BackupSettings = {
    common: { categories: common?.categories ?? defaultCommonSettings().categories, tags: common?.tags ?? defaultCommonSettings().tags },
    monthly: monthly ? { ...defaultMonthlySettings(ledger.owner), ...pick(monthlySettings, ['paymentMode', 'paidBy']) } : null,
    onetime: ledger.type === 'onetime' ? { ...defaultOnetimeSettings(), ...pick(onetime, ['splitType', 'percentages', 'shares']) } : null,
  };
  return { ledger, members, settings, transactions, recurring };
}

function pick<T extends object, K extends keyof T>(doc: T | null, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (doc && doc[key] !== undefined) out[key] = doc[key];
  return out;
}

/** What the exporter may read of the ledger: all of it for admins, his own entries for monthly members. */
export async function exportLedger(docs: DocumentStore, ledgerId: string, exporter: AuthUser, now: number): Promise<Backup> {
  return buildBackup(await readLedgerContents(docs, ledgerId, exporter.uid), exporter, now);
}

/** Every ledger the user belongs to, for the fatal-error screen's download. */
export async function exportUserLedgers(docs: DocumentStore, user: AuthUser, now: number): Promise<BackupBundle> {
  const ledgers = await docs.query<Data<Ledger>>(paths.ledgers(), [where('contributors', 'array-contains', user.uid)]);
  const backups: Backup[] = [];
  for (const ledger of ledgers) backups.push(await exportLedger(docs, ledger.id, user, now));
  return buildBundle(backups, now);
}
