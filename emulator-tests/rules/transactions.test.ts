// ledgers/{id}/transactions/{t}: monthly members see and write only their own unsettled expenses; one-time
// members share everything; admins do the rest. Every write is checked for shape, since one malformed
// entry would break every member's screens.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { adam, as, HUGE, MARCH, mona, NOW, olive, RAVI, sam, tara, text, tx, setupRulesEnv } from './fixtures';

setupRulesEnv('transactions');

const M1 = 'ledgers/m1/transactions';
const T1 = 'ledgers/t1/transactions';
const monthOf = (db: Firestore, path: string, from?: string) =>
  getDocs(
    query(
      collection(db, path),
      ...(from ? [where('from', '==', from)] : []),
      where('date', '>=', MARCH.start),
      where('date', '<', MARCH.end),
    ),
  );
const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `p${i}`, amount: 1, split: 1 }));

describe('transactions: reading', () => {
  it('lets admins of a monthly ledger read the whole month and any entry', async () => {
    for (const person of [olive, adam]) {
      await assertSucceeds(monthOf(as(person), M1));
      await assertSucceeds(getDoc(doc(as(person), `${M1}/mona-open`)));
    }
  });

  it('lets admins look a settlement’s expenses up by settlementId', async () => {
    await assertSucceeds(getDocs(query(collection(as(adam), M1), where('settlementId', '==', 'settle-1'))));
  });

  it('lets a monthly member read his own entries with the app’s filtered query', async () => {
    await assertSucceeds(monthOf(as(mona), M1, mona.uid));
    await assertSucceeds(getDoc(doc(as(mona), `${M1}/mona-settled`)));
  });

  it('refuses a monthly member any read that is not filtered to himself', async () => {
    await assertFails(monthOf(as(mona), M1));
    await assertFails(monthOf(as(mona), M1, olive.uid));
    await assertFails(getDoc(doc(as(mona), `${M1}/salary`)));
    await assertFails(getDocs(query(collection(as(mona), M1), where('settlementId', '==', 'settle-1'))));
  });

  it('lets every one-time member read everything', async () => {
    for (const person of [olive, adam, tara]) await assertSucceeds(getDocs(collection(as(person), T1)));
  });

  it('refuses strangers and members of other ledgers', async () => {
    await assertFails(getDocs(collection(as(sam), T1)));
    await assertFails(getDoc(doc(as(sam), `${M1}/mona-open`)));
    await assertFails(getDocs(collection(as(mona), T1)));
    await assertFails(monthOf(as(tara), M1, tara.uid));
  });
});

describe('transactions: monthly member writes', () => {
  it('lets him add, edit and delete his own unsettled expense', async () => {
    const db = as(mona);
    await assertSucceeds(setDoc(doc(db, `${M1}/new`), tx(mona.uid, { amount: -20, tags: [] })));
    await assertSucceeds(setDoc(doc(db, `${M1}/mona-open`), tx(mona.uid, { amount: 45, updatedAt: NOW + 1 })));
    await assertSucceeds(deleteDoc(doc(db, `${M1}/mona-open`)));
  });

  it('lets him fix the description of a settled expense', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(mona), `${M1}/mona-settled`),
        tx(mona.uid, {
          description: 'Gas cylinder',
          amount: 900,
          isSettled: true,
          settlementId: 'settle-1',
          updatedAt: NOW + 1,
        }),
      ),
    );
  });

  it('refuses him adding an expense paid by someone else', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/new`), tx(olive.uid, { owner: mona.uid })));
    await assertFails(setDoc(doc(as(mona), `${M1}/new`), tx('common', { owner: mona.uid })));
  });

  it('refuses him editing or deleting anyone else’s entry', async () => {
    await assertFails(
      setDoc(doc(as(mona), `${M1}/salary`), tx('common', { type: 'income', owner: olive.uid, amount: 1 })),
    );
    await assertFails(deleteDoc(doc(as(mona), `${M1}/salary`)));
  });

  it('refuses him handing his expense to someone else', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-open`), tx(olive.uid, { owner: mona.uid })));
  });

  it('refuses him deleting his settled expense', async () => {
    await assertFails(deleteDoc(doc(as(mona), `${M1}/mona-settled`)));
  });

  it('refuses him linking his expense to a recurring item', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/new`), tx(mona.uid, { recursiveId: 'rent' })));
  });
});

describe('transactions: one-time member writes', () => {
  it('lets him add an expense paid by anyone, a temporary member included', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(tara), `${T1}/new`),
        tx(RAVI, {
          owner: tara.uid,
          splitInfo: {
            method: 'Shares',
            details: [
              { userId: RAVI, amount: 30, split: 1 },
              { userId: tara.uid, amount: 10, split: 1 },
            ],
          },
        }),
      ),
    );
  });

  it('lets him settle up between any two people', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(tara), `${T1}/settle`),
        tx(RAVI, {
          description: 'settle up',
          category: 'unknown',
          tags: [],
          type: 'settlement',
          owner: tara.uid,
          paymentMode: 'Other',
          splitInfo: { method: 'Custom', details: [{ userId: olive.uid, amount: 300, split: 300 }] },
        }),
      ),
    );
  });

  it('lets him edit and delete his own entries', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(tara), `${T1}/tara-dinner`),
        tx(tara.uid, { description: 'Dinner at Thalassa', amount: 900, updatedAt: NOW + 1 }),
      ),
    );
    await assertSucceeds(deleteDoc(doc(as(tara), `${T1}/tara-dinner`)));
  });

  it('refuses him editing or deleting someone else’s entry', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/olive-taxi`), tx(olive.uid, { amount: 1 })));
    await assertFails(deleteDoc(doc(as(tara), `${T1}/olive-taxi`)));
  });

  it('refuses him entries owned by someone else, or income', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/new`), tx(olive.uid)));
    await assertFails(setDoc(doc(as(tara), `${T1}/new`), tx(tara.uid, { type: 'income' })));
  });
});

describe('transactions: admin writes', () => {
  it('lets admins add income, expenses for anyone, and settlements in a monthly ledger', async () => {
    const db = as(adam);
    await assertSucceeds(
      setDoc(doc(db, `${M1}/bonus`), tx('common', { type: 'income', owner: adam.uid, amount: 5000 })),
    );
    await assertSucceeds(setDoc(doc(db, `${M1}/for-mona`), tx(mona.uid, { owner: adam.uid })));
    await assertSucceeds(
      setDoc(doc(db, `${M1}/rent-now`), tx('common', { owner: adam.uid, recursiveId: 'rent', amount: 15000 })),
    );
  });

  it('lets admins settle expenses and unsettle them by deleting the settlement', async () => {
    const db = as(olive);
    const settle = writeBatch(db);
    settle.set(
      doc(db, `${M1}/settle-2`),
      tx('common', {
        type: 'settlement',
        owner: olive.uid,
        amount: 40,
        tags: [],
        category: 'unknown',
        paymentMode: 'Other',
      }),
    );
    settle.set(doc(db, `${M1}/mona-open`), { isSettled: true, settlementId: 'settle-2' }, { merge: true });
    await assertSucceeds(settle.commit());
    const unsettle = writeBatch(db);
    unsettle.delete(doc(db, `${M1}/settle-1`));
    unsettle.set(doc(db, `${M1}/mona-settled`), { isSettled: false, settlementId: '' }, { merge: true });
    await assertSucceeds(unsettle.commit());
  });

  it('lets admins edit and delete anyone’s entries', async () => {
    await assertSucceeds(setDoc(doc(as(adam), `${M1}/mona-open`), tx(mona.uid, { amount: 41 })));
    await assertSucceeds(deleteDoc(doc(as(adam), `${T1}/tara-dinner`)));
  });

  it('refuses even admins re-assigning an entry or rewriting when it was made', async () => {
    await assertFails(setDoc(doc(as(olive), `${M1}/mona-open`), { owner: olive.uid }, { merge: true }));
    await assertFails(setDoc(doc(as(olive), `${M1}/mona-open`), { createdAt: NOW + 5 }, { merge: true }));
  });

  it('refuses even admins creating entries in someone else’s name', async () => {
    await assertFails(setDoc(doc(as(adam), `${M1}/fake`), tx(mona.uid)));
  });

  it('refuses strangers writing anything', async () => {
    await assertFails(setDoc(doc(as(sam), `${T1}/x`), tx(sam.uid)));
    await assertFails(deleteDoc(doc(as(sam), `${T1}/olive-taxi`)));
  });
});

describe('transactions: attacks', () => {
  it('attack: a monthly member cannot save a date of 1e16', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { date: 1e16 })));
  });

  it('attack: a one-time member cannot save splitInfo {}', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { splitInfo: {} })));
  });

  it('attack: a member cannot save an entry without tags', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/tara-dinner`), { tags: deleteField() }, { merge: true }));
    const { tags: _tags, ...untagged } = tx(mona.uid);
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), untagged));
  });

  it('attack: split lines must be lines, however many there are', async () => {
    await assertFails(
      setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { splitInfo: { method: 'Equal', details: [null] } })),
    );
    await assertFails(
      setDoc(
        doc(as(tara), `${T1}/x`),
        tx(tara.uid, { splitInfo: { method: 'Equal', details: [...lines(4), { userId: 7 }] } }),
      ),
    );
    await assertFails(
      setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { splitInfo: { method: 'Equal', details: lines(101) } })),
    );
    await assertFails(
      setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { splitInfo: { method: 'Lottery', details: [] } })),
    );
  });

  it('attack: a monthly member cannot create income', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { type: 'income' })));
  });

  it('attack: a monthly member cannot create a settlement', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { type: 'settlement' })));
  });

  it('attack: a monthly member cannot put someone else as owner of his expense', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { owner: olive.uid })));
  });

  it('attack: a monthly member cannot add an expense that claims to be settled', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { isSettled: true, settlementId: 'settle-1' })));
  });

  it('attack: a monthly member cannot un-settle his settled expense', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-settled`), { isSettled: false }, { merge: true }));
  });

  it('attack: a monthly member cannot re-point his settled expense to another settlement', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-settled`), { settlementId: 'settle-9' }, { merge: true }));
  });

  it('attack: a monthly member cannot raise the amount of his settled expense', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-settled`), { amount: 9000 }, { merge: true }));
  });

  it('attack: a monthly member cannot move his settled expense to another date', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-settled`), { date: MARCH.end + 1000 }, { merge: true }));
  });

  it('attack: a monthly member cannot mark his open expense as settled', async () => {
    await assertFails(
      setDoc(doc(as(mona), `${M1}/mona-open`), { isSettled: true, settlementId: 'settle-1' }, { merge: true }),
    );
  });

  it('attack: amounts must be finite and within 1e11', async () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 1e12, -1e12]) {
      await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { amount })));
    }
  });

  it('attack: a split line amount must be finite', async () => {
    await assertFails(
      setDoc(
        doc(as(tara), `${T1}/x`),
        tx(tara.uid, {
          splitInfo: { method: 'Custom', details: [{ userId: tara.uid, amount: Number.NaN, split: 1 }] },
        }),
      ),
    );
  });

  it('attack: an entry cannot carry a 900 KB description', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { description: HUGE })));
  });

  it('attack: an entry cannot carry 5,000 tags, or a 51-character tag', async () => {
    await assertFails(
      setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { tags: Array.from({ length: 5000 }, (_, i) => `t${i}`) })),
    );
    await assertFails(setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { tags: [text(51)] })));
  });

  it('attack: comments and category have limits', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { comments: text(1001) })));
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { category: text(51) })));
  });

  it('attack: an entry cannot carry extra fields', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { padding: HUGE })));
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-open`), { approved: true }, { merge: true }));
  });

  it('attack: dates before 2000 and a missing createdAt are refused', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), tx(mona.uid, { updatedAt: -1 })));
    const { createdAt: _c, ...noCreatedAt } = tx(mona.uid);
    await assertFails(setDoc(doc(as(mona), `${M1}/x`), noCreatedAt));
  });

  it('attack: the payment mode must be one of the app’s', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/x`), tx(tara.uid, { paymentMode: 'Bitcoin' })));
  });
});

describe('transactions: several payers and a foreign currency', () => {
  const split = {
    method: 'Equal',
    details: [
      { userId: RAVI, amount: 500, split: 1 },
      { userId: tara.uid, amount: 500, split: 1 },
    ],
  };
  const paidByTwo = (payers: unknown) => tx(RAVI, { owner: tara.uid, amount: 1000, splitInfo: split, payers });
  const foreign = (extra: Record<string, unknown> = {}) =>
    tx(tara.uid, { amount: 3605, originalAmount: 40, originalCurrency: 'EUR', exchangeRate: 90.125, ...extra });

  it('lets a one-time member save an expense two people paid, and one paid in euros', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(tara), `${T1}/two`),
        paidByTwo([
          { userId: RAVI, amount: 600 },
          { userId: tara.uid, amount: 400 },
        ]),
      ),
    );
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/euros`), foreign()));
  });

  it('lets 50 payers through, and an edit drop the payers and the currency again', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => ({ userId: `p${i}`, amount: 20 }));
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/fifty`), paidByTwo(fifty)));
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/euros`), foreign()));
    await assertSucceeds(
      setDoc(
        doc(as(tara), `${T1}/euros`),
        { amount: 100, originalAmount: deleteField(), originalCurrency: deleteField(), exchangeRate: deleteField() },
        { merge: true },
      ),
    );
    await assertSucceeds(setDoc(doc(as(tara), `${T1}/fifty`), { payers: deleteField() }, { merge: true }));
  });

  it('attack: payers must be 2 to 50 maps of {userId, amount above 0}', async () => {
    const bad: unknown[] = [
      [{ userId: RAVI, amount: 1000 }],
      [],
      Array.from({ length: 51 }, (_, i) => ({ userId: `p${i}`, amount: 1 })),
      [
        { userId: RAVI, amount: 1000 },
        { userId: tara.uid, amount: 0 },
      ],
      [
        { userId: RAVI, amount: -5 },
        { userId: tara.uid, amount: 1005 },
      ],
      [
        { userId: '', amount: 500 },
        { userId: tara.uid, amount: 500 },
      ],
      [
        { userId: RAVI, amount: 500 },
        { userId: tara.uid, amount: 500, extra: 1 },
      ],
      [
        { userId: RAVI, amount: 500 },
        { userId: tara.uid, amount: '500' },
      ],
      // The first and last payers are checked in full; the ones between are not (the rules' expression
      // budget, see write-budget.test.ts), and screens read them defensively (src/domain/decode.ts).
      [
        { userId: RAVI, amount: 500 },
        { userId: tara.uid, amount: 250 },
        { userId: 7, amount: 250 },
      ],
      [
        { userId: RAVI, amount: 500 },
        { userId: tara.uid, amount: Number.NaN },
      ],
      { userId: RAVI, amount: 1000 },
      'Ravi',
    ];
    for (const payers of bad) await assertFails(setDoc(doc(as(tara), `${T1}/x`), paidByTwo(payers)));
  });

  it('attack: the original amount and rate must be above 0 and the currency 3 capital letters', async () => {
    for (const extra of [
      { originalAmount: 0 },
      { originalAmount: -40 },
      { originalAmount: Number.POSITIVE_INFINITY },
      { originalAmount: '40' },
      { exchangeRate: 0 },
      { exchangeRate: -90 },
      { exchangeRate: Number.NaN },
      { originalCurrency: 'eur' },
      { originalCurrency: 'EURO' },
      { originalCurrency: 'E1R' },
      { originalCurrency: 978 },
    ]) {
      await assertFails(setDoc(doc(as(tara), `${T1}/x`), foreign(extra)));
    }
  });

  it('attack: nobody records several payers in a monthly ledger, not even on his own new expense', async () => {
    const payers = [
      { userId: mona.uid, amount: 0.01 },
      { userId: olive.uid, amount: 99.99 },
    ];
    await assertFails(setDoc(doc(as(mona), `${M1}/mona-two-payers`), tx(mona.uid, { amount: 100, payers })));
    await assertFails(
      setDoc(doc(as(olive), `${M1}/olive-two-payers`), tx(olive.uid, { owner: olive.uid, amount: 100, payers })),
    );
  });

  it('attack: a monthly member cannot add payers to his settled expense', async () => {
    await assertFails(
      setDoc(
        doc(as(mona), `${M1}/mona-settled`),
        {
          payers: [
            { userId: mona.uid, amount: 1 },
            { userId: olive.uid, amount: 1 },
          ],
        },
        { merge: true },
      ),
    );
  });
});
