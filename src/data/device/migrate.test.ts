// Opening a device database written by version 1 repairs its documents once, in the upgrade.
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { DEVICE_DB_VERSION, openDeviceDB } from './database';
import { DeviceDocumentStore } from './device-store';

const NOV = Date.UTC(2026, 10, 3);

async function writeVersion1(name: string, records: { path: string; data: Record<string, unknown> }[]): Promise<void> {
  const db = await openDB(name, 1, {
    upgrade(v1) {
      const docs = v1.createObjectStore('docs', { keyPath: 'path' });
      docs.createIndex('parent', 'parent');
      docs.createIndex('parentDate', ['parent', 'date']);
      v1.createObjectStore('session');
    },
  });
  for (const { path, data } of records) {
    const parts = path.split('/');
    const record: Record<string, unknown> = { path, parent: parts.slice(0, -1).join('/'), id: parts.at(-1), data };
    if (typeof data.date === 'number') record.date = data.date;
    await db.put('docs', record);
  }
  db.close();
}

describe('device database migration to version 2', () => {
  it('stores SPEC defaults for fields old documents lack, changes no stored value, and keeps unreadable ones as they are', async () => {
    const old = { description: 'Milk', amount: 50, type: 'expense', owner: 'u1', date: NOV, from: 'u1' };
    const long = {
      ...old,
      description: 'x'.repeat(500),
      tags: ['a', 'b'],
      comments: '',
      paymentMode: 'Cash',
      category: 'Food',
      createdAt: NOV,
      updatedAt: NOV,
    };
    const broken = { description: 'Broken', amount: 50, type: 'expense', owner: 'u1', date: 1e16, from: {} };
    await writeVersion1('migrate-1', [
      {
        path: 'ledgers/l1',
        data: {
          name: 'Home',
          type: 'monthly',
          owner: 'u1',
          admins: { u1: true },
          contributors: ['u1'],
          createdAt: NOV,
          updatedAt: NOV,
        },
      },
      { path: 'ledgers/l1/transactions/t1', data: old },
      { path: 'ledgers/l1/transactions/t2', data: broken },
      { path: 'ledgers/l1/transactions/t3', data: long },
      { path: 'ledgers/l1/members/u1', data: { displayName: { first: 'A' }, userId: 'u1' } },
    ]);
    const db = await openDeviceDB('migrate-1');
    expect(db.version).toBe(DEVICE_DB_VERSION);
    const docs = new DeviceDocumentStore(db);
    expect(await docs.get('ledgers/l1/transactions/t1')).toEqual({
      id: 't1',
      ...old,
      category: '',
      tags: [],
      comments: '',
      paymentMode: 'UPI',
      createdAt: NOV,
      updatedAt: NOV,
    });
    expect(await docs.get('ledgers/l1/transactions/t2')).toEqual({ id: 't2', ...broken });
    // A description over today's limit is cut on reading, never in storage.
    expect(await docs.get('ledgers/l1/transactions/t3')).toEqual({ id: 't3', ...long });
    // Values present but malformed stay as stored; the decoders repair them on every read.
    expect(await docs.get('ledgers/l1')).toMatchObject({ admins: { u1: true } });
    expect(await docs.get('ledgers/l1/members/u1')).toEqual({ id: 'u1', displayName: { first: 'A' }, userId: 'u1' });
    // The month index still finds the repaired entry.
    const november = [
      { kind: 'where' as const, field: 'date', op: '>=' as const, value: Date.UTC(2026, 10, 1) },
      { kind: 'where' as const, field: 'date', op: '<' as const, value: Date.UTC(2026, 11, 1) },
    ];
    expect((await docs.query('ledgers/l1/transactions', november)).map((t) => t.id).sort()).toEqual(['t1', 't3']);
    docs.close();
  });
});

describe('a newer version opening the device database', () => {
  it('closes this connection so its upgrade can run, and says so', async () => {
    let replaced = 0;
    const current = await openDeviceDB('replaced-1', { onReplaced: () => (replaced += 1) });
    // What the next schema version would do from another tab: without the close, this never resolves.
    const next = await openDB('replaced-1', DEVICE_DB_VERSION + 1);
    expect(next.version).toBe(DEVICE_DB_VERSION + 1);
    expect(replaced).toBe(1);
    next.close();
    current.close();
  });
});
