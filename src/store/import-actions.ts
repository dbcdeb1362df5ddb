// Confirming an import from another app: the ImportedLedger becomes a Vyay backup, which goes through the
// same checks and the same atomic restore as 'Import backup', so an import is whole or not there at all.
import { importBackup } from '../data/repo/backup';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from '../domain/backup/format';
import { APP_VERSION, DEFAULT_CATEGORIES, DEFAULT_TAGS, defaultOnetimeSettings } from '../domain/defaults';
import type { ImportedLedger } from '../domain/import/imported-ledger';
import { MAX_LABELS_PER_LIST } from '../domain/limits';
import { COMMON_PAYER, type Transaction } from '../domain/types';
import { chooseLedger } from './ledger-actions';
import { currentLedgerState } from './ledger-store';
import { backendReady, requireUser } from './session-store';

/** The file's data broke a rule every backup keeps: nothing was written. */
export class ImportRefusedError extends Error {}

export interface ImportChoices {
  /** The name typed in the preview. */
  name: string;
  /** The file's person who is the one importing (they become that member), or null for none of them. */
  me: string | null;
}

interface ImportIdentity {
  uid: string;
  now: number;
  /** A fresh document id per transaction. */
  newId: () => string;
}

/**
 * The backup an import restores from. People are named by position ('person-1'), not by their names, so
 * that a name no id may be ('common', 'a/b') is renamed by the restore like any temporary member's
 * instead of refusing the file. The chosen person gets the importer's uid: the restore then puts the
 * importer in their place. Categories: the defaults, then every one the entries use, up to the limit.
 */
export function importedBackup(
  imported: ImportedLedger,
  { name, me }: ImportChoices,
  { uid, now, newId }: ImportIdentity,
): Backup {
  const ids = new Map(imported.members.map((person, i) => [person, `person-${i + 1}`]));
  const idOf = (person: string) => (person === COMMON_PAYER ? person : (ids.get(person) ?? person));
  const categories: string[] = [];
  const seen = new Set<string>();
  const addCategory = (category: string) => {
    const key = category.trim().toLowerCase();
    if (!key || seen.has(key) || categories.length >= MAX_LABELS_PER_LIST) return;
    seen.add(key);
    categories.push(category);
  };
  DEFAULT_CATEGORIES.forEach(addCategory);
  for (const t of imported.transactions) if (t.type !== 'settlement') addCategory(t.category);

  const transactions: Transaction[] = imported.transactions.map((t) => ({
    ...t,
    id: newId(),
    owner: uid,
    createdAt: now,
    updatedAt: now,
    from: idOf(t.from),
    tags: [...t.tags],
    ...(t.payers ? { payers: t.payers.map((p) => ({ ...p, userId: idOf(p.userId) })) } : {}),
    ...(t.splitInfo
      ? {
          splitInfo: {
            method: t.splitInfo.method,
            details: t.splitInfo.details.map((d) => ({ ...d, userId: idOf(d.userId) })),
          },
        }
      : {}),
  }));

  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now,
    appVersion: APP_VERSION,
    ledger: {
      id: 'import',
      name,
      type: 'onetime',
      owner: uid,
      admins: [uid],
      contributors: [uid],
      createdAt: now,
      updatedAt: now,
      currency: imported.currency,
    },
    members: imported.members.map((person) => ({
      id: idOf(person),
      displayName: person,
      userId: person === me ? uid : person,
    })),
    settings: {
      common: { categories, tags: [...DEFAULT_TAGS] },
      monthly: null,
      onetime: defaultOnetimeSettings(),
    },
    transactions,
    recurring: [],
  };
}

export interface ImportDone {
  /** The new ledger's name, numbered when one of that name exists ('Goa trip (2)'). */
  name: string;
  entries: number;
  people: number;
}

/**
 * Writes the import as a new one-time ledger and makes it the active one. The backup is checked as a
 * backup file would be, so whatever the restore could refuse is refused first, with its sentence.
 */
export async function importLedger(imported: ImportedLedger, choices: ImportChoices): Promise<ImportDone> {
  const { docs } = await backendReady();
  const user = requireUser();
  const backup = importedBackup(imported, choices, { uid: user.uid, now: Date.now(), newId: () => docs.newId() });
  const { parseBackupText } = await import('../data/repo/backup-schema');
  const parsed = parseBackupText(JSON.stringify(backup));
  const checked = parsed.ok ? parsed.backups[0] : undefined;
  if (!checked) throw new ImportRefusedError(parsed.ok ? 'The file holds nothing to import.' : parsed.message);
  const ledger = await importBackup(docs, checked, user, {
    existingNames: currentLedgerState().ledgers.map((l) => l.name),
    now: Date.now(),
  });
  await chooseLedger(ledger.id);
  return { name: ledger.name, entries: imported.transactions.length, people: imported.members.length };
}
