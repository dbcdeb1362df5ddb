// Receipts as documents: a receipt and its parts are written, replaced and deleted in the same batch as
// the transaction's own change and its log entry, and a receipt with a part missing reads as none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreparedReceipt } from '../../domain/receipt-parts';
import { RECEIPT_PART_CHARS } from '../../domain/receipt-parts';
import { ledger, tx } from '../../domain/test-builders';
import type { Ledger, Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { DocumentMissingError, type DocumentStore, type WriteOp } from '../ports';
import { decodeEntries } from './activity';
import { LedgerRepository } from './ledger-repository';
import { createLedger, deleteLedger } from './ledgers';
import { paths } from './paths';
import { readReceipt } from './receipts';

const NOV = Date.UTC(2026, 10, 5, 12);

/** The store, with every batch it applied. */
class WatchedStore implements DocumentStore {
  writes: WriteOp[][] = [];
  constructor(readonly inner: DocumentStore) {}
  get maxBatchWrites() {
    return this.inner.maxBatchWrites;
  }
  newId = () => this.inner.newId();
  get: DocumentStore['get'] = (path) => this.inner.get(path);
  query: DocumentStore['query'] = (path, constraints) => this.inner.query(path, constraints);
  watchDoc: DocumentStore['watchDoc'] = (path, next, onError) => this.inner.watchDoc(path, next, onError);
  watchQuery: DocumentStore['watchQuery'] = (path, c, next, onError) => this.inner.watchQuery(path, c, next, onError);
  async set(path: string, data: Record<string, unknown>, options?: { merge?: boolean }) {
    await this.inner.set(path, data, options);
    this.writes.push([{ type: 'set', path, data }]);
  }
  async delete(path: string) {
    await this.inner.delete(path);
    this.writes.push([{ type: 'delete', path }]);
  }
  async batch(ops: WriteOp[]) {
    await this.inner.batch(ops);
    this.writes.push(ops);
  }
}

interface Opened {
  docs: DocumentStore;
  close(): Promise<void> | void;
}

let counter = 0;
// The device adapter on fake-indexeddb. The cloud adapter runs these paths against the Firestore emulator and
// its rules (emulator-tests/rules/activity.test.ts and receipts.test.ts).
async function open(): Promise<Opened> {
  const docs = new DeviceDocumentStore(await openDeviceDB(`receipts-${++counter}`));
  return { docs, close: () => docs.close() };
}

/** A file of `chars` base64 characters whose parts differ, so a wrong join shows. */
function receipt(chars: number, over: Partial<PreparedReceipt> = {}): PreparedReceipt {
  const data = Array.from({ length: Math.ceil(chars / RECEIPT_PART_CHARS) }, (_, i) =>
    String.fromCharCode(65 + i).repeat(Math.min(RECEIPT_PART_CHARS, chars - i * RECEIPT_PART_CHARS)),
  ).join('');
  return { type: 'image/webp', name: 'bill.webp', bytes: Math.floor((chars * 3) / 4), data, thumb: 'data:,t', ...over };
}

const partPaths = (ledgerId: string, txId: string, n: number) =>
  Array.from({ length: n }, (_, i) => paths.receiptPart(ledgerId, txId, i));

describe('receipts', () => {
  let opened: Opened;
  let docs: WatchedStore;

  beforeEach(async () => {
    opened = await open();
    docs = new WatchedStore(opened.docs);
  });
  afterEach(() => opened.close());

  const trip: Ledger = ledger({
    id: 'goa',
    type: 'onetime',
    owner: 'asha',
    admins: ['asha'],
    contributors: ['asha', 'ben'],
  });
  const household: Ledger = { ...trip, id: 'home', type: 'monthly' };
  const as = (uid: string, of = trip) => new LedgerRepository(docs, of, { uid }, () => NOV);
  const draft = (over: Partial<Transaction> = {}) => {
    const { id: _id, ...rest } = tx({ date: NOV, createdAt: NOV, updatedAt: NOV, description: 'Fuel', ...over });
    return rest;
  };
  const entries = async (ledgerId = 'goa') => decodeEntries(await docs.query(paths.activity(ledgerId)));
  const exists = async (path: string) => (await docs.get(path)) !== null;

  it('saves a new entry with its receipt, parts and log entry in one batch', async () => {
    const file = receipt(RECEIPT_PART_CHARS + 10);
    docs.writes = [];
    const id = await as('ben').saveTransaction(draft({ owner: 'ben', from: 'ben' }), file);
    expect(docs.writes).toHaveLength(1);
    expect(docs.writes[0]!.map((op) => op.path).sort()).toEqual(
      [
        paths.transaction('goa', id),
        paths.receipt('goa', id),
        ...partPaths('goa', id, 2),
        paths.activityEntry('goa', (await entries())[0]!.id),
      ].sort(),
    );
    expect(await as('ben').getTransaction(id)).toMatchObject({ receipt: { type: 'image/webp', parts: 2 } });
    expect(await docs.get(paths.receipt('goa', id))).toMatchObject({
      transactionId: id,
      about: '',
      type: 'image/webp',
      name: 'bill.webp',
      parts: 2,
      thumb: 'data:,t',
      addedBy: 'ben',
      at: NOV,
    });
    expect(await readReceipt(docs, 'goa', id)).toMatchObject({ data: file.data, name: 'bill.webp', bytes: file.bytes });
    expect(await entries()).toEqual([expect.objectContaining({ kind: 'added', subject: id, by: 'ben' })]);
  });

  it('marks a monthly receipt with whose expense it is, for who may list it', async () => {
    const id = await as('ben', household).saveTransaction(draft({ owner: 'ben', from: 'ben' }), receipt(8));
    expect(await docs.get(paths.receipt('home', id))).toMatchObject({ about: 'ben' });
  });

  it('reads the description and thumbnail without the file', async () => {
    const asha = as('asha');
    const id = await asha.saveTransaction(
      draft(),
      receipt(40, { type: 'application/pdf', name: 'bill.pdf', thumb: '' }),
    );
    const meta = await asha.readReceiptMeta(id);
    expect(meta).toEqual({
      transactionId: id,
      type: 'application/pdf',
      name: 'bill.pdf',
      bytes: 30,
      thumb: '',
      parts: 1,
    });
    expect(meta).not.toHaveProperty('data');
    expect(await asha.readReceiptMeta('nothing-here')).toBeNull();
  });

  it('reads a thumbnail only as an image data URL; any other URL as none, the receipt still readable', async () => {
    const asha = as('asha');
    const file = receipt(40);
    const id = await asha.saveTransaction(draft(), file);
    const withThumb = async (thumb: unknown) => {
      await docs.set(paths.receipt('goa', id), { thumb }, { merge: true });
      return { meta: await asha.readReceiptMeta(id), whole: await readReceipt(docs, 'goa', id) };
    };
    for (const image of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/webp;base64,UklGRg==',
      '',
    ]) {
      const { meta, whole } = await withThumb(image);
      expect(meta?.thumb).toBe(image);
      expect(whole?.thumb).toBe(image);
    }
    for (const other of [
      'https://tracker.example/pixel.gif?ledger=goa',
      '//tracker.example/p.png',
      'http://127.0.0.1/x.jpg',
      'blob:https://vyay.example/1234',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGgxPg==',
      'data:image/jpeg,raw',
      'data:image/jpeg;base64,QUJD" onerror="alert(1)',
      'data:image/png;base64,QUJD\nhttps://tracker.example/',
      ' data:image/png;base64,QUJD',
      'DATA:IMAGE/PNG;BASE64,QUJD',
      42,
    ]) {
      const { meta, whole } = await withThumb(other);
      expect(meta, String(other)).toMatchObject({ transactionId: id, name: 'bill.webp', parts: 1, thumb: '' });
      expect(whole, String(other)).toMatchObject({ thumb: '', data: file.data });
    }
  });

  it('deletes the receipt and every part with the transaction, in the same batch as its log entry', async () => {
    const asha = as('asha');
    const id = await asha.saveTransaction(draft(), receipt(2 * RECEIPT_PART_CHARS + 1));
    const fuel = (await asha.getTransaction(id))!;
    docs.writes = [];
    await asha.deleteTransaction(fuel);
    expect(docs.writes).toHaveLength(1);
    const deleted = docs.writes[0]!.filter((op) => op.type === 'delete').map((op) => op.path);
    expect(deleted.sort()).toEqual(
      [paths.transaction('goa', id), paths.receipt('goa', id), ...partPaths('goa', id, 3)].sort(),
    );
    for (const path of [paths.receipt('goa', id), ...partPaths('goa', id, 3)]) expect(await exists(path)).toBe(false);
    expect(await asha.readReceipt(id)).toBeNull();
  });

  it('replaces a 3-part receipt with a 1-part one and deletes the stale parts, in one logged batch', async () => {
    const asha = as('asha');
    const id = await asha.saveTransaction(draft(), receipt(2 * RECEIPT_PART_CHARS + 5));
    const fuel = (await asha.getTransaction(id))!;
    expect(fuel.receipt?.parts).toBe(3);

    const smaller = receipt(12, { type: 'image/png', name: 'again.png' });
    docs.writes = [];
    await asha.attachReceipt(fuel, smaller);
    expect(docs.writes).toHaveLength(1);
    expect(docs.writes[0]!.filter((op) => op.path.includes('/activity/'))).toHaveLength(1);
    expect(await exists(paths.receiptPart('goa', id, 0))).toBe(true);
    expect(await exists(paths.receiptPart('goa', id, 1))).toBe(false);
    expect(await exists(paths.receiptPart('goa', id, 2))).toBe(false);
    expect(await asha.getTransaction(id)).toMatchObject({ receipt: { type: 'image/png', parts: 1 } });
    expect(await asha.readReceipt(id)).toMatchObject({ data: smaller.data, name: 'again.png', type: 'image/png' });
    expect((await entries()).map((e) => e.kind).sort()).toEqual(['added', 'receipt-added']);
  });

  it('attaches a receipt to an entry that had none', async () => {
    const ben = as('ben');
    const id = await ben.saveTransaction(draft({ owner: 'ben', from: 'ben' }));
    await ben.attachReceipt((await ben.getTransaction(id))!, receipt(30));
    expect(await ben.readReceipt(id)).toMatchObject({ data: receipt(30).data });
    expect((await entries()).find((e) => e.kind === 'receipt-added')).toMatchObject({ subject: id, by: 'ben' });
  });

  it('writes nothing when the entry was deleted meanwhile', async () => {
    const asha = as('asha');
    const id = await asha.saveTransaction(draft());
    const fuel = (await asha.getTransaction(id))!;
    await asha.deleteTransaction(fuel);
    const before = await entries();
    await expect(asha.attachReceipt(fuel, receipt(30))).rejects.toBeInstanceOf(DocumentMissingError);
    expect(await exists(paths.receipt('goa', id))).toBe(false);
    expect(await exists(paths.receiptPart('goa', id, 0))).toBe(false);
    expect(await entries()).toEqual(before);
  });

  it('removes a receipt and its mark, keeping the entry, and logs it', async () => {
    const asha = as('asha');
    const id = await asha.saveTransaction(draft(), receipt(RECEIPT_PART_CHARS + 1));
    docs.writes = [];
    await asha.removeReceipt((await asha.getTransaction(id))!);
    expect(docs.writes).toHaveLength(1);
    const fuel = await asha.getTransaction(id);
    expect(fuel).toMatchObject({ description: 'Fuel' });
    expect(fuel).not.toHaveProperty('receipt');
    for (const path of [paths.receipt('goa', id), ...partPaths('goa', id, 2)]) expect(await exists(path)).toBe(false);
    expect((await entries()).find((e) => e.kind === 'receipt-removed')).toMatchObject({ subject: id });
  });

  it('reads a receipt with a part missing (not synced yet) as none', async () => {
    const asha = as('asha');
    const id = await asha.saveTransaction(draft(), receipt(RECEIPT_PART_CHARS + 1));
    await docs.delete(paths.receiptPart('goa', id, 1));
    expect(await asha.readReceipt(id)).toBeNull();
    expect(await asha.readReceiptMeta(id)).toMatchObject({ parts: 2 });
  });

  it('reads a receipt whose description is malformed as none', async () => {
    await docs.set(paths.receipt('goa', 'x'), { type: 'text/html', parts: 1 });
    await docs.set(paths.receiptPart('goa', 'x', 0), { data: 'QUJD' });
    expect(await readReceipt(docs, 'goa', 'x')).toBeNull();
    await docs.set(paths.receipt('goa', 'y'), { type: 'image/png', parts: 9 });
    expect(await readReceipt(docs, 'goa', 'y')).toBeNull();
    await docs.set(paths.receipt('goa', 'z'), { type: 'image/png', parts: 1 });
    await docs.set(paths.receiptPart('goa', 'z', 0), { data: 42 });
    expect(await readReceipt(docs, 'goa', 'z')).toBeNull();
  });

  it('deletes a ledger with its receipts and its activity log', async () => {
    const ledger = await createLedger(
      docs,
      { uid: 'asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' },
      { name: 'Goa', type: 'onetime' },
      NOV,
    );
    const asha = new LedgerRepository(docs, ledger, { uid: 'asha' }, () => NOV);
    const id = await asha.saveTransaction(draft(), receipt(RECEIPT_PART_CHARS + 1));
    await asha.comment({ id, from: 'asha', description: 'Fuel' }, 'Full tank');
    expect(await entries(ledger.id)).toHaveLength(2);

    await deleteLedger(docs, ledger.id, NOV);
    expect(await docs.get(paths.ledger(ledger.id))).toBeNull();
    expect(await docs.query(paths.activity(ledger.id))).toEqual([]);
    expect(await docs.query(paths.receipts(ledger.id))).toEqual([]);
    for (const path of partPaths(ledger.id, id, 2)) expect(await exists(path)).toBe(false);
    expect(await docs.get(paths.deletedLedger(ledger.id))).toMatchObject({ owner: 'asha' });
  });
});
