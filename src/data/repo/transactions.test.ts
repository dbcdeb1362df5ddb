// Transactions on the device adapter: settling and unsettling are single batches over the right
// expenses, settling twice writes one settlement, and an edit from a stale screen only writes its own
// fields, never brings back a deleted entry and never leaves Paid out of step with the settlements.
import { beforeEach, describe, expect, it } from 'vitest';
import { monthlySettlementId } from '../../domain/derived-id';
import { changedFields } from '../../domain/transaction-changes';
import { buildMonthlySettlement } from '../../domain/monthly-summary';
import type { Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { FIRESTORE_BATCH_WRITES } from '../ports';
import {
  deleteTransaction,
  getTransaction,
  saveTransaction,
  saveSettleUpOnce,
  saveTransactions,
  SettledMeanwhileError,
  settleExpenses,
  TransactionDeletedError,
  unsettledNow,
  type TransactionData,
} from './transactions';
import { updateTransaction } from './transaction-edit';

let docs: DeviceDocumentStore;
let counter = 0;
const NOV = Date.UTC(2026, 10, 1);

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`tx-${++counter}`));
});

function expense(from: string, amount: number, day: number): TransactionData {
  const date = NOV + day * 86_400_000;
  return {
    description: `${from} ${amount}`,
    amount,
    category: 'Food',
    tags: [],
    type: 'expense',
    owner: from,
    date,
    createdAt: date,
    updatedAt: date,
    comments: '',
    from,
    paymentMode: 'UPI',
  };
}

async function all(): Promise<Transaction[]> {
  return docs.query<TransactionData>('ledgers/l1/transactions');
}

async function settle(payer: string): Promise<string> {
  const { settlement, settledIds } = buildMonthlySettlement({
    payer,
    expenses: await all(),
    owner: 'asha',
    year: 2026,
    month: 11,
    now: NOV + 20 * 86_400_000,
  });
  return settleExpenses(docs, 'l1', await monthlySettlementId(settledIds), settlement, settledIds);
}

describe('monthly settlement', () => {
  it("settles a payer's expenses, and deleting the settlement unsettles exactly those", async () => {
    const a1 = await saveTransaction(docs, 'l1', expense('asha', 100.5, 1));
    const a2 = await saveTransaction(docs, 'l1', expense('asha', 20.25, 2));
    const b1 = await saveTransaction(docs, 'l1', expense('ben', 70, 3));
    const settlementId = await settle('asha');

    const settled = await all();
    expect(settled.find((t) => t.id === settlementId)).toMatchObject({ type: 'settlement', amount: 120.75 });
    expect(
      settled
        .filter((t) => t.isSettled)
        .map((t) => t.id)
        .sort(),
    ).toEqual([a1, a2].sort());
    expect(settled.find((t) => t.id === b1)?.isSettled).toBeUndefined();

    const stored = settled.find((t) => t.id === settlementId);
    if (!stored) throw new Error('settlement missing');
    await deleteTransaction(docs, 'l1', stored);
    const after = await all();
    expect(after.map((t) => t.id).sort()).toEqual([a1, a2, b1].sort());
    expect(after.filter((t) => t.isSettled)).toEqual([]);
    expect(after.find((t) => t.id === a1)).toMatchObject({ isSettled: false, settlementId: '' });
  });

  it('writes one settlement when Settle Now is pressed twice on the same list (two tabs)', async () => {
    await saveTransaction(docs, 'l1', expense('asha', 300, 1));
    await saveTransaction(docs, 'l1', expense('asha', 200, 2));
    const staleList = await all();
    const build = () =>
      buildMonthlySettlement({ payer: 'asha', expenses: staleList, owner: 'asha', year: 2026, month: 11, now: NOV });
    const first = build();
    const second = build();
    const [idA, idB] = await Promise.all([
      monthlySettlementId(first.settledIds),
      monthlySettlementId(second.settledIds),
    ]);
    await settleExpenses(docs, 'l1', idA, first.settlement, first.settledIds);
    await settleExpenses(docs, 'l1', idB, second.settlement, second.settledIds);
    expect((await all()).filter((t) => t.type === 'settlement')).toEqual([
      expect.objectContaining({ id: idA, amount: 500 }),
    ]);
  });

  it('re-reads the expenses before settling: ones settled or deleted meanwhile are left out', async () => {
    const a1 = await saveTransaction(docs, 'l1', expense('asha', 300, 1));
    const a2 = await saveTransaction(docs, 'l1', expense('asha', 200, 2));
    const a3 = await saveTransaction(docs, 'l1', expense('asha', 50, 3));
    await settleExpenses(docs, 'l1', 'earlier', { ...expense('asha', 300, 4), type: 'settlement' }, [a1]);
    await deleteTransaction(docs, 'l1', { id: a3, type: 'expense' });
    expect((await unsettledNow(docs, 'l1', [a1, a2, a3])).map((t) => t.id)).toEqual([a2]);
  });

  it('fails as a whole when an expense it settles was deleted meanwhile, instead of writing half of it', async () => {
    const a1 = await saveTransaction(docs, 'l1', expense('asha', 300, 1));
    const a2 = await saveTransaction(docs, 'l1', expense('asha', 200, 2));
    const { settlement, settledIds } = buildMonthlySettlement({
      payer: 'asha',
      expenses: await all(),
      owner: 'asha',
      year: 2026,
      month: 11,
      now: NOV,
    });
    await deleteTransaction(docs, 'l1', { id: a2, type: 'expense' });
    await expect(settleExpenses(docs, 'l1', 's1', settlement, settledIds)).rejects.toThrow('Document not found');
    expect(await all()).toEqual([expect.objectContaining({ id: a1, amount: 300 })]);
    expect((await all())[0]).not.toHaveProperty('isSettled');
  });
});

describe('edits', () => {
  /** The copy an edit form holds: read when it opened. */
  async function open(id: string): Promise<Transaction> {
    const tx = await getTransaction(docs, 'l1', id);
    if (!tx) throw new Error(`${id} is missing`);
    return tx;
  }

  it('a stale form that fixes the description leaves the settlement made meanwhile alone', async () => {
    const id = await saveTransaction(docs, 'l1', { ...expense('asha', 500, 1), description: 'Grocries' });
    const form = await open(id);
    const settlementId = await settle('asha');
    await updateTransaction(docs, 'l1', form, changedFields(form, { ...form, description: 'Groceries' }), NOV + 5);
    expect(await getTransaction(docs, 'l1', id)).toMatchObject({
      description: 'Groceries',
      amount: 500,
      isSettled: true,
      settlementId,
      updatedAt: NOV + 5,
    });
  });

  it('never writes settlement fields, even when asked', async () => {
    const id = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    const settlementId = await settle('asha');
    await updateTransaction(
      docs,
      'l1',
      await open(id),
      { isSettled: false, settlementId: '', comments: 'hi' },
      NOV + 5,
    );
    expect(await getTransaction(docs, 'l1', id)).toMatchObject({ isSettled: true, settlementId, comments: 'hi' });
  });

  it('applies the changed fields on top of a change made meanwhile to another field', async () => {
    const id = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    const tabA = await open(id);
    const tabB = await open(id);
    await updateTransaction(docs, 'l1', tabB, changedFields(tabB, { ...tabB, category: 'Rent' }), NOV + 1);
    await updateTransaction(docs, 'l1', tabA, changedFields(tabA, { ...tabA, comments: 'from tab A' }), NOV + 2);
    expect(await getTransaction(docs, 'l1', id)).toMatchObject({ category: 'Rent', comments: 'from tab A' });
  });

  it('keeps amount and split lines from one form: a stale description fix leaves a new split alone', async () => {
    const lines = (total: number) => ['asha', 'ben', 'ravi'].map((userId) => ({ userId, split: 1, amount: total / 3 }));
    const id = await saveTransaction(docs, 'l1', {
      ...expense('asha', 900, 1),
      splitInfo: { method: 'Equal', details: lines(900) },
    });
    const tabA = await open(id);
    const tabB = await open(id);
    // B raises the amount and its lines; A, still showing 900, only fixes the description.
    await updateTransaction(
      docs,
      'l1',
      tabB,
      changedFields(tabB, { ...tabB, amount: 1200, splitInfo: { method: 'Equal', details: lines(1200) } }),
      NOV + 1,
    );
    await updateTransaction(
      docs,
      'l1',
      tabA,
      changedFields(tabA, { ...tabA, description: 'Dinner', splitInfo: { method: 'Equal', details: lines(900) } }),
      NOV + 2,
    );
    const stored = await getTransaction(docs, 'l1', id);
    expect(stored).toMatchObject({ description: 'Dinner', amount: 1200 });
    expect(stored?.splitInfo?.details.map((l) => l.amount)).toEqual([400, 400, 400]);
  });

  it('says the transaction was deleted, and writes nothing, when it was deleted meanwhile', async () => {
    const id = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    const form = await open(id);
    await deleteTransaction(docs, 'l1', { id, type: 'expense' });
    await expect(updateTransaction(docs, 'l1', form, { description: 'Back?' }, NOV)).rejects.toBeInstanceOf(
      TransactionDeletedError,
    );
    await expect(updateTransaction(docs, 'l1', form, { description: 'Back?' }, NOV)).rejects.toThrow(
      'This transaction was deleted on another device.',
    );
    expect(await all()).toEqual([]);
  });

  it('takes a settled expense whose amount changes out of its settlement, which shrinks to match', async () => {
    const groceries = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    const rent = await saveTransaction(docs, 'l1', expense('asha', 1000, 2));
    const settlementId = await settle('asha');
    await updateTransaction(docs, 'l1', await open(groceries), { amount: 450, from: 'asha' }, NOV + 5);
    const after = await all();
    expect(after.find((t) => t.id === groceries)).toMatchObject({ amount: 450, isSettled: false, settlementId: '' });
    expect(after.find((t) => t.id === rent)).toMatchObject({ isSettled: true, settlementId });
    // Paid (the settled expenses) and the settlement agree again: 1000 each, its split line too.
    expect(after.find((t) => t.id === settlementId)).toMatchObject({
      amount: 1000,
      splitInfo: { details: [{ userId: 'asha', amount: 1000, split: 1000 }] },
    });
  });

  it('takes a settled expense moved to another month out of its settlement', async () => {
    const groceries = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    await saveTransaction(docs, 'l1', expense('asha', 1000, 2));
    await settle('asha');
    await updateTransaction(docs, 'l1', await open(groceries), { date: Date.UTC(2026, 11, 2) }, NOV + 5);
    expect(await getTransaction(docs, 'l1', groceries)).toMatchObject({ isSettled: false });
  });

  it('refuses to unsettle an expense that was settled only after the form opened', async () => {
    const groceries = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    const form = await open(groceries);
    const settlementId = await settle('asha');
    await expect(updateTransaction(docs, 'l1', form, { amount: 450, from: 'asha' }, NOV + 5)).rejects.toBeInstanceOf(
      SettledMeanwhileError,
    );
    expect(await getTransaction(docs, 'l1', groceries)).toMatchObject({ amount: 500, isSettled: true, settlementId });
  });

  it('deletes a settlement left settling nothing when its only expense changes amount', async () => {
    const groceries = await saveTransaction(docs, 'l1', expense('asha', 500, 1));
    const settlementId = await settle('asha');
    await updateTransaction(docs, 'l1', await open(groceries), { amount: 450 }, NOV + 5);
    expect(await getTransaction(docs, 'l1', settlementId)).toBeNull();
    expect(await getTransaction(docs, 'l1', groceries)).toMatchObject({ amount: 450, isSettled: false });
  });
});

describe('edits of several payers and foreign amounts', () => {
  const payers = [
    { userId: 'asha', amount: 600 },
    { userId: 'ravi', amount: 400 },
  ];
  const foreign = { originalAmount: 11.1, originalCurrency: 'EUR', exchangeRate: 90.1 };

  async function open(id: string): Promise<Transaction> {
    const tx = await getTransaction(docs, 'l1', id);
    if (!tx) throw new Error(`${id} is missing`);
    return tx;
  }
  const stored = (id: string) => docs.get<TransactionData>(`ledgers/l1/transactions/${id}`);
  const form = ({ id: _id, ...rest }: Transaction): TransactionData => rest;

  it('deletes the payers and the foreign amount a form dropped, and nothing else', async () => {
    const id = await saveTransaction(docs, 'l1', {
      ...expense('asha', 1000, 1),
      comments: 'kept',
      payers,
      ...foreign,
    });
    const opened = await open(id);
    const { payers: _p, originalAmount: _a, originalCurrency: _c, exchangeRate: _r, ...plain } = form(opened);
    await updateTransaction(docs, 'l1', opened, changedFields(opened, { ...plain, amount: 999 }), NOV + 5);
    const after = await stored(id);
    expect(after).not.toHaveProperty('payers');
    expect(after).not.toHaveProperty('originalAmount');
    expect(after).not.toHaveProperty('originalCurrency');
    expect(after).not.toHaveProperty('exchangeRate');
    expect(after).toEqual({ ...expense('asha', 1000, 1), id, comments: 'kept', amount: 999, updatedAt: NOV + 5 });
  });

  it('writes payers and a foreign amount an edit adds, and changes them on a later edit', async () => {
    const id = await saveTransaction(docs, 'l1', expense('asha', 1000, 1));
    const opened = await open(id);
    await updateTransaction(
      docs,
      'l1',
      opened,
      changedFields(opened, { ...form(opened), payers, ...foreign }),
      NOV + 5,
    );
    expect(await stored(id)).toMatchObject({ payers, ...foreign, amount: 1000, from: 'asha' });
    const again = await open(id);
    const swapped = [
      { userId: 'asha', amount: 300 },
      { userId: 'ravi', amount: 700 },
    ];
    await updateTransaction(
      docs,
      'l1',
      again,
      changedFields(again, { ...form(again), payers: swapped, from: 'ravi', exchangeRate: 90.2 }),
      NOV + 6,
    );
    expect(await stored(id)).toMatchObject({ payers: swapped, from: 'ravi', ...foreign, exchangeRate: 90.2 });
  });

  it('keeps payers a stale form never touched when it only fixes the description', async () => {
    const id = await saveTransaction(docs, 'l1', { ...expense('asha', 1000, 1), payers });
    const stale = await open(id);
    const fresh = await open(id);
    const moved = [
      { userId: 'asha', amount: 550 },
      { userId: 'ravi', amount: 450 },
    ];
    await updateTransaction(docs, 'l1', fresh, changedFields(fresh, { ...form(fresh), payers: moved }), NOV + 1);
    // The stale form still shows the old payers; its draft carries them, unchanged from what it opened.
    await updateTransaction(
      docs,
      'l1',
      stale,
      changedFields(stale, { ...form(stale), description: 'Dinner' }),
      NOV + 2,
    );
    expect(await stored(id)).toMatchObject({ description: 'Dinner', payers: moved });
  });

  it('takes a settled monthly expense whose payers change out of its settlement', async () => {
    const groceries = await saveTransaction(docs, 'l1', expense('asha', 1000, 1));
    const rent = await saveTransaction(docs, 'l1', expense('asha', 2000, 2));
    const settlementId = await settle('asha');
    const opened = await open(groceries);
    await updateTransaction(docs, 'l1', opened, changedFields(opened, { ...form(opened), payers }), NOV + 5);
    const after = await all();
    expect(after.find((t) => t.id === groceries)).toMatchObject({ payers, isSettled: false, settlementId: '' });
    expect(after.find((t) => t.id === rent)).toMatchObject({ isSettled: true, settlementId });
    expect(after.find((t) => t.id === settlementId)).toMatchObject({ amount: 2000 });
  });

  it('takes a settled expense whose second payer is removed out of its settlement', async () => {
    const groceries = await saveTransaction(docs, 'l1', { ...expense('asha', 1000, 1), payers });
    const settlementId = await settle('asha');
    const opened = await open(groceries);
    const { payers: _p, ...onePayer } = form(opened);
    await updateTransaction(docs, 'l1', opened, changedFields(opened, onePayer), NOV + 5);
    expect(await stored(groceries)).not.toHaveProperty('payers');
    expect(await stored(groceries)).toMatchObject({ isSettled: false, settlementId: '' });
    expect(await getTransaction(docs, 'l1', settlementId)).toBeNull();
  });

  it('keeps a settled expense settled when only its foreign details are corrected', async () => {
    const groceries = await saveTransaction(docs, 'l1', { ...expense('asha', 1000, 1), ...foreign });
    const settlementId = await settle('asha');
    const opened = await open(groceries);
    await updateTransaction(
      docs,
      'l1',
      opened,
      changedFields(opened, { ...form(opened), originalCurrency: 'GBP' }),
      NOV + 5,
    );
    expect(await stored(groceries)).toMatchObject({ originalCurrency: 'GBP', isSettled: true, settlementId });
  });
});

describe('bulk save', () => {
  it('writes more than a cloud batch of transactions, keeping given ids and creating the rest', async () => {
    const count = FIRESTORE_BATCH_WRITES * 2 + 3;
    const txs = Array.from({ length: count }, (_, i) => ({
      ...expense('asha', i + 1, i % 28),
      ...(i % 2 === 0 ? { id: `given-${i}` } : {}),
    }));
    const ids = await saveTransactions(docs, 'l1', txs);
    expect(ids).toHaveLength(count);
    expect(ids[0]).toBe('given-0');
    expect(new Set(ids).size).toBe(count);
    const stored = await all();
    expect(stored).toHaveLength(count);
    expect(stored.find((t) => t.id === ids[1])).toMatchObject({ amount: 2, date: NOV + 86_400_000 });
  });
});

describe('Settle Up', () => {
  it('writes a settlement under its derived id once: a second press changes nothing', async () => {
    const settlement = {
      ...expense('ravi', 250, 5),
      type: 'settlement' as const,
      splitInfo: { method: 'Custom' as const, details: [{ userId: 'asha', amount: 250, split: 250 }] },
    };
    expect(await saveSettleUpOnce(docs, 'l1', 'settleup-1', settlement)).toBe(true);
    expect(
      await saveSettleUpOnce(docs, 'l1', 'settleup-1', { ...settlement, createdAt: settlement.createdAt + 1 }),
    ).toBe(false);
    expect(await all()).toEqual([{ id: 'settleup-1', ...settlement }]);
  });
});
