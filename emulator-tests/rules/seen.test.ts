// users/{id}/seen/{ledger} (What's new, issue 32): when a person last looked at each ledger. Only that
// person's verified account reads or writes it, in the app's shape; nobody else learns when they looked.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { markSeen, watchSeen } from '../../src/data/repo/seen';
import { userIdFromEmail } from '../../src/domain/user-id';
import { appClient, as, mona, NOW, sam, seed, serverAccepted, setupRulesEnv, stored } from './fixtures';

setupRulesEnv('seen', { seed: false });

const seenPath = async (email: string, ledgerId = 'm1') => `users/${await userIdFromEmail(email)}/seen/${ledgerId}`;

describe('seen times: allowed', () => {
  it('lets the app mark a ledger seen and read the times back, live', async () => {
    const c = appClient(mona);
    const profileId = await userIdFromEmail(mona.email);
    await markSeen(c.docs, profileId, 'm1', NOW);
    await serverAccepted(c);
    expect(await stored(await seenPath(mona.email))).toEqual({ at: NOW });
    const times = await new Promise<Record<string, number>>((resolve, reject) => {
      const stop = watchSeen(
        c.docs,
        profileId,
        (seen) => {
          if (!('m1' in seen)) return;
          stop();
          resolve(seen);
        },
        (message) => reject(new Error(message)),
      );
    });
    expect(times).toEqual({ m1: NOW });
    // From the server, not this client's cache: the rules let her read her own times.
    await assertSucceeds(getDocs(collection(as(mona), `users/${profileId}/seen`)));
  });

  it('lets its person delete them (Delete my account)', async () => {
    await seed(await seenPath(mona.email), { at: NOW });
    await assertSucceeds(deleteDoc(doc(as(mona), await seenPath(mona.email))));
  });
});

describe('seen times: denied', () => {
  it('attack: someone else reads, lists, writes or deletes them', async () => {
    await seed(await seenPath(mona.email), { at: NOW });
    await assertFails(getDoc(doc(as(sam), await seenPath(mona.email))));
    await assertFails(getDocs(collection(as(sam), `users/${await userIdFromEmail(mona.email)}/seen`)));
    await assertFails(setDoc(doc(as(sam), await seenPath(mona.email)), { at: NOW + 1 }));
    await assertFails(deleteDoc(doc(as(sam), await seenPath(mona.email))));
  });

  it('attack: an account whose email is not verified, though it is the same address', async () => {
    const unverified = as({ ...sam, email: mona.email }, { email_verified: false });
    await assertFails(setDoc(doc(unverified, await seenPath(mona.email)), { at: NOW }));
    await assertFails(getDoc(doc(unverified, await seenPath(mona.email))));
  });

  it('refuses other fields, a time that is not a date, and an id past 128 characters', async () => {
    await assertFails(setDoc(doc(as(mona), await seenPath(mona.email)), { at: NOW, note: 'x' }));
    await assertFails(setDoc(doc(as(mona), await seenPath(mona.email)), { at: 'yesterday' }));
    await assertFails(setDoc(doc(as(mona), await seenPath(mona.email)), { at: 4_200_000_000_000 }));
    await assertFails(setDoc(doc(as(mona), await seenPath(mona.email, 'x'.repeat(129))), { at: NOW }));
  });
});
