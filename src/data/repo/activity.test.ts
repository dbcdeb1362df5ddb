// Every change the repository makes writes exactly one log entry, in the same batch as the change, so the
// two land together or not at all; a change that writes nothing logs nothing.
import { ABOUT_ADMINS } from '../../domain/activity-ids';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_KEEP, ACTIVITY_MIN_AGE_MS, changeText, type ActivityEntry } from '../../domain/activity';
import { ledger, member, tempMember, tx } from '../../domain/test-builders';
import type { Ledger, Transaction } from '../../domain/types';
import { userIdFromEmail } from '../../domain/user-id';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import type { DocumentStore, WriteOp } from '../ports';
import { decodeEntries, pruneActivity, recording, watchActivity } from './activity';
import { LedgerRepository } from './ledger-repository';
import { paths } from './paths';
import { TransactionDeletedError } from './transactions';

const NOV = Date.UTC(2026, 10, 5, 12);
const DAY = 24 * 60 * 60 * 1000;
const names: Record<string, string> = { asha: 'Asha', ben: 'Ben', cara: 'Cara' };
const nameOf = (id: string) => names[id] ?? id;

const household: Ledger = ledger({
  id: 'home',
  name: 'Household',
  type: 'monthly',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha', 'ben'],
});
const trip: Ledger = ledger({
  id: 'goa',
  name: 'Goa',
  type: 'onetime',
  owner: 'asha',
  admins: ['asha'],
  contributors: ['asha', 'ben'],
});

/** The store, with every write it was asked to make (set and delete count as batches of one). */
class WatchedStore implements DocumentStore {
  writes: WriteOp[][] = [];
  constructor(readonly inner: DocumentStore) {}
  get maxBatchWrites() {
    return this.inner.maxBatchWrites;
  }
  newId = () => this.inner.newId();
  get: DocumentStore['get'] = (path) => this.inner.get(path);
  query: DocumentStore['query'] = (path, constraints) => this.inner.query(path, constraints);
  watchDoc: DocumentStore['watchDoc'] = (path, next, onError) => this.inner.watchDoc(path, next, onError);
  watchQuery: DocumentStore['watchQuery'] = (path, c, next, onError) => this.inner.watchQuery(path, c, next, onError);
  async set(path: string, data: Record<string, unknown>, options?: { merge?: boolean }) {
    await this.inner.set(path, data, options);
    this.writes.push([{ type: 'set', path, data, ...(options?.merge ? { merge: true } : {}) }]);
  }
  async delete(path: string) {
    await this.inner.delete(path);
    this.writes.push([{ type: 'delete', path }]);
  }
  async batch(ops: WriteOp[]) {
    await this.inner.batch(ops);
    this.writes.push(ops);
  }
}

interface Opened {
  docs: DocumentStore;
  close(): Promise<void> | void;
}

let counter = 0;
// The device adapter on fake-indexeddb. The cloud adapter runs these paths against the Firestore emulator and
// its rules (emulator-tests/rules/activity.test.ts and receipts.test.ts).
async function open(): Promise<Opened> {
  const docs = new DeviceDocumentStore(await openDeviceDB(`activity-${++counter}`));
  return { docs, close: () => docs.close() };
}

const isEntry = (op: WriteOp) => op.path.includes('/activity/');

describe('the activity log', () => {
  let opened: Opened;
  let docs: WatchedStore;

  beforeEach(async () => {
    opened = await open();
    docs = new WatchedStore(opened.docs);
  });
  afterEach(() => opened.close());

  const as = (uid: string, of: Ledger = household, now = NOV) =>
    new LedgerRepository(docs, of, { uid, displayName: nameOf(uid) }, () => now, nameOf);

  async function stored(repo: LedgerRepository, over: Partial<Transaction>): Promise<Transaction> {
    const { id: _id, ...draft } = tx({ date: NOV, createdAt: NOV, updatedAt: NOV, ...over });
    const id = await repo.saveTransaction(draft);
    return { ...draft, id };
  }

  async function log(of: Ledger = household): Promise<ActivityEntry[]> {
    return decodeEntries(await docs.query(paths.activity(of.id))).sort(
      (a, b) => a.at - b.at || a.kind.localeCompare(b.kind),
    );
  }

  /**
   * Runs one repository call and demands exactly one new entry, written in the same batch as at least one
   * other write (the change itself). Returns the entry as stored and that batch.
   */
  async function loggedOnce(run: () => Promise<unknown>, of: Ledger = household) {
    const before = new Set((await log(of)).map((e) => e.id));
    docs.writes = [];
    await run();
    const entryOps = docs.writes.flat().filter(isEntry);
    expect(entryOps).toHaveLength(1);
    const batch = docs.writes.find((ops) => ops.some(isEntry))!;
    const added = (await log(of)).filter((e) => !before.has(e.id));
    expect(added).toHaveLength(1);
    return { entry: added[0]!, batch, others: batch.filter((op) => !isEntry(op)) };
  }

  async function changeLogged(run: () => Promise<unknown>, of: Ledger = household) {
    const result = await loggedOnce(run, of);
    expect(result.others.length).toBeGreaterThan(0);
    return result;
  }

  describe('entries', () => {
    it('logs an added entry with who, when and whose it is', async () => {
      const { entry, others } = await changeLogged(() => stored(as('ben'), { from: 'ben', description: 'Milk' }));
      expect(entry).toMatchObject({ kind: 'added', by: 'ben', byName: 'Ben', at: NOV, about: 'ben', title: 'Milk' });
      expect(others.map((op) => op.path)).toEqual([paths.transaction('home', entry.subject)]);
    });

    it('marks entries of a one-time ledger readable by everyone', async () => {
      const { entry } = await changeLogged(() => stored(as('ben', trip), { from: 'ben' }), trip);
      expect(entry.about).toBe('');
    });

    it('logs an edit with each changed field before and after, members by name', async () => {
      const asha = as('asha');
      const dinner = await stored(asha, { from: 'asha', amount: 1200, description: 'Dinner', tags: [] });
      const { entry, others } = await changeLogged(() =>
        asha.editTransaction(dinner, { ...dinner, amount: 1250, from: 'ben', tags: ['Goa'] }),
      );
      expect(entry).toMatchObject({ kind: 'edited', subject: dinner.id, title: 'Dinner', about: 'ben' });
      expect(entry.changes.map(changeText)).toEqual(['Amount 1,200 → 1,250', 'Tags → Goa', 'Paid by Asha → Ben']);
      expect(others).toEqual([expect.objectContaining({ type: 'update', path: paths.transaction('home', dinner.id) })]);
    });

    it('writes no entry when the edit fails because the entry was deleted meanwhile', async () => {
      const asha = as('asha');
      const milk = await stored(asha, { description: 'Milk' });
      await as('asha').deleteTransaction(milk);
      const before = await log();
      docs.writes = [];
      await expect(asha.editTransaction(milk, { ...milk, amount: 99 })).rejects.toBeInstanceOf(TransactionDeletedError);
      expect(docs.writes).toEqual([]);
      expect(await log()).toEqual(before);
      expect(await docs.get(paths.transaction('home', milk.id))).toBeNull();
    });

    it('logs a delete with the entry as it was, so it can be restored', async () => {
      const asha = as('asha');
      const rent = await stored(asha, { description: 'Rent', amount: 15000, from: 'ben', tags: ['Home'] });
      const { entry } = await changeLogged(() => asha.deleteTransaction(rent));
      const { id: _id, ...snapshot } = rent;
      expect(entry).toMatchObject({ kind: 'deleted', subject: rent.id, about: 'ben', snapshot });
      expect(entry).not.toHaveProperty('settledIds');
    });

    it('logs the delete of a settlement with the expenses it unsettles, in the same batch', async () => {
      const asha = as('asha');
      const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
      const milk = await stored(asha, { from: 'ben', amount: 60, description: 'Milk' });
      await asha.settleMonthly('ben', [rent, milk], { year: 2026, month: 11 });
      const settlement = (await asha.fetchMonth({ year: 2026, month: 11 })).find((t) => t.type === 'settlement')!;
      const { entry, others } = await changeLogged(() => asha.deleteTransaction(settlement));
      expect(entry.kind).toBe('deleted');
      expect([...(entry.settledIds ?? [])].sort()).toEqual([rent.id, milk.id].sort());
      expect(
        others
          .filter((op) => op.type === 'update')
          .map((op) => op.path)
          .sort(),
      ).toEqual([paths.transaction('home', rent.id), paths.transaction('home', milk.id)].sort());
      for (const id of [rent.id, milk.id]) expect(await asha.getTransaction(id)).toMatchObject({ isSettled: false });
    });

    it('logs a comment as the entry alone, with its words', async () => {
      const ben = as('ben');
      const milk = await stored(ben, { from: 'ben', description: 'Milk' });
      const { entry, others } = await loggedOnce(() => ben.comment(milk, 'Paid in cash'));
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ kind: 'commented', subject: milk.id, about: 'ben', text: 'Paid in cash' });
    });

    it('logs deleting unreadable entries once, however many go', async () => {
      await docs.set(paths.transaction('home', 'broken'), { amount: 'lots' });
      await docs.set(paths.transaction('home', 'broken-2'), { amount: null });
      const { entry, others } = await changeLogged(() => as('asha').deleteUnreadable(['broken', 'broken-2'], []));
      expect(entry).toMatchObject({ kind: 'deleted', subject: '', title: '2 unreadable entries' });
      expect(others).toHaveLength(2);
    });
  });

  describe('settlements', () => {
    it('logs Settle Now once, with the settlement and its expenses, and a second press logs nothing', async () => {
      const asha = as('asha');
      const rent = await stored(asha, { from: 'ben', amount: 900, description: 'Rent' });
      const { entry, others } = await changeLogged(() => asha.settleMonthly('ben', [rent], { year: 2026, month: 11 }));
      expect(entry.kind).toBe('settled');
      expect(others).toHaveLength(2);
      expect(others.map((op) => op.path)).toContain(paths.transaction('home', entry.subject));

      const before = await log();
      docs.writes = [];
      await asha.settleMonthly('ben', [rent], { year: 2026, month: 11 });
      await as('asha').settleMonthly('ben', [{ ...rent, isSettled: false }], { year: 2026, month: 11 });
      expect(docs.writes).toEqual([]);
      expect(await log()).toEqual(before);
    });

    it('logs Settle Up once, and a second press anywhere logs nothing', async () => {
      const basis = [tx({ id: 'dinner', amount: 1200, from: 'asha' })];
      const transfer = { from: 'ben', to: 'asha', amount: 600 };
      const { entry } = await changeLogged(() => as('ben', trip).settleUp(transfer, basis), trip);
      expect(entry).toMatchObject({ kind: 'settled', by: 'ben', about: '' });
      docs.writes = [];
      await as('asha', trip).settleUp(transfer, basis);
      expect(docs.writes).toEqual([]);
      expect(await log(trip)).toHaveLength(1);
    });

    it('logs undoing a payment as a delete', async () => {
      const ben = as('ben', trip);
      const id = await ben.settleUp({ from: 'ben', to: 'asha', amount: 600 }, []);
      const { entry } = await changeLogged(() => ben.deletePayment(id), trip);
      expect(entry).toMatchObject({ kind: 'deleted', subject: id });
      expect(entry.snapshot).toMatchObject({ type: 'settlement', amount: 600 });
    });
  });

  describe('recurring items and settings', () => {
    it('logs saving and deleting a recurring item', async () => {
      const asha = as('asha');
      const item = {
        type: 'expense' as const,
        amount: 15000,
        description: 'Rent',
        category: 'Rent',
        owner: 'asha',
        tags: [],
        createdAt: NOV,
        from: 'common',
        frequency: 'monthly' as const,
        startDate: NOV,
        paymentMode: 'UPI' as const,
      };
      let id = '';
      const saved = await changeLogged(async () => (id = await asha.saveRecurringItem(item)));
      // About '#admins': recurring items are for admins, and no monthly member's query asks for that.
      expect(saved.entry).toMatchObject({ kind: 'recurring-saved', title: 'Rent', about: ABOUT_ADMINS });
      const deleted = await changeLogged(() => asha.deleteRecurringItem(id, 'Rent'));
      expect(deleted.entry).toMatchObject({
        kind: 'recurring-deleted',
        subject: id,
        title: 'Rent',
        about: ABOUT_ADMINS,
      });
      expect(await docs.get(paths.recurringItem('home', id))).toBeNull();
    });

    it('logs the monthly defaults with each field before and after', async () => {
      await docs.set(paths.monthlySettings('home'), { paymentMode: 'UPI', paidBy: 'asha' });
      const { entry } = await changeLogged(() =>
        as('asha').saveMonthlySettings({ paymentMode: 'Cash', paidBy: 'asha' }),
      );
      expect(entry).toMatchObject({ kind: 'settings-changed', about: '', title: 'the monthly defaults' });
      expect(entry.changes.map(changeText)).toEqual(['Payment mode UPI → Cash']);
    });

    it('logs budgets once even when the first write is refused and retried (no settings document yet)', async () => {
      // Known to be deleted, as a device that synced it knows (Firestore offline leaves an unknown one to the server).
      await docs.set(paths.monthlySettings('home'), { paymentMode: 'UPI', paidBy: 'asha' });
      await docs.delete(paths.monthlySettings('home'));
      const { entry } = await changeLogged(() => as('asha').saveBudgets({ Food: 5000 }));
      expect(entry.changes.map(changeText)).toEqual(['Budgets → Food 5,000']);
      expect(await docs.get(paths.monthlySettings('home'))).toMatchObject({ budgets: { Food: 5000 } });
    });

    it('logs the split defaults and Simplify debts of a one-time ledger', async () => {
      await docs.set(paths.onetimeSettings('goa'), { splitType: 'Equal', percentages: {}, shares: {} });
      const asha = as('asha', trip);
      const split = await changeLogged(
        () => asha.saveOnetimeSettings({ splitType: 'Shares', percentages: {}, shares: { asha: 2 } }),
        trip,
      );
      expect(split.entry.changes.map(changeText)).toEqual(['Split method Equal → Shares', 'Shares → Asha 2']);
      const simplify = await changeLogged(() => asha.saveSimplifyDebts(true), trip);
      expect(simplify.entry.changes.map(changeText)).toEqual(['Simplify debts → On']);
    });

    it('logs categories and tags as what was added and what was taken away', async () => {
      await docs.set(paths.commonSettings('home'), { categories: ['Food', 'Rent'], tags: ['Family'] });
      const asha = as('asha');
      const categories = await changeLogged(() => asha.saveCategories(['Food', 'Fuel']));
      expect(categories.entry).toMatchObject({ kind: 'categories-changed', title: 'Categories' });
      expect(categories.entry.changes.map(changeText)).toEqual(['Categories Rent → Fuel']);
      const tags = await changeLogged(() => asha.saveTags(['Family', 'Trip']));
      expect(tags.entry.changes.map(changeText)).toEqual(['Tags → Trip']);
    });
  });

  describe('members', () => {
    it('logs adding a member found by email under the name found', async () => {
      const email = 'cara@example.com';
      await docs.set(paths.user(await userIdFromEmail(email)), {
        userId: 'cara',
        email,
        displayName: 'Cara Fernandes',
        photoURL: '',
      });
      const { entry } = await changeLogged(() => as('asha').addMemberByEmail(email));
      expect(entry).toMatchObject({ kind: 'member-added', title: 'Cara Fernandes', about: '' });
    });

    it('logs a temporary member, a removal, admin changes and a UPI ID', async () => {
      const asha = as('asha', trip);
      const added = await changeLogged(() => asha.addTemporaryMember('  Ravi '), trip);
      expect(added.entry).toMatchObject({ kind: 'member-added', subject: 'Ravi', title: 'Ravi' });

      await docs.set(paths.member('goa', 'ben'), { displayName: 'Ben', userId: 'ben' });
      const upi = await changeLogged(() => asha.saveUpiId(member('ben'), 'ben@okaxis'), trip);
      expect(upi.entry).toMatchObject({ kind: 'upi-changed', subject: 'ben', title: 'Ben' });
      expect(upi.entry.changes.map(changeText)).toEqual(['UPI ID → ben@okaxis']);

      const granted = await changeLogged(() => asha.setAdmin(member('ben'), true), trip);
      expect(granted.entry).toMatchObject({ kind: 'admin-granted', subject: 'ben', title: 'Ben' });
      const revoked = await changeLogged(() => asha.setAdmin(member('ben'), false), trip);
      expect(revoked.entry.kind).toBe('admin-removed');
      const removed = await changeLogged(() => asha.removeMember(tempMember('Ravi')), trip);
      expect(removed.entry).toMatchObject({ kind: 'member-removed', subject: 'Ravi' });
    });

    it('logs linking a temporary member to an account, with the entries it moved', async () => {
      await docs.set(paths.member('goa', 'Ravi'), { displayName: 'Ravi', userId: 'Ravi' });
      await docs.set(paths.member('goa', 'ben'), { displayName: 'Ben', userId: 'ben' });
      const asha = as('asha', trip);
      const taxi = await stored(asha, { from: 'Ravi', description: 'Taxi' });
      const { entry, others } = await changeLogged(() => asha.linkMember(tempMember('Ravi'), member('ben')), trip);
      expect(entry).toMatchObject({ kind: 'member-linked', subject: 'ben', title: 'Ravi to Ben' });
      expect(others.map((op) => op.path)).toContain(paths.transaction('goa', taxi.id));
      expect(await asha.getTransaction(taxi.id)).toMatchObject({ from: 'ben' });
    });
  });

  describe('reading the log', () => {
    it('gives admins everything, and a monthly member what is about him and about the whole ledger', async () => {
      const asha = as('asha');
      const ben = as('ben');
      await stored(ben, { from: 'ben', description: 'Bens' });
      await stored(asha, { from: 'asha', description: 'Ashas' });
      await asha.saveCategories(['Food']);
      const seen = (onlyAbout: string | null) =>
        new Promise<string[]>((resolve) => {
          let stop = () => {};
          let calls = 0;
          stop = watchActivity(
            docs,
            'home',
            onlyAbout,
            (entries) => {
              // The member's two queries answer one after the other; the merged list is whole once both have.
              calls += 1;
              if (onlyAbout !== null && calls < 2) return;
              stop();
              resolve(entries.map((e) => e.title));
            },
            (message) => resolve([message]),
          );
        });
      expect((await seen(null)).sort()).toEqual(['Ashas', 'Bens', 'Categories']);
      expect((await seen('ben')).sort()).toEqual(['Bens', 'Categories']);
    });
  });

  describe('pruning', () => {
    it('deletes only entries beyond the newest 2,000 that are over 30 days old, and says how many', async () => {
      const ops: WriteOp[] = [];
      const at = (i: number) => {
        // The 5 oldest go; the 6th is 30½ days old, which a device clock running ahead of the server's
        // could mistake for old enough there, so it stays for now; then the newest 2,000, all young.
        if (i < 5) return NOV - ACTIVITY_MIN_AGE_MS - DAY - (5 - i) * 1000;
        if (i === 5) return NOV - ACTIVITY_MIN_AGE_MS - DAY / 2;
        return NOV - i;
      };
      for (let i = 0; i < ACTIVITY_KEEP + 6; i += 1) {
        ops.push({
          type: 'set',
          path: paths.activityEntry('home', `e${String(i).padStart(5, '0')}`),
          data: {
            at: at(i),
            by: 'asha',
            byName: 'Asha',
            kind: 'added',
            about: '',
            subject: 't',
            title: 'T',
            changes: [],
          },
        });
      }
      for (let i = 0; i < ops.length; i += 400) await opened.docs.batch(ops.slice(i, i + 400));
      expect(await pruneActivity(docs, 'home', NOV)).toBe(5);
      const left = (await docs.query(paths.activity('home'))).map((d) => d.id);
      expect(left).toHaveLength(ACTIVITY_KEEP + 1);
      expect(left).not.toContain('e00004');
      expect(left).toContain('e00005');
      expect(await pruneActivity(docs, 'home', NOV)).toBe(0);
      expect(await pruneActivity(docs, 'home', NOV + DAY)).toBe(1);
    }, 60_000);

    it('keeps everything while the log is small, however old', async () => {
      await as('asha', household, NOV - 400 * DAY).saveCategories(['Food']);
      expect(await pruneActivity(docs, 'home', NOV)).toBe(0);
      expect(await log()).toHaveLength(1);
    });
  });
});

describe('recording', () => {
  it('takes a draft from the write itself, and logs only the first write', async () => {
    const inner = new DeviceDocumentStore(await openDeviceDB(`recording-${++counter}`));
    const docs = recording(
      inner,
      'home',
      (ops) => ({ kind: 'member-added', about: '', subject: '', title: `${ops.length} writes`, changes: [] }),
      { uid: 'asha' },
      NOV,
    );
    expect(docs.maxBatchWrites).toBe(inner.maxBatchWrites - 1);
    await docs.batch([]);
    await docs.batch([
      { type: 'set', path: 'ledgers/home/members/a', data: { displayName: 'A' } },
      { type: 'set', path: 'ledgers/home/members/b', data: { displayName: 'B' } },
    ]);
    await docs.delete('ledgers/home/members/a');
    const entries = decodeEntries(await inner.query(paths.activity('home')));
    expect(entries).toEqual([expect.objectContaining({ title: '2 writes', by: 'asha', byName: 'asha', at: NOV })]);
    inner.close();
  });
});
