// Add my share (src/domain/my-share.ts): a monthly expense linked to a trip by `fromTrip`. A member adds
// and updates only his own share, as any of his expenses; the link is a small, checked map, and only a
// monthly ledger takes it.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { recording } from '../../src/data/repo/activity';
import { saveMyShare, shareLogDraft } from '../../src/data/repo/my-share';
import { buildShareEntries } from '../../src/domain/my-share';
import {
  adam,
  appClient,
  as,
  mona,
  NOW,
  olive,
  serverAccepted,
  tara,
  text,
  tx,
  unchecked,
  setupRulesEnv,
  type AppClient,
} from './fixtures';

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

describe('my share: the app’s own batches, logged, by a monthly member', () => {
  const household = { id: 'm1', name: 'Household' };
  const entries = (now: number, parts: [string, number][]) =>
    buildShareEntries({
      trip: { id: 't1', name: 'Goa trip', currency: 'INR' },
      target: { currency: 'INR' },
      category: 'Travel',
      userId: mona.uid,
      parts: parts.map(([category, amount]) => ({ category, amount })),
      date: NOW,
      now,
    });
  async function addShare(m: AppClient, now: number, parts: [string, number][]) {
    const built = await entries(now, parts);
    const logged = recording(m.docs, 'm1', shareLogDraft(mona.uid, 'Goa trip', built.length), m.user, now);
    await saveMyShare(logged, household, mona.uid, 't1', built);
    await serverAccepted(m);
  }

  it('adds, updates, and adds a category beside a share settled since (its log names what the batch writes)', async () => {
    const m = appClient(mona);
    await addShare(m, NOW, [['Food', 1200]]);
    // Settled since in the monthly ledger: the Food share stays as it is, Stay is new.
    const [food] = await entries(NOW, [['Food', 1200]]);
    await unchecked((db) => updateDoc(doc(db, `${M1}/${food!.id}`), { isSettled: true, settlementId: 'settle-1' }));
    await addShare(m, NOW + 1, [
      ['Food', 1200],
      ['Stay', 3000],
    ]);
    // Accepted (serverAccepted above), and logged about the Stay share it wrote, not the Food one it left.
    const [, stay] = await entries(NOW, [
      ['Food', 1200],
      ['Stay', 3000],
    ]);
    const log = (await getDocs(collection(as(olive), 'ledgers/m1/activity'))).docs.map((d) => d.data());
    expect(log.map((e) => e.subject).sort()).toEqual([food!.id, stay!.id].sort());
  });
});
