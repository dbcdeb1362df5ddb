// Restores a backup on the DocumentStore port as a new ledger, so that a half-finished import is never
// visible and is cleaned up when it fails. Reading a ledger for export is in backup-export.ts.
import type { Backup } from '../../domain/backup/format';
import { planImport, type Importer, type KnownUser } from '../../domain/backup/remap';
import type { Ledger } from '../../domain/types';
import type { AuthUser, DocData, DocumentStore, WriteOp } from '../ports';
import { MAX_BATCH_WRITES } from './ledgers';
import { paths } from './paths';
import { findUserByEmail } from './users';

/** People named in the backup by email (only ever the exporter) whose profile exists here. */
async function findKnownUsers(docs: DocumentStore, backup: Backup): Promise<Record<string, KnownUser>> {
  const known: Record<string, KnownUser> = {};
  for (const m of backup.members) {
    if (!m.email) continue;
    const user = await findUserByEmail(docs, m.email);
    if (user?.userId) known[m.id] = { userId: user.userId, displayName: user.displayName || m.displayName };
  }
  return known;
}

function chunks<T>(list: T[], size = MAX_BATCH_WRITES): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Documents keep their id in the path, not in the data. */
function setOp(path: string, doc: object): WriteOp {
  const { id: _id, ...data } = doc as DocData;
  return { type: 'set', path, data };
}

export type ImportProgress = (done: number, total: number) => void;

/**
 * Writes the backup as a new ledger owned by `importer`, in batches within Firestore's limit:
 * 1. the ledger with no contributors, so no ledger list shows it (security rules need it to exist
 *    before transactions can be written under it), with its members and settings;
 * 2. transactions and recurring items;
 * 3. last, the contributors: only now does the ledger appear.
 * If any batch fails, everything already written is deleted again and the error is rethrown.
 */
export async function importBackup(
  docs: DocumentStore,
  backup: Backup,
  importer: AuthUser,
  { existingNames, now, onProgress = () => undefined }: { existingNames: string[]; now: number; onProgress?: ImportProgress },
): Promise<Ledger> {
  const me: Importer = { uid: importer.uid, displayName: importer.displayName };
  const plan = planImport({ backup, importer: me, newLedgerId: docs.newId(), knownUsers: await findKnownUsers(docs, backup), existingNames, now });
  const id = plan.ledger.id;
  const { settings } = plan;
  const first: WriteOp[] = [
    setOp(paths.ledger(id), { ...plan.ledger, admins: [importer.uid], contributors: [] }),
    ...plan.members.map((m) => setOp(paths.member(id, m.id), m)),
    setOp(paths.commonSettings(id), settings.common),
    ...(settings.monthly ? [setOp(paths.monthlySettings(id), settings.monthly)] : []),
    ...(settings.onetime ? [setOp(paths.onetimeSettings(id), settings.onetime)] : []),
  ];
  const rest: WriteOp[] = [
    ...plan.transactions.map((t) => setOp(paths.transaction(id, t.id), t)),
    ...plan.recurring.map((r) => setOp(paths.recurringItem(id, r.id), r)),
  ];
  const reveal: WriteOp = {
    type: 'set',
    path: paths.ledger(id),
    data: { admins: plan.ledger.admins, contributors: plan.ledger.contributors, updatedAt: now },
    merge: true,
  };
  const batches = [...chunks(first), ...chunks(rest), [reveal]];
  const total = first.length + rest.length + 1;
  const written: string[] = [];
  onProgress(0, total);
  try {
    for (const batch of batches) {
      await docs.batch(batch);
      written.push(...batch.map((op) => op.path));
      onProgress(written.length, total);
    }
  } catch (error) {
    await removeWritten(docs, written, paths.ledger(id));
    throw error;
  }
  return plan.ledger;
}

/** Children first and the (still hidden) ledger last, so a failed clean-up never leaves orphans listed. */
async function removeWritten(docs: DocumentStore, written: string[], ledgerPath: string): Promise<void> {
  const children = [...new Set(written)].filter((p) => p !== ledgerPath);
  const ops: WriteOp[] = [...children.map((path): WriteOp => ({ type: 'delete', path }))];
  if (written.includes(ledgerPath)) ops.push({ type: 'delete', path: ledgerPath });
  try {
    for (const batch of chunks(ops)) await docs.batch(batch);
  } catch (error) {
    console.error('Cleaning up a failed import failed; the partial ledger stays hidden', error);
  }
}
