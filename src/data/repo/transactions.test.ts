// Settling and unsettling on the device adapter: both are single batches over the right expenses.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMonthlySettlement } from '../../domain/monthly-summary';
import type { Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { MAX_BATCH_WRITES } from './ledgers';
import { deleteTransaction, saveTransaction, saveTransactions, settleExpenses, type TransactionData } from './transactions';

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

describe('bulk save', () => {
  it('writes more than one batch of transactions, keeping given ids and creating the rest', async () => {
    const count = MAX_BATCH_WRITES * 2 + 3;
    const txs = Array.from({ length: count }, (_, i) => ({ ...expense('asha', i + 1, i), ...(i % 2 === 0 ? { id: `given-${i}` } : {}) }));
    const ids = await saveTransactions(docs, 'l1', txs);
    expect(ids).toHaveLength(count);
    expect(ids[0]).toBe('given-0');
    expect(new Set(ids).size).toBe(count);
    const stored = await all();
    expect(stored).toHaveLength(count);
    expect(stored.find((t) => t.id === ids[1])).toMatchObject({ amount: 2, date: 1 });
  });
});
