// Repository behaviour on the device adapter: ledger creation, cascading delete, membership arrays.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, DEFAULT_TAGS } from '../../domain/defaults';
import type { Ledger } from '../../domain/types';
import { userIdFromEmail } from '../../domain/user-id';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { AuthUser } from '../ports';
import { FIRESTORE_BATCH_WRITES as MAX_BATCH_WRITES } from '../ports';
import { createLedger, deleteLedger, renameLedger } from './ledgers';
import {
  addMemberByEmail,
  addTemporaryMember,
  DuplicateMemberError,
  removeMember,
  setAdmin,
  UnknownUserError,
} from './members';
import { saveRecurringItem, saveTransaction } from './transactions';
import { saveUserProfile } from './users';

let docs: DocumentStore;
let counter = 0;
const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha', photoURL: '' };
const ben: AuthUser = { uid: 'uid-ben', email: 'ben@example.com', displayName: 'Ben', photoURL: '' };

type DocumentStore = DeviceDocumentStore;

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`repo-${++counter}`));
});

async function reload(ledgerId: string): Promise<Ledger> {
  const doc = await docs.get<Omit<Ledger, 'id'>>(`ledgers/${ledgerId}`);
  if (!doc) throw new Error('ledger missing');
  return doc;
}

describe('createLedger', () => {
  it('writes the ledger, its creator as member, and default settings for a monthly ledger', async () => {
    const ledger = await createLedger(docs, asha, { name: '  Household ', type: 'monthly' }, 1000);
    expect(await reload(ledger.id)).toEqual({
      id: ledger.id,
      name: 'Household',
      type: 'monthly',
      owner: 'uid-asha',
      admins: ['uid-asha'],
      contributors: ['uid-asha'],
      createdAt: 1000,
      updatedAt: 1000,
    });
    expect(await docs.get(`ledgers/${ledger.id}/members/uid-asha`)).toEqual({
      id: 'uid-asha',
      displayName: 'Asha',
      userId: 'uid-asha',
    });
    expect(await docs.get(`ledgers/${ledger.id}/settings/common`)).toEqual({
      id: 'common',
      categories: [...DEFAULT_CATEGORIES],
      tags: [...DEFAULT_TAGS],
    });
    expect(await docs.get(`ledgers/${ledger.id}/settings/monthly`)).toEqual({
      id: 'monthly',
      paymentMode: 'UPI',
      paidBy: 'uid-asha',
    });
    expect(await docs.get(`ledgers/${ledger.id}/settings/onetime`)).toBeNull();
  });

  it('writes one-time split defaults for a one-time ledger', async () => {
    const ledger = await createLedger(docs, asha, { name: 'Goa', type: 'onetime' }, 1000);
    expect(await docs.get(`ledgers/${ledger.id}/settings/onetime`)).toEqual({
      id: 'onetime',
      splitType: 'Equal',
      percentages: {},
      shares: {},
      simplifyDebts: true,
    });
    expect(await docs.get(`ledgers/${ledger.id}/settings/monthly`)).toBeNull();
  });

  it('renames and bumps updatedAt only', async () => {
    const ledger = await createLedger(docs, asha, { name: 'Goa', type: 'onetime' }, 1000);
    await renameLedger(docs, ledger.id, ' Goa 2026 ', 2000);
    expect(await reload(ledger.id)).toMatchObject({
      name: 'Goa 2026',
      updatedAt: 2000,
      createdAt: 1000,
      owner: 'uid-asha',
    });
  });
});

describe('deleteLedger', () => {
  it('leaves nothing behind under the ledger, in Firestore-sized batches, and leaves other ledgers alone', async () => {
    const doomed = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, 1000);
    const kept = await createLedger(docs, asha, { name: 'Other', type: 'monthly' }, 1000);
    await addTemporaryMember(docs, doomed, 'Ravi');
    // More transactions than one batch holds, to prove the chunking.
    for (let i = 0; i < MAX_BATCH_WRITES + 20; i++) {
      await saveTransaction(docs, doomed.id, {
        description: `t${i}`,
        amount: 1,
        category: 'Food',
        tags: [],
        type: 'expense',
        owner: 'uid-asha',
        date: 1000 + i,
        createdAt: 1,
        updatedAt: 1,
        comments: '',
        from: 'uid-asha',
        paymentMode: 'UPI',
      });
    }
    await saveRecurringItem(docs, doomed.id, {
      type: 'expense',
      amount: 100,
      description: 'Rent',
      category: 'Rent',
      owner: 'uid-asha',
      tags: [],
      createdAt: 1,
      from: 'common',
      frequency: 'monthly',
      startDate: 1,
      paymentMode: 'UPI',
    });

    const sizes: number[] = [];
    const realBatch = docs.batch.bind(docs);
    docs.batch = async (ops) => {
      sizes.push(ops.length);
      return realBatch(ops);
    };
    // As the cloud store would: at most 450 writes per batch.
    Object.defineProperty(docs, 'maxBatchWrites', { value: MAX_BATCH_WRITES });
    await deleteLedger(docs, doomed.id, 5000);

    // 472 children (2 members, 470 transactions, 1 recurring item, 3 settings paths), then the ledger and
    // its tombstone together in the last batch, as the rules require.
    expect(sizes).toEqual([MAX_BATCH_WRITES, 476 - MAX_BATCH_WRITES + 2]);
    expect(await docs.get(`ledgers/${doomed.id}`)).toBeNull();
    expect(await docs.get(`deletedLedgers/${doomed.id}`)).toEqual({
      id: doomed.id,
      owner: 'uid-asha',
      deletedAt: 5000,
    });
    for (const collection of ['members', 'transactions', 'settings', 'settings/monthly/recurringTransactions']) {
      expect(await docs.query(`ledgers/${doomed.id}/${collection}`)).toEqual([]);
    }
    expect(await docs.get(`ledgers/${kept.id}`)).not.toBeNull();
    expect(await docs.query(`ledgers/${kept.id}/members`)).toHaveLength(1);
  });
});

describe('deleteLedger on the device', () => {
  it('is one transaction: a failure part-way leaves the ledger whole', async () => {
    const ledger = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, 1000);
    for (let i = 0; i < 600; i++) {
      await saveTransaction(docs, ledger.id, {
        description: `t${i}`,
        amount: 1,
        category: 'Food',
        tags: [],
        type: 'expense',
        owner: 'uid-asha',
        date: Date.UTC(2026, 0, 1) + i,
        createdAt: 1,
        updatedAt: 1,
        comments: '',
        from: 'uid-asha',
        paymentMode: 'UPI',
      });
    }
    const sizes: number[] = [];
    const realBatch = docs.batch.bind(docs);
    docs.batch = async (ops) => {
      sizes.push(ops.length);
      return realBatch(ops);
    };
    await deleteLedger(docs, ledger.id, 5000);
    // 600 transactions, 1 member, 3 settings paths, the ledger and its tombstone.
    expect(sizes).toEqual([606]);

    // Interrupted after the deletes ran (here: a last write IndexedDB cannot store), nothing is deleted.
    const again = await createLedger(docs, asha, { name: 'Again', type: 'monthly' }, 1000);
    await saveTransaction(docs, again.id, {
      description: 'Rent',
      amount: 1,
      category: 'Rent',
      tags: [],
      type: 'expense',
      owner: 'uid-asha',
      date: Date.UTC(2026, 0, 1),
      createdAt: 1,
      updatedAt: 1,
      comments: '',
      from: 'uid-asha',
      paymentMode: 'UPI',
    });
    docs.batch = async (ops) => realBatch([...ops, { type: 'set', path: 'x/unstorable', data: { f: () => 1 } }]);
    await expect(deleteLedger(docs, again.id, 6000)).rejects.toThrow();
    docs.batch = realBatch;
    expect(await docs.get(`ledgers/${again.id}`)).not.toBeNull();
    expect(await docs.query(`ledgers/${again.id}/transactions`)).toHaveLength(1);
  });
});

describe('members', () => {
  let ledger: Ledger;
  beforeEach(async () => {
    await saveUserProfile(docs, ben);
    ledger = await createLedger(docs, asha, { name: 'Household', type: 'monthly' }, 1000);
  });

  it('adds a known user by email as member and contributor in one step', async () => {
    const member = await addMemberByEmail(docs, ledger, ' ben@example.com ', 2000);
    expect(member).toEqual({ id: 'uid-ben', displayName: 'Ben', userId: 'uid-ben' });
    expect(await docs.get(`ledgers/${ledger.id}/members/uid-ben`)).toEqual({
      id: 'uid-ben',
      displayName: 'Ben',
      userId: 'uid-ben',
    });
    expect(await reload(ledger.id)).toMatchObject({
      contributors: ['uid-asha', 'uid-ben'],
      admins: ['uid-asha'],
      updatedAt: 2000,
    });
  });

  it('refuses an email nobody has signed in with, writing nothing', async () => {
    await expect(addMemberByEmail(docs, ledger, 'nobody@example.com', 2000)).rejects.toBeInstanceOf(UnknownUserError);
    expect(await reload(ledger.id)).toMatchObject({ contributors: ['uid-asha'], updatedAt: 1000 });
    expect(await docs.query(`ledgers/${ledger.id}/members`)).toHaveLength(1);
  });

  it('looks users up at the SPEC id: the upper-case SHA-256 of the email', async () => {
    expect(await docs.get(`users/${await userIdFromEmail('ben@example.com')}`)).toMatchObject({ userId: 'uid-ben' });
  });

  it('adds a temporary member whose id is their name, without making them a contributor', async () => {
    await addTemporaryMember(docs, ledger, ' Ravi ');
    expect(await docs.get(`ledgers/${ledger.id}/members/Ravi`)).toEqual({
      id: 'Ravi',
      displayName: 'Ravi',
      userId: 'Ravi',
    });
    expect((await reload(ledger.id)).contributors).toEqual(['uid-asha']);
    await expect(addTemporaryMember(docs, ledger, 'Ravi')).rejects.toBeInstanceOf(DuplicateMemberError);
  });

  it('grants and revokes admin, and removal takes the member out of both arrays', async () => {
    const member = await addMemberByEmail(docs, ledger, 'ben@example.com', 2000);
    await setAdmin(docs, await reload(ledger.id), member, true, 3000);
    expect(await reload(ledger.id)).toMatchObject({
      admins: ['uid-asha', 'uid-ben'],
      contributors: ['uid-asha', 'uid-ben'],
    });
    await setAdmin(docs, await reload(ledger.id), member, false, 4000);
    expect(await reload(ledger.id)).toMatchObject({ admins: ['uid-asha'] });
    await setAdmin(docs, await reload(ledger.id), member, true, 5000);
    await removeMember(docs, await reload(ledger.id), member, 6000);
    expect(await reload(ledger.id)).toMatchObject({
      admins: ['uid-asha'],
      contributors: ['uid-asha'],
      updatedAt: 6000,
    });
    expect(await docs.get(`ledgers/${ledger.id}/members/uid-ben`)).toBeNull();
  });
});
