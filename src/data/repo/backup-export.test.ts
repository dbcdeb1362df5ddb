// What an export reads: a monthly ledger's members may read only their own entries and no recurring
// items (SPEC §6), and the cloud's rules refuse any wider query, so their export must ask for just that.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ledger } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { AuthUser, Constraint } from '../ports';
import { exportLedger, exportUserLedgers, readLedgerContents } from './backup-export';
import { createLedger } from './ledgers';
import { addMemberByEmail } from './members';
import { saveRecurringItem, saveTransaction } from './transactions';
import { saveUserProfile } from './users';

const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const ben: AuthUser = { uid: 'uid-ben', email: 'ben@example.com', displayName: 'Ben', photoURL: '' };
const T0 = Date.UTC(2026, 0, 10);
const base = {
  category: 'Food',
  tags: [],
  date: T0,
  createdAt: T0,
  updatedAt: T0,
  comments: '',
  paymentMode: 'UPI' as const,
};

let counter = 0;
let docs: DeviceDocumentStore;
/** Every query the export makes, by collection path. */
let queries: { path: string; constraints: Constraint[] }[];

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`backup-export-${++counter}`));
  const realQuery = docs.query.bind(docs);
  queries = [];
  docs.query = (path, constraints = []) => {
    queries.push({ path, constraints });
    return realQuery(path, constraints);
  };
  await saveUserProfile(docs, ben);
});

/** Asha's household, Ben a plain member, one entry each and a recurring item. */
async function household(type: Ledger['type'] = 'monthly'): Promise<Ledger> {
  const ledger = await createLedger(docs, asha, { name: 'Household', type }, 1);
  await addMemberByEmail(docs, ledger, ben.email, 2);
  await saveTransaction(docs, ledger.id, {
    ...base,
    description: 'Milk',
    amount: 40,
    type: 'expense',
    owner: ben.uid,
    from: ben.uid,
  });
  await saveTransaction(docs, ledger.id, {
    ...base,
    description: 'Salary',
    amount: 900,
    type: 'income',
    owner: asha.uid,
    from: 'common',
  });
  await saveRecurringItem(docs, ledger.id, {
    type: 'expense',
    amount: 100,
    description: 'Rent',
    category: 'Rent',
    owner: asha.uid,
    tags: [],
    createdAt: T0,
    from: 'common',
    frequency: 'monthly',
    startDate: T0,
    paymentMode: 'UPI',
  });
  queries = [];
  return ledger;
}

const transactionQueries = (ledgerId: string) => queries.filter((q) => q.path === `ledgers/${ledgerId}/transactions`);
const recurringQueries = (ledgerId: string) => queries.filter((q) => q.path.startsWith(`ledgers/${ledgerId}/settings`));

describe('exporting a monthly ledger', () => {
  it('asks only for his own entries, and no recurring items, when a member exports', async () => {
    const ledger = await household();
    const backup = await exportLedger(docs, ledger.id, ben, 5);
    expect(transactionQueries(ledger.id).map((q) => q.constraints)).toEqual([
      [{ kind: 'where', field: 'from', op: '==', value: ben.uid }],
    ]);
    expect(recurringQueries(ledger.id)).toEqual([]);
    expect(backup.transactions.map((t) => t.description)).toEqual(['Milk']);
    expect(backup.recurring).toEqual([]);
  });

  it('reads everything when the owner exports', async () => {
    const ledger = await household();
    const backup = await exportLedger(docs, ledger.id, asha, 5);
    expect(transactionQueries(ledger.id).map((q) => q.constraints)).toEqual([[]]);
    expect(backup.transactions.map((t) => t.description).sort()).toEqual(['Milk', 'Salary']);
    expect(backup.recurring.map((r) => r.description)).toEqual(['Rent']);
  });

  it('reads everything when the reader is unknown (the admin-only Settings screen)', async () => {
    const ledger = await household();
    const contents = await readLedgerContents(docs, ledger.id);
    expect(contents.transactions).toHaveLength(2);
  });

  it('filters each monthly ledger of the fatal screen’s download to the member’s own entries', async () => {
    const ledger = await household();
    const bundle = await exportUserLedgers(docs, ben, 5);
    expect(bundle.ledgers.map((b) => b.transactions.map((t) => t.description))).toEqual([['Milk']]);
    expect(transactionQueries(ledger.id)[0]?.constraints).toEqual([
      { kind: 'where', field: 'from', op: '==', value: ben.uid },
    ]);
  });
});

describe('exporting a one-time ledger', () => {
  it('reads every entry for a member, as every member sees them all', async () => {
    const ledger = await household('onetime');
    const backup = await exportLedger(docs, ledger.id, ben, 5);
    expect(transactionQueries(ledger.id).map((q) => q.constraints)).toEqual([[]]);
    expect(backup.transactions).toHaveLength(2);
  });
});
