// Export and import on the device adapter: a round trip keeps everything, a failed import leaves nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backup } from '../../domain/backup/format';
import { computeBalances } from '../../domain/balances';
import type { Ledger } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { where, type AuthUser, type WriteOp } from '../ports';
import { FIRESTORE_BATCH_WRITES } from '../ports';
import { importBackup } from './backup';
import { cleanUpHiddenImports } from './hidden-imports';
import { exportLedger, exportUserLedgers } from './backup-export';
import { createLedger, deleteLedger } from './ledgers';
import { addMemberByEmail, addTemporaryMember, removeMember } from './members';
import { saveOnetimeSettings } from './settings';
import { saveRecurringItem, saveTransaction, settleExpenses } from './transactions';
import { saveUserProfile } from './users';

let docs: DeviceDocumentStore;
let counter = 0;
const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const ben: AuthUser = { uid: 'uid-ben', email: 'ben@example.com', displayName: 'Ben', photoURL: '' };

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`backup-${++counter}`));
  await saveUserProfile(docs, asha);
});

const T0 = Date.UTC(2026, 0, 1);
const base = {
  description: 'x',
  category: 'Food',
  tags: ['Trip'],
  owner: asha.uid,
  createdAt: T0,
  updatedAt: T0,
  comments: '',
  paymentMode: 'UPI' as const,
};

/** As the cloud store does: at most 450 writes per batch. */
function cloudSized(store: DeviceDocumentStore): void {
  Object.defineProperty(store, 'maxBatchWrites', { value: FIRESTORE_BATCH_WRITES });
}

async function richLedger(): Promise<Ledger> {
  const ledger = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, 1);
  await addTemporaryMember(docs, ledger, 'Ravi');
  const e1 = await saveTransaction(docs, ledger.id, {
    ...base,
    description: 'Milk',
    amount: 50,
    type: 'expense',
    date: T0 + 10,
    from: asha.uid,
  });
  await saveTransaction(docs, ledger.id, {
    ...base,
    description: 'Salary',
    amount: 9000,
    type: 'income',
    date: T0 + 11,
    from: 'common',
  });
  await settleExpenses(
    docs,
    ledger.id,
    'settle-1',
    { ...base, description: 'Settlement', amount: 50, type: 'settlement', date: T0 + 12, from: 'common' },
    [e1],
  );
  await saveRecurringItem(docs, ledger.id, {
    type: 'expense',
    amount: 100,
    description: 'Rent',
    category: 'Rent',
    owner: asha.uid,
    tags: [],
    createdAt: T0,
    from: 'Ravi',
    frequency: 'monthly',
    startDate: T0,
    paymentMode: 'UPI',
  });
  return ledger;
}

/** Ids and timestamps differ between two copies of one ledger; everything else must not. */
function normalise(backup: Backup) {
  return { ...backup, exportedAt: 0, ledger: { ...backup.ledger, id: '', createdAt: 0, updatedAt: 0 } };
}

describe('export and import', () => {
  it('restores a deleted ledger so that exporting it again gives the same backup', async () => {
    const ledger = await richLedger();
    const before = await exportLedger(docs, ledger.id, asha, 100);
    expect(before.transactions.map((t) => t.description)).toEqual(['Milk', 'Salary', 'Settlement']);
    expect(before.transactions[0]).toMatchObject({ isSettled: true, settlementId: before.transactions[2]?.id });
    await deleteLedger(docs, ledger.id, 9000);

    const progress: number[] = [];
    const restored = await importBackup(docs, before, asha, {
      existingNames: [],
      now: 200,
      onProgress: (done) => progress.push(done),
    });
    expect(restored.name).toBe('Household');
    expect(progress.at(-1)).toBe(10);
    const after = await exportLedger(docs, restored.id, asha, 100);
    expect(normalise(after)).toEqual(normalise(before));
    expect(await docs.query('ledgers', [where('contributors', 'array-contains', asha.uid)])).toHaveLength(1);
  });

  it('gives a one-time ledger’s split defaults to the remapped members', async () => {
    const trip = await createLedger(docs, ben, { name: 'Trip', type: 'onetime' }, 1);
    await addTemporaryMember(docs, trip, 'Ravi');
    await saveOnetimeSettings(docs, trip.id, {
      splitType: 'Shares',
      percentages: {},
      shares: { [ben.uid]: 2, Ravi: 1 },
    });
    const backup = await exportLedger(docs, trip.id, ben, 5);
    // Asha restores Ben's backup on a device where Ben has no profile: Ben becomes a temporary member.
    const restored = await importBackup(docs, backup, asha, { existingNames: [], now: 6 });
    expect(await docs.get(`ledgers/${restored.id}/settings/onetime`)).toMatchObject({
      shares: { 'uid-asha': 2, Ravi: 1 },
    });
    expect((await docs.query(`ledgers/${restored.id}/members`)).map((m) => m.id).sort()).toEqual(['Ravi', 'uid-asha']);
  });

  it('restores the entries of people removed from the ledger, each as a temporary member', async () => {
    await saveUserProfile(docs, ben);
    const trip = await createLedger(docs, asha, { name: 'Trip', type: 'onetime' }, 1);
    const ravi = await addTemporaryMember(docs, trip, 'Ravi');
    const benMember = await addMemberByEmail(docs, trip, ben.email, 2);
    const split = (lines: Record<string, number>) => ({
      method: 'Custom' as const,
      details: Object.entries(lines).map(([userId, a]) => ({ userId, amount: a, split: a })),
    });
    await saveTransaction(docs, trip.id, {
      ...base,
      id: 'taxi',
      amount: 300,
      type: 'expense',
      date: T0 + 1,
      from: 'Ravi',
      splitInfo: split({ [asha.uid]: 100, Ravi: 100, [ben.uid]: 100 }),
    });
    await saveTransaction(docs, trip.id, {
      ...base,
      id: 'hotel',
      amount: 900,
      type: 'expense',
      date: T0 + 2,
      from: ben.uid,
      owner: ben.uid,
      splitInfo: split({ [asha.uid]: 450, [ben.uid]: 450 }),
    });
    await saveTransaction(docs, trip.id, {
      ...base,
      id: 'paid',
      amount: 100,
      type: 'settlement',
      date: T0 + 3,
      from: asha.uid,
      splitInfo: split({ Ravi: 100 }),
    });
    await removeMember(docs, trip, ravi, 3);
    await removeMember(docs, { ...trip, contributors: [asha.uid, ben.uid] }, benMember, 4);

    // An ordinary export: only the members left, but every entry.
    const backup = await exportLedger(docs, trip.id, asha, 5);
    expect(backup.members.map((m) => m.id)).toEqual([asha.uid]);
    expect(backup.transactions.map((t) => t.id)).toEqual(['taxi', 'hotel', 'paid']);

    const restored = await importBackup(docs, backup, asha, { existingNames: ['Trip'], now: 6 });
    const members = await docs.query(`ledgers/${restored.id}/members`);
    expect(members.map((m) => [m.id, m.displayName, m.userId]).sort()).toEqual([
      ['Ravi', 'Ravi', 'Ravi'],
      ['uid-asha', 'Asha', 'uid-asha'],
      ['uid-ben', 'uid-ben', 'uid-ben'],
    ]);
    expect(restored).toMatchObject({ name: 'Trip (2)', contributors: [asha.uid], admins: [asha.uid] });

    const again = await exportLedger(docs, restored.id, asha, 7);
    expect(again.transactions.map((t) => [t.id, t.from, t.splitInfo?.details.map((d) => d.userId)])).toEqual([
      ['taxi', 'Ravi', [asha.uid, 'Ravi', ben.uid]],
      ['hotel', ben.uid, [asha.uid, ben.uid]],
      ['paid', asha.uid, ['Ravi']],
    ]);
    // Same balances as the ledger they were exported from, and nobody outside the members.
    const balances = computeBalances(again.transactions, again.members);
    expect(new Map(balances.map((b) => [b.userId, b.net]))).toEqual(
      new Map([
        ['Ravi', 100],
        [asha.uid, -450],
        [ben.uid, 350],
      ]),
    );
    expect(balances).toHaveLength(3);
  });

  it('keeps the exporter as a real member where their profile exists', async () => {
    await saveUserProfile(docs, ben);
    const trip = await createLedger(docs, ben, { name: 'Trip', type: 'onetime' }, 1);
    const restored = await importBackup(docs, await exportLedger(docs, trip.id, ben, 5), asha, {
      existingNames: ['Trip'],
      now: 6,
    });
    expect(restored).toMatchObject({
      name: 'Trip (2)',
      owner: asha.uid,
      contributors: [asha.uid, ben.uid],
      admins: [asha.uid, ben.uid],
    });
  });

  it('is one transaction on the device: a failure at its very end leaves nothing behind', async () => {
    const ledger = await richLedger();
    const backup = await exportLedger(docs, ledger.id, asha, 100);
    await deleteLedger(docs, ledger.id, 9000);
    const realBatch = docs.batch.bind(docs);
    const sizes: number[] = [];
    docs.batch = async (ops: WriteOp[]) => {
      sizes.push(ops.length);
      // A last write IndexedDB cannot store, after every other write of the transaction has run.
      return realBatch([...ops, { type: 'set', path: 'x/unstorable', data: { f: () => 1 } }]);
    };
    await expect(importBackup(docs, backup, asha, { existingNames: [], now: 200 })).rejects.toThrow();
    expect(sizes[0]).toBe(10);
    docs.batch = realBatch;
    expect(await docs.query('ledgers')).toEqual([]);
  });

  it('in the cloud, deletes what it wrote when a batch fails part-way, and the ledger is never listed', async () => {
    const ledger = await richLedger();
    const backup = await exportLedger(docs, ledger.id, asha, 100);
    await deleteLedger(docs, ledger.id, 9000);
    Object.defineProperty(docs, 'maxBatchWrites', { value: 4 });
    const realBatch = docs.batch.bind(docs);
    let calls = 0;
    const touched: string[] = [];
    docs.batch = async (ops: WriteOp[]) => {
      calls += 1;
      touched.push(...ops.map((op) => op.path));
      if (calls === 2) {
        // The ledger is written by now, but hidden: nobody's ledger list contains it.
        expect(await docs.query('ledgers', [where('contributors', 'array-contains', asha.uid)])).toEqual([]);
        throw new Error('disk full');
      }
      return realBatch(ops);
    };
    await expect(importBackup(docs, backup, asha, { existingNames: [], now: 200 })).rejects.toThrow('disk full');
    expect(await docs.query('ledgers')).toEqual([]);
    expect(touched.length).toBeGreaterThan(5);
    for (const path of touched) expect(await docs.get(path)).toBeNull();
  });

  it('in the cloud, splits a large import into batches of at most 450 writes', async () => {
    const ledger = await createLedger(docs, asha, { name: 'Big', type: 'onetime' }, 1);
    for (let i = 0; i < 460; i += 1) {
      await saveTransaction(docs, ledger.id, {
        ...base,
        id: `t${String(i).padStart(3, '0')}`,
        amount: i,
        type: 'expense',
        date: T0 + i,
        from: asha.uid,
      });
    }
    cloudSized(docs);
    const backup = await exportLedger(docs, ledger.id, asha, 1);
    const sizes: number[] = [];
    const realBatch = docs.batch.bind(docs);
    docs.batch = async (ops: WriteOp[]) => {
      sizes.push(ops.length);
      return realBatch(ops);
    };
    const restored = await importBackup(docs, backup, asha, { existingNames: [], now: 2 });
    expect(sizes).toEqual([4, 450, 10, 1]);
    expect(await docs.query(`ledgers/${restored.id}/transactions`)).toHaveLength(460);
  });

  it('removes at start-up a ledger an interrupted import left hidden, once it is an hour old', async () => {
    const ledger = await richLedger();
    const backup = await exportLedger(docs, ledger.id, asha, 100);
    // Small cloud batches, so this small ledger takes several.
    Object.defineProperty(docs, 'maxBatchWrites', { value: 4 });
    const realBatch = docs.batch.bind(docs);
    let calls = 0;
    // The page closes after the first batch: nothing runs the import's own clean-up.
    docs.batch = async (ops: WriteOp[]) => {
      calls += 1;
      if (calls === 1) return realBatch(ops);
      return new Promise<void>(() => undefined);
    };
    void importBackup(docs, backup, asha, { existingNames: [], now: T0 });
    await new Promise((r) => setTimeout(r, 50));
    docs.batch = realBatch;
    const hidden = (await docs.query('ledgers', [where('owner', '==', asha.uid)])).filter(
      (l) => (l.contributors as string[]).length === 0,
    );
    expect(hidden).toHaveLength(1);
    const hiddenId = hidden[0]?.id ?? '';

    // Still within the hour (an import may be running in another tab): left alone.
    expect(await cleanUpHiddenImports(docs, asha.uid, T0 + 10 * 60_000)).toBe(0);
    expect(await cleanUpHiddenImports(docs, asha.uid, T0 + 2 * 3_600_000)).toBe(1);
    expect(await docs.get(`ledgers/${hiddenId}`)).toBeNull();
    expect(await docs.query(`ledgers/${hiddenId}/members`)).toEqual([]);
    // The listed ledger it was exported from is untouched.
    expect(await docs.get(`ledgers/${ledger.id}`)).not.toBeNull();
  });

  it('exports every ledger the user belongs to', async () => {
    await richLedger();
    await createLedger(docs, asha, { name: 'Trip', type: 'onetime' }, 2);
    await createLedger(docs, ben, { name: 'Not mine', type: 'onetime' }, 3);
    const bundle = await exportUserLedgers(docs, asha, 9);
    expect(bundle.format).toBe('vyay-backup-bundle');
    expect(bundle.ledgers.map((b) => b.ledger.name).sort()).toEqual(['Household', 'Trip']);
  });
});
