// ledgers/{id}/members/{m} with the membership arrays it travels with (src/data/repo/members.ts writes
// both in one batch): SPEC §6's limits on what admins may do to members and admins.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  adam,
  as,
  HUGE,
  ledgerDoc,
  mona,
  NOW,
  olive,
  RAVI,
  sam,
  seed,
  tara,
  text,
  setupRulesEnv,
  type Person,
} from './fixtures';

setupRulesEnv('members');

const M1 = { admins: [olive.uid, adam.uid], contributors: [olive.uid, adam.uid, mona.uid] };

function memberBatch(
  db: Firestore,
  ledgerId: string,
  write: (b: ReturnType<typeof writeBatch>) => void,
  ledger: Record<string, unknown>,
) {
  const batch = writeBatch(db);
  write(batch);
  batch.set(doc(db, `ledgers/${ledgerId}`), { ...ledger, updatedAt: NOW + 1 }, { merge: true });
  return batch.commit();
}

/** addMemberByEmail: the member document and the appended contributor. */
const addMember = (db: Firestore, p: Person) =>
  memberBatch(db, 'm1', (b) => b.set(doc(db, `ledgers/m1/members/${p.uid}`), { displayName: p.name, userId: p.uid }), {
    contributors: [...M1.contributors, p.uid],
  });

/** removeMember: the member document goes, and the id leaves both arrays. */
const removeMember = (db: Firestore, uid: string) =>
  memberBatch(db, 'm1', (b) => b.delete(doc(db, `ledgers/m1/members/${uid}`)), {
    contributors: M1.contributors.filter((c) => c !== uid),
    admins: M1.admins.filter((a) => a !== uid),
  });

/** setAdmin: only the admins array changes. */
const setAdmins = (db: Firestore, admins: string[]) => memberBatch(db, 'm1', () => undefined, { admins });

describe('members: reading', () => {
  it('lets every role in the ledger list its members', async () => {
    for (const [person, id] of [
      [olive, 'm1'],
      [adam, 'm1'],
      [mona, 'm1'],
      [adam, 't1'],
      [tara, 't1'],
    ] as const) {
      await assertSucceeds(getDocs(collection(as(person), `ledgers/${id}/members`)));
    }
  });

  it('refuses strangers and members of other ledgers', async () => {
    await assertFails(getDocs(collection(as(sam), 'ledgers/m1/members')));
    await assertFails(getDocs(collection(as(tara), 'ledgers/m1/members')));
  });
});

describe('members: adding', () => {
  it('lets an admin and the owner add a member by email', async () => {
    await assertSucceeds(addMember(as(adam), sam));
    await assertSucceeds(
      memberBatch(
        as(olive),
        't1',
        (b) => b.set(doc(as(olive), 'ledgers/t1/members/sam'), { displayName: 'Sam', userId: 'sam' }),
        {
          contributors: [olive.uid, adam.uid, tara.uid, sam.uid],
        },
      ),
    );
  });

  it('lets an admin add a temporary member by name', async () => {
    await assertSucceeds(setDoc(doc(as(adam), 'ledgers/t1/members/Priya'), { displayName: 'Priya', userId: 'Priya' }));
  });

  it('lets an admin write an existing member again, as adding him by email twice does', async () => {
    await assertSucceeds(
      setDoc(doc(as(adam), `ledgers/m1/members/${mona.uid}`), { displayName: 'Mona R', userId: mona.uid }),
    );
  });

  it('refuses members renaming themselves', async () => {
    await assertFails(
      setDoc(doc(as(mona), `ledgers/m1/members/${mona.uid}`), { displayName: 'Boss', userId: mona.uid }),
    );
    await assertFails(
      setDoc(doc(as(tara), `ledgers/t1/members/${tara.uid}`), { displayName: 'Boss', userId: tara.uid }),
    );
  });

  it('refuses members of either kind of ledger adding anyone', async () => {
    await assertFails(addMember(as(mona), sam));
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1/members/Priya'), { displayName: 'Priya', userId: 'Priya' }));
    await assertFails(setDoc(doc(as(tara), 'ledgers/t1/members/Priya'), { displayName: 'Priya', userId: 'Priya' }));
    await assertFails(setDoc(doc(as(sam), 'ledgers/t1/members/sam'), { displayName: 'Sam', userId: 'sam' }));
  });

  it('lets an admin give a member a UPI ID or clear it, and refuses one that is not name@handle', async () => {
    const ravi = 'ledgers/t1/members/Ravi';
    await assertSucceeds(setDoc(doc(as(adam), ravi), { upiId: 'ravi@okaxis' }, { merge: true }));
    await assertSucceeds(setDoc(doc(as(adam), ravi), { upiId: '' }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), ravi), { upiId: 'ravi' }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), ravi), { upiId: `${'r'.repeat(70)}@okaxis` }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), ravi), { upiId: 42 }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), ravi), { upiId: 'tara@ybl' }, { merge: true }));
  });

  it('attack: an admin cannot set the owner’s or another account member’s UPI ID (their payments would go to him)', async () => {
    for (const person of [olive, tara]) {
      const path = `ledgers/t1/members/${person.uid}`;
      await assertFails(setDoc(doc(as(adam), path), { upiId: 'adam@okaxis' }, { merge: true }));
      await assertFails(updateDoc(doc(as(adam), path), { upiId: 'adam@okaxis' }));
    }
    // Nor by adding an account member with one already set (the member and the ledger's contributors together).
    const db = as(adam);
    await assertFails(
      memberBatch(
        db,
        'm1',
        (b) =>
          b.set(doc(db, `ledgers/m1/members/${sam.uid}`), {
            displayName: 'Sam',
            userId: sam.uid,
            upiId: 'adam@okaxis',
          }),
        { contributors: [...M1.contributors, sam.uid] },
      ),
    );
    // Nor in two steps: a document for Sam written while he is no member yet (it reads as a temporary
    // member's), then Sam added to the contributors alone.
    await assertSucceeds(
      setDoc(doc(db, `ledgers/m1/members/${sam.uid}`), { displayName: 'Sam', userId: sam.uid, upiId: 'adam@okaxis' }),
    );
    await assertFails(
      updateDoc(doc(db, 'ledgers/m1'), { contributors: [...M1.contributors, sam.uid], updatedAt: NOW + 1 }),
    );
    await assertSucceeds(deleteDoc(doc(db, `ledgers/m1/members/${sam.uid}`)));
    await assertSucceeds(addMember(db, sam));
    // A member never sets someone else's, nor changes anything else about himself.
    await assertFails(setDoc(doc(as(tara), `ledgers/t1/members/${olive.uid}`), { upiId: 'tara@ybl' }, { merge: true }));
    await assertFails(
      setDoc(doc(as(tara), `ledgers/t1/members/${tara.uid}`), { displayName: 'Boss' }, { merge: true }),
    );
  });

  it('lets each member set his own UPI ID, admins their own, and admins a temporary member’s', async () => {
    await assertSucceeds(
      setDoc(doc(as(tara), `ledgers/t1/members/${tara.uid}`), { upiId: 'tara@ybl' }, { merge: true }),
    );
    await assertSucceeds(setDoc(doc(as(tara), `ledgers/t1/members/${tara.uid}`), { upiId: '' }, { merge: true }));
    await assertSucceeds(
      setDoc(doc(as(adam), `ledgers/t1/members/${adam.uid}`), { upiId: 'adam@okaxis' }, { merge: true }),
    );
    await assertSucceeds(
      setDoc(doc(as(olive), `ledgers/t1/members/${olive.uid}`), { upiId: 'olive@okhdfc' }, { merge: true }),
    );
    await assertSucceeds(setDoc(doc(as(adam), 'ledgers/t1/members/Ravi'), { upiId: 'ravi@okaxis' }, { merge: true }));
    // Renaming someone leaves his UPI ID as it is, so admins still rename.
    await assertSucceeds(
      setDoc(doc(as(adam), `ledgers/t1/members/${tara.uid}`), { displayName: 'Tara K' }, { merge: true }),
    );
  });

  it('lets an admin set a trip member’s From and To dates or clear them; refuses a member his own, and non-dates', async () => {
    const ravi = 'ledgers/t1/members/Ravi';
    const from = Date.UTC(2026, 11, 12);
    await assertSucceeds(
      setDoc(doc(as(adam), ravi), { presentFrom: from, presentTo: from + 86_400_000 }, { merge: true }),
    );
    await assertSucceeds(updateDoc(doc(as(adam), ravi), { presentFrom: deleteField(), presentTo: deleteField() }));
    await assertFails(setDoc(doc(as(adam), ravi), { presentFrom: '2026-12-12' }, { merge: true }));
    await assertFails(setDoc(doc(as(adam), ravi), { presentTo: Date.UTC(2200, 0, 1) }, { merge: true }));
    await assertFails(setDoc(doc(as(tara), `ledgers/t1/members/${tara.uid}`), { presentFrom: from }, { merge: true }));
  });

  it('refuses a member whose id is not their user id, or with extra fields', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/members/Priya'), { displayName: 'Priya', userId: 'someone' }));
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/m1/members/Priya'), { displayName: 'Priya', userId: 'Priya', admin: true }),
    );
  });

  it('refuses an admin appending a map or two people at once to contributors', async () => {
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/m1'), { contributors: [...M1.contributors, { uid: 'x' }] }, { merge: true }),
    );
    await assertFails(
      setDoc(doc(as(adam), 'ledgers/m1'), { contributors: [...M1.contributors, 'x', 'y'] }, { merge: true }),
    );
  });
});

describe('members: removing', () => {
  it('lets an admin remove a member, and a temporary member', async () => {
    await assertSucceeds(removeMember(as(adam), mona.uid));
    await assertSucceeds(deleteDoc(doc(as(adam), `ledgers/m1/members/${RAVI}`)));
  });

  it('lets the owner remove a member', async () => {
    await assertSucceeds(removeMember(as(olive), mona.uid));
  });

  it('refuses an admin removing themselves', async () => {
    await assertFails(removeMember(as(adam), adam.uid));
    await assertFails(deleteDoc(doc(as(adam), `ledgers/m1/members/${adam.uid}`)));
  });

  it('refuses removing an admin, even by the owner', async () => {
    await assertFails(removeMember(as(olive), adam.uid));
    await assertFails(setDoc(doc(as(olive), 'ledgers/m1'), { contributors: [olive.uid, mona.uid] }, { merge: true }));
  });

  it('refuses a member removing anyone', async () => {
    await assertFails(removeMember(as(mona), RAVI));
    await assertFails(deleteDoc(doc(as(tara), `ledgers/t1/members/${RAVI}`)));
  });

  it('refuses taking the owner out of contributors', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1'), { contributors: [adam.uid, mona.uid] }, { merge: true }));
  });
});

describe('members: admins', () => {
  it('lets an admin make a member admin, and the owner revoke an admin', async () => {
    await assertSucceeds(setAdmins(as(adam), [...M1.admins, mona.uid]));
    await assertSucceeds(setAdmins(as(olive), [olive.uid, mona.uid]));
  });

  it('lets an admin revoke another admin who is not the owner', async () => {
    await seed('ledgers/m1', { ...ledgerDoc('monthly'), admins: [...M1.admins, mona.uid] });
    await assertSucceeds(setAdmins(as(adam), M1.admins));
  });

  it('refuses making a temporary member or a stranger admin', async () => {
    await assertFails(setAdmins(as(adam), [...M1.admins, RAVI]));
    await assertFails(setAdmins(as(olive), [...M1.admins, sam.uid]));
  });

  it('refuses an admin revoking themselves or the owner', async () => {
    await assertFails(setAdmins(as(adam), [olive.uid]));
    await assertFails(setAdmins(as(adam), [adam.uid]));
  });

  it('refuses members granting admin', async () => {
    await assertFails(setAdmins(as(mona), [...M1.admins, mona.uid]));
  });
});

describe('members: attacks', () => {
  it('attack: an admin cannot delete the owner’s member document', async () => {
    await assertFails(deleteDoc(doc(as(adam), `ledgers/m1/members/${olive.uid}`)));
  });

  it('attack: an admin cannot delete another admin’s member document', async () => {
    await seed('ledgers/t1', { ...ledgerDoc('onetime'), admins: [olive.uid, adam.uid, tara.uid] });
    await assertFails(deleteDoc(doc(as(adam), 'ledgers/t1/members/tara')));
  });

  it('attack: a member document cannot carry a 900 KB name', async () => {
    await assertFails(setDoc(doc(as(adam), 'ledgers/m1/members/Priya'), { displayName: HUGE, userId: 'Priya' }));
  });

  it('attack: a member name cannot pass 100 characters', async () => {
    await assertFails(
      setDoc(doc(as(adam), `ledgers/m1/members/${mona.uid}`), { displayName: text(101), userId: mona.uid }),
    );
  });
});
