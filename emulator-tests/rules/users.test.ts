// users/{id}: anyone signed in looks a profile up by id; only its person writes it, at the hash of a
// verified email, with that email in it.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { userIdFromEmail } from '../../src/domain/user-id';
import { anonymous, as, HUGE, mona, sam, seed, text, setupRulesEnv } from './fixtures';

setupRulesEnv('users', { seed: false });

const profile = (extra: Record<string, unknown> = {}) => ({
  userId: mona.uid,
  email: mona.email,
  displayName: 'Mona',
  photoURL: '',
  ...extra,
});
const monaPath = async () => `users/${await userIdFromEmail(mona.email)}`;

describe('users: allowed', () => {
  it('lets any signed-in user get a profile by id', async () => {
    await seed(await monaPath(), profile());
    await assertSucceeds(getDoc(doc(as(sam), await monaPath())));
  });

  it('lets a user write their own profile at the hash of their verified email', async () => {
    await assertSucceeds(setDoc(doc(as(mona), await monaPath()), profile(), { merge: true }));
  });

  it('lets a user merge the last used ledger into their profile', async () => {
    await seed(await monaPath(), profile());
    await assertSucceeds(setDoc(doc(as(mona), await monaPath()), { lastUsedLedgerId: 'm1' }, { merge: true }));
  });
});

describe('users: denied', () => {
  it('refuses reads without sign-in', async () => {
    await seed(await monaPath(), profile());
    await assertFails(getDoc(doc(anonymous(), await monaPath())));
  });

  it('refuses listing profiles', async () => {
    await assertFails(getDocs(collection(as(sam), 'users')));
  });

  it('refuses writing at another email’s id', async () => {
    await assertFails(setDoc(doc(as(sam), await monaPath()), profile({ userId: sam.uid, email: sam.email })));
  });

  it('refuses a profile naming another user id', async () => {
    await assertFails(setDoc(doc(as(mona), await monaPath()), profile({ userId: sam.uid })));
  });

  it('refuses fields a profile does not have', async () => {
    await assertFails(setDoc(doc(as(mona), await monaPath()), profile({ isAdmin: true })));
  });

  it('refuses a last-used ledger without a profile behind it', async () => {
    await assertFails(setDoc(doc(as(mona), await monaPath()), { lastUsedLedgerId: 'm1' }, { merge: true }));
  });

  // Deleting one's own is Delete my account (issue 30, account.test.ts); nobody deletes someone else's.
  it('refuses deleting someone else’s profile', async () => {
    await seed(await monaPath(), profile());
    await assertFails(deleteDoc(doc(as(sam), await monaPath())));
  });
});

describe('users: attacks', () => {
  it('attack: a token whose email is not verified cannot write the profile of that email', async () => {
    await assertFails(setDoc(doc(as(mona, { email_verified: false }), await monaPath()), profile()));
  });

  it('attack: a profile cannot carry an email other than the token’s', async () => {
    await assertFails(setDoc(doc(as(mona), await monaPath()), profile({ email: 'ceo@example.com' })));
  });

  it('attack: a profile cannot carry a 900 KB field', async () => {
    await assertFails(setDoc(doc(as(mona), await monaPath()), profile({ photoURL: HUGE })));
  });

  it('attack: a profile cannot carry a display name past 100 characters', async () => {
    await assertFails(setDoc(doc(as(mona), await monaPath()), profile({ displayName: text(101) })));
  });
});
