// The app's own writes and reads, replayed through its repository and FirestoreDocumentStore against the
// rules: every query and batch the screens make must stay allowed for the role that makes it.
//
// The store resolves writes once they are queued locally and reports server refusals to its onRejected
// callback, so each step waits for the server's answers and then checks that nothing was refused.
import { describe, expect, it } from 'vitest';
import { doc, getDoc, waitForPendingWrites, writeBatch, type Firestore } from 'firebase/firestore';
import { FirestoreDocumentStore } from '../../src/data/firebase/firestore-store';
import type { AuthUser } from '../../src/data/ports';
import { importBackup } from '../../src/data/repo/backup';
import { exportLedger, exportUserLedgers } from '../../src/data/repo/backup-export';
import { FIRESTORE_BATCH_WRITES as MAX_BATCH_WRITES } from '../../src/data/ports';
import { createLedger, deleteLedger, renameLedger } from '../../src/data/repo/ledgers';
import {
  countMembers,
  addAccountMembers,
  addMemberByEmail,
  addTemporaryMember,
  removeMember,
  setAdmin,
} from '../../src/data/repo/members';
import { queryTransactions, transactionConstraints } from '../../src/data/repo/live';
import { saveCommonSettings, saveMonthlySettings, saveOnetimeSettings } from '../../src/data/repo/settings';
import {
  deleteRecurringItem,
  deleteTransaction,
  getTransaction,
  saveRecurringItem,
  saveSettleUpOnce,
  saveTransaction,
  settleExpenses,
  unsettledNow,
} from '../../src/data/repo/transactions';
import { updateTransaction } from '../../src/data/repo/transaction-edit';
import { monthlySettlementId, settleUpId } from '../../src/domain/derived-id';
import { changedFields } from '../../src/domain/transaction-changes';
import { saveUserProfile, setLastUsedLedger } from '../../src/data/repo/users';
import { buildMonthlySettlement } from '../../src/domain/monthly-summary';
import { transactionFromRecurring } from '../../src/domain/recurring';
import { payerFor } from '../../src/domain/roles';
import { buildSettleUp } from '../../src/domain/settlements';
import { computeSplit } from '../../src/domain/splits';
import type { Ledger, Transaction } from '../../src/domain/types';
import { userIdFromEmail } from '../../src/domain/user-id';
import { toRecurringDraft } from '../../src/features/recurring/recurring-draft';
import { toTransactionDraft, type TransactionFormValues } from '../../src/features/monthly/transaction-draft';
import { adam, as, MARCH, mona, NOW, olive, RAVI, tara, unchecked, setupRulesEnv, type Person } from './fixtures';

setupRulesEnv('app-paths', { seed: false });

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

/** Waits until the server has answered every write this client queued, then demands that none was refused. */
async function synced(c: Client): Promise<void> {
  await waitForPendingWrites(c.db);
  await new Promise<void>((resolve) => {
    if (c.docs.pending.value === 0) return resolve();
    const stop = c.docs.pending.subscribe((n) => {
      if (n > 0) return;
      stop();
      resolve();
    });
  });
  expect(c.rejected).toEqual([]);
}

async function reload(c: Client, id: string): Promise<Ledger> {
  const ledger = await c.docs.get<Omit<Ledger, 'id'>>(`ledgers/${id}`);
  if (!ledger) throw new Error(`ledger ${id} is not readable`);
  return ledger;
}

/** Sign-in for everyone (the profile the members page looks people up by). */
async function signIn(...people: Person[]): Promise<Client[]> {
  const clients = people.map(client);
  for (const c of clients) {
    await saveUserProfile(c.docs, c.user);
    await synced(c);
  }
  return clients;
}

/**
 * The members page's flows on a new ledger: Olive creates it, adds Adam and makes him admin; Adam adds the
 * member and the temporary member Ravi.
 */
async function sharedLedger(type: Ledger['type'], owner: Client, admin: Client, member: Client): Promise<Ledger> {
  const created = await createLedger(
    owner.docs,
    owner.user,
    { name: type === 'monthly' ? 'Household' : 'Goa', type },
    NOW,
  );
  await synced(owner);
  const withAdam = await addMemberByEmail(owner.docs, await reload(owner, created.id), admin.user.email, NOW + 1);
  await synced(owner);
  await setAdmin(owner.docs, await reload(owner, created.id), withAdam, true, NOW + 2);
  await synced(owner);
  await addMemberByEmail(admin.docs, await reload(admin, created.id), member.user.email, NOW + 3);
  await addTemporaryMember(admin.docs, await reload(admin, created.id), RAVI);
  await synced(admin);
  return reload(owner, created.id);
}

const formValues = (from: string, extra: Partial<TransactionFormValues> = {}): TransactionFormValues => ({
  description: 'Groceries',
  amountText: '2450.5',
  category: 'Food',
  tags: ['Family'],
  date: NOW,
  from,
  paymentMode: 'UPI',
  comments: '',
  ...extra,
});

describe('the app’s writes and reads are allowed', () => {
  it('signs in (profile merge) and remembers the last used ledger', async () => {
    const [o] = await signIn(olive);
    if (!o) throw new Error('no client');
    const ledger = await createLedger(o.docs, o.user, { name: 'Mine', type: 'monthly' }, NOW);
    await setLastUsedLedger(o.docs, o.user, ledger.id);
    await saveUserProfile(o.docs, o.user);
    await synced(o);
  });

  it('remembers the last used ledger even when the sign-in’s profile write never arrived', async () => {
    const o = client(olive);
    const ledger = await createLedger(o.docs, o.user, { name: 'Mine', type: 'onetime' }, NOW);
    await setLastUsedLedger(o.docs, o.user, ledger.id);
    await synced(o);
    const stored = await getDoc(doc(o.db, `users/${await userIdFromEmail(olive.email)}`));
    expect(stored.data()).toEqual({
      userId: olive.uid,
      email: olive.email,
      displayName: olive.name,
      photoURL: '',
      lastUsedLedgerId: ledger.id,
    });
  });

  it('manages members and admins, renames, and counts members', async () => {
    const [o, a, m] = await signIn(olive, adam, mona);
    if (!o || !a || !m) throw new Error('no clients');
    const ledger = await sharedLedger('monthly', o, a, m);
    expect(ledger).toMatchObject({ admins: [olive.uid, adam.uid], contributors: [olive.uid, adam.uid, mona.uid] });
    expect(await countMembers(m.docs, ledger.id)).toBe(4);
    await renameLedger(a.docs, ledger.id, 'Home', NOW + 4);
    await synced(a);
    const monaMember = { id: mona.uid, displayName: 'Mona', userId: mona.uid };
    await setAdmin(a.docs, await reload(a, ledger.id), monaMember, true, NOW + 5);
    await synced(a);
    await setAdmin(a.docs, await reload(a, ledger.id), monaMember, false, NOW + 6);
    await synced(a);
    await removeMember(a.docs, await reload(a, ledger.id), { id: RAVI, displayName: RAVI, userId: RAVI }, NOW + 7);
    await removeMember(a.docs, await reload(a, ledger.id), monaMember, NOW + 8);
    await synced(a);
    expect(await reload(o, ledger.id)).toMatchObject({
      name: 'Home',
      admins: [olive.uid, adam.uid],
      contributors: [olive.uid, adam.uid],
    });
  });

  it('creates a trip with who is coming: temporary members in its batch, then each account', async () => {
    const [o, a, m] = await signIn(olive, adam, mona);
    if (!o || !a || !m) throw new Error('no clients');
    const trip = await createLedger(o.docs, o.user, { name: 'Goa', type: 'onetime', temporaryMembers: [RAVI] }, NOW);
    await synced(o);
    const people = [adam, mona].map((p) => ({ id: p.uid, userId: p.uid, displayName: p.name }));
    const { added, failed } = await addAccountMembers(o.docs, await reload(o, trip.id), people, NOW + 1);
    await synced(o);
    expect(failed).toBeNull();
    expect(added.map((p) => p.userId)).toEqual([adam.uid, mona.uid]);
    expect(await reload(m, trip.id)).toMatchObject({ contributors: [olive.uid, adam.uid, mona.uid] });
    expect(await countMembers(m.docs, trip.id)).toBe(4);
  });

  it('saves every kind of setting', async () => {
    const [o, a, m, t] = await signIn(olive, adam, mona, tara);
    if (!o || !a || !m || !t) throw new Error('no clients');
    const household = await sharedLedger('monthly', o, a, m);
    const trip = await sharedLedger('onetime', o, a, t);
    await saveCommonSettings(a.docs, household.id, { categories: ['Food', 'Rent', 'Pets'] });
    await saveCommonSettings(a.docs, household.id, { tags: ['Family'] });
    await saveMonthlySettings(a.docs, household.id, { paymentMode: 'Cash' });
    await saveMonthlySettings(a.docs, household.id, { paidBy: 'common' });
    await saveOnetimeSettings(a.docs, trip.id, {
      splitType: 'Percentage',
      percentages: { [olive.uid]: 50, [tara.uid]: 33.333, [RAVI]: 16.667 },
      shares: {},
    });
    await synced(a);
  });

  it('runs a monthly ledger: entries, recurring items, Add now, month queries, settling and unsettling', async () => {
    const [o, a, m] = await signIn(olive, adam, mona);
    if (!o || !a || !m) throw new Error('no clients');
    const ledger = await sharedLedger('monthly', o, a, m);

    // Mona's own expense, whatever payer she picked: payerFor forces her own id.
    const monaExpense = await saveTransaction(
      m.docs,
      ledger.id,
      toTransactionDraft(formValues(payerFor(ledger, mona.uid, 'common')), {
        type: 'expense',
        owner: mona.uid,
        now: NOW,
      }),
    );
    await synced(m);
    const income = toTransactionDraft(formValues('common', { description: 'Salary', amountText: '90000' }), {
      type: 'income',
      owner: adam.uid,
      now: NOW,
    });
    await saveTransaction(a.docs, ledger.id, income);
    const rentId = await saveRecurringItem(
      a.docs,
      ledger.id,
      toRecurringDraft(
        {
          type: 'expense',
          description: 'Rent',
          amountText: '15000',
          category: 'Rent',
          tags: [],
          from: 'common',
          paymentMode: 'UPI',
          startDate: NOW,
        },
        { owner: adam.uid, now: NOW },
      ),
    );
    await synced(a);
    const rent = {
      id: rentId,
      ...toRecurringDraft(
        {
          type: 'expense',
          description: 'Rent',
          amountText: '15000',
          category: 'Rent',
          tags: [],
          from: 'common',
          paymentMode: 'UPI',
          startDate: NOW,
        },
        { owner: adam.uid, now: NOW },
      ),
    };
    await saveTransaction(a.docs, ledger.id, transactionFromRecurring(rent, { now: NOW + 10, owner: adam.uid }));
    await synced(a);

    // The live and month-wise queries: admins see the month, Mona only her own entries.
    const month = { range: MARCH };
    expect(await queryTransactions(a.docs, ledger.id, month)).toHaveLength(3);
    expect((await queryTransactions(m.docs, ledger.id, { ...month, onlyFrom: mona.uid })).map((t) => t.id)).toEqual([
      monaExpense,
    ]);
    expect(transactionConstraints({ ...month, onlyFrom: mona.uid })[0]).toMatchObject({
      field: 'from',
      value: mona.uid,
    });

    // Olive settles Mona's expenses; Mona may still fix the description of her settled expense.
    const monthTxs = await queryTransactions(o.docs, ledger.id, month);
    const { settlement, settledIds } = buildMonthlySettlement({
      payer: mona.uid,
      expenses: monthTxs,
      owner: olive.uid,
      year: 2026,
      month: 3,
      now: NOW + 20,
    });
    expect(settledIds).toEqual([monaExpense]);
    // As Settle Now does: the expenses read again, the id derived from them; a second press writes nothing.
    expect((await unsettledNow(o.docs, ledger.id, settledIds)).map((t) => t.id)).toEqual(settledIds);
    const settlementId = await settleExpenses(
      o.docs,
      ledger.id,
      await monthlySettlementId(settledIds),
      settlement,
      settledIds,
    );
    await synced(o);
    expect(
      await settleExpenses(
        a.docs,
        ledger.id,
        await monthlySettlementId(settledIds),
        { ...settlement, owner: adam.uid },
        settledIds,
      ),
    ).toBe(settlementId);
    await synced(a);
    const settled = (await getTransaction(m.docs, ledger.id, monaExpense)) as Transaction;
    expect(settled).toMatchObject({ isSettled: true, settlementId });
    // Her edit form writes only what she changed, on top of the stored expense.
    const fixed = toTransactionDraft(formValues(mona.uid, { description: 'Groceries and milk' }), {
      type: 'expense',
      existing: settled,
      owner: mona.uid,
      now: NOW + 30,
    });
    await updateTransaction(m.docs, ledger.id, settled, changedFields(settled, fixed), NOW + 30);
    await synced(m);
    expect(await getTransaction(o.docs, ledger.id, monaExpense)).toMatchObject({
      description: 'Groceries and milk',
      isSettled: true,
      settlementId,
    });

    // Deleting the settlement unsettles what it settled, found by the settlementId query.
    await deleteTransaction(o.docs, ledger.id, { id: settlementId, ...settlement });
    await synced(o);
    // (An empty settlementId, what unsettling writes, reads as none.)
    expect(await getTransaction(m.docs, ledger.id, monaExpense)).toMatchObject({ isSettled: false });
    expect(await getTransaction(m.docs, ledger.id, monaExpense)).not.toHaveProperty('settlementId');

    // Mona edits and deletes her expense once it is open again; Adam deletes the recurring item.
    const open = (await getTransaction(m.docs, ledger.id, monaExpense)) as Transaction;
    const dearer = toTransactionDraft(formValues(mona.uid, { amountText: '2500' }), {
      type: 'expense',
      existing: open,
      owner: mona.uid,
      now: NOW + 40,
    });
    await updateTransaction(m.docs, ledger.id, open, changedFields(open, dearer), NOW + 40);
    await synced(m);
    // Settled again, then an admin changes its amount: it leaves the settlement, which goes (it held
    // nothing else), in one batch the rules accept.
    const again = await settleExpenses(
      o.docs,
      ledger.id,
      await monthlySettlementId([monaExpense]),
      { ...settlement, amount: 2500 },
      [monaExpense],
    );
    await synced(o);
    const settledAgain = (await getTransaction(o.docs, ledger.id, monaExpense)) as Transaction;
    await updateTransaction(
      o.docs,
      ledger.id,
      settledAgain,
      changedFields(settledAgain, { ...settledAgain, amount: 2400 }),
      NOW + 45,
    );
    await synced(o);
    expect(await getTransaction(a.docs, ledger.id, again)).toBeNull();
    expect(await getTransaction(a.docs, ledger.id, monaExpense)).toMatchObject({ amount: 2400, isSettled: false });
    await deleteTransaction(m.docs, ledger.id, open);
    await deleteRecurringItem(a.docs, ledger.id, rentId);
    await synced(m);
    await synced(a);
  });

  it('runs a one-time ledger: split expenses paid by anyone, Settle Up, and undoing it', async () => {
    const [o, a, t] = await signIn(olive, adam, tara);
    if (!o || !a || !t) throw new Error('no clients');
    const ledger = await sharedLedger('onetime', o, a, t);
    const people = [olive.uid, adam.uid, tara.uid, RAVI];
    // As the split form builds it: Ravi paid, shared equally by everyone.
    const lines = computeSplit({
      method: 'Equal',
      amount: 1000,
      payer: RAVI,
      inputs: people.map((userId) => ({ userId, split: 1 })),
    });
    const dinner = await saveTransaction(t.docs, ledger.id, {
      description: 'Dinner',
      amount: 1000,
      category: 'Food',
      tags: ['Friends'],
      type: 'expense',
      owner: tara.uid,
      date: NOW,
      createdAt: NOW,
      updatedAt: NOW,
      comments: '',
      from: RAVI,
      paymentMode: 'Cash',
      splitInfo: { method: 'Equal', details: lines },
    });
    await synced(t);
    const saved = (await getTransaction(t.docs, ledger.id, dinner)) as Transaction;
    await updateTransaction(
      t.docs,
      ledger.id,
      saved,
      changedFields(saved, { ...saved, description: 'Dinner at Thalassa' }),
      NOW + 1,
    );
    await synced(t);

    // Tara settles up for Ravi (a temporary member) and then deletes it again.
    const settleUp = buildSettleUp({ from: tara.uid, to: RAVI, amount: 250, owner: tara.uid, now: NOW + 2 });
    const view = await queryTransactions(t.docs, ledger.id, {});
    const settleId = await settleUpId({ from: tara.uid, to: RAVI, amount: 250 }, view);
    expect(await saveSettleUpOnce(t.docs, ledger.id, settleId, settleUp)).toBe(true);
    await synced(t);
    // Adam presses Settle Up on the same view: the same id, already there, so nothing is written.
    expect(await settleUpId({ from: tara.uid, to: RAVI, amount: 250 }, view)).toBe(settleId);
    expect(await saveSettleUpOnce(a.docs, ledger.id, settleId, { ...settleUp, owner: adam.uid })).toBe(false);
    expect((await queryTransactions(t.docs, ledger.id, {})).map((x) => x.id).sort()).toEqual([dinner, settleId].sort());
    await deleteTransaction(t.docs, ledger.id, { id: settleId, ...settleUp });
    await deleteTransaction(t.docs, ledger.id, saved);
    await synced(t);
  });

  it('exports what each role may read, for the backup screen and the fatal screen’s download', async () => {
    const [o, a, m] = await signIn(olive, adam, mona);
    if (!o || !a || !m) throw new Error('no clients');
    const ledger = await sharedLedger('monthly', o, a, m);
    await saveTransaction(
      m.docs,
      ledger.id,
      toTransactionDraft(formValues(mona.uid), { type: 'expense', owner: mona.uid, now: NOW }),
    );
    await saveTransaction(
      a.docs,
      ledger.id,
      toTransactionDraft(formValues('common', { description: 'Salary' }), {
        type: 'income',
        owner: adam.uid,
        now: NOW,
      }),
    );
    await synced(m);
    await synced(a);
    expect((await exportLedger(m.docs, ledger.id, m.user, NOW)).transactions.map((x) => x.description)).toEqual([
      'Groceries',
    ]);
    expect((await exportUserLedgers(m.docs, m.user, NOW)).ledgers).toHaveLength(1);
    expect((await exportLedger(o.docs, ledger.id, o.user, NOW)).transactions).toHaveLength(2);
  });

  it('imports a backup as a hidden ledger, fills it, and reveals it', async () => {
    const [o, a, m] = await signIn(olive, adam, mona);
    if (!o || !a || !m) throw new Error('no clients');
    const ledger = await sharedLedger('monthly', o, a, m);
    const expense = await saveTransaction(
      m.docs,
      ledger.id,
      toTransactionDraft(formValues(mona.uid), { type: 'expense', owner: mona.uid, now: NOW }),
    );
    await synced(m);
    const monthTxs = await queryTransactions(o.docs, ledger.id, { range: MARCH });
    const { settlement, settledIds } = buildMonthlySettlement({
      payer: mona.uid,
      expenses: monthTxs,
      owner: olive.uid,
      year: 2026,
      month: 3,
      now: NOW,
    });
    await settleExpenses(o.docs, ledger.id, await monthlySettlementId(settledIds), settlement, settledIds);
    await saveRecurringItem(
      o.docs,
      ledger.id,
      toRecurringDraft(
        {
          type: 'income',
          description: 'Salary',
          amountText: '0',
          category: 'Food',
          tags: [],
          from: 'common',
          paymentMode: 'UPI',
          startDate: NOW,
        },
        { owner: adam.uid, now: NOW },
      ),
    );
    await synced(o);
    expect(settledIds).toEqual([expense]);

    // Olive restores her own backup (her members remapped, Adam's and Mona's entries kept as theirs).
    const restored = await importBackup(o.docs, await exportLedger(o.docs, ledger.id, o.user, NOW), o.user, {
      existingNames: ['Household'],
      now: NOW + 100,
    });
    await synced(o);
    expect(await reload(o, restored.id)).toMatchObject({
      name: 'Household (2)',
      owner: olive.uid,
      contributors: [olive.uid],
    });
    expect(await queryTransactions(o.docs, restored.id, {})).toHaveLength(2);

    // Mona restores what she exported: her own entries, in a ledger she owns; the others become names.
    const hers = await importBackup(m.docs, await exportLedger(m.docs, ledger.id, m.user, NOW), m.user, {
      existingNames: [],
      now: NOW + 200,
    });
    await synced(m);
    expect(await reload(m, hers.id)).toMatchObject({ owner: mona.uid, contributors: [mona.uid] });
  });

  it('deletes a ledger of more than one batch, with its tombstone, and the id stays dead', async () => {
    const [o, a, m] = await signIn(olive, adam, mona);
    if (!o || !a || !m) throw new Error('no clients');
    const ledger = await sharedLedger('monthly', o, a, m);
    // More entries than one batch deletes, stored directly: writing them is not what this test is about.
    const entry = toTransactionDraft(formValues('common'), { type: 'expense', owner: olive.uid, now: NOW });
    await unchecked(async (db) => {
      const batch = writeBatch(db);
      for (let i = 0; i < MAX_BATCH_WRITES; i++) batch.set(doc(db, `ledgers/${ledger.id}/transactions/t${i}`), entry);
      await batch.commit();
    });
    await saveRecurringItem(
      o.docs,
      ledger.id,
      toRecurringDraft(
        {
          type: 'expense',
          description: 'Rent',
          amountText: '1',
          category: 'Rent',
          tags: [],
          from: 'common',
          paymentMode: 'UPI',
          startDate: NOW,
        },
        { owner: olive.uid, now: NOW },
      ),
    );
    await synced(o);

    await deleteLedger(o.docs, ledger.id, NOW + 1);
    await synced(o);
    await unchecked(async (db) => {
      expect((await getDoc(doc(db, `ledgers/${ledger.id}`))).exists()).toBe(false);
      expect((await getDoc(doc(db, `deletedLedgers/${ledger.id}`))).data()).toEqual({
        owner: olive.uid,
        deletedAt: NOW + 1,
      });
    });
    // The same id cannot come back, not even for its old owner.
    await o.docs.set(`ledgers/${ledger.id}`, {
      name: 'Again',
      type: 'monthly',
      owner: olive.uid,
      admins: [olive.uid],
      contributors: [olive.uid],
      createdAt: NOW,
      updatedAt: NOW,
    });
    await waitForPendingWrites(o.db);
    await expect.poll(() => o.rejected.length).toBe(1);
  });
});
