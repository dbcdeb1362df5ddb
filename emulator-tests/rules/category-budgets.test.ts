// settings/monthly `budgets`: admins write a map of category name -> non-negative limit, bounded like every
// other map; members and strangers write none, and nothing else can pass for one.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, setDoc, updateDoc, waitForPendingWrites } from 'firebase/firestore';
import { FirestoreDocumentStore } from '../../src/data/firebase/firestore-store';
import { saveBudgets, saveMonthlySettings } from '../../src/data/repo/settings';
import { adam, as, mona, olive, sam, setupRulesEnv, tara, text } from './fixtures';

setupRulesEnv('category-budgets');

const MONTHLY = 'ledgers/m1/settings/monthly';
const budgetsOf = (n: number, value = 1) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, value]));

describe('category budgets: allowed', () => {
  it('lets admins set, replace and clear the budgets, leaving the other defaults', async () => {
    await assertSucceeds(setDoc(doc(as(olive), MONTHLY), { budgets: { Food: 5000, Rent: 20000 } }, { merge: true }));
    await assertSucceeds(updateDoc(doc(as(adam), MONTHLY), { budgets: { Food: 4500.5 } }));
    await assertSucceeds(updateDoc(doc(as(adam), MONTHLY), { budgets: {} }));
    await assertSucceeds(updateDoc(doc(as(olive), MONTHLY), { budgets: deleteField() }));
  });

  it('accepts every amount the app can save: 0, paise, crores and the largest amount', async () => {
    for (const limit of [0, 0.05, 5000, 5000.5, 12_345_678.9, 15_000_000_000, 99_999_999_999.99, 100_000_000_000]) {
      await assertSucceeds(updateDoc(doc(as(olive), MONTHLY), { budgets: { Food: limit, Rent: 1 } }));
    }
  });

  it('accepts 100 budgets and category names of 50 characters', async () => {
    await assertSucceeds(updateDoc(doc(as(olive), MONTHLY), { budgets: budgetsOf(100) }));
    await assertSucceeds(updateDoc(doc(as(olive), MONTHLY), { budgets: { [text(50)]: 10, 'Eating out': 20 } }));
  });

  it('keeps the payment mode and payer editable beside the budgets', async () => {
    await assertSucceeds(updateDoc(doc(as(olive), MONTHLY), { budgets: { Food: 5000 } }));
    await assertSucceeds(setDoc(doc(as(adam), MONTHLY), { paymentMode: 'Cash' }, { merge: true }));
  });
});

describe('category budgets: the app’s own save', () => {
  it('is allowed for an admin, replaces the map and leaves the payment mode and payer', async () => {
    const db = as(adam);
    const rejected: string[] = [];
    const docs = new FirestoreDocumentStore(db, (m) => rejected.push(m));
    await saveBudgets(docs, 'm1', { Food: 5000, Rent: 20000.5 });
    await saveMonthlySettings(docs, 'm1', { paymentMode: 'Cash' });
    await saveBudgets(docs, 'm1', { Food: 1000 });
    await waitForPendingWrites(db);
    expect(rejected).toEqual([]);
    const stored = (await getDoc(doc(db, MONTHLY))).data();
    expect(stored).toEqual({ paymentMode: 'Cash', paidBy: olive.uid, budgets: { Food: 1000 } });
  });
});

describe('category budgets: denied', () => {
  it('refuses members, one-time members and strangers', async () => {
    await assertFails(setDoc(doc(as(mona), MONTHLY), { budgets: { Food: 1 } }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), MONTHLY), { budgets: { Food: 1 } }, { merge: true }));
    await assertFails(setDoc(doc(as(sam), MONTHLY), { budgets: { Food: 1 } }, { merge: true }));
  });

  it('refuses budgets on a one-time ledger’s settings', async () => {
    await assertFails(
      setDoc(doc(as(olive), 'ledgers/t1/settings/onetime'), {
        splitType: 'Equal',
        percentages: {},
        shares: {},
        budgets: { Food: 1 },
      }),
    );
  });

  it('refuses a negative, too large, NaN or infinite limit', async () => {
    for (const limit of [-1, -0.5, 100_000_000_001, 150_000_000_000.5, 1e12, Number.NaN, Infinity]) {
      await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { Food: limit } }));
      await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { Food: 1, Rent: limit } }));
    }
  });

  it('refuses a limit that is not a number', async () => {
    for (const limit of [true, null, [1], { a: 1 }, 'lots']) {
      await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { Food: limit } }));
    }
  });

  it('refuses budgets that are not a map', async () => {
    for (const budgets of [['Food'], 'Food', 5000, null]) {
      await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets }));
    }
  });

  it('attack: refuses 101 budgets, a 51-character or two-line category, and a 1,000-character name', async () => {
    await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: budgetsOf(101) }));
    await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { [text(51)]: 1 } }));
    await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { 'Food\nRent': 1 } }));
    await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { [text(1000)]: 1 } }));
  });

  it('attack: refuses other fields riding along with the budgets', async () => {
    await assertFails(updateDoc(doc(as(olive), MONTHLY), { budgets: { Food: 1 }, note: 'x' }));
  });
});
