// Settling and unsettling on the device adapter: both are single batches over the right expenses.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMonthlySettlement } from '../../domain/monthly-summary';
import type { Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { deleteTransaction, saveTransaction, settleExpenses, type TransactionData } from './transactions';

let docs: DeviceDocumentStore;
let counter = 0;

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`tx-${++counter}`));
});

function expense(from: string, amount: number, date: number): TransactionData {
  return { description: `${from} ${amount}`, amount, category: 'Food', tags: [], type: 'expense', owner: from, date, createdAt: date, updatedAt: date, comments: '', from, paymentMode: 'UPI' };
}

async function all(): Promise<Transaction[]> {
  return docs.query<TransactionData>('ledgers/l1/transactions');
}

describe('monthly settlement', () => {
  it('settles a payer\'s expenses, and deleting the settlement unsettles exactly those', async () => {
    const a1 = await saveTransaction(docs, 'l1', expense('asha', 100.5, 10));
    const a2 = await saveTransaction(docs, 'l1', expense('asha', 20.25, 20));
    const b1 = await saveTransaction(docs, 'l1', expense('ben', 70, 30));
    const { settlement, settledIds } = buildMonthlySettlement({ payer: 'asha', expenses: await all(), owner: 'asha', year: 2026, month: 11, now: 40 });
    const settlementId = await settleExpenses(docs, 'l1', settlement, settledIds);

    const settled = await all();
    expect(settled.find((t) => t.id === settlementId)).toMatchObject({ type: 'settlement', amount: 120.75 });
    expect(settled.filter((t) => t.isSettled).map((t) => t.id).sort()).toEqual([a1, a2].sort());
    expect(settled.find((t) => t.id === b1)?.isSettled).toBeUndefined();

    const stored = settled.find((t) => t.id === settlementId);
    if (!stored) throw new Error('settlement missing');
    await deleteTransaction(docs, 'l1', stored);
    const after = await all();
    expect(after.map((t) => t.id).sort()).toEqual([a1, a2, b1].sort());
    expect(after.filter((t) => t.isSettled)).toEqual([]);
    expect(after.find((t) => t.id === a1)).toMatchObject({ isSettled: false, settlementId: '' });
  });

  it('replaces a document on edit, dropping fields the edit removed', async () => {
    const id = await saveTransaction(docs, 'l1', { ...expense('asha', 10, 1), recursiveId: 'r1' });
    await saveTransaction(docs, 'l1', { ...expense('asha', 12, 1), id });
    expect(await docs.get(`ledgers/l1/transactions/${id}`)).not.toHaveProperty('recursiveId');
  });
});
