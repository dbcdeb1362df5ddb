// Receipts in a backup, on the device adapter: they come back with their transactions, can be left out,
// are written after their transactions in cloud-sized batches, and what 100 of them weigh.
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BACKUP_FILE_BYTES } from '../../domain/backup/format';
import type { PreparedReceipt } from '../../domain/receipt-parts';
import { base64Length } from '../../domain/receipt-size';
import type { Ledger } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { FIRESTORE_BATCH_WRITES, type AuthUser, type WriteOp } from '../ports';
import { importBackup } from './backup';
import { exportLedger } from './backup-export';
import { parseBackupText } from './backup-schema';
import { LedgerRepository } from './ledger-repository';
import { createLedger } from './ledgers';
import { paths } from './paths';
import { saveUserProfile } from './users';

let docs: DeviceDocumentStore;
let counter = 0;
const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const T0 = Date.UTC(2026, 0, 10);

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`backup-receipts-${++counter}`));
  await saveUserProfile(docs, asha);
});

function receipt(bytes: number, over: Partial<PreparedReceipt> = {}): PreparedReceipt {
  return {
    type: 'image/webp',
    name: 'bill.webp',
    bytes,
    data: randomBytes(bytes).toString('base64'),
    thumb: 'data:image/jpeg;base64,QUJD',
    ...over,
  };
}

const entry = (description: string, i = 0) => ({
  description,
  amount: 100 + i,
  category: 'Food',
  tags: [],
  type: 'expense' as const,
  owner: asha.uid,
  date: T0 + i,
  createdAt: T0,
  updatedAt: T0,
  comments: '',
  from: asha.uid,
  paymentMode: 'UPI' as const,
});

async function trip(type: Ledger['type'] = 'onetime') {
  const ledger = await createLedger(docs, asha, { name: 'Goa', type }, 1);
  return { ledger, repo: new LedgerRepository(docs, ledger, asha, () => T0) };
}

/** What the Settings screen downloads, read back as the import reads it. */
async function roundTrip(ledgerId: string, receipts = true) {
  const text = JSON.stringify(await exportLedger(docs, ledgerId, asha, T0, { receipts }), null, 2);
  const parsed = parseBackupText(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return { text, backup: parsed.backups[0]! };
}

describe('receipts in a backup', () => {
  it('come back with their transactions, the same files, added by whoever imports', async () => {
    const { ledger, repo } = await trip('monthly');
    const photo = receipt(2000);
    const pdf = receipt(5000, { type: 'application/pdf', name: 'hotel.pdf', thumb: '' });
    const dinner = await repo.saveTransaction(entry('Dinner'), photo);
    const hotel = await repo.saveTransaction(entry('Hotel', 1), pdf);
    await repo.saveTransaction(entry('Taxi', 2));

    const { backup } = await roundTrip(ledger.id);
    expect(backup.version).toBe(3);
    expect(backup.receipts?.map((r) => r.transactionId).sort()).toEqual([dinner, hotel].sort());

    const restored = await importBackup(docs, backup, asha, { existingNames: ['Goa'], now: T0 + 5 });
    const again = new LedgerRepository(docs, restored, asha, () => T0);
    expect(await again.readReceipt(dinner)).toEqual({
      transactionId: dinner,
      type: 'image/webp',
      name: 'bill.webp',
      bytes: 2000,
      thumb: photo.thumb,
      data: photo.data,
    });
    expect((await again.readReceipt(hotel))?.data).toBe(pdf.data);
    const stored = await docs.get(paths.receipt(restored.id, dinner));
    expect(stored).toMatchObject({ addedBy: asha.uid, about: asha.uid, at: T0 + 5 });
    const entries = await again.fetchMonth({ year: 2026, month: 1 });
    expect(Object.fromEntries(entries.map((t) => [t.description, t.receipt]))).toEqual({
      Dinner: { type: 'image/webp', parts: 1 },
      Hotel: { type: 'application/pdf', parts: 1 },
      Taxi: undefined,
    });
  });

  it('can be left out: no files, so the restored entries have none (their marks say there was one)', async () => {
    const { ledger, repo } = await trip();
    const dinner = await repo.saveTransaction(entry('Dinner'), receipt(2000));
    const { backup } = await roundTrip(ledger.id, false);
    expect(backup.receipts).toEqual([]);
    expect(backup.transactions[0]?.receipt).toEqual({ type: 'image/webp', parts: 1 });

    const restored = await importBackup(docs, backup, asha, { existingNames: ['Goa'], now: T0 + 5 });
    expect(await docs.get(paths.receipt(restored.id, dinner))).toBeNull();
    expect((await docs.get(paths.transaction(restored.id, dinner)))?.receipt).toBeUndefined();
  });

  it('are written after their transactions in the cloud, whole, in batches of a few megabytes', async () => {
    const { ledger, repo } = await trip();
    for (let i = 0; i < 12; i += 1) await repo.saveTransaction(entry(`Bill ${i}`, i), receipt(600_000));
    const { backup } = await roundTrip(ledger.id);

    Object.defineProperty(docs, 'maxBatchWrites', { value: FIRESTORE_BATCH_WRITES });
    const batches: WriteOp[][] = [];
    const realBatch = docs.batch.bind(docs);
    docs.batch = (ops) => {
      batches.push(ops);
      return realBatch(ops);
    };
    const restored = await importBackup(docs, backup, asha, { existingNames: ['Goa'], now: T0 + 5 });

    const written = batches.flat().map((op) => op.path);
    const firstReceipt = written.findIndex((p) => p.includes('/receipts/'));
    const lastTransaction = written.findLastIndex((p) => p.includes('/transactions/'));
    expect(firstReceipt).toBeGreaterThan(lastTransaction);
    for (const batch of batches.filter((b) => b.some((op) => op.path.includes('/receipts/')))) {
      const chars = batch.reduce((n, op) => n + (op.type === 'delete' ? 0 : JSON.stringify(op.data).length), 0);
      expect(chars).toBeLessThan(5_000_000);
      // Each receipt's description and parts together.
      const ids = new Set(batch.map((op) => op.path.split('/receipts/')[1]?.split('/')[0]));
      for (const id of ids) expect(batch.filter((op) => op.path.endsWith(`/receipts/${id}`))).toHaveLength(1);
    }
    expect(
      await new LedgerRepository(docs, restored, asha).readReceipt(backup.receipts![0]!.transactionId),
    ).not.toBeNull();
  });

  it('a backup of 100 receipts of 250 KB is about 35 MB: base64 adds a third (measured)', async () => {
    const { ledger, repo } = await trip();
    const RECEIPT_BYTES = 250_000;
    // A 160 px JPEG thumbnail is about 9 KB: 12,000 characters as a data URL.
    const thumb = () => `data:image/jpeg;base64,${randomBytes(9000).toString('base64')}`;
    for (let i = 0; i < 100; i += 1)
      await repo.saveTransaction(entry(`Bill ${i}`, i), receipt(RECEIPT_BYTES, { thumb: thumb() }));

    const withReceipts = Buffer.byteLength((await roundTrip(ledger.id)).text);
    const without = Buffer.byteLength((await roundTrip(ledger.id, false)).text);
    const files = 100 * RECEIPT_BYTES;
    console.log(
      `Backup of 100 transactions: ${(without / 1e6).toFixed(3)} MB without receipts; with 100 receipts of ` +
        `${RECEIPT_BYTES / 1000} KB (${files / 1e6} MB of files): ${(withReceipts / 1e6).toFixed(2)} MB ` +
        `(${(withReceipts / 2 ** 20).toFixed(2)} MiB), ${(withReceipts / files).toFixed(3)}× the files`,
    );
    expect(withReceipts - without).toBeGreaterThan(100 * base64Length(RECEIPT_BYTES));
    expect(withReceipts / files).toBeGreaterThan(4 / 3);
    expect(withReceipts / files).toBeLessThan(1.4);
    expect(without).toBeLessThan(100_000);
    expect(withReceipts).toBeLessThan(MAX_BACKUP_FILE_BYTES);
  }, 60_000);
});
