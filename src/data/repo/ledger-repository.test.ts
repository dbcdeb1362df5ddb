// The repository bound to one ledger, on the device adapter: what it adds over the plain repo functions is
// the rule work done once for every screen (re-reading before Settle Now, derived settlement ids, members
// reading only their own entries, deleting only what cannot be read).
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, tx } from '../../domain/test-builders';
import type { Ledger, Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { decodeEntries } from './activity';
import { LedgerRepository } from './ledger-repository';
import { paths } from './paths';

const NOV = Date.UTC(2026, 10, 5);
const household: Ledger = ledger({
  id: 'home',
  type: 'monthly',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha', 'ben'],
});
let docs: DeviceDocumentStore;
let counter = 0;

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`ledger-repo-${++counter}`));
});

const as = (uid: string, of: Ledger = household) => new LedgerRepository(docs, of, { uid }, () => NOV);

async function stored(repo: LedgerRepository, over: Partial<Transaction>): Promise<Transaction> {
  const { id: _id, ...draft } = tx({ date: NOV, createdAt: NOV, updatedAt: NOV, ...over });
  const id = await repo.saveTransaction(draft);
  return { ...draft, id };
}

describe('Settle Now', () => {
  it('settles what is unsettled now, not what the screen showed, and a second press writes nothing', async () => {
    const asha = as('asha');
    const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
    const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
    const shown = [rent, milk];
    await asha.deleteTransaction(milk); // another tab deletes Milk after the screen was drawn

    await asha.settleMonthly('ben', shown, { year: 2026, month: 11 });
    await asha.settleMonthly('ben', shown, { year: 2026, month: 11 });

    const month = await asha.fetchMonth({ year: 2026, month: 11 });
    const settlements = month.filter((t) => t.type === 'settlement');
    expect(settlements).toHaveLength(1);
    expect(settlements[0]?.amount).toBe(900);
    expect(month.find((t) => t.id === rent.id)).toMatchObject({ isSettled: true, settlementId: settlements[0]?.id });
  });
});

describe('Settle Up', () => {
  it('writes one settlement for the same transfer over the same entries, from any press', async () => {
    const trip = ledger({ id: 'goa', type: 'onetime', owner: 'asha', admins: ['asha'], contributors: ['asha', 'ben'] });
    const basis = [tx({ id: 'dinner', amount: 1200, from: 'asha' })];
    const transfer = { from: 'ben', to: 'asha', amount: 600 };
    await as('asha', trip).settleUp(transfer, basis);
    await as('ben', trip).settleUp(transfer, basis);
    const all = await docs.query(paths.transactions('goa'), []);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ type: 'settlement', from: 'ben', amount: 600 });
    expect(all[0]?.splitInfo).toMatchObject({ details: [{ userId: 'asha', amount: 600 }] });
  });
});

describe('the month-wise read', () => {
  it('gives an admin every entry of the month and a member only their own', async () => {
    const asha = as('asha');
    await stored(asha, { from: 'asha', description: 'Groceries' });
    await stored(asha, { from: 'ben', owner: 'ben', description: 'Taxi' });
    await stored(asha, { from: 'ben', description: 'October', date: Date.UTC(2026, 9, 20) });

    const names = async (repo: LedgerRepository) =>
      (await repo.fetchMonth({ year: 2026, month: 11 })).map((t) => t.description).sort();
    expect(await names(asha)).toEqual(['Groceries', 'Taxi']);
    expect(await names(as('ben'))).toEqual(['Taxi']);
  });
});

describe('deleting unreadable entries', () => {
  it('deletes exactly the named transactions and recurring items, and counts them', async () => {
    const asha = as('asha');
    const kept = await stored(asha, { description: 'Kept' });
    await docs.set(paths.transaction('home', 'broken'), { amount: 'lots' });
    await docs.set(paths.recurringItem('home', 'broken-rent'), { amount: null });

    expect(await asha.deleteUnreadable(['broken'], ['broken-rent'])).toBe(2);
    expect(await docs.get(paths.transaction('home', 'broken'))).toBeNull();
    expect(await docs.get(paths.recurringItem('home', 'broken-rent'))).toBeNull();
    expect(await asha.getTransaction(kept.id)).toMatchObject({ description: 'Kept' });
  });
});

describe('the activity entries it writes', () => {
  const trip: Ledger = ledger({
    id: 'goa',
    type: 'onetime',
    owner: 'asha',
    admins: ['asha'],
    contributors: ['asha', 'ben'],
  });
  const entries = async (ledgerId: string) => decodeEntries(await docs.query(paths.activity(ledgerId)));

  it('fits a title of two long names within the 200 characters the rules accept', async () => {
    const long = (c: string) => c.repeat(100);
    await docs.set(paths.member('goa', long('r')), { displayName: long('r'), userId: long('r') });
    await docs.set(paths.member('goa', 'ben'), { displayName: long('b'), userId: 'ben' });
    await as('asha', trip).linkMember(
      { id: long('r'), userId: long('r'), displayName: long('r') },
      { id: 'ben', userId: 'ben', displayName: long('b') },
    );
    const [linked] = await entries('goa');
    expect(linked?.title).toHaveLength(200);
    expect(linked?.title.startsWith(`${long('r')} to b`)).toBe(true);
    expect(linked?.title.endsWith('…')).toBe(true);
  });

  it('fits a long author name, and names an author without one by his id', async () => {
    const named = new LedgerRepository(docs, trip, { uid: 'asha', displayName: 'A'.repeat(300) }, () => NOV);
    await named.saveCategories(['Food']);
    await new LedgerRepository(docs, trip, { uid: 'ben' }, () => NOV).saveTags(['Goa']);
    const byName = (await entries('goa')).map((e) => e.byName).sort();
    expect(byName).toEqual(['A'.repeat(199) + '…', 'ben']);
  });

  it('names what has no name of its own', async () => {
    const asha = as('asha');
    const untitled = await stored(asha, { description: '' });
    await asha.deleteRecurringItem('rent');
    const titles = (await entries('home')).map((e) => [e.kind, e.subject, e.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['added', untitled.id, 'an entry'],
        ['recurring-deleted', 'rent', 'a recurring item'],
      ]),
    );
  });
});
