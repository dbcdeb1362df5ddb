// ledgers/{id} and the deletedLedgers tombstones: who reads, creates, renames and deletes a ledger, and
// that a deleted ledger's id can never be taken over.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { adam, as, HUGE, ledgerDoc, mona, NOW, olive, sam, seed, tara, tx, unchecked, setupRulesEnv } from './fixtures';

setupRulesEnv('ledgers');

const mine = (db: Firestore, uid: string) =>
  getDocs(query(collection(db, 'ledgers'), where('contributors', 'array-contains', uid)));
const fresh = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...ledgerDoc('monthly'),
  owner: uid,
  admins: [uid],
  contributors: [uid],
  ...extra,
});

/** The last batch of src/data/repo/ledgers.ts deleteLedger: the ledger goes, its tombstone comes. */
function deleteWithTombstone(db: Firestore, ledgerId: string, owner: string) {
  const batch = writeBatch(db);
  batch.delete(doc(db, `ledgers/${ledgerId}`));
  batch.set(doc(db, `deletedLedgers/${ledgerId}`), { owner, deletedAt: NOW });
  return batch.commit();
}

describe('ledgers: reading', () => {
  it('lets each role in a ledger get it and list it with the app’s query', async () => {
    for (const [person, id] of [
      [olive, 'm1'],
      [adam, 'm1'],
      [mona, 'm1'],
      [tara, 't1'],
    ] as const) {
      await assertSucceeds(getDoc(doc(as(person), `ledgers/${id}`)));
      await assertSucceeds(mine(as(person), person.uid));
    }
  });

  it('refuses a stranger, and a member of the other ledger', async () => {
    await assertFails(getDoc(doc(as(sam), 'ledgers/m1')));
    await assertFails(getDoc(doc(as(tara), 'ledgers/m1')));
    await assertFails(getDoc(doc(as(mona), 'ledgers/t1')));
  });

  it('refuses listing ledgers without the contributors filter, or filtered for someone else', async () => {
    await assertFails(getDocs(collection(as(mona), 'ledgers')));
    await assertFails(mine(as(sam), olive.uid));
  });
});

describe('ledgers: creating', () => {
  it('lets anyone create a ledger they own, alone or hidden for an import', async () => {
    await assertSucceeds(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid)));
    await assertSucceeds(
      setDoc(doc(as(sam), `ledgers/${sam.uid}-new2`), fresh(sam.uid, { contributors: [], type: 'onetime' })),
    );
  });

  it('attack: nobody re-creates someone else’s ledger deleted without a tombstone to read what was left', async () => {
    // Olive's hidden import was deleted unrevealed (no tombstone), and an old ledger was deleted in the console;
    // an entry and a member were left under each.
    for (const id of [`${olive.uid}-hidden`, 'legacyRandomId00001']) {
      await seed(`ledgers/${id}/transactions/left`, tx(olive.uid));
      await seed(`ledgers/${id}/members/${olive.uid}`, { displayName: 'Olive', userId: olive.uid });
      await assertFails(setDoc(doc(as(sam), `ledgers/${id}`), fresh(sam.uid)));
      await assertFails(getDoc(doc(as(sam), `ledgers/${id}/transactions/left`)));
      await assertFails(getDocs(collection(as(sam), `ledgers/${id}/members`)));
    }
    // Nor under an id that only looks like his: the id must start with his own user id and a dash.
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}x-new`), fresh(sam.uid)));
    await assertFails(setDoc(doc(as(sam), `ledgers/new-${sam.uid}`), fresh(sam.uid)));
  });

  it('refuses a ledger owned by someone else', async () => {
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(olive.uid)));
  });

  it('refuses a ledger that starts with other admins or contributors', async () => {
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { admins: [sam.uid, mona.uid] })));
    await assertFails(
      setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { contributors: [sam.uid, mona.uid] })),
    );
  });

  it('refuses an unknown type, an empty name or a missing field', async () => {
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { type: 'yearly' })));
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { name: '' })));
    const { createdAt: _c, ...noCreatedAt } = fresh(sam.uid);
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), noCreatedAt));
  });
});

describe('ledgers: updating', () => {
  it('lets the owner and an admin rename', async () => {
    await assertSucceeds(setDoc(doc(as(olive), 'ledgers/m1'), { name: 'Home', updatedAt: NOW + 1 }, { merge: true }));
    await assertSucceeds(
      setDoc(doc(as(adam), 'ledgers/t1'), { name: 'Goa 2026', updatedAt: NOW + 2 }, { merge: true }),
    );
  });

  it('refuses a rename by members and strangers', async () => {
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1'), { name: 'Mine now' }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), 'ledgers/t1'), { name: 'Mine now' }, { merge: true }));
    await assertFails(setDoc(doc(as(sam), 'ledgers/m1'), { name: 'Mine now' }, { merge: true }));
  });

  it('refuses anyone changing the type', async () => {
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { type: 'onetime' }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1'), { type: 'onetime' }, { merge: true }));
  });

  // Transfer ownership (issue 30): SPEC §6's fixed owner gives way so that an owner who leaves does not
  // strand the group. Only the owner hands over, only to a current admin, and stays an admin himself.
  it('lets the owner, and only the owner, hand the ledger to a current admin', async () => {
    await assertSucceeds(
      setDoc(doc(as(olive), 'ledgers/m1'), { owner: adam.uid, updatedAt: NOW + 1 }, { merge: true }),
    );
    // Adam owns it now; Olive, still an admin, can no longer take it back.
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { owner: olive.uid }, { merge: true }));
    await assertSucceeds(setDoc(doc(as(adam), 'ledgers/m1'), { owner: olive.uid }, { merge: true }));
  });

  it('attack: a non-owner admin makes himself owner; the owner hands over to a member, a stranger or out', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1'), { owner: adam.uid }, { merge: true }));
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1'), { owner: mona.uid }, { merge: true }));
    // Mona is a member, not an admin; Sam is nobody in m1.
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { owner: mona.uid }, { merge: true }));
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { owner: sam.uid }, { merge: true }));
    // Handing over while dropping the new owner from the admins, or leaving the admins himself.
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { owner: adam.uid, admins: [olive.uid] }, { merge: true }));
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { owner: adam.uid, admins: [adam.uid] }, { merge: true }));
  });

  it('refuses fields a ledger does not have', async () => {
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { color: 'red' }, { merge: true }));
  });
});

describe('ledgers: currency', () => {
  it('lets a new ledger name its currency, and an admin set or change it', async () => {
    await assertSucceeds(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { currency: 'EUR' })));
    await assertSucceeds(
      setDoc(doc(as(olive), 'ledgers/m1'), { currency: 'USD', updatedAt: NOW + 1 }, { merge: true }),
    );
    await assertSucceeds(setDoc(doc(as(adam), 'ledgers/t1'), { currency: 'JPY' }, { merge: true }));
    await assertSucceeds(setDoc(doc(as(adam), 'ledgers/t1'), { currency: 'INR' }, { merge: true }));
  });

  it('refuses a currency that is not 3 capital letters, on a new ledger or an update', async () => {
    for (const currency of ['inr', 'RUPEE', 'US', '', 356, null]) {
      await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { currency })));
      await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { currency }, { merge: true }));
    }
  });

  it('refuses members and strangers changing the currency', async () => {
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1'), { currency: 'USD' }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), 'ledgers/t1'), { currency: 'USD' }, { merge: true }));
    await assertFails(setDoc(doc(as(sam), 'ledgers/m1'), { currency: 'USD' }, { merge: true }));
  });
});

describe('ledgers: deleting', () => {
  it('lets the owner delete with a tombstone in the same batch', async () => {
    await assertSucceeds(deleteWithTombstone(as(olive), 'm1', olive.uid));
  });

  it('lets the owner delete an unrevealed import without one', async () => {
    await seed('ledgers/hidden', fresh(sam.uid, { contributors: [] }));
    await assertSucceeds(deleteDoc(doc(as(sam), 'ledgers/hidden')));
  });

  it('refuses the owner deleting a shared ledger without a tombstone', async () => {
    await assertFails(deleteDoc(doc(as(olive), 'ledgers/m1')));
  });

  it('refuses deletes by an admin, a member or a stranger', async () => {
    for (const person of [adam, mona, sam]) await assertFails(deleteWithTombstone(as(person), 'm1', person.uid));
    await assertFails(deleteWithTombstone(as(tara), 't1', tara.uid));
  });

  it('refuses a tombstone for a ledger that stays, or that is not one’s own, and any read or change of one', async () => {
    await assertFails(setDoc(doc(as(olive), 'deletedLedgers/m1'), { owner: olive.uid, deletedAt: NOW }));
    await assertFails(setDoc(doc(as(sam), 'deletedLedgers/nothing'), { owner: sam.uid, deletedAt: NOW }));
    await seed('deletedLedgers/gone', { owner: olive.uid, deletedAt: NOW });
    await assertFails(getDoc(doc(as(olive), 'deletedLedgers/gone')));
    await assertFails(deleteDoc(doc(as(olive), 'deletedLedgers/gone')));
    await assertFails(setDoc(doc(as(olive), 'deletedLedgers/gone'), { owner: olive.uid, deletedAt: NOW + 1 }));
  });
});

describe('ledgers: attacks', () => {
  it('attack: a non-owner admin cannot turn admins into a map', async () => {
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/m1'), { admins: { [olive.uid]: true, [adam.uid]: true } }, { merge: true }),
    );
  });

  it('attack: a non-owner admin cannot turn contributors into a map', async () => {
    await assertFails(
      setDoc(
        doc(as(adam), 'ledgers/t1'),
        { contributors: { [olive.uid]: true, [adam.uid]: true, [tara.uid]: true } },
        { merge: true },
      ),
    );
  });

  it('attack: an admin cannot make a stranger admin without making them a member', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1'), { admins: [olive.uid, adam.uid, sam.uid] }, { merge: true }));
  });

  it('attack: a ledger name cannot be 900 KB', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1'), { name: HUGE }, { merge: true }));
  });

  it('attack: a new ledger cannot carry extra fields', async () => {
    await assertFails(setDoc(doc(as(sam), `ledgers/${sam.uid}-new1`), fresh(sam.uid, { padding: HUGE })));
  });

  it('attack: nobody can re-create a deleted ledger’s id and read what was left under it', async () => {
    // m1 is gone while Mona's expenses are still there (say, added while Olive was deleting it).
    await unchecked((db) => deleteWithTombstone(db, 'm1', olive.uid));
    const db = as(sam);
    await assertFails(setDoc(doc(db, 'ledgers/m1'), fresh(sam.uid)));
    await assertFails(getDoc(doc(db, 'ledgers/m1/transactions/mona-open')));
    await assertFails(getDoc(doc(as(mona), 'ledgers/m1/transactions/mona-open')));
  });

  it('attack: the owner cannot re-create a deleted ledger either', async () => {
    await unchecked((db) => deleteWithTombstone(db, 'm1', olive.uid));
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), fresh(olive.uid)));
  });
});
