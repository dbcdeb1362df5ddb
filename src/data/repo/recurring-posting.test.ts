// Posting recurring items on the device adapter: once per period whoever posts (two tabs at once, a run
// again after a reload), never over an entry added by hand, never again after someone deleted it, each
// logged once, and an edit of the item never clobbers what the posting keeps on it.
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeRecurringItem } from '../../domain/decode';
import { ledger, recurring } from '../../domain/test-builders';
import type { Ledger, RecurringItem, Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { LedgerRepository } from './ledger-repository';
import { paths } from './paths';
import { buildFromRecurring } from '../../domain/transaction-documents';

const at = (y: number, m: number, d = 1, h = 0) => new Date(y, m - 1, d, h).getTime();
const DEC_5 = at(2026, 12, 5, 9);
const household: Ledger = ledger({ id: 'home', type: 'monthly', owner: 'asha', admins: ['asha', 'ben'] });
let docs: DeviceDocumentStore;
let counter = 0;

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`recurring-posting-${++counter}`));
});

const as = (uid: string, now = DEC_5) => new LedgerRepository(docs, household, { uid }, () => now);

async function saveItem(over: Partial<RecurringItem>): Promise<RecurringItem> {
  const { id: _id, ...item } = recurring({
    description: 'Rent',
    amount: 25000,
    startDate: at(2026, 10, 20),
    dayOfMonth: 1,
    autoAdd: true,
    postedThrough: '2026-09',
    ...over,
  });
  const id = await as('asha').saveRecurringItem(item);
  return { ...item, id };
}

async function entries(): Promise<Transaction[]> {
  const all = await as('asha').fetchMonths({ year: 2026, month: 1 }, { year: 2027, month: 12 });
  return all.sort((a, b) => a.date - b.date);
}

async function storedItem(id: string) {
  return decodeRecurringItem(id, await docs.get(paths.recurringItem('home', id)));
}

describe('posting a recurring item', () => {
  it('posts the missed months once each, on their day, even from two tabs at once', async () => {
    const rent = await saveItem({});
    const [a, b] = await Promise.all([
      as('asha').postDueRecurring(rent.id, DEC_5),
      as('asha').postDueRecurring(rent.id, DEC_5),
    ]);
    const list = await entries();
    expect(list.map((t) => [t.id, new Date(t.date).getDate(), new Date(t.date).getMonth() + 1])).toEqual([
      [`${rent.id}_2026-11`, 1, 11],
      [`${rent.id}_2026-12`, 1, 12],
    ]);
    expect(list.every((t) => t.recursiveId === rent.id && t.amount === 25000 && t.type === 'expense')).toBe(true);
    // Both tabs may write a month at the same moment: the same id, so still one entry (and one log entry).
    expect([...new Set([...a, ...b].map((p) => p.key))].sort()).toEqual(['2026-11', '2026-12']);
    expect((await storedItem(rent.id))?.postedThrough).toBe('2026-12');
    const log = await docs.query(paths.activity('home'));
    expect(
      log
        .filter((e) => e.kind === 'added')
        .map((e) => e.id)
        .sort(),
    ).toEqual([`posted-${rent.id}_2026-11`, `posted-${rent.id}_2026-12`]);
    // Opened again (a reload): nothing more.
    expect(await as('ben').postDueRecurring(rent.id, DEC_5 + 3600_000)).toEqual([]);
    expect(await entries()).toHaveLength(2);
  });

  it('never posts again a month whose entry someone deleted', async () => {
    const rent = await saveItem({ postedThrough: '2026-11' });
    await as('asha').postDueRecurring(rent.id, DEC_5);
    const [december] = await entries();
    await as('asha').deleteTransaction(december!);
    expect(await as('asha').postDueRecurring(rent.id, DEC_5 + 86_400_000)).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('leaves a month added by hand (Add now) alone', async () => {
    const rent = await saveItem({ postedThrough: '2026-11' });
    await as('asha').saveTransaction(buildFromRecurring(rent, { now: at(2026, 12, 2), owner: 'asha' }));
    expect(await as('asha').postDueRecurring(rent.id, DEC_5)).toEqual([]);
    expect(await entries()).toHaveLength(1);
  });

  it('uses the amount of each month, and stops after the last payment', async () => {
    const emi = await saveItem({
      description: 'EMI',
      amount: 12000,
      amountFrom: '2026-12',
      previousAmount: 11000,
      payments: 1,
      startDate: at(2026, 11, 1),
    });
    await as('asha').postDueRecurring(emi.id, DEC_5);
    expect((await entries()).map((t) => t.amount)).toEqual([11000]);
  });

  it('keeps what the posting stored on the item when the form saves an edit', async () => {
    const rent = await saveItem({});
    await as('asha').postDueRecurring(rent.id, DEC_5);
    // The form was opened before the posting: its draft has no postedThrough.
    const { postedThrough: _p, ...opened } = rent;
    await as('asha').saveRecurringItem({ ...opened, description: 'House rent', payments: undefined });
    const item = await storedItem(rent.id);
    expect(item).toMatchObject({ description: 'House rent', postedThrough: '2026-12' });
    expect(await as('asha').postDueRecurring(rent.id, DEC_5)).toEqual([]);
  });
});
