// Restores a backup on the DocumentStore port as a new ledger, so that a half-finished import is never
// visible and is cleaned up when it fails. Reading a ledger for export is in backup-export.ts.
import type { Backup, BackupReceipt } from '../../domain/backup/format';
import { newLedgerId } from '../../domain/ledger-id';
import { planImport, type Importer, type KnownUser } from '../../domain/backup/remap';
import { bytesOfBase64 } from '../../domain/receipt-size';
import type { Ledger, ReceiptMark, Transaction } from '../../domain/types';
import type { AuthUser, DocData, DocumentStore, WriteOp } from '../ports';
import { batchesFor } from './batches';
import { paths } from './paths';
import { attachReceiptOps } from './receipts';
import { findUserByEmail } from './users';

/** People named in the backup by email (only ever the exporter) whose profile exists here. */
async function findKnownUsers(docs: DocumentStore, backup: Backup): Promise<Map<string, KnownUser>> {
  const known = new Map<string, KnownUser>();
  for (const m of backup.members) {
    if (!m.email) continue;
    const user = await findUserByEmail(docs, m.email);
    if (user?.userId) known.set(m.id, { userId: user.userId, displayName: user.displayName || m.displayName });
  }
  return known;
}

/** Documents keep their id in the path, not in the data. */
function setOp(path: string, doc: object): WriteOp {
  const { id: _id, ...data } = doc as DocData;
  return { type: 'set', path, data };
}

type ImportProgress = (done: number, total: number) => void;

/**
 * Firestore takes at most 10 MiB in one commit, and a receipt is up to 5.6 MB of text: receipts go in
 * batches of about this many characters (a larger receipt alone in its own).
 */
const RECEIPT_BATCH_CHARS = 4_000_000;

/** Each receipt's documents as the app writes them (receipts.ts), added by the importer, and its mark. */
function receiptWrites(
  ledgerId: string,
  receipts: BackupReceipt[],
  transactions: Transaction[],
  meta: { by: string; at: number; monthly: boolean },
): { writes: WriteOp[][]; marks: Map<string, ReceiptMark> } {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const marks = new Map<string, ReceiptMark>();
  const writes: WriteOp[][] = [];
  for (const r of receipts) {
    const tx = byId.get(r.transactionId);
    if (!tx) continue;
    const prepared = { type: r.type, name: r.name, bytes: bytesOfBase64(r.data), data: r.data, thumb: r.thumb };
    const about = meta.monthly ? tx.from : '';
    const { ops, mark } = attachReceiptOps(ledgerId, { id: tx.id }, prepared, { by: meta.by, about, at: meta.at });
    marks.set(tx.id, mark);
    writes.push(ops);
  }
  return { writes, marks };
}

const charsOf = (ops: WriteOp[]) =>
  ops.reduce((n, op) => n + (op.type === 'delete' ? 0 : JSON.stringify(op.data).length), 0);

/** Whole receipts per batch, within the store's count and RECEIPT_BATCH_CHARS. */
function receiptBatches(docs: DocumentStore, writes: WriteOp[][]): WriteOp[][] {
  const batches: WriteOp[][] = [];
  let current: WriteOp[] = [];
  let chars = 0;
  for (const ops of writes) {
    const size = charsOf(ops);
    if (current.length && (chars + size > RECEIPT_BATCH_CHARS || current.length + ops.length > docs.maxBatchWrites)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current = [...current, ...ops];
    chars += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * Writes the backup as a new ledger owned by `importer`. On the device that is one transaction: the
 * ledger appears whole or not at all, even if the page is closed midway. In the cloud, in batches
 * within Firestore's limit:
 * 1. the ledger with no contributors, so no ledger list shows it (security rules need it to exist
 *    before transactions can be written under it), with its members and settings;
 * 2. recurring items and transactions, then the receipts (the rules check each against its transaction),
 *    a few per batch;
 * 3. last, the contributors: only now does the ledger appear.
 * If any batch fails, everything already written is deleted again and the error is rethrown. A page
 * closed midway leaves a hidden ledger, which cleanUpHiddenImports (hidden-imports.ts) removes at the
 * next start.
 */
export async function importBackup(
  docs: DocumentStore,
  backup: Backup,
  importer: AuthUser,
  {
    existingNames,
    now,
    onProgress = () => undefined,
  }: { existingNames: string[]; now: number; onProgress?: ImportProgress },
): Promise<Ledger> {
  const me: Importer = { uid: importer.uid, displayName: importer.displayName };
  const plan = planImport({
    backup,
    importer: me,
    newLedgerId: newLedgerId(importer.uid, docs.newId()),
    knownUsers: await findKnownUsers(docs, backup),
    existingNames,
    now,
  });
  const id = plan.ledger.id;
  const { settings } = plan;
  const first: WriteOp[] = [
    setOp(paths.ledger(id), { ...plan.ledger, admins: [importer.uid], contributors: [] }),
    ...plan.members.map((m) => setOp(paths.member(id, m.id), m)),
    setOp(paths.commonSettings(id), settings.common),
    ...(settings.monthly ? [setOp(paths.monthlySettings(id), settings.monthly)] : []),
    ...(settings.onetime ? [setOp(paths.onetimeSettings(id), settings.onetime)] : []),
  ];
  const receipts = receiptWrites(id, plan.receipts, plan.transactions, {
    by: importer.uid,
    at: now,
    monthly: plan.ledger.type === 'monthly',
  });
  // Items before the entries that name them: the rules want a linked entry's item to exist (planImport
  // leaves out links to items the backup does not hold).
  const rest: WriteOp[] = [
    ...plan.recurring.map((r) => setOp(paths.recurringItem(id, r.id), r)),
    ...plan.transactions.map((t) => {
      const mark = receipts.marks.get(t.id);
      return setOp(paths.transaction(id, t.id), mark ? { ...t, receipt: mark } : t);
    }),
  ];
  const reveal: WriteOp = {
    type: 'set',
    path: paths.ledger(id),
    data: { admins: plan.ledger.admins, contributors: plan.ledger.contributors, updatedAt: now },
    merge: true,
  };
  const whole: WriteOp[] = [...first, ...rest, ...receipts.writes.flat(), reveal];
  // The cloud keeps the three steps apart even for a small backup: its rules check entries against the
  // ledger as stored before their batch, so the ledger must already exist when they are written.
  const oneTransaction = !Number.isFinite(docs.maxBatchWrites);
  const batches = oneTransaction
    ? [whole]
    : [...batchesFor(docs, first), ...batchesFor(docs, rest), ...receiptBatches(docs, receipts.writes), [reveal]];
  const total = whole.length;
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
    for (const batch of batchesFor(docs, ops)) await docs.batch(batch);
  } catch (error) {
    console.error('Cleaning up a failed import failed; the partial ledger stays hidden', error);
  }
}
