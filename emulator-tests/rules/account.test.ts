// Delete my account (issue 30): leaving a ledger by oneself, handing it over when owned, and deleting one's
// profile. Allowed as the app writes them (src/data/repo/account.ts, through FirestoreDocumentStore), and
// refused when anyone bends them: leaving with someone else, handing to a stranger, or re-creating a profile.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, writeBatch } from 'firebase/firestore';
import { deleteProfile, leaveLedger } from '../../src/data/repo/account';
import { userIdFromEmail } from '../../src/domain/user-id';
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
  sam,
  seed,
  serverAccepted,
  setupRulesEnv,
  stored,
  tara,
  type AppClient,
} from './fixtures';

setupRulesEnv('account');

const m1 = (): Ledger => ({ id: 'm1', ...ledgerDoc('monthly') });
const t1 = (): Ledger => ({ id: 't1', ...ledgerDoc('onetime') });
const profilePath = (email: string) => userIdFromEmail(email).then((id) => `users/${id}`);
const profile = (p: { uid: string; email: string; name: string }) => ({
  userId: p.uid,
  email: p.email,
  displayName: p.name,
  photoURL: '',
});

async function leaveAsApp(c: AppClient, ledger: Ledger, handTo?: { id: string; name: string }) {
  await leaveLedger(c.docs, ledger, c.user, handTo, Date.now());
  await serverAccepted(c);
}

describe('leaving a ledger, as the app does it', () => {
  it('lets a monthly member leave; his member document and entries stay, his UPI ID goes', async () => {
    await seed('ledgers/m1/members/mona', { displayName: 'Mona', userId: mona.uid, upiId: 'mona@okaxis' });
    await leaveAsApp(appClient(mona), m1());
    const ledger = await stored('ledgers/m1');
    expect(ledger.contributors).toEqual([olive.uid, adam.uid]);
    expect(ledger.owner).toBe(olive.uid);
    expect(await stored('ledgers/m1/members/mona')).toEqual({ displayName: 'Mona', userId: mona.uid, upiId: '' });
    expect((await stored('ledgers/m1/transactions/mona-open')).from).toBe(mona.uid);
    // He can no longer read it.
    await assertFails(getDoc(doc(as(mona), 'ledgers/m1')));
  });

  it('lets an admin leave, out of the admins too', async () => {
    await leaveAsApp(appClient(adam), t1());
    const ledger = await stored('ledgers/t1');
    expect(ledger.admins).toEqual([olive.uid]);
    expect(ledger.contributors).toEqual([olive.uid, tara.uid]);
  });

  it('lets the owner leave handing the ledger to an admin, or to a member who becomes an admin', async () => {
    await leaveAsApp(appClient(olive), m1(), { id: adam.uid, name: 'Adam' });
    expect(await stored('ledgers/m1')).toMatchObject({ owner: adam.uid, admins: [adam.uid] });
    await leaveAsApp(appClient(olive), t1(), { id: tara.uid, name: 'Tara' });
    expect(await stored('ledgers/t1')).toMatchObject({
      owner: tara.uid,
      admins: [adam.uid, tara.uid],
      contributors: [adam.uid, tara.uid],
    });
  });

  it('lets someone leave a trip of 200 people', async () => {
    const people = Array.from({ length: 197 }, (_, i) => `p${i}`);
    await seed('ledgers/big', ledgerDoc('onetime', { contributors: [olive.uid, adam.uid, tara.uid, ...people] }));
    const big = { id: 'big', ...ledgerDoc('onetime', { contributors: [olive.uid, adam.uid, tara.uid, ...people] }) };
    await leaveAsApp(appClient(olive), big, { id: 'p196', name: 'P196' });
    expect((await stored('ledgers/big')).contributors).toHaveLength(199);
  });
});

describe('leaving a ledger: denied', () => {
  const leaveWrite = (by: typeof olive, data: Record<string, unknown>, ledgerId = 'm1') => {
    const db = as(by);
    const batch = writeBatch(db);
    batch.set(doc(db, `ledgers/${ledgerId}`), { ...data, updatedAt: NOW + 1 }, { merge: true });
    return batch.commit();
  };

  it('attack: a member takes someone else out with him, or stays an admin, or grants himself admin', async () => {
    await assertFails(leaveWrite(mona, { contributors: [olive.uid] }));
    await assertFails(leaveWrite(adam, { contributors: [olive.uid, mona.uid] }));
    await assertFails(
      leaveWrite(mona, { contributors: [olive.uid, adam.uid], admins: [olive.uid, adam.uid, sam.uid] }),
    );
    await assertFails(leaveWrite(mona, { contributors: [olive.uid, adam.uid], name: 'Mine now' }));
  });

  it('attack: the owner leaves without handing over, or hands to a stranger or to himself', async () => {
    await assertFails(leaveWrite(olive, { contributors: [adam.uid, mona.uid], admins: [adam.uid] }));
    await assertFails(
      leaveWrite(olive, { contributors: [adam.uid, mona.uid], admins: [adam.uid, sam.uid], owner: sam.uid }),
    );
    await assertFails(leaveWrite(olive, { contributors: [adam.uid, mona.uid], admins: [adam.uid], owner: olive.uid }));
    // Handing to a member without making him an admin leaves an owner who is not one.
    await assertFails(leaveWrite(olive, { contributors: [adam.uid, mona.uid], admins: [adam.uid], owner: mona.uid }));
  });

  it('attack: someone not in the ledger "leaves" it, or a member hands it to himself on the way out', async () => {
    await assertFails(leaveWrite(sam, { contributors: [olive.uid, adam.uid] }));
    await assertFails(leaveWrite(mona, { contributors: [olive.uid, adam.uid], owner: adam.uid, admins: [adam.uid] }));
  });

  it('refuses a leaving log entry unless its author leaves in the same batch', async () => {
    const entry = activityEntry(mona.uid, { kind: 'member-left', about: '', subject: mona.uid, title: 'Household' });
    await assertFails(setDoc(doc(as(mona), 'ledgers/m1/activity/left-1'), entry));
    const db = as(mona);
    const batch = writeBatch(db);
    batch.set(doc(db, 'ledgers/m1'), { contributors: [olive.uid, adam.uid], updatedAt: NOW + 1 }, { merge: true });
    batch.set(doc(db, 'ledgers/m1/activity/left-2'), { ...entry, subject: olive.uid });
    await assertFails(batch.commit());
  });
});

describe('the profile', () => {
  it('lets its own account delete it, as the app does', async () => {
    const path = await profilePath(mona.email);
    await seed(path, profile(mona));
    const c = appClient(mona);
    await deleteProfile(c.docs, mona.email);
    await serverAccepted(c);
    await expect(stored(path)).rejects.toThrow('is not stored');
  });

  it('attack: someone else deletes it, or an unverified account with the same email', async () => {
    const path = await profilePath(mona.email);
    await seed(path, profile(mona));
    await assertFails(deleteDoc(doc(as(sam), path)));
    await assertFails(deleteDoc(doc(as({ ...sam, email: mona.email }, { email_verified: false }), path)));
    // Another account (another uid) holding the same verified email is not the one the profile names.
    await assertFails(deleteDoc(doc(as({ ...sam, email: mona.email }), path)));
  });

  it("attack: a deleted account's profile is re-created by someone else", async () => {
    const path = await profilePath(mona.email);
    await seed(path, profile(mona));
    await assertSucceeds(deleteDoc(doc(as(mona), path)));
    await assertFails(setDoc(doc(as(sam), path), profile({ ...sam, email: mona.email })));
    await assertFails(setDoc(doc(as(sam), path), profile(sam)));
    await assertFails(setDoc(doc(as({ ...sam, email: mona.email }, { email_verified: false }), path), profile(sam)));
    // The person herself, signing in again with her verified email, makes a new one.
    await assertSucceeds(setDoc(doc(as(mona), path), profile(mona)));
  });
});
