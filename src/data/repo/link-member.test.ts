// Linking a temporary member on the device adapter: everything moves in one batch, or nothing does.
import { beforeEach, describe, expect, it } from 'vitest';
import { computeBalances } from '../../domain/balances';
import { decodeLedger, decodeMember, decodeTransaction } from '../../domain/decode';
import { toMilli } from '../../domain/money';
import type { Ledger, Member, Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { AuthUser } from '../ports';
import { decodeList } from './decoded';
import { LedgerRepository } from './ledger-repository';
import { createLedger } from './ledgers';
import { LinkRefusedError, LinkTooLargeError, linkTemporaryMember } from './link-member';
import { addMemberByEmail, addTemporaryMember } from './members';
import { paths } from './paths';
import { saveMonthlySettings, saveOnetimeSettings } from './settings';
import { saveRecurringItem, saveTransaction } from './transactions';
import { saveUserProfile } from './users';

let docs: DeviceDocumentStore;
let counter = 0;
const asha: AuthUser = { uid: 'uid-asha', email: 'asha@example.com', displayName: 'Asha Rao', photoURL: '' };
const ben: AuthUser = { uid: 'uid-ben', email: 'ben@example.com', displayName: 'Ben', photoURL: '' };
const T0 = Date.UTC(2026, 0, 1);
const NOW = Date.UTC(2026, 2, 1);

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`link-member-${++counter}`));
  await saveUserProfile(docs, ben);
});

const base = {
  description: 'x',
  category: 'Food',
  tags: [],
  owner: asha.uid,
  createdAt: T0,
  updatedAt: T0,
  date: T0,
  comments: '',
  paymentMode: 'UPI' as const,
};

async function readLedger(id: string): Promise<Ledger> {
  return decodeLedger(id, await docs.get(paths.ledger(id)))!;
}
async function readMembers(ledgerId: string): Promise<Member[]> {
  return decodeList(await docs.query(paths.members(ledgerId)), decodeMember).items;
}
async function readTransactions(ledgerId: string): Promise<Transaction[]> {
  return decodeList(await docs.query(paths.transactions(ledgerId)), decodeTransaction).items;
}
/** Every document of the ledger, as stored. */
async function everything(ledgerId: string): Promise<string> {
  const lists = await Promise.all([
    docs.query(paths.members(ledgerId)),
    docs.query(paths.transactions(ledgerId)),
    docs.query(paths.settings(ledgerId)),
    docs.query(paths.recurringItems(ledgerId)),
  ]);
  return JSON.stringify(lists.map((list) => [...list].sort((a, b) => a.id.localeCompare(b.id))));
}

/** A trip: Asha (admin), Ben (account member) and temporary Ravi, with entries naming Ravi every way. */
async function trip() {
  const created = await createLedger(docs, asha, { name: 'Goa', type: 'onetime' }, T0);
  await addMemberByEmail(docs, created, ben.email, T0);
  const ravi = await addTemporaryMember(docs, created, 'Ravi');
  const ids = {
    hotel: await saveTransaction(docs, created.id, {
      ...base,
      description: 'Hotel',
      type: 'expense',
      amount: 900,
      from: 'Ravi',
      splitInfo: {
        method: 'Equal',
        details: [
          { userId: asha.uid, amount: 300, split: 1 },
          { userId: ben.uid, amount: 300, split: 1 },
          { userId: 'Ravi', amount: 300, split: 1 },
        ],
      },
    }),
    taxi: await saveTransaction(docs, created.id, {
      ...base,
      description: 'Taxi',
      type: 'expense',
      amount: 100,
      from: asha.uid,
      payers: [
        { userId: asha.uid, amount: 60 },
        { userId: 'Ravi', amount: 40 },
      ],
      splitInfo: { method: 'Custom', details: [{ userId: ben.uid, amount: 100, split: 100 }] },
    }),
    payment: await saveTransaction(docs, created.id, {
      ...base,
      description: 'Settle Up',
      type: 'settlement',
      amount: 50,
      from: ben.uid,
      splitInfo: { method: 'Custom', details: [{ userId: 'Ravi', amount: 50, split: 50 }] },
    }),
    lunch: await saveTransaction(docs, created.id, {
      ...base,
      description: 'Lunch',
      type: 'expense',
      amount: 40,
      from: ben.uid,
      splitInfo: { method: 'No Split', details: [{ userId: ben.uid, amount: 40, split: 1 }] },
    }),
  };
  await saveOnetimeSettings(docs, created.id, {
    splitType: 'Shares',
    shares: { [asha.uid]: 1, [ben.uid]: 1, Ravi: 2 },
    percentages: {},
  });
  const ledger = await readLedger(created.id);
  const members = await readMembers(ledger.id);
  const account = members.find((m) => m.userId === asha.uid)!;
  return { ledger, ravi, account, ids };
}

describe('linkTemporaryMember', () => {
  it('moves every entry, the balance and the split defaults to the account, and removes Ravi', async () => {
    const { ledger, ravi, account, ids } = await trip();
    const before = computeBalances(await readTransactions(ledger.id), await readMembers(ledger.id));
    const net = (list: typeof before, id: string) => toMilli(list.find((b) => b.userId === id)?.net ?? 0);

    const repo = new LedgerRepository(docs, ledger, { uid: asha.uid }, () => NOW);
    expect(await repo.linkMember(ravi, account)).toEqual({ entries: 3 });

    const members = await readMembers(ledger.id);
    expect(members.map((m) => m.displayName).sort()).toEqual(['Asha Rao', 'Ben']);
    const after = computeBalances(await readTransactions(ledger.id), members);
    expect(after.map((b) => b.userId).sort()).toEqual([asha.uid, ben.uid].sort());
    expect(net(after, asha.uid)).toBe(net(before, asha.uid) + net(before, 'Ravi'));
    expect(net(after, ben.uid)).toBe(net(before, ben.uid));
    expect(await everything(ledger.id)).not.toContain('"Ravi"');

    const hotel = await docs.get(paths.transaction(ledger.id, ids.hotel));
    expect(hotel).toMatchObject({
      from: asha.uid,
      owner: asha.uid,
      createdAt: T0,
      updatedAt: NOW,
      splitInfo: {
        method: 'Shares',
        details: [
          { userId: asha.uid, amount: 600, split: 2 },
          { userId: ben.uid, amount: 300, split: 1 },
        ],
      },
    });
    // Asha is now the only one who paid for the taxi: no list of payers any more, the rest as it was.
    const taxi = await docs.get(paths.transaction(ledger.id, ids.taxi));
    expect(taxi).not.toHaveProperty('payers');
    expect(taxi).toMatchObject({ from: asha.uid, amount: 100, description: 'Taxi', updatedAt: NOW });
    // Untouched entries keep their stamp.
    expect(await docs.get(paths.transaction(ledger.id, ids.lunch))).toMatchObject({ updatedAt: T0 });
    expect(await docs.get(paths.onetimeSettings(ledger.id))).toMatchObject({
      splitType: 'Shares',
      shares: { [asha.uid]: 3, [ben.uid]: 1 },
    });
  });

  it('in a monthly ledger, moves recurring items and the paid-by default', async () => {
    const created = await createLedger(docs, asha, { name: 'Home', type: 'monthly' }, T0);
    const ravi = await addTemporaryMember(docs, created, 'Ravi');
    const rent = await saveRecurringItem(docs, created.id, {
      type: 'expense',
      amount: 100,
      description: 'Rent',
      category: 'Rent',
      owner: asha.uid,
      tags: [],
      createdAt: T0,
      from: 'Ravi',
      frequency: 'monthly',
      startDate: T0,
      paymentMode: 'UPI',
    });
    await saveMonthlySettings(docs, created.id, { paidBy: 'Ravi' });
    await saveTransaction(docs, created.id, { ...base, type: 'expense', amount: 5, from: 'Ravi' });
    const ledger = await readLedger(created.id);
    const account = (await readMembers(ledger.id)).find((m) => m.userId === asha.uid)!;

    expect(await linkTemporaryMember(docs, ledger, ravi, account, NOW)).toEqual({ entries: 1 });
    expect(await docs.get(paths.recurringItem(ledger.id, rent))).toMatchObject({ from: asha.uid, owner: asha.uid });
    expect(await docs.get(paths.monthlySettings(ledger.id))).toMatchObject({ paidBy: asha.uid, paymentMode: 'UPI' });
    expect(await everything(ledger.id)).not.toContain('"Ravi"');
  });

  it('refuses a link bigger than one batch, writing nothing', async () => {
    const { ledger, ravi, account } = await trip();
    const was = await everything(ledger.id);
    // 3 entries, the split defaults and the member: 5 writes.
    Object.defineProperty(docs, 'maxBatchWrites', { value: 4 });
    await expect(linkTemporaryMember(docs, ledger, ravi, account, NOW)).rejects.toThrow(
      new LinkTooLargeError('Ravi', 4, 3),
    );
    await expect(linkTemporaryMember(docs, ledger, ravi, account, NOW)).rejects.toThrow(
      'Linking Ravi touches 4 entries; at most 3 can move at once.',
    );
    expect(await everything(ledger.id)).toBe(was);
  });

  it('writes nothing when the batch fails', async () => {
    const { ledger, ravi, account } = await trip();
    const was = await everything(ledger.id);
    docs.batch = () => Promise.reject(new Error('Disk on fire'));
    await expect(linkTemporaryMember(docs, ledger, ravi, account, NOW)).rejects.toThrow('Disk on fire');
    expect(await everything(ledger.id)).toBe(was);
  });

  it('reads again once when an entry was deleted between the read and the write', async () => {
    const { ledger, ravi, account } = await trip();
    const realQuery = docs.query.bind(docs);
    let phantom = true;
    docs.query = (async (path: string, constraints?: Parameters<typeof realQuery>[1]) => {
      const found = await realQuery(path, constraints);
      if (!phantom || path !== paths.transactions(ledger.id)) return found;
      phantom = false;
      return [...found, { ...found[0]!, id: 'deleted-meanwhile', from: 'Ravi' }];
    }) as typeof docs.query;
    expect(await linkTemporaryMember(docs, ledger, ravi, account, NOW)).toEqual({ entries: 3 });
    expect(await docs.get(paths.transaction(ledger.id, 'deleted-meanwhile'))).toBeNull();
    expect(await everything(ledger.id)).not.toContain('"Ravi"');
  });

  it('refuses to link a member with an account, or to someone who is not one, or who has left', async () => {
    const { ledger, ravi, account } = await trip();
    const ben = (await readMembers(ledger.id)).find((m) => m.displayName === 'Ben')!;
    const was = await everything(ledger.id);
    await expect(linkTemporaryMember(docs, ledger, ben, account, NOW)).rejects.toThrow(
      new LinkRefusedError('Ben is not a temporary member.'),
    );
    await expect(linkTemporaryMember(docs, ledger, ravi, ravi, NOW)).rejects.toThrow(
      new LinkRefusedError('Ravi is not a member with an account.'),
    );
    await expect(
      linkTemporaryMember(docs, ledger, ravi, { id: 'uid-x', userId: 'uid-x', displayName: 'X' }, NOW),
    ).rejects.toThrow(new LinkRefusedError('X is not a member with an account.'));
    await docs.delete(paths.member(ledger.id, ben.id));
    await expect(linkTemporaryMember(docs, ledger, ravi, ben, NOW)).rejects.toThrow(
      new LinkRefusedError('Ben is no longer a member of this group.'),
    );
    expect(JSON.parse(await everything(ledger.id))[1]).toEqual(JSON.parse(was)[1]);
  });
});
