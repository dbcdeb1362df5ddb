// ledgers/{id}/settings/{common|monthly|onetime} and settings/monthly/recurringTransactions/{r}:
// contributors read settings, admins write them; recurring items are for admins alone. Every write is
// checked for shape, so no list or map can grow without bound or change type.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { adam, as, HUGE, mona, olive, recurring, sam, tara, text, setupRulesEnv } from './fixtures';

setupRulesEnv('settings');

const RECURRING = 'ledgers/m1/settings/monthly/recurringTransactions';
const many = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

describe('settings: reading', () => {
  it('lets every role in a ledger read its settings', async () => {
    for (const person of [olive, adam, mona]) {
      await assertSucceeds(getDoc(doc(as(person), 'ledgers/m1/settings/common')));
      await assertSucceeds(getDoc(doc(as(person), 'ledgers/m1/settings/monthly')));
    }
    for (const person of [olive, adam, tara])
      await assertSucceeds(getDoc(doc(as(person), 'ledgers/t1/settings/onetime')));
  });

  it('refuses strangers and members of other ledgers', async () => {
    await assertFails(getDoc(doc(as(sam), 'ledgers/m1/settings/common')));
    await assertFails(getDoc(doc(as(tara), 'ledgers/m1/settings/monthly')));
    await assertFails(getDoc(doc(as(mona), 'ledgers/t1/settings/onetime')));
  });
});

describe('settings: writing', () => {
  it('lets admins merge categories and tags into settings/common', async () => {
    await assertSucceeds(
      setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { categories: ['Food', 'Rent', 'Pets'] }, { merge: true }),
    );
    await assertSucceeds(setDoc(doc(as(olive), 'ledgers/t1/settings/common'), { tags: [] }, { merge: true }));
  });

  it('lets admins change the monthly defaults one field at a time', async () => {
    await assertSucceeds(
      setDoc(doc(as(adam), 'ledgers/m1/settings/monthly'), { paymentMode: 'Cash' }, { merge: true }),
    );
    await assertSucceeds(setDoc(doc(as(olive), 'ledgers/m1/settings/monthly'), { paidBy: 'common' }, { merge: true }));
  });

  it('lets admins replace the one-time split defaults', async () => {
    await assertSucceeds(
      setDoc(doc(as(adam), 'ledgers/t1/settings/onetime'), {
        splitType: 'Percentage',
        percentages: { olive: 50, tara: 33.333, Ravi: 16.667 },
        shares: {},
      }),
    );
    await assertSucceeds(
      setDoc(doc(as(olive), 'ledgers/t1/settings/onetime'), {
        splitType: 'Shares',
        percentages: {},
        shares: { olive: 2, tara: 1 },
      }),
    );
  });

  it('refuses members and strangers writing settings', async () => {
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1/settings/common'), { categories: ['Mine'] }, { merge: true }));
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1/settings/monthly'), { paidBy: mona.uid }, { merge: true }));
    await assertFails(
      setDoc(doc(as(tara), 'ledgers/t1/settings/onetime'), { splitType: 'Equal', percentages: {}, shares: {} }),
    );
    await assertFails(setDoc(doc(as(sam), 'ledgers/t1/settings/common'), { categories: [], tags: [] }));
  });

  it('refuses settings of the other ledger type, or of an unknown name', async () => {
    await assertFails(
      setDoc(doc(as(olive), 'ledgers/m1/settings/onetime'), { splitType: 'Equal', percentages: {}, shares: {} }),
    );
    await assertFails(setDoc(doc(as(olive), 'ledgers/t1/settings/monthly'), { paymentMode: 'UPI', paidBy: olive.uid }));
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1/settings/theme'), { dark: true }));
  });

  it('refuses deleting settings unless the owner deletes the ledger', async () => {
    await assertFails(deleteDoc(doc(as(adam), 'ledgers/m1/settings/common')));
    await assertFails(deleteDoc(doc(as(mona), 'ledgers/m1/settings/monthly')));
  });

  it('lets admins turn Simplify debts on and off, and refuses anything but true or false', async () => {
    const onetime = 'ledgers/t1/settings/onetime';
    await assertSucceeds(setDoc(doc(as(adam), onetime), { simplifyDebts: false }, { merge: true }));
    await assertSucceeds(setDoc(doc(as(olive), onetime), { simplifyDebts: true }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), onetime), { simplifyDebts: 'no' }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), onetime), { simplifyDebts: false }, { merge: true }));
  });

  it('lets admins save households and how they settle; refuses non-lists, more than 50, non-booleans and members', async () => {
    const onetime = 'ledgers/t1/settings/onetime';
    const households = [{ name: 'The Iyers', members: ['Ravi', tara.uid], through: 'Ravi' }];
    const patch = { households, settleByHousehold: true, settleWithinHousehold: false };
    await assertSucceeds(setDoc(doc(as(adam), onetime), patch, { merge: true }));
    await assertFails(setDoc(doc(as(adam), onetime), { households: 'The Iyers' }, { merge: true }));
    await assertFails(
      setDoc(doc(as(adam), onetime), { households: Array.from({ length: 51 }, () => households[0]) }, { merge: true }),
    );
    await assertFails(setDoc(doc(as(adam), onetime), { settleByHousehold: 'yes' }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), onetime), { settleWithinHousehold: 1 }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), onetime), patch, { merge: true }));
  });

  it('refuses an unknown payment mode or split type', async () => {
    await assertFails(
      setDoc(doc(as(olive), 'ledgers/m1/settings/monthly'), { paymentMode: 'Bitcoin' }, { merge: true }),
    );
    await assertFails(
      setDoc(doc(as(olive), 'ledgers/t1/settings/onetime'), { splitType: 'Random', percentages: {}, shares: {} }),
    );
  });
});

describe('recurring items', () => {
  it('lets admins list, write and delete them', async () => {
    await assertSucceeds(getDocs(collection(as(adam), RECURRING)));
    await assertSucceeds(
      setDoc(doc(as(adam), `${RECURRING}/net`), recurring({ description: 'Internet', amount: 0, owner: adam.uid })),
    );
    await assertSucceeds(setDoc(doc(as(olive), `${RECURRING}/rent`), recurring({ amount: 16000 })));
    await assertSucceeds(deleteDoc(doc(as(olive), `${RECURRING}/rent`)));
  });

  it('refuses members of the ledger any access', async () => {
    await assertFails(getDocs(collection(as(mona), RECURRING)));
    await assertFails(getDoc(doc(as(mona), `${RECURRING}/rent`)));
    await assertFails(setDoc(doc(as(mona), `${RECURRING}/mine`), recurring({ owner: mona.uid })));
    await assertFails(deleteDoc(doc(as(mona), `${RECURRING}/rent`)));
  });

  it('refuses a one-time member reading them', async () => {
    await assertFails(getDocs(collection(as(tara), 'ledgers/t1/settings/monthly/recurringTransactions')));
  });

  it('refuses strangers any access', async () => {
    await assertFails(getDocs(collection(as(sam), RECURRING)));
    await assertFails(setDoc(doc(as(sam), `${RECURRING}/x`), recurring()));
  });

  it('refuses them in a one-time ledger', async () => {
    await assertFails(setDoc(doc(as(olive), 'ledgers/t1/settings/monthly/recurringTransactions/x'), recurring()));
  });

  it('refuses a bad type, frequency or start date', async () => {
    await assertFails(setDoc(doc(as(olive), `${RECURRING}/x`), recurring({ type: 'settlement' })));
    await assertFails(setDoc(doc(as(olive), `${RECURRING}/x`), recurring({ frequency: 'weekly' })));
    await assertFails(setDoc(doc(as(olive), `${RECURRING}/x`), recurring({ startDate: 1e16 })));
  });
});

describe('settings: attacks', () => {
  it('attack: categories cannot become a map', async () => {
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { categories: { Food: true } }, { merge: true }),
    );
  });

  it('attack: categories cannot hold 5,000 items', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { categories: many(5000) }, { merge: true }));
  });

  it('attack: a tag cannot be 900 KB, nor a number', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { tags: ['Family', HUGE] }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { tags: ['Family', 7] }, { merge: true }));
  });

  it('attack: a category cannot pass 50 characters', async () => {
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { categories: ['Food', text(51)] }, { merge: true }),
    );
  });

  it('attack: settings cannot carry extra fields', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/settings/common'), { padding: HUGE }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/settings/monthly'), { padding: 'x' }, { merge: true }));
  });

  it('attack: percentages cannot hold 101 people, nor text', async () => {
    const big = Object.fromEntries(many(101).map((k) => [k, 1]));
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/t1/settings/onetime'), { splitType: 'Percentage', percentages: big, shares: {} }),
    );
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/t1/settings/onetime'), {
        splitType: 'Shares',
        percentages: {},
        shares: { olive: 'two' },
      }),
    );
  });

  it('attack: shares cannot be a list', async () => {
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/t1/settings/onetime'), { splitType: 'Shares', percentages: {}, shares: [1, 2] }),
    );
  });

  it('attack: paidBy cannot be 900 KB', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/settings/monthly'), { paidBy: HUGE }, { merge: true }));
  });

  it('attack: a recurring item cannot carry a 900 KB description, extra fields or a NaN amount', async () => {
    await assertFails(setDoc(doc(as(adam), `${RECURRING}/x`), recurring({ description: HUGE })));
    await assertFails(setDoc(doc(as(adam), `${RECURRING}/x`), recurring({ padding: 'x' })));
    await assertFails(setDoc(doc(as(adam), `${RECURRING}/x`), recurring({ amount: Number.NaN })));
  });

  it('attack: a recurring item cannot carry 5,000 tags', async () => {
    await assertFails(setDoc(doc(as(adam), `${RECURRING}/x`), recurring({ tags: many(5000) })));
  });
});
