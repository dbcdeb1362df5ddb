// Restore from the activity log: a deleted entry comes back as it was, with its settlement links, and a
// deleted settlement settles its expenses again, or is refused when they changed since.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../domain/activity';
import { ledger, tx } from '../../domain/test-builders';
import type { Ledger, Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { DocumentStore } from '../ports';
import { decodeEntries } from './activity';
import { AlreadyRestoredError, LedgerRepository, SettlementChangedError } from './ledger-repository';
import { paths } from './paths';

const NOV = Date.UTC(2026, 10, 5, 12);
const LATER = NOV + 60_000;
const NOVEMBER = { year: 2026, month: 11 };

const household: Ledger = ledger({
  id: 'home',
  type: 'monthly',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha', 'ben'],
});
const trip: Ledger = ledger({
  id: 'goa',
  type: 'onetime',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha', 'ben'],
});

interface Opened {
  docs: DocumentStore;
  close(): Promise<void> | void;
}

let counter = 0;
// The device adapter on fake-indexeddb. The cloud adapter runs these paths against the Firestore emulator and
// its rules (emulator-tests/rules/activity.test.ts and receipts.test.ts).
async function open(): Promise<Opened> {
  const docs = new DeviceDocumentStore(await openDeviceDB(`restore-${++counter}`));
  return { docs, close: () => docs.close() };
}

describe('Restore', () => {
  let opened: Opened;
  let docs: DocumentStore;

  beforeEach(async () => {
    opened = await open();
    docs = opened.docs;
  });
  afterEach(() => opened.close());

  const as = (uid: string, of: Ledger = household, now = NOV) => new LedgerRepository(docs, of, { uid }, () => now);

  async function stored(repo: LedgerRepository, over: Partial<Transaction>): Promise<Transaction> {
    const { id: _id, ...draft } = tx({ date: NOV, createdAt: NOV, updatedAt: NOV, owner: 'asha', ...over });
    const id = await repo.saveTransaction(draft);
    return (await repo.getTransaction(id))!;
  }

  /** The log as stored and read back, newest first: what the Activity screen hands Restore. */
  async function log(of: Ledger = household): Promise<ActivityEntry[]> {
    return decodeEntries(await docs.query(paths.activity(of.id))).sort((a, b) => b.at - a.at);
  }

  async function deletionOf(id: string, of: Ledger = household): Promise<ActivityEntry> {
    const entry = (await log(of)).find((e) => e.kind === 'deleted' && e.subject === id);
    if (!entry) throw new Error(`no deletion of ${id} in the log`);
    return entry;
  }

  async function settleBen(asha: LedgerRepository, ...expenses: Transaction[]): Promise<Transaction> {
    await asha.settleMonthly('ben', expenses, NOVEMBER);
    return (await asha.fetchMonth(NOVEMBER)).find((t) => t.type === 'settlement')!;
  }

  it('brings a deleted expense back exactly as it was but for updatedAt, and logs it', async () => {
    const ben = as('ben');
    const milk = await stored(ben, {
      owner: 'ben',
      from: 'ben',
      description: 'Milk',
      amount: 60,
      tags: ['Family'],
      comments: 'two litres',
      paymentMode: 'Cash',
    });
    await ben.deleteTransaction(milk);
    expect(await ben.getTransaction(milk.id)).toBeNull();

    expect(await as('ben', household, LATER).restore(await deletionOf(milk.id))).toBe(milk.id);
    const back = await ben.getTransaction(milk.id);
    expect(back).toEqual({ ...milk, updatedAt: LATER });
    expect(back).not.toHaveProperty('restoredBy');
    expect((await log())[0]).toMatchObject({
      kind: 'restored',
      subject: milk.id,
      by: 'ben',
      about: 'ben',
      title: 'Milk',
    });
  });

  it('names the admin who restored someone else’s entry', async () => {
    const ben = as('ben');
    const milk = await stored(ben, { owner: 'ben', from: 'ben', description: 'Milk' });
    await ben.deleteTransaction(milk);
    await as('asha').restore(await deletionOf(milk.id));
    expect(await ben.getTransaction(milk.id)).toMatchObject({ owner: 'ben', restoredBy: 'asha' });
  });

  it('keeps a settled expense settled when its settlement still exists', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
    const settlement = await settleBen(asha, rent, milk);
    const settledRent = (await asha.getTransaction(rent.id))!;
    await asha.deleteTransaction(settledRent);

    await asha.restore(await deletionOf(rent.id));
    expect(await asha.getTransaction(rent.id)).toMatchObject({ isSettled: true, settlementId: settlement.id });
  });

  it('brings a settled expense back unsettled when its settlement is gone', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
    const settlement = await settleBen(asha, rent, milk);
    await asha.deleteTransaction((await asha.getTransaction(rent.id))!);
    await asha.deleteTransaction(settlement);

    await asha.restore(await deletionOf(rent.id));
    const back = await asha.getTransaction(rent.id);
    expect(back?.isSettled).toBe(false);
    expect(back?.settlementId).toBeUndefined();
  });

  it('settles again the expenses a deleted settlement had settled', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
    const settlement = await settleBen(asha, rent, milk);
    await asha.deleteTransaction(settlement);
    for (const id of [rent.id, milk.id]) expect(await asha.getTransaction(id)).toMatchObject({ isSettled: false });

    await asha.restore(await deletionOf(settlement.id));
    expect(await asha.getTransaction(settlement.id)).toMatchObject({ type: 'settlement', amount: 960 });
    for (const id of [rent.id, milk.id])
      expect(await asha.getTransaction(id)).toMatchObject({ isSettled: true, settlementId: settlement.id });
  });

  it('unsettles a settlement’s expenses when it is undone, as a delete does, and Restore undoes that', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const settlement = await settleBen(asha, rent);
    await asha.deletePayment(settlement.id);
    expect(await asha.getTransaction(rent.id)).toMatchObject({ isSettled: false });
    expect((await deletionOf(settlement.id)).settledIds).toEqual([rent.id]);
    await asha.restore(await deletionOf(settlement.id));
    expect(await asha.getTransaction(rent.id)).toMatchObject({ isSettled: true, settlementId: settlement.id });
  });

  it('refuses to restore a settlement one of whose expenses was deleted since, and writes nothing', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
    const settlement = await settleBen(asha, rent, milk);
    await asha.deleteTransaction(settlement);
    await asha.deleteTransaction((await asha.getTransaction(milk.id))!);
    const before = await log();

    await expect(asha.restore(await deletionOf(settlement.id))).rejects.toBeInstanceOf(SettlementChangedError);
    expect(await asha.getTransaction(settlement.id)).toBeNull();
    expect(await asha.getTransaction(rent.id)).toMatchObject({ isSettled: false });
    expect(await log()).toEqual(before);
  });

  it('refuses to restore a settlement one of whose expenses was settled elsewhere since', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
    const first = await settleBen(asha, rent, milk);
    await asha.deleteTransaction(first);
    // Settled again, this time Rent alone.
    await asha.settleMonthly('ben', [(await asha.getTransaction(rent.id))!], NOVEMBER);
    const second = (await asha.getTransaction(rent.id))!.settlementId;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.id);

    await expect(asha.restore(await deletionOf(first.id))).rejects.toBeInstanceOf(SettlementChangedError);
    expect(await asha.getTransaction(first.id)).toBeNull();
    expect(await asha.getTransaction(rent.id)).toMatchObject({ settlementId: second });
    expect(await asha.getTransaction(milk.id)).toMatchObject({ isSettled: false });
  });

  it('refuses a second restore, on this device or after another restored it', async () => {
    const asha = as('asha', trip);
    const dinner = await stored(asha, { from: 'asha', amount: 1200, description: 'Dinner' });
    await asha.deleteTransaction(dinner);
    const deletion = await deletionOf(dinner.id, trip);
    await as('ben', trip).restore(deletion);
    const entries = (await log(trip)).length;
    await expect(asha.restore(deletion)).rejects.toBeInstanceOf(AlreadyRestoredError);
    expect(await log(trip)).toHaveLength(entries);
  });

  it('restores a one-time Settle Up, which settles no expenses', async () => {
    const ben = as('ben', trip);
    const id = await ben.settleUp({ from: 'ben', to: 'asha', amount: 600 }, []);
    await ben.deletePayment(id);
    expect((await deletionOf(id, trip)).settledIds).toBeUndefined();
    await ben.restore(await deletionOf(id, trip));
    expect(await ben.getTransaction(id)).toMatchObject({ type: 'settlement', amount: 600, from: 'ben' });
  });

  it('brings an entry back without the receipt its delete removed', async () => {
    const asha = as('asha', trip);
    const id = await asha.saveTransaction(
      { ...tx({ date: NOV, createdAt: NOV, updatedAt: NOV, description: 'Fuel' }), id: undefined },
      { type: 'image/jpeg', name: 'fuel.jpg', bytes: 3, data: 'QUJD', thumb: '' },
    );
    const fuel = (await asha.getTransaction(id))!;
    expect(fuel.receipt).toEqual({ type: 'image/jpeg', parts: 1 });
    await asha.deleteTransaction(fuel);
    await asha.restore(await deletionOf(id, trip));
    const back = await asha.getTransaction(id);
    expect(back).not.toHaveProperty('receipt');
    expect(await asha.readReceiptMeta(id)).toBeNull();
  });

  it('restores only deletions of transactions', async () => {
    const asha = as('asha');
    const milk = await stored(asha, { description: 'Milk' });
    const added = (await log()).find((e) => e.kind === 'added' && e.subject === milk.id)!;
    await expect(asha.restore(added)).rejects.toThrow('Only a deleted entry can be restored.');
  });
});
