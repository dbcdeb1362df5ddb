// ledgers/{id}/receipts/{transactionId} and its parts: readable where the transaction is, written by whoever
// may edit the transaction (checked on the transaction as the batch leaves it), deleted with it. Also the
// transaction fields this issue adds: the receipt mark, and restoredBy (who brought a deleted entry back).
// The last part replays the app's own receipt writes through LedgerRepository and FirestoreDocumentStore.
import { describe, expect, it } from 'vitest';
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
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LedgerRepository } from '../../src/data/repo/ledger-repository';
import { RECEIPT_PART_CHARS } from '../../src/domain/receipt-parts';
import type { Ledger } from '../../src/domain/types';
import {
  activityEntry,
  adam,
  appClient,
  as,
  ledgerDoc,
  mona,
  NOW,
  olive,
  receiptDoc,
  sam,
  seed,
  serverAccepted,
  setupRulesEnv,
  tara,
  text,
  tx,
  unchecked,
} from './fixtures';

setupRulesEnv('receipts');

const M1 = 'ledgers/m1';
const T1 = 'ledgers/t1';
const MARK = { type: 'image/webp', parts: 1 };

/** The transaction `id` with a receipt of one part, stored as the app stores it. */
async function seedReceipt(ledger: string, id: string, about: string, by: string): Promise<void> {
  await seed(`${ledger}/receipts/${id}`, receiptDoc(id, by, { about }));
  await seed(`${ledger}/receipts/${id}/parts/0`, { data: 'QUJD' });
}

/** Attaching as the repository does: the mark on the transaction, the receipt, its parts and the entry. */
function attach(db: Firestore, ledger: string, id: string, by: string, about: string, parts: string[] = ['QUJD']) {
  const batch = writeBatch(db);
  batch.update(doc(db, `${ledger}/transactions/${id}`), {
    receipt: { ...MARK, parts: parts.length },
    updatedAt: NOW + 1,
  });
  batch.set(doc(db, `${ledger}/receipts/${id}`), receiptDoc(id, by, { about, parts: parts.length }));
  parts.forEach((data, i) => batch.set(doc(db, `${ledger}/receipts/${id}/parts/${i}`), { data }));
  batch.set(
    doc(db, `${ledger}/activity/${by}-${id}`),
    activityEntry(by, { kind: 'receipt-added', about, subject: id }),
  );
  return batch.commit();
}

describe('receipts: writing', () => {
  it('lets a monthly member add an expense with its receipt and parts in one batch', async () => {
    const db = as(mona);
    const batch = writeBatch(db);
    batch.set(doc(db, `${M1}/transactions/bread`), tx(mona.uid, { receipt: { ...MARK, parts: 2 } }));
    batch.set(doc(db, `${M1}/receipts/bread`), receiptDoc('bread', mona.uid, { about: mona.uid, parts: 2 }));
    batch.set(doc(db, `${M1}/receipts/bread/parts/0`), { data: text(RECEIPT_PART_CHARS) });
    batch.set(doc(db, `${M1}/receipts/bread/parts/1`), { data: 'QUJD' });
    batch.set(doc(db, `${M1}/activity/a1`), activityEntry(mona.uid, { about: mona.uid, subject: 'bread' }));
    await assertSucceeds(batch.commit());
  });

  it('lets a member attach to his own entry, and an admin to anyone’s', async () => {
    await assertSucceeds(attach(as(mona), M1, 'mona-open', mona.uid, mona.uid));
    await assertSucceeds(attach(as(adam), M1, 'mona-settled', adam.uid, mona.uid));
    await assertSucceeds(attach(as(tara), T1, 'tara-dinner', tara.uid, ''));
    await assertSucceeds(attach(as(olive), T1, 'tara-dinner', olive.uid, '', ['QUJD', 'RUZH']));
  });

  it('lets the entry’s deleter delete its receipt in the same batch', async () => {
    await seedReceipt(M1, 'mona-open', mona.uid, mona.uid);
    const db = as(mona);
    const batch = writeBatch(db);
    batch.delete(doc(db, `${M1}/transactions/mona-open`));
    batch.delete(doc(db, `${M1}/receipts/mona-open`));
    batch.delete(doc(db, `${M1}/receipts/mona-open/parts/0`));
    await assertSucceeds(batch.commit());
  });

  it('lets the owner remove a receipt from an entry that stays', async () => {
    await seedReceipt(T1, 'tara-dinner', '', tara.uid);
    await unchecked((db) => updateDoc(doc(db, `${T1}/transactions/tara-dinner`), { receipt: MARK }));
    const db = as(tara);
    const batch = writeBatch(db);
    batch.update(doc(db, `${T1}/transactions/tara-dinner`), { receipt: deleteField() });
    batch.delete(doc(db, `${T1}/receipts/tara-dinner`));
    batch.delete(doc(db, `${T1}/receipts/tara-dinner/parts/0`));
    await assertSucceeds(batch.commit());
  });

  it('refuses a member attaching to an entry that is not his, in a one-time or monthly ledger', async () => {
    await assertFails(attach(as(tara), T1, 'olive-taxi', tara.uid, ''));
    await assertFails(attach(as(mona), M1, 'salary', mona.uid, mona.uid));
    // The receipt alone, without touching the entry, is refused too.
    const db = as(tara);
    await assertFails(setDoc(doc(db, `${T1}/receipts/olive-taxi`), receiptDoc('olive-taxi', tara.uid)));
    await assertFails(setDoc(doc(db, `${T1}/receipts/olive-taxi/parts/0`), { data: 'QUJD' }));
  });

  it('refuses a member deleting the receipt of someone else’s entry that stays', async () => {
    await seedReceipt(T1, 'olive-taxi', '', olive.uid);
    await assertFails(deleteDoc(doc(as(tara), `${T1}/receipts/olive-taxi`)));
    await assertFails(deleteDoc(doc(as(tara), `${T1}/receipts/olive-taxi/parts/0`)));
  });

  it('refuses a receipt for an entry that does not exist', async () => {
    await assertFails(setDoc(doc(as(olive), `${T1}/receipts/nothing`), receiptDoc('nothing', olive.uid)));
    await assertFails(setDoc(doc(as(olive), `${T1}/receipts/nothing/parts/0`), { data: 'QUJD' }));
  });

  it('refuses a part over 700,000 characters, a ninth part, and a part that is not text', async () => {
    const db = as(olive);
    await assertFails(attach(db, T1, 'olive-taxi', olive.uid, '', [text(RECEIPT_PART_CHARS + 1)]));
    await assertFails(setDoc(doc(db, `${T1}/receipts/olive-taxi/parts/8`), { data: 'QUJD' }));
    await assertFails(setDoc(doc(db, `${T1}/receipts/olive-taxi/parts/01`), { data: 'QUJD' }));
    await assertFails(setDoc(doc(db, `${T1}/receipts/olive-taxi/parts/0`), { data: 42 }));
    await assertFails(setDoc(doc(db, `${T1}/receipts/olive-taxi/parts/0`), { data: 'QUJD', extra: 1 }));
    await assertSucceeds(
      attach(
        db,
        T1,
        'olive-taxi',
        olive.uid,
        '',
        Array.from({ length: 8 }, () => 'QUJD'),
      ),
    );
  });

  it('writes parts only with their receipt document, whose rule decides who may', async () => {
    // A part alone, even by an admin, and even over a receipt that exists: the receipt was not written.
    await seedReceipt(T1, 'olive-taxi', '', olive.uid);
    await assertFails(setDoc(doc(as(olive), `${T1}/receipts/olive-taxi/parts/0`), { data: 'QUJD' }));
    await assertFails(setDoc(doc(as(olive), `${T1}/receipts/olive-taxi/parts/7`), { data: 'QUJD' }));
  });

  it('attack: a monthly expense’s former payer can no longer replace or remove its receipt', async () => {
    // Mona's expense, its receipt hers; then an admin made Olive its payer. Mona no longer reads it.
    await seedReceipt(M1, 'mona-open', mona.uid, mona.uid);
    await unchecked((db) => updateDoc(doc(db, `${M1}/transactions/mona-open`), { from: olive.uid }));
    const db = as(mona);
    await assertFails(getDoc(doc(db, `${M1}/receipts/mona-open`)));
    await assertFails(getDoc(doc(db, `${M1}/receipts/mona-open/parts/0`)));
    await assertFails(attach(db, M1, 'mona-open', mona.uid, mona.uid));
    await assertFails(setDoc(doc(db, `${M1}/receipts/mona-open`), receiptDoc('mona-open', mona.uid)));
    await assertFails(setDoc(doc(db, `${M1}/receipts/mona-open/parts/0`), { data: 'QUJD' }));
    await assertFails(deleteDoc(doc(db, `${M1}/receipts/mona-open`)));
    await assertFails(deleteDoc(doc(db, `${M1}/receipts/mona-open/parts/0`)));
    // An admin still may.
    await assertSucceeds(attach(as(adam), M1, 'mona-open', adam.uid, olive.uid));
  });

  it.each([
    'https://tracker.example/pixel.gif',
    '//tracker.example/p.gif',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PGgxPg==',
    'data:image/png;base64,QUJD" onerror="x',
  ])('attack: refuses a thumbnail that is not an embedded photo: %s', async (thumb) => {
    await assertFails(
      setDoc(doc(as(olive), `${T1}/receipts/olive-taxi`), receiptDoc('olive-taxi', olive.uid, { thumb })),
    );
  });

  it('accepts the thumbnails the app makes, and none', async () => {
    for (const thumb of [
      '',
      'data:image/webp;base64,UklGRg==',
      'data:image/jpeg;base64,/9j/4A==',
      'data:image/png;base64,iVBORw0KGgo=',
    ])
      await assertSucceeds(
        setDoc(doc(as(olive), `${T1}/receipts/olive-taxi`), receiptDoc('olive-taxi', olive.uid, { thumb })),
      );
  });

  it.each<[string, Record<string, unknown>]>([
    ['the wrong transactionId', { transactionId: 'tara-dinner' }],
    ['someone else as addedBy', { addedBy: tara.uid }],
    ['an unknown key', { colour: 'red' }],
    ['a type that is not a photo or a PDF', { type: 'text/html' }],
    ['9 parts', { parts: 9 }],
    ['0 parts', { parts: 0 }],
    ['bytes over 4,200,000', { bytes: 4_200_001 }],
    ['bytes that are not whole', { bytes: 2.5 }],
    ['a thumbnail over 40,000 characters', { thumb: text(40_001) }],
    ['a name over 200 characters', { name: text(201) }],
    ['no time', { at: undefined }],
  ])('refuses a receipt with %s', async (_, over) => {
    const data = Object.fromEntries(
      Object.entries(receiptDoc('olive-taxi', olive.uid, over)).filter(([, v]) => v !== undefined),
    );
    await assertFails(setDoc(doc(as(olive), `${T1}/receipts/olive-taxi`), data));
  });

  it('refuses a malformed receipt mark on the entry', async () => {
    for (const receipt of [
      { type: 'image/gif', parts: 1 },
      { ...MARK, parts: 9 },
      { ...MARK, name: 'x' },
      { type: 'image/png' },
    ])
      await assertFails(updateDoc(doc(as(olive), `${T1}/transactions/olive-taxi`), { receipt, updatedAt: NOW + 1 }));
  });

  it('refuses strangers and anonymous users', async () => {
    await assertFails(attach(as(sam), T1, 'olive-taxi', sam.uid, ''));
    await assertFails(setDoc(doc(as(sam), `${T1}/receipts/olive-taxi`), receiptDoc('olive-taxi', sam.uid)));
  });
});

describe('receipts: reading', () => {
  it('lets a one-time member read any receipt and its parts', async () => {
    await seedReceipt(T1, 'olive-taxi', '', olive.uid);
    await assertSucceeds(getDoc(doc(as(tara), `${T1}/receipts/olive-taxi`)));
    await assertSucceeds(getDoc(doc(as(tara), `${T1}/receipts/olive-taxi/parts/0`)));
  });

  it('refuses every list of receipts or parts: the app reads them one by one', async () => {
    await seedReceipt(T1, 'olive-taxi', '', olive.uid);
    await seedReceipt(M1, 'mona-open', mona.uid, mona.uid);
    await assertFails(getDocs(collection(as(tara), `${T1}/receipts`)));
    await assertFails(getDocs(collection(as(olive), `${T1}/receipts`)));
    await assertFails(getDocs(collection(as(olive), `${T1}/receipts/olive-taxi/parts`)));
    await assertFails(getDocs(query(collection(as(mona), `${M1}/receipts`), where('about', '==', mona.uid))));
  });

  it('lets a monthly member read his own receipt', async () => {
    await seedReceipt(M1, 'mona-open', mona.uid, mona.uid);
    const db = as(mona);
    await assertSucceeds(getDoc(doc(db, `${M1}/receipts/mona-open`)));
    await assertSucceeds(getDoc(doc(db, `${M1}/receipts/mona-open/parts/0`)));
  });

  it('lets admins read every receipt', async () => {
    await seedReceipt(M1, 'mona-open', mona.uid, mona.uid);
    await seedReceipt(M1, 'salary', 'common', olive.uid);
    for (const person of [olive, adam]) {
      await assertSucceeds(getDoc(doc(as(person), `${M1}/receipts/mona-open/parts/0`)));
      await assertSucceeds(getDoc(doc(as(person), `${M1}/receipts/salary`)));
    }
  });

  it('refuses a monthly member someone else’s receipt, its parts, and a list not filtered to him', async () => {
    await seedReceipt(M1, 'salary', 'common', olive.uid);
    const db = as(mona);
    await assertFails(getDoc(doc(db, `${M1}/receipts/salary`)));
    await assertFails(getDoc(doc(db, `${M1}/receipts/salary/parts/0`)));
    await assertFails(getDocs(collection(db, `${M1}/receipts`)));
    await assertFails(getDocs(query(collection(db, `${M1}/receipts`), where('about', '==', 'common'))));
  });

  it('refuses a receipt whose entry is gone, and strangers', async () => {
    await seedReceipt(T1, 'gone', '', olive.uid);
    await assertFails(getDoc(doc(as(olive), `${T1}/receipts/gone`)));
    await seedReceipt(T1, 'olive-taxi', '', olive.uid);
    await assertFails(getDoc(doc(as(sam), `${T1}/receipts/olive-taxi`)));
    await assertFails(getDoc(doc(as(sam), `${T1}/receipts/olive-taxi/parts/0`)));
    await assertFails(getDocs(collection(as(mona), `${T1}/receipts`)));
  });
});

describe('transactions: restoredBy', () => {
  const restored = (owner: string, by: string) => tx(owner, { restoredBy: by, updatedAt: NOW + 5 });

  /** As the app restores (LedgerRepository.restore): the entry, and its log entry naming the deletion. */
  async function restore(db: Firestore, ledger: string, owner: string, by: string, deletion = 'del-back') {
    const batch = writeBatch(db);
    batch.set(doc(db, `${ledger}/transactions/back`), restored(owner, by));
    batch.set(
      doc(db, `${ledger}/activity/restore-back-${NOW + 5}`),
      activityEntry(by, {
        kind: 'restored',
        subject: 'back',
        about: ledger === M1 ? owner : '',
        restoredFrom: deletion,
      }),
    );
    return batch.commit();
  }

  async function seedDeletion(ledger: string, owner: string) {
    await seed(
      `${ledger}/activity/del-back`,
      activityEntry(owner, {
        kind: 'deleted',
        subject: 'back',
        about: ledger === M1 ? owner : '',
        snapshot: tx(owner),
      }),
    );
  }

  it('lets an admin restore someone else’s deleted entry, naming himself', async () => {
    await seedDeletion(M1, mona.uid);
    await seedDeletion(T1, tara.uid);
    await assertSucceeds(restore(as(adam), M1, mona.uid, adam.uid));
    await assertSucceeds(restore(as(olive), T1, tara.uid, olive.uid));
  });

  it('attack: refuses restoredBy on an entry that was never deleted, or under another owner than the deleted one', async () => {
    // No deletion logged: an admin would put Mona's name on an entry she never made.
    await assertFails(setDoc(doc(as(adam), `${M1}/transactions/back`), restored(mona.uid, adam.uid)));
    await assertFails(restore(as(adam), M1, mona.uid, adam.uid, 'no-such-entry'));
    // A deletion of another entry, or of another owner's.
    await seed(
      `${M1}/activity/del-other`,
      activityEntry(mona.uid, { kind: 'deleted', subject: 'other', snapshot: tx(mona.uid) }),
    );
    await assertFails(restore(as(adam), M1, mona.uid, adam.uid, 'del-other'));
    await seedDeletion(M1, olive.uid);
    await assertFails(restore(as(adam), M1, mona.uid, adam.uid));
    // A new entry of one's own never carries it.
    await assertFails(setDoc(doc(as(adam), `${M1}/transactions/mine`), tx(adam.uid, { restoredBy: adam.uid })));
  });

  it('refuses an admin naming someone else as the restorer, and a non-admin restoring another’s entry', async () => {
    await assertFails(setDoc(doc(as(adam), `${M1}/transactions/back`), restored(mona.uid, olive.uid)));
    await assertFails(setDoc(doc(as(tara), `${T1}/transactions/back`), restored(olive.uid, tara.uid)));
    await assertFails(setDoc(doc(as(mona), `${M1}/transactions/back`), restored(olive.uid, mona.uid)));
  });

  it('refuses any edit that changes or removes restoredBy', async () => {
    await seed(`${M1}/transactions/back`, restored(mona.uid, adam.uid));
    await assertFails(updateDoc(doc(as(adam), `${M1}/transactions/back`), { restoredBy: olive.uid }));
    await assertFails(updateDoc(doc(as(olive), `${M1}/transactions/back`), { restoredBy: deleteField() }));
    await assertFails(updateDoc(doc(as(mona), `${M1}/transactions/mona-open`), { restoredBy: mona.uid }));
    // An edit that leaves it as it is goes through.
    await assertSucceeds(updateDoc(doc(as(mona), `${M1}/transactions/back`), { amount: 41, updatedAt: NOW + 6 }));
  });
});

describe('the app’s receipt writes are allowed', () => {
  const household: Ledger = { id: 'm1', ...ledgerDoc('monthly') };
  const trip: Ledger = { id: 't1', ...ledgerDoc('onetime') };
  const file = (chars: number, type: 'image/webp' | 'application/pdf' = 'image/webp') => ({
    type,
    name: 'bill',
    bytes: Math.floor((chars * 3) / 4),
    data: Array.from({ length: chars }, (_, i) => 'ABCD'[i % 4]).join(''),
    thumb: '',
  });

  it('a monthly member saves an expense with a two-part receipt, reads it back, replaces it, deletes it', async () => {
    const m = appClient(mona);
    const monaRepo = new LedgerRepository(m.docs, household, m.user, () => NOW + 100);
    const { id: _id, ...draft } = { id: '', ...tx(mona.uid, { description: 'Bread' }) };
    const big = file(RECEIPT_PART_CHARS + 4);
    const id = await monaRepo.saveTransaction(draft as never, big);
    await serverAccepted(m);
    expect((await monaRepo.readReceipt(id))?.data).toBe(big.data);

    const a = appClient(adam);
    const adamRepo = new LedgerRepository(a.docs, household, a.user, () => NOW + 200);
    const stored = (await adamRepo.getTransaction(id))!;
    await adamRepo.attachReceipt(stored, file(8, 'application/pdf'));
    await serverAccepted(a);
    expect(await adamRepo.readReceiptMeta(id)).toMatchObject({ type: 'application/pdf', parts: 1 });
    let stale = true;
    await unchecked(async (db) => {
      stale = (await getDoc(doc(db, `${M1}/receipts/${id}/parts/1`))).exists();
    });
    expect(stale).toBe(false);

    await monaRepo.deleteTransaction((await monaRepo.getTransaction(id))!);
    await serverAccepted(m);
    await unchecked(async (db) => {
      expect((await getDoc(doc(db, `${M1}/receipts/${id}`))).exists()).toBe(false);
      expect((await getDoc(doc(db, `${M1}/receipts/${id}/parts/0`))).exists()).toBe(false);
    });
  });

  it('a one-time member reads the owner’s receipt; the owner removes it', async () => {
    const o = appClient(olive);
    const oliveRepo = new LedgerRepository(o.docs, trip, o.user, () => NOW + 100);
    await oliveRepo.attachReceipt((await oliveRepo.getTransaction('olive-taxi'))!, file(12));
    await serverAccepted(o);
    const t = appClient(tara);
    const taraRepo = new LedgerRepository(t.docs, trip, t.user, () => NOW + 100);
    expect((await taraRepo.readReceipt('olive-taxi'))?.data).toBe(file(12).data);
    await oliveRepo.removeReceipt((await oliveRepo.getTransaction('olive-taxi'))!);
    await serverAccepted(o);
    expect(await taraRepo.readReceiptMeta('olive-taxi')).toBeNull();
  });
});
