// Add my share (src/domain/my-share.ts): a monthly expense linked to a trip by `fromTrip`. A member adds
// and updates only his own share, as any of his expenses; the link is a small, checked map, and only a
// monthly ledger takes it.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, query, setDoc, where, writeBatch } from 'firebase/firestore';
import { adam, as, mona, NOW, olive, tara, text, tx, setupRulesEnv } from './fixtures';

setupRulesEnv('my-share');

const M1 = 'ledgers/m1/transactions';
const T1 = 'ledgers/t1/transactions';
const link = { ledgerId: 't1', name: 'Goa trip' };
const share = (from: string, extra: Record<string, unknown> = {}) =>
  tx(from, {
    description: 'Goa trip',
    amount: 1433.33,
    category: 'Travel',
    tags: [],
    paymentMode: 'Other',
    fromTrip: link,
    ...extra,
  });

describe('my share: a monthly member', () => {
  it('adds his own share, per category too, and finds it with the app’s query', async () => {
    const db = as(mona);
    await assertSucceeds(setDoc(doc(db, `${M1}/share-whole`), share(mona.uid)));
    await assertSucceeds(
      setDoc(doc(db, `${M1}/share-food`), share(mona.uid, { fromTrip: { ...link, category: 'Food' } })),
    );
    await assertSucceeds(getDocs(query(collection(db, M1), where('from', '==', mona.uid))));
  });

  it('updates it in place, keeping when it was made, and swaps kinds in one batch', async () => {
    const db = as(mona);
    await assertSucceeds(
      setDoc(doc(db, `${M1}/share-food`), share(mona.uid, { fromTrip: { ...link, category: 'Food' } })),
    );
    await assertSucceeds(
      setDoc(
        doc(db, `${M1}/share-food`),
        share(mona.uid, { amount: 2000, updatedAt: NOW + 1, fromTrip: { ...link, category: 'Food' } }),
      ),
    );
    await assertFails(setDoc(doc(db, `${M1}/share-food`), share(mona.uid, { createdAt: NOW + 5 })));
    const batch = writeBatch(db);
    batch.set(doc(db, `${M1}/share-whole`), share(mona.uid));
    batch.delete(doc(db, `${M1}/share-food`));
    await assertSucceeds(batch.commit());
  });

  it('cannot add a share from someone else', async () => {
    await assertFails(setDoc(doc(as(mona), `${M1}/share-olive`), share(olive.uid, { owner: mona.uid })));
    await assertFails(setDoc(doc(as(mona), `${M1}/share-olive`), share(olive.uid)));
  });
});

describe('my share: admins', () => {
  it('add their own share to a monthly ledger', async () => {
    await assertSucceeds(setDoc(doc(as(adam), `${M1}/share-adam`), share(adam.uid)));
  });
});

describe('my share: the link itself', () => {
  it.each([
    ['text', 't1'],
    ['a list', ['t1']],
    ['no ledger id', { name: 'Goa trip' }],
    ['an empty ledger id', { ledgerId: '', name: 'Goa trip' }],
    ['a ledger id with a slash', { ledgerId: 'a/b', name: 'Goa trip' }],
    ['a ledger id too long', { ledgerId: text(129), name: 'Goa trip' }],
    ['no name', { ledgerId: 't1' }],
    ['an empty name', { ledgerId: 't1', name: '' }],
    ['a name too long', { ledgerId: 't1', name: text(101) }],
    ['a category that is a number', { ...link, category: 5 }],
    ['a category too long', { ...link, category: text(51) }],
    ['an extra field', { ...link, amount: 5 }],
  ])('refuses a link that is %s', async (_, fromTrip) => {
    await assertFails(setDoc(doc(as(mona), `${M1}/share-bad`), share(mona.uid, { fromTrip })));
  });

  it('is for expenses only', async () => {
    await assertFails(setDoc(doc(as(olive), `${M1}/share-income`), share(olive.uid, { type: 'income' })));
  });

  it('is for monthly ledgers only', async () => {
    await assertFails(setDoc(doc(as(tara), `${T1}/share-trip`), share(tara.uid)));
    await assertFails(setDoc(doc(as(olive), `${T1}/share-trip`), share(olive.uid)));
  });
});
