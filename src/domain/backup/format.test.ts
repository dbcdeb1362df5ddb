import { describe, expect, it } from 'vitest';
import { BACKUP_VERSION, backupFileName, buildBackup, buildBundle, READABLE_BACKUP_VERSIONS } from './format';
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
    expect(backup).toMatchObject({ format: 'vyay-backup', version: 2, exportedAt: 7, appVersion: '0.0.100' });
    expect(backup.members).toEqual([
      { id: 'alice', displayName: 'Alice', userId: 'alice', email: 'alice@example.com' },
      { id: 'bob', displayName: 'Bob', userId: 'bob' },
    ]);
    expect(backup.transactions.map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('versions', () => {
  it('writes version 2 and still reads version 1', () => {
    expect(BACKUP_VERSION).toBe(2);
    expect(READABLE_BACKUP_VERSIONS).toEqual([1, 2]);
    expect(buildBundle([], 1).version).toBe(2);
  });
});
