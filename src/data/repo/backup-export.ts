// Reads a ledger through the DocumentStore port for a backup: everything under it the exporter may read.
import {
  buildBackup,
  buildBundle,
  type Backup,
  type BackupBundle,
  type BackupSettings,
  type LedgerContents,
} from '../../domain/backup/format';
import {
  decodeCommonSettings,
  decodeLedger,
  decodeMember,
  decodeMonthlySettings,
  decodeOnetimeSettings,
  decodeRecurringItem,
  decodeTransaction,
} from '../../domain/decode';
import { isAdmin, onlyOwnEntries } from '../../domain/roles';
import { where, type AuthUser, type DocumentStore } from '../ports';
import { decodeList } from './decoded';
import { paths } from './paths';

export interface ExportOptions {
  /** Each transaction's receipt file (a backup's largest part); true unless the person leaves them out. */
  receipts?: boolean;
}

/**
 * Everything under one ledger that `readerId` may read. Throws when the ledger itself cannot be read: an
 * export must be whole. A non-admin of a monthly ledger may only read his own entries and no recurring
 * items (SPEC §6), so his export asks for exactly that; an unfiltered query would be refused outright.
 * Without a reader (the admin-only Settings screen) everything is read.
 */
export async function readLedgerContents(
  docs: DocumentStore,
  ledgerId: string,
  readerId?: string,
  { receipts = false }: ExportOptions = {},
): Promise<LedgerContents> {
  const stored = await docs.get(paths.ledger(ledgerId));
  const ledger = stored ? decodeLedger(stored.id, stored) : null;
  if (!ledger) throw new Error(`The ledger ${ledgerId} could not be read.`);
  const monthly = ledger.type === 'monthly';
  const ownOnly =
    readerId === undefined ? undefined : onlyOwnEntries({ monthly, admin: isAdmin(ledger, readerId) }, readerId);
  const [members, transactions, recurring, common, monthlySettings, onetime] = await Promise.all([
    docs.query(paths.members(ledgerId)),
    docs.query(paths.transactions(ledgerId), ownOnly ? [where('from', '==', ownOnly)] : []),
    monthly && !ownOnly ? docs.query(paths.recurringItems(ledgerId)) : Promise.resolve([]),
    docs.get(paths.commonSettings(ledgerId)),
    monthly ? docs.get(paths.monthlySettings(ledgerId)) : Promise.resolve(null),
    ledger.type === 'onetime' ? docs.get(paths.onetimeSettings(ledgerId)) : Promise.resolve(null),
  ]);
  // Entries that cannot be read are left out, as on screen: a backup holds only what can be restored.
  // Settings documents are written with the ledger; the decoders' defaults stand in for any that went missing.
  const monthlyRead = decodeMonthlySettings(monthlySettings);
  const settings: BackupSettings = {
    common: decodeCommonSettings(common),
    monthly: monthly ? { ...monthlyRead, paidBy: monthlyRead.paidBy || ledger.owner } : null,
    onetime: ledger.type === 'onetime' ? decodeOnetimeSettings(onetime) : null,
  };
  const entries = decodeList(transactions, decodeTransaction).items;
  return {
    ledger,
    members: decodeList(members, decodeMember).items,
    settings,
    transactions: entries,
    recurring: decodeList(recurring, decodeRecurringItem).items,
    ...(receipts
      ? { receipts: await (await import('./backup-receipts')).readBackupReceipts(docs, ledgerId, entries) }
      : {}),
  };
}

/**
 * What the exporter may read of the ledger: all of it for admins, his own entries for monthly members,
 * with their receipts unless `options` leaves them out.
 */
export async function exportLedger(
  docs: DocumentStore,
  ledgerId: string,
  exporter: AuthUser,
  now: number,
  { receipts = true }: ExportOptions = {},
): Promise<Backup> {
  return buildBackup(await readLedgerContents(docs, ledgerId, exporter.uid, { receipts }), exporter, now);
}

/** Every ledger the user belongs to, for the fatal-error screen's download. */
export async function exportUserLedgers(docs: DocumentStore, user: AuthUser, now: number): Promise<BackupBundle> {
  const ledgers = decodeList(
    await docs.query(paths.ledgers(), [where('contributors', 'array-contains', user.uid)]),
    decodeLedger,
  ).items;
  const backups: Backup[] = [];
  for (const ledger of ledgers) backups.push(await exportLedger(docs, ledger.id, user, now));
  return buildBundle(backups, now);
}
