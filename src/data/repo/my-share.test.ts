// Add my share on the device adapter: adding again rewrites the same documents, switching between one
// expense and one per category removes the other kind in the same batch, and nothing else is touched.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildShareEntries, myShareParts, ShareSettledError } from '../../domain/my-share';
import { customExpense, expense } from '../../domain/test-builders';
import type { Transaction } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { categoriesOf, saveMyShare, sharesOfTrip } from './my-share';
import { paths } from './paths';
import { saveTransaction } from './transactions';

let docs: DeviceDocumentStore;
let counter = 0;
const HOUSEHOLD = { id: 'household', name: 'Household' };
const DAY = Date.UTC(2026, 10, 5);

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`share-${++counter}`));
});

async function entriesFor(trip: Transaction[], perCategory: boolean, now = DAY) {
  return buildShareEntries({
    trip: { id: 'goa', name: 'Goa trip', currency: 'INR' },
    target: { currency: 'INR' },
    category: 'Travel',
    userId: 'asha',
    parts: myShareParts(trip, 'asha', 'INR', perCategory),
    date: DAY,
    now,
  });
}

const all = async () => (await docs.query(paths.transactions(HOUSEHOLD.id))).map((d) => d.id).sort();

describe('saveMyShare', () => {
  const trip = [
    expense('asha', 900, ['asha', 'ravi', 'meera'], { category: 'Food' }),
    customExpense('ravi', 1000, { asha: 400, ravi: 600 }, { category: 'Stay' }),
  ];

  it('adds the share once, then updates the same document', async () => {
    expect(await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(trip, false))).toEqual({
      updated: false,
    });
    const [first] = await sharesOfTrip(docs, HOUSEHOLD.id, 'asha', 'goa');
    expect(first?.amount).toBe(700);

    const more = [...trip, expense('meera', 300, ['asha', 'meera'], { category: 'Food' })];
    expect(await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(more, false, DAY + 5))).toEqual({
      updated: true,
    });
    const after = await sharesOfTrip(docs, HOUSEHOLD.id, 'asha', 'goa');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first?.id, amount: 850, createdAt: DAY, updatedAt: DAY + 5 });
  });

  it('switches between one expense and one per category, removing the other kind', async () => {
    await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(trip, true));
    const perCategory = await sharesOfTrip(docs, HOUSEHOLD.id, 'asha', 'goa');
    expect(perCategory.map((t) => [t.category, t.amount])).toEqual(
      expect.arrayContaining([
        ['Food', 300],
        ['Stay', 400],
      ]),
    );
    await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(trip, false));
    const whole = await sharesOfTrip(docs, HOUSEHOLD.id, 'asha', 'goa');
    expect(whole.map((t) => [t.category, t.amount])).toEqual([['Travel', 700]]);
  });

  it('leaves other entries, other people’s shares and other trips alone', async () => {
    await saveTransaction(docs, HOUSEHOLD.id, {
      ...(await entriesFor(trip, false))[0]!,
      id: 'ravi-share',
      from: 'ravi',
    });
    await saveTransaction(docs, HOUSEHOLD.id, {
      ...(await entriesFor(trip, false))[0]!,
      id: 'other-trip',
      fromTrip: { ledgerId: 'kerala', name: 'Kerala' },
    });
    await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(trip, true));
    await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(trip, false));
    expect(await all()).toEqual(
      expect.arrayContaining(['other-trip', 'ravi-share', (await entriesFor(trip, false))[0]!.id]),
    );
    expect(await all()).toHaveLength(3);
  });

  it('writes nothing when the share was settled meanwhile and would change', async () => {
    await saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(trip, false));
    const [share] = await sharesOfTrip(docs, HOUSEHOLD.id, 'asha', 'goa');
    await docs.set(
      paths.transaction(HOUSEHOLD.id, share!.id),
      { isSettled: true, settlementId: 's1' },
      { merge: true },
    );
    const more = [...trip, expense('meera', 300, ['asha', 'meera'])];
    await expect(saveMyShare(docs, HOUSEHOLD, 'asha', 'goa', await entriesFor(more, false))).rejects.toThrow(
      ShareSettledError,
    );
    expect((await sharesOfTrip(docs, HOUSEHOLD.id, 'asha', 'goa'))[0]?.amount).toBe(700);
  });
});

describe('categoriesOf', () => {
  it('reads the ledger’s categories, or the defaults', async () => {
    expect(await categoriesOf(docs, HOUSEHOLD.id)).toContain('Food');
    await docs.set(paths.commonSettings(HOUSEHOLD.id), { categories: ['Travel', 'Rent'], tags: [] });
    expect(await categoriesOf(docs, HOUSEHOLD.id)).toEqual(['Travel', 'Rent']);
  });
});
