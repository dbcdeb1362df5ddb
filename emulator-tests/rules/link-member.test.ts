// Linking a temporary member to an account (src/data/repo/link-member.ts), replayed through the app's own
// FirestoreDocumentStore against the rules: an admin's one batch is allowed in both ledger types; anyone
// else's is refused whole, so nothing of it is stored.
import { describe, expect, it } from 'vitest';
import { doc, getDoc, waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { FirestoreDocumentStore } from '../../src/data/firebase/firestore-store';
import type { AuthUser } from '../../src/data/ports';
import { createLedger } from '../../src/data/repo/ledgers';
import { linkTemporaryMember } from '../../src/data/repo/link-member';
import { addMemberByEmail, addTemporaryMember, setAdmin } from '../../src/data/repo/members';
import { saveMonthlySettings, saveOnetimeSettings } from '../../src/data/repo/settings';
import { saveRecurringItem, saveTransaction } from '../../src/data/repo/transactions';
import { saveUserProfile } from '../../src/data/repo/users';
import type { Ledger, Member, Transaction } from '../../src/domain/types';
import { adam, as, mona, NOW, olive, RAVI, setupRulesEnv, unchecked, type Person } from './fixtures';

setupRulesEnv('link-member', { seed: false });

interface Client {
  user: AuthUser;
  db: Firestore;
  docs: FirestoreDocumentStore;
  rejected: string[];
}

function client(person: Person): Client {
  const db = as(person);
  const rejected: string[] = [];
  return {
    user: { uid: person.uid, email: person.email, displayName: person.name, photoURL: '' },
    db,
    docs: new FirestoreDocumentStore(db, (m) => rejected.push(m)),
    rejected,
  };
}

/** Waits until the server has answered every write this client queued. */
async function answered(c: Client): Promise<void> {
  await waitForPendingWrites(c.db).catch(() => undefined);
  await new Promise<void>((resolve) => {
    if (c.docs.pending.value === 0) return resolve();
    const stop = c.docs.pending.subscribe((n) => {
      if (n > 0) return;
      stop();
      resolve();
    });
  });
}

async function synced(c: Client): Promise<void> {
  await answered(c);
  expect(c.rejected).toEqual([]);
}

async function reload(c: Client, id: string): Promise<Ledger> {
  const ledger = await c.docs.get<Omit<Ledger, 'id'>>(`ledgers/${id}`);
  if (!ledger) throw new Error(`ledger ${id} is not readable`);
  return ledger;
}

/** What the server holds, past the rules. */
async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await unchecked(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

const base = {
  description: 'x',
  category: 'Food',
  tags: [],
  date: NOW,
  createdAt: NOW,
  updatedAt: NOW,
  comments: '',
  paymentMode: 'UPI' as const,
};

const member = (p: Person): Member => ({ id: p.uid, displayName: p.name, userId: p.uid });
const ravi: Member = { id: RAVI, displayName: RAVI, userId: RAVI };

/** Olive's trip: Adam an admin, Mona a member, Ravi temporary, and entries naming Ravi every way. */
async function trip(o: Client, a: Client, m: Client) {
  for (const c of [o, a, m]) {
    await saveUserProfile(c.docs, c.user);
    await synced(c);
  }
  const created = await createLedger(o.docs, o.user, { name: 'Goa', type: 'onetime' }, NOW);
  await synced(o);
  await addMemberByEmail(o.docs, await reload(o, created.id), adam.email, NOW);
  await synced(o);
  await setAdmin(o.docs, await reload(o, created.id), member(adam), true, NOW);
  await addMemberByEmail(o.docs, await reload(o, created.id), mona.email, NOW);
  await synced(o);
  await addTemporaryMember(o.docs, await reload(o, created.id), RAVI);
  const entry = (over: Partial<Transaction>) =>
    saveTransaction(o.docs, created.id, {
      ...base,
      owner: olive.uid,
      type: 'expense',
      amount: 90,
      from: olive.uid,
      ...over,
    });
  const hotel = await entry({
    from: RAVI,
    splitInfo: {
      method: 'Equal',
      details: [
        { userId: olive.uid, amount: 30, split: 1 },
        { userId: adam.uid, amount: 30, split: 1 },
        { userId: RAVI, amount: 30, split: 1 },
      ],
    },
  });
  const taxi = await entry({
    payers: [
      { userId: olive.uid, amount: 50 },
      { userId: RAVI, amount: 40 },
    ],
    splitInfo: { method: 'Custom', details: [{ userId: adam.uid, amount: 90, split: 90 }] },
  });
  await saveOnetimeSettings(o.docs, created.id, {
    splitType: 'Shares',
    shares: { [olive.uid]: 1, [RAVI]: 2 },
    percentages: { [olive.uid]: 50, [RAVI]: 50 },
  });
  await synced(o);
  return { ledger: await reload(o, created.id), hotel, taxi };
}

describe('linking a temporary member', () => {
  it('an admin (not the owner) links Ravi to the owner in one allowed batch, a list of payers dropped', async () => {
    const [o, a, m] = [client(olive), client(adam), client(mona)];
    const { ledger, hotel, taxi } = await trip(o, a, m);
    expect(await linkTemporaryMember(a.docs, ledger, ravi, member(olive), NOW + 1)).toEqual({ entries: 2 });
    await synced(a);

    expect(await stored(`ledgers/${ledger.id}/members/${RAVI}`)).toBeUndefined();
    expect(await stored(`ledgers/${ledger.id}/transactions/${hotel}`)).toMatchObject({
      from: olive.uid,
      owner: olive.uid,
      splitInfo: { method: 'Shares', details: [{ userId: olive.uid, amount: 60, split: 2 }, { userId: adam.uid }] },
    });
    const paid = await stored(`ledgers/${ledger.id}/transactions/${taxi}`);
    expect(paid).toMatchObject({ from: olive.uid, amount: 90 });
    expect(paid).not.toHaveProperty('payers');
    expect(await stored(`ledgers/${ledger.id}/settings/onetime`)).toMatchObject({
      shares: { [olive.uid]: 3 },
      percentages: { [olive.uid]: 100 },
    });
  });

  it('a member who is not an admin is refused, and nothing of the batch is stored', async () => {
    const [o, a, m] = [client(olive), client(adam), client(mona)];
    const { ledger, hotel } = await trip(o, a, m);
    // The repository does not know roles; the rules are what stop this.
    await linkTemporaryMember(m.docs, ledger, ravi, member(mona), NOW + 1).catch(() => undefined);
    await answered(m);
    expect(m.rejected.length).toBeGreaterThan(0);
    expect(await stored(`ledgers/${ledger.id}/members/${RAVI}`)).toMatchObject({ userId: RAVI });
    expect(await stored(`ledgers/${ledger.id}/transactions/${hotel}`)).toMatchObject({ from: RAVI });
  });

  it('in a monthly ledger the owner links Ravi to herself: entries, recurring items and paid-by move', async () => {
    const o = client(olive);
    await saveUserProfile(o.docs, o.user);
    const created = await createLedger(o.docs, o.user, { name: 'Home', type: 'monthly' }, NOW);
    await synced(o);
    await addTemporaryMember(o.docs, await reload(o, created.id), RAVI);
    const rent = await saveRecurringItem(o.docs, created.id, {
      type: 'expense',
      amount: 100,
      description: 'Rent',
      category: 'Rent',
      owner: olive.uid,
      tags: [],
      createdAt: NOW,
      from: RAVI,
      frequency: 'monthly',
      startDate: NOW,
      paymentMode: 'UPI',
    });
    await saveMonthlySettings(o.docs, created.id, { paidBy: RAVI });
    const milk = await saveTransaction(o.docs, created.id, {
      ...base,
      owner: olive.uid,
      type: 'expense',
      amount: 5,
      from: RAVI,
    });
    await synced(o);

    await linkTemporaryMember(o.docs, await reload(o, created.id), ravi, member(olive), NOW + 1);
    await synced(o);
    expect(await stored(`ledgers/${created.id}/transactions/${milk}`)).toMatchObject({ from: olive.uid });
    expect(await stored(`ledgers/${created.id}/settings/monthly/recurringTransactions/${rent}`)).toMatchObject({
      from: olive.uid,
    });
    expect(await stored(`ledgers/${created.id}/settings/monthly`)).toMatchObject({ paidBy: olive.uid });
    expect(await stored(`ledgers/${created.id}/members/${RAVI}`)).toBeUndefined();
  });
});
