import { describe, expect, it } from 'vitest';
import {
  BACKUP_VERSION,
  backupFileName,
  buildBackup,
  buildBundle,
  READABLE_BACKUP_VERSIONS,
  type BackupReceipt,
} from './format';
import { ledger, member, tx } from '../test-builders';

describe('backupFileName', () => {
  const day = new Date(2026, 10, 21, 23, 59).getTime();
  it('carries the ledger name and the local date', () => {
    expect(backupFileName('Household', 'json', day)).toBe('vyay-Household-2026-11-21.json');
    expect(backupFileName('Goa trip', 'csv', day)).toBe('vyay-Goa-trip-2026-11-21.csv');
  });
  it('removes characters file systems refuse, keeps other scripts', () => {
    expect(backupFileName('a/b\\c:d*e?"f"<g>|h', 'json', day)).toBe('vyay-a-b-c-d-e-f-g-h-2026-11-21.json');
    expect(backupFileName(' घर  खर्च ', 'json', day)).toBe('vyay-घर-खर्च-2026-11-21.json');
    expect(backupFileName('...', 'json', day)).toBe('vyay-ledger-2026-11-21.json');
    expect(backupFileName('x'.repeat(100), 'json', day)).toBe(`vyay-${'x'.repeat(60)}-2026-11-21.json`);
  });
});

describe('buildBackup', () => {
  it('adds only the exporter’s email and orders members and transactions stably', () => {
    const backup = buildBackup(
      {
        ledger: ledger(),
        members: [member('bob'), member('alice')],
        settings: { common: { categories: [], tags: [] }, monthly: null, onetime: null },
        transactions: [tx({ id: 'b', date: 2 }), tx({ id: 'a', date: 2 }), tx({ id: 'c', date: 1 })],
        recurring: [],
      },
      { uid: 'alice', email: 'alice@example.com' },
      7,
    );
    expect(backup).toMatchObject({ format: 'vyay-backup', version: 3, exportedAt: 7, appVersion: '0.0.100' });
    expect(backup.members).toEqual([
      { id: 'alice', displayName: 'Alice', userId: 'alice', email: 'alice@example.com' },
      { id: 'bob', displayName: 'Bob', userId: 'bob' },
    ]);
    expect(backup.transactions.map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('versions', () => {
  it('writes version 3 and still reads versions 1 and 2', () => {
    expect(BACKUP_VERSION).toBe(3);
    expect(READABLE_BACKUP_VERSIONS).toEqual([1, 2, 3]);
    expect(buildBundle([], 1).version).toBe(3);
  });
});

describe('receipts', () => {
  const contents = (receipts?: BackupReceipt[]) => ({
    ledger: ledger(),
    members: [member('alice')],
    settings: { common: { categories: [], tags: [] }, monthly: null, onetime: null },
    transactions: [
      tx({ id: 'b', date: 2, receipt: { type: 'image/webp' as const, parts: 1 } }),
      tx({ id: 'a', date: 1, receipt: { type: 'application/pdf' as const, parts: 1 } }),
      tx({ id: 'c', date: 3 }),
    ],
    recurring: [],
    ...(receipts ? { receipts } : {}),
  });
  const receipt = (transactionId: string, data = 'QUJD'): BackupReceipt => ({
    transactionId,
    type: 'image/webp',
    name: `${transactionId}.webp`,
    bytes: 3,
    thumb: '',
    data,
  });
  const exporter = { uid: 'alice', email: '' };

  it('keeps the receipts as read, and every mark: a left-out receipt still says there was one', () => {
    const backup = buildBackup(contents([receipt('a'), receipt('b', 'WFla')]), exporter, 1);
    expect(backup.receipts).toEqual([receipt('a'), receipt('b', 'WFla')]);
    expect(backup.transactions.map((t) => [t.id, t.receipt?.type])).toEqual([
      ['a', 'application/pdf'],
      ['b', 'image/webp'],
      ['c', undefined],
    ]);
    const without = buildBackup(contents(), exporter, 1);
    expect(without.receipts).toEqual([]);
    expect(without.transactions.map((t) => t.receipt?.type)).toEqual(['application/pdf', 'image/webp', undefined]);
  });
});
