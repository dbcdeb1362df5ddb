// Recurring items that add themselves (issue 31): the schedule's fields are shape-checked, only admins write
// them, a linked entry must name an item of that ledger, and a second posting of a month that is already
// there (another admin's device, once it is back online) cannot replace the first.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { adam, as, mona, NOW, olive, recurring, seed, tx, setupRulesEnv } from './fixtures';

setupRulesEnv('recurring-schedule');

const RECURRING = 'ledgers/m1/settings/monthly/recurringTransactions';
const M1 = 'ledgers/m1/transactions';

const schedule = {
  autoAdd: true,
  dayOfMonth: 1,
  frequency: 'quarterly',
  fallsIn: 4,
  payments: 24,
  endsOn: '2028-03',
  amountFrom: '2026-04',
  previousAmount: 14000,
  postedThrough: '2026-02',
};

describe('the schedule on a recurring item', () => {
  it('lets admins save every schedule field, and "Last day" as 31', async () => {
    await assertSucceeds(setDoc(doc(as(adam), `${RECURRING}/emi`), recurring({ ...schedule, owner: adam.uid })));
    await assertSucceeds(
      setDoc(doc(as(olive), `${RECURRING}/yearly`), recurring({ frequency: 'yearly', dayOfMonth: 31 })),
    );
    await assertSucceeds(updateDoc(doc(as(olive), `${RECURRING}/rent`), { postedThrough: '2026-03' }));
  });

  it('refuses a member writing one', async () => {
    await assertFails(setDoc(doc(as(mona), `${RECURRING}/emi`), recurring({ ...schedule, owner: mona.uid })));
  });

  it('refuses a day outside 1–28 (other than 31), a month outside 1–12 and payments outside 1–600', async () => {
    for (const bad of [
      { dayOfMonth: 0 },
      { dayOfMonth: 29 },
      { dayOfMonth: 30 },
      { dayOfMonth: 1.5 },
      { dayOfMonth: '1' },
      { fallsIn: 0 },
      { fallsIn: 13 },
      { payments: 0 },
      { payments: 601 },
      { payments: 2.5 },
      { autoAdd: 'yes' },
      { frequency: 'weekly' },
    ])
      await assertFails(setDoc(doc(as(olive), `${RECURRING}/x`), recurring({ ...schedule, ...bad })));
  });

  it('refuses months that are not yyyy-MM, and an amount history that is no amount', async () => {
    for (const bad of [
      { endsOn: '2028-13' },
      { endsOn: '2028-3' },
      { amountFrom: 'April' },
      { postedThrough: 202603 },
      { previousAmount: Number.NaN },
      { previousAmount: 1e12 },
    ])
      await assertFails(setDoc(doc(as(olive), `${RECURRING}/x`), recurring({ ...schedule, ...bad })));
  });
});

describe('an entry linked to a recurring item', () => {
  const posted = (by: string, extra = {}) =>
    tx('common', {
      owner: by,
      recursiveId: 'rent',
      amount: 15000,
      date: NOW,
      createdAt: NOW,
      updatedAt: NOW,
      ...extra,
    });

  it('must name an item of this ledger', async () => {
    await assertSucceeds(setDoc(doc(as(adam), `${M1}/rent_2026-03`), posted(adam.uid)));
    await assertFails(setDoc(doc(as(adam), `${M1}/ghost_2026-03`), posted(adam.uid, { recursiveId: 'ghost' })));
    await assertSucceeds(setDoc(doc(as(adam), `${M1}/unlinked`), posted(adam.uid, { recursiveId: '' })));
  });

  it('may name an item written in the same batch (an import)', async () => {
    const db = as(olive);
    const batch = writeBatch(db);
    batch.set(doc(db, `${RECURRING}/wifi`), recurring({ description: 'Wi-Fi', amount: 999 }));
    batch.set(doc(db, `${M1}/wifi_2026-03`), posted(olive.uid, { recursiveId: 'wifi', amount: 999 }));
    await assertSucceeds(batch.commit());
  });

  it('cannot be moved onto an item that does not exist', async () => {
    await seed(`${M1}/rent_2026-03`, posted(olive.uid));
    await assertFails(updateDoc(doc(as(olive), `${M1}/rent_2026-03`), { recursiveId: 'ghost' }));
    await assertSucceeds(updateDoc(doc(as(olive), `${M1}/rent_2026-03`), { amount: 16000, updatedAt: NOW + 1 }));
  });

  it('attack: a second posting of the month cannot replace the first, nor an edit made to it', async () => {
    await seed(`${M1}/rent_2026-03`, posted(olive.uid));
    // Adam's device posted the same month offline: his copy names him and the time he wrote it.
    await assertFails(setDoc(doc(as(adam), `${M1}/rent_2026-03`), posted(adam.uid)));
    await assertFails(setDoc(doc(as(adam), `${M1}/rent_2026-03`), posted(olive.uid, { createdAt: NOW + 5 })));
  });
});
