// Firestore security rules, evaluated by the real emulator (opt-in: `npm run test:emulator`).
// Needs Java and the Firestore emulator jar, which `firebase` downloads on first use.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, query, setDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { userIdFromEmail } from '../src/domain/user-id';

let env: RulesTestEnvironment;
const asha = { uid: 'asha', email: 'asha@example.com' };
const ben = { uid: 'ben', email: 'ben@example.com' };
const eve = { uid: 'eve', email: 'eve@example.com' };

function as(user: { uid: string; email: string }): Firestore {
  return env.authenticatedContext(user.uid, { email: user.email }).firestore() as unknown as Firestore;
}

const ledger = (type: 'monthly' | 'onetime', extra: Record<string, unknown> = {}) => ({
  name: 'Household', type, owner: 'asha', admins: ['asha'], contributors: ['asha', 'ben'], createdAt: 1, updatedAt: 1, ...extra,
});
const tx = (from: string, extra: Record<string, unknown> = {}) => ({
  description: 'Milk', amount: 40, category: 'Food', tags: [], type: 'expense', owner: from, date: 1000, createdAt: 1, updatedAt: 1, comments: '', from, paymentMode: 'UPI', ...extra,
});

async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, path), data);
  });
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-vyay-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: 8080 },
  });
});
afterAll(async () => env.cleanup());
beforeEach(async () => env.clearFirestore());

describe('users', () => {
  it('lets a signed-in user get a profile by id but never list them', async () => {
    const id = await userIdFromEmail(ben.email);
    await seed(`users/${id}`, { userId: 'ben', email: ben.email, displayName: 'Ben' });
    await assertSucceeds(getDoc(doc(as(asha), `users/${id}`)));
    await assertFails(getDocs(collection(as(asha), 'users')));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore() as unknown as Firestore, `users/${id}`)));
  });

  it('lets users write only their own profile, at the hash of their email', async () => {
    const own = await userIdFromEmail(asha.email);
    const other = await userIdFromEmail(ben.email);
    await assertSucceeds(setDoc(doc(as(asha), `users/${own}`), { userId: 'asha', email: asha.email, displayName: 'Asha', photoURL: '' }));
    await assertFails(setDoc(doc(as(asha), `users/${other}`), { userId: 'asha', email: asha.email, displayName: 'Asha', photoURL: '' }));
    await assertFails(setDoc(doc(as(asha), `users/${own}`), { userId: 'ben', email: asha.email, displayName: 'Asha', photoURL: '' }));
  });
});

describe('ledgers', () => {
  it('creates a ledger with its member and settings in one batch only as owner, admin and contributor', async () => {
    const db = as(asha);
    const batch = writeBatch(db);
    batch.set(doc(db, 'ledgers/l1'), ledger('monthly', { contributors: ['asha'] }));
    batch.set(doc(db, 'ledgers/l1/members/asha'), { displayName: 'Asha', userId: 'asha' });
    batch.set(doc(db, 'ledgers/l1/settings/common'), { categories: [], tags: [] });
    await assertSucceeds(batch.commit());
    await assertFails(setDoc(doc(db, 'ledgers/l2'), ledger('monthly', { owner: 'ben', admins: ['ben'], contributors: ['ben'] })));
  });

  it('lets an import write a hidden ledger (no contributors), fill it, and then reveal it', async () => {
    const db = as(asha);
    const first = writeBatch(db);
    first.set(doc(db, 'ledgers/l3'), ledger('monthly', { contributors: [] }));
    first.set(doc(db, 'ledgers/l3/members/asha'), { displayName: 'Asha', userId: 'asha' });
    first.set(doc(db, 'ledgers/l3/settings/common'), { categories: [], tags: [] });
    await assertSucceeds(first.commit());
    await assertSucceeds(setDoc(doc(db, 'ledgers/l3/transactions/t1'), tx('asha')));
    await assertSucceeds(setDoc(doc(db, 'ledgers/l3'), { contributors: ['asha'], updatedAt: 2 }, { merge: true }));
    await assertFails(setDoc(doc(as(ben), 'ledgers/l4'), ledger('monthly', { owner: 'ben', admins: ['ben'], contributors: ['asha'] })));
  });

  it('lets contributors read, admins update, and only the owner delete', async () => {
    await seed('ledgers/l1', ledger('monthly'));
    await assertSucceeds(getDocs(query(collection(as(ben), 'ledgers'), where('contributors', 'array-contains', 'ben'))));
    await assertFails(getDoc(doc(as(eve), 'ledgers/l1')));
    await assertFails(setDoc(doc(as(ben), 'ledgers/l1'), { name: 'Mine now' }, { merge: true }));
    await assertSucceeds(setDoc(doc(as(asha), 'ledgers/l1'), { name: 'Renamed' }, { merge: true }));
    await assertFails(setDoc(doc(as(asha), 'ledgers/l1'), { owner: 'ben' }, { merge: true }));
    await assertFails(deleteDoc(doc(as(ben), 'ledgers/l1')));
    await assertSucceeds(deleteDoc(doc(as(asha), 'ledgers/l1')));
  });

  it('lets contributors read members and settings, and only admins write them', async () => {
    await seed('ledgers/l1', ledger('monthly'));
    await seed('ledgers/l1/settings/common', { categories: ['Food'], tags: [] });
    await assertSucceeds(getDoc(doc(as(ben), 'ledgers/l1/settings/common')));
    await assertFails(getDoc(doc(as(eve), 'ledgers/l1/settings/common')));
    await assertFails(setDoc(doc(as(ben), 'ledgers/l1/members/Ravi'), { displayName: 'Ravi', userId: 'Ravi' }));
    await assertSucceeds(setDoc(doc(as(asha), 'ledgers/l1/members/Ravi'), { displayName: 'Ravi', userId: 'Ravi' }));
  });

  it('keeps recurring items for admins only', async () => {
    await seed('ledgers/l1', ledger('monthly'));
    await assertFails(getDocs(collection(as(ben), 'ledgers/l1/settings/monthly/recurringTransactions')));
    await assertSucceeds(setDoc(doc(as(asha), 'ledgers/l1/settings/monthly/recurringTransactions/r1'), { description: 'Rent', amount: 1 }));
  });
});

describe('transactions', () => {
  it('in a monthly ledger, limits a non-admin to their own entries, matching the app query', async () => {
    await seed('ledgers/l1', ledger('monthly'));
    await seed('ledgers/l1/transactions/a', tx('asha'));
    await seed('ledgers/l1/transactions/b', tx('ben'));
    const db = as(ben);
    await assertSucceeds(getDocs(query(collection(db, 'ledgers/l1/transactions'), where('from', '==', 'ben'), where('date', '>=', 0), where('date', '<', 5000))));
    await assertFails(getDocs(collection(db, 'ledgers/l1/transactions')));
    await assertFails(getDoc(doc(db, 'ledgers/l1/transactions/a')));
    await assertSucceeds(setDoc(doc(db, 'ledgers/l1/transactions/c'), tx('ben')));
    await assertFails(setDoc(doc(db, 'ledgers/l1/transactions/d'), tx('asha', { owner: 'ben' })));
    await assertSucceeds(getDocs(collection(as(asha), 'ledgers/l1/transactions')));
  });

  it('in a one-time ledger, lets contributors read everything and add expenses', async () => {
    await seed('ledgers/l1', ledger('onetime'));
    await seed('ledgers/l1/transactions/a', tx('asha'));
    await assertSucceeds(getDocs(collection(as(ben), 'ledgers/l1/transactions')));
    await assertSucceeds(setDoc(doc(as(ben), 'ledgers/l1/transactions/b'), tx('Ravi', { owner: 'ben' })));
    await assertFails(getDocs(collection(as(eve), 'ledgers/l1/transactions')));
  });

  it('lets admins or the transaction owner delete', async () => {
    await seed('ledgers/l1', ledger('onetime'));
    await seed('ledgers/l1/transactions/a', tx('asha'));
    await seed('ledgers/l1/transactions/b', tx('ben'));
    await assertFails(deleteDoc(doc(as(ben), 'ledgers/l1/transactions/a')));
    await assertSucceeds(deleteDoc(doc(as(ben), 'ledgers/l1/transactions/b')));
    await assertSucceeds(deleteDoc(doc(as(asha), 'ledgers/l1/transactions/a')));
  });

  it('type-checks amount, type and date', async () => {
    await seed('ledgers/l1', ledger('onetime'));
    const db = as(asha);
    await assertFails(setDoc(doc(db, 'ledgers/l1/transactions/x'), tx('asha', { amount: '40' })));
    await assertFails(setDoc(doc(db, 'ledgers/l1/transactions/x'), tx('asha', { type: 'gift' })));
    await assertFails(setDoc(doc(db, 'ledgers/l1/transactions/x'), tx('asha', { date: '2026-01-01' })));
    await assertSucceeds(setDoc(doc(db, 'ledgers/l1/transactions/x'), tx('asha')));
  });
});
