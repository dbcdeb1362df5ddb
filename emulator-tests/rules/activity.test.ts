// ledgers/{id}/activity/{entryId}: the log is append-only; each entry's author is the signed-in user and
// it is written in the same batch as the change it records. Admins and one-time members read all of it, a
// monthly member what is about him and about the whole ledger. Old entries are pruned only by admins, and
// a deleted ledger's entries only by its owner. The last part replays the app's own writes through
// LedgerRepository and FirestoreDocumentStore: every one of them must be accepted for the role making it.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { decodeEntries, pruneActivity, watchActivity } from '../../src/data/repo/activity';
import { LedgerRepository } from '../../src/data/repo/ledger-repository';
import { deleteLedger } from '../../src/data/repo/ledgers';
import { ACTIVITY_KEEP, type ActivityEntry } from '../../src/domain/activity';
import type { Ledger, Transaction } from '../../src/domain/types';
import {
  activityEntry,
  adam,
  HUGE,
  stored,
  anonymous,
  appClient,
  as,
  ledgerDoc,
  mona,
  NOW,
  olive,
  RAVI,
  sam,
  seed,
  serverAccepted,
  setupRulesEnv,
  tara,
  text,
  tx,
  unchecked,
  type AppClient,
} from './fixtures';

const env = setupRulesEnv('activity');

const M1 = 'ledgers/m1';
const T1 = 'ledgers/t1';
const DAY = 24 * 60 * 60 * 1000;
const change = (after = '2') => ({ field: 'Amount', before: '1', after });

/** Mona's own change with its entry, as the repository batches them. */
async function monaEdits(db: Firestore, entry: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.update(doc(db, `${M1}/transactions/mona-open`), { amount: 45, updatedAt: NOW + 1 });
  batch.set(doc(db, `${M1}/activity/e-new`), entry);
  return batch.commit();
}

describe('activity: writing', () => {
  it('lets a monthly member log his own change in the same batch, about himself', async () => {
    await assertSucceeds(
      monaEdits(as(mona), activityEntry(mona.uid, { kind: 'edited', about: mona.uid, changes: [change()] })),
    );
  });

  it('lets a one-time member log about the whole ledger, and an admin about anyone', async () => {
    const db = as(tara);
    const batch = writeBatch(db);
    batch.set(doc(db, `${T1}/transactions/tara-new`), tx(tara.uid));
    batch.set(doc(db, `${T1}/activity/e-new`), activityEntry(tara.uid, { subject: 'tara-new' }));
    await assertSucceeds(batch.commit());
    await assertSucceeds(
      setDoc(doc(as(adam), `${M1}/activity/e-adam`), activityEntry(adam.uid, { about: mona.uid, kind: 'settled' })),
    );
  });

  it('lets a member comment: the entry alone, with its words', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(mona), `${M1}/activity/c1`),
        activityEntry(mona.uid, { kind: 'commented', about: mona.uid, text: 'Paid in cash' }),
      ),
    );
  });

  it('lets a delete carry its snapshot and the expenses it unsettled', async () => {
    const db = as(adam);
    const snapshot = await stored(`${M1}/transactions/settle-1`);
    const batch = writeBatch(db);
    batch.delete(doc(db, `${M1}/transactions/settle-1`));
    batch.update(doc(db, `${M1}/transactions/mona-settled`), { isSettled: false, settlementId: '' });
    batch.set(
      doc(db, `${M1}/activity/d1`),
      activityEntry(adam.uid, {
        kind: 'deleted',
        subject: 'settle-1',
        about: 'common',
        snapshot,
        settledIds: ['mona-settled'],
      }),
    );
    await assertSucceeds(batch.commit());
  });

  it('accepts 14 changes of 200-character values (every field an edit can change), and no more', async () => {
    const changes = Array.from({ length: 15 }, () => ({ field: text(100), before: text(200), after: text(200) }));
    const entry = (n: number) =>
      activityEntry(mona.uid, { kind: 'edited', about: mona.uid, changes: changes.slice(0, n), title: text(200) });
    await assertFails(monaEdits(as(mona), entry(15)));
    await assertSucceeds(monaEdits(as(mona), entry(14)));
  });

  it('attack: refuses a snapshot that differs from the deleted document, and an 800 KB one', async () => {
    const db = as(mona);
    const real = await stored(`${M1}/transactions/mona-open`);
    const forged = writeBatch(db);
    forged.delete(doc(db, `${M1}/transactions/mona-open`));
    // An income of 90,000 paid by the owner, for an admin's Restore to write back.
    const snapshot = { ...real, type: 'income', amount: 90000, from: olive.uid };
    forged.set(
      doc(db, `${M1}/activity/forged`),
      activityEntry(mona.uid, { kind: 'deleted', about: mona.uid, subject: 'mona-open', snapshot }),
    );
    await assertFails(forged.commit());
    const huge = writeBatch(db);
    huge.delete(doc(db, `${M1}/transactions/mona-open`));
    huge.set(
      doc(db, `${M1}/activity/huge`),
      activityEntry(mona.uid, {
        kind: 'deleted',
        about: mona.uid,
        subject: 'mona-open',
        snapshot: { ...real, comments: HUGE.slice(0, 800_000) },
      }),
    );
    await assertFails(huge.commit());
    // Its own updatedAt may differ (the screen's copy can be a moment old).
    const fine = writeBatch(db);
    fine.delete(doc(db, `${M1}/transactions/mona-open`));
    fine.set(
      doc(db, `${M1}/activity/fine`),
      activityEntry(mona.uid, {
        kind: 'deleted',
        about: mona.uid,
        subject: 'mona-open',
        snapshot: { ...real, updatedAt: NOW + 9 },
      }),
    );
    await assertSucceeds(fine.commit());
  });

  it('attack: refuses an 800 KB settledIds list, and ids that are not ids', async () => {
    const db = as(adam);
    const snapshot = await stored(`${M1}/transactions/settle-1`);
    for (const settledIds of [
      [HUGE.slice(0, 800_000)],
      Array.from({ length: 401 }, (_, i) => `e${i}`),
      ['a/b'],
      [42],
    ]) {
      const batch = writeBatch(db);
      batch.delete(doc(db, `${M1}/transactions/settle-1`));
      batch.update(doc(db, `${M1}/transactions/mona-settled`), { isSettled: false, settlementId: '' });
      batch.set(
        doc(db, `${M1}/activity/d1`),
        activityEntry(adam.uid, { kind: 'deleted', subject: 'settle-1', about: 'common', snapshot, settledIds }),
      );
      await assertFails(batch.commit());
    }
  });

  it('refuses a restorable deletion of something not deleted in the same batch, or of someone else’s entry', async () => {
    const db = as(mona);
    const snapshot = await stored(`${M1}/transactions/mona-open`);
    const deletion = (over: Record<string, unknown> = {}) =>
      activityEntry(mona.uid, { kind: 'deleted', about: mona.uid, subject: 'mona-open', snapshot, ...over });
    // The entry alone: nothing was deleted, yet an admin's Restore would write its snapshot.
    await assertFails(setDoc(doc(db, `${M1}/activity/forged`), deletion()));
    await assertFails(setDoc(doc(db, `${M1}/activity/forged`), deletion({ subject: 'never-was' })));
    // With the delete, but the snapshot names another owner.
    const other = writeBatch(db);
    other.delete(doc(db, `${M1}/transactions/mona-open`));
    other.set(doc(db, `${M1}/activity/forged`), deletion({ snapshot: { ...snapshot, owner: olive.uid } }));
    await assertFails(other.commit());
    // The real thing.
    const real = writeBatch(db);
    real.delete(doc(db, `${M1}/transactions/mona-open`));
    real.set(doc(db, `${M1}/activity/real`), deletion());
    await assertSucceeds(real.commit());
  });

  it('accepts a change value over several lines (a comment’s)', async () => {
    await assertSucceeds(
      monaEdits(
        as(mona),
        activityEntry(mona.uid, { kind: 'edited', about: mona.uid, changes: [change('first line\nsecond line')] }),
      ),
    );
  });

  it('attack: recurring items are logged about #admins, which no monthly member reads', async () => {
    const recurringEntry = (about: string) =>
      activityEntry(adam.uid, { kind: 'recurring-saved', about, subject: 'rent', title: 'Rent' });
    await assertFails(setDoc(doc(as(adam), `${M1}/activity/r0`), recurringEntry('')));
    await assertSucceeds(setDoc(doc(as(adam), `${M1}/activity/r1`), recurringEntry('#admins')));
    // Only recurring items are about #admins.
    await assertFails(setDoc(doc(as(adam), `${M1}/activity/r2`), activityEntry(adam.uid, { about: '#admins' })));
    await assertFails(getDocs(query(collection(as(mona), `${M1}/activity`), where('about', '==', '#admins'))));
    await assertFails(getDoc(doc(as(mona), `${M1}/activity/r1`)));
    await assertSucceeds(getDoc(doc(as(adam), `${M1}/activity/r1`)));
  });

  it('attack: a member logs only the changes he makes, with the change, and never a future date', async () => {
    const db = as(tara);
    // An "edited" on someone else's entry with no edit behind it, and one on his own with none.
    await assertFails(
      setDoc(doc(db, `${T1}/activity/f1`), activityEntry(tara.uid, { kind: 'edited', subject: 'olive-taxi' })),
    );
    await assertFails(
      setDoc(doc(db, `${T1}/activity/f2`), activityEntry(tara.uid, { kind: 'edited', subject: 'tara-dinner' })),
    );
    // Kinds only admins can do.
    for (const kind of ['admin-granted', 'member-added', 'settings-changed', 'categories-changed', 'member-removed'])
      await assertFails(setDoc(doc(db, `${T1}/activity/f3`), activityEntry(tara.uid, { kind, subject: tara.uid })));
    // A deletion or an addition that did not happen.
    await assertFails(
      setDoc(doc(db, `${T1}/activity/f4`), activityEntry(tara.uid, { kind: 'deleted', subject: 'tara-dinner' })),
    );
    await assertFails(
      setDoc(doc(db, `${T1}/activity/f5`), activityEntry(tara.uid, { kind: 'added', subject: 'tara-dinner' })),
    );
    // Dated 2099: it would stay at the top of the log for good.
    const later = writeBatch(db);
    later.update(doc(db, `${T1}/transactions/tara-dinner`), { description: 'Dinner!', updatedAt: NOW + 1 });
    later.set(
      doc(db, `${T1}/activity/f6`),
      activityEntry(tara.uid, { kind: 'edited', subject: 'tara-dinner', at: Date.UTC(2099, 0, 1) }),
    );
    await assertFails(later.commit());
    // The real edit, logged with it, and a comment.
    const real = writeBatch(db);
    real.update(doc(db, `${T1}/transactions/tara-dinner`), { description: 'Dinner!', updatedAt: NOW + 1 });
    real.set(doc(db, `${T1}/activity/ok`), activityEntry(tara.uid, { kind: 'edited', subject: 'tara-dinner' }));
    await assertSucceeds(real.commit());
    await assertSucceeds(
      setDoc(
        doc(db, `${T1}/activity/c1`),
        activityEntry(tara.uid, { kind: 'commented', subject: 'olive-taxi', text: 'Nice' }),
      ),
    );
  });

  it('refuses an entry that names someone else as its author', async () => {
    await assertFails(monaEdits(as(mona), activityEntry(olive.uid, { about: mona.uid })));
    await assertFails(setDoc(doc(as(adam), `${M1}/activity/x`), activityEntry(olive.uid)));
  });

  it('refuses a monthly member an entry about someone else or about the whole ledger', async () => {
    await assertFails(monaEdits(as(mona), activityEntry(mona.uid, { about: olive.uid })));
    await assertFails(monaEdits(as(mona), activityEntry(mona.uid, { about: '' })));
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown key', { colour: 'red' }],
    ['a kind not in the list', { kind: 'hacked' }],
    ['no kind', { kind: undefined }],
    ['21 changes', { changes: Array.from({ length: 21 }, () => change()) }],
    // A change is bounded as a whole (field, before and after: 500 characters), see isActivityChange.
    ['a change of 501 characters', { changes: [{ field: text(101), before: text(200), after: text(200) }] }],
    ['a change with an 800 KB value', { changes: [change(HUGE.slice(0, 800_000))] }],
    ['a change of 501 characters as its 14th', { changes: [...Array(13).fill(change()), change(text(494))] }],
    ['a change of 501 characters as its 10th', { changes: [...Array(9).fill(change()), change(text(494))] }],
    ['a change value that is a number', { changes: [{ field: 'Amount', before: '1', after: 2 }] }],
    ['a change value that is a list', { changes: [{ field: 'Amount', before: '1', after: ['2'] }] }],
    ['a change that is text', { changes: ['abc'] }],
    ['a change with an extra key', { changes: [{ ...change(), by: 'x' }] }],
    ['a change without its before', { changes: [{ field: 'Amount', after: '2' }] }],
    ['changes that are not a list', { changes: 'Amount 1 → 2' }],
    ['text on an entry that is not a comment', { text: 'hello' }],
    ['a snapshot on an entry that is not a delete', { snapshot: tx(mona.uid) }],
    ['settledIds on an entry that is not a delete', { settledIds: ['mona-settled'] }],
    ['a title of 201 characters', { title: text(201) }],
    ['an author name of 201 characters', { byName: text(201) }],
    ['a time outside the rules’ dates', { at: 0 }],
    ['a time that is text', { at: String(NOW) }],
    ['a subject of 129 characters', { subject: text(129) }],
  ])('refuses an entry with %s', async (_, over) => {
    const entry = Object.fromEntries(
      Object.entries(activityEntry(mona.uid, { about: mona.uid, ...over })).filter(([, v]) => v !== undefined),
    );
    await assertFails(monaEdits(as(mona), entry));
  });

  it('refuses a comment that is empty or over 500 characters', async () => {
    const comment = (words: string) =>
      setDoc(
        doc(as(mona), `${M1}/activity/c1`),
        activityEntry(mona.uid, { kind: 'commented', about: mona.uid, text: words }),
      );
    await assertFails(comment(''));
    await assertFails(comment(text(501)));
    await assertSucceeds(comment(text(500)));
  });

  it('refuses strangers, members of other ledgers and anonymous users', async () => {
    await assertFails(setDoc(doc(as(sam), `${M1}/activity/x`), activityEntry(sam.uid)));
    await assertFails(setDoc(doc(as(tara), `${M1}/activity/x`), activityEntry(tara.uid, { about: tara.uid })));
    await assertFails(setDoc(doc(anonymous(), `${T1}/activity/x`), activityEntry('')));
  });

  it('refuses every change to an entry, by its author or an admin', async () => {
    await seed(`${M1}/activity/e1`, activityEntry(mona.uid, { about: mona.uid }));
    await assertFails(updateDoc(doc(as(mona), `${M1}/activity/e1`), { title: 'Changed' }));
    await assertFails(
      setDoc(doc(as(mona), `${M1}/activity/e1`), activityEntry(mona.uid, { about: mona.uid, at: NOW + 1 })),
    );
    await assertFails(updateDoc(doc(as(olive), `${M1}/activity/e1`), { title: 'Changed' }));
  });

  it('allows a batch sent again unchanged (the SDK resends one whose acknowledgement it lost)', async () => {
    // Added, then the same batch again: the entry exists, so its write is an update that changes nothing.
    for (const [db, who] of [
      [as(tara), tara.uid],
      [as(olive), olive.uid],
    ] as const) {
      const added = () => {
        const batch = writeBatch(db);
        batch.set(doc(db, `${T1}/transactions/boat-${who}`), tx(who, { description: 'Boat ride' }));
        batch.set(
          doc(db, `${T1}/activity/add-${who}`),
          activityEntry(who, { subject: `boat-${who}`, title: 'Boat ride' }),
        );
        return batch.commit();
      };
      await assertSucceeds(added());
      await assertSucceeds(added());
      // Deleted, then the same delete again: what is gone stays gone, and the log entry is the same.
      const snapshot = await stored(`${T1}/transactions/boat-${who}`);
      const deleted = () => {
        const batch = writeBatch(db);
        batch.delete(doc(db, `${T1}/transactions/boat-${who}`));
        batch.set(
          doc(db, `${T1}/activity/del-${who}`),
          activityEntry(who, { kind: 'deleted', subject: `boat-${who}`, title: 'Boat ride', snapshot }),
        );
        return batch.commit();
      };
      await assertSucceeds(deleted());
      await assertSucceeds(deleted());
    }
  });
});

describe('activity: reading', () => {
  async function seedLog() {
    await seed(`${M1}/activity/about-mona`, activityEntry(mona.uid, { about: mona.uid }));
    await seed(`${M1}/activity/about-olive`, activityEntry(olive.uid, { about: olive.uid }));
    await seed(`${M1}/activity/about-all`, activityEntry(olive.uid, { kind: 'tags-changed' }));
    await seed(`${T1}/activity/t-entry`, activityEntry(olive.uid));
  }

  it('lets admins read the whole log, entry by entry and listed', async () => {
    await seedLog();
    for (const person of [olive, adam]) {
      expect((await assertSucceeds(getDocs(collection(as(person), `${M1}/activity`)))).size).toBe(3);
      await assertSucceeds(getDoc(doc(as(person), `${M1}/activity/about-mona`)));
    }
  });

  it('lets a one-time member read the whole log', async () => {
    await seedLog();
    await assertSucceeds(getDocs(collection(as(tara), `${T1}/activity`)));
    await assertSucceeds(getDoc(doc(as(tara), `${T1}/activity/t-entry`)));
  });

  it('lets a monthly member read what is about him and about the whole ledger, with those queries', async () => {
    await seedLog();
    const db = as(mona);
    const mine = await assertSucceeds(getDocs(query(collection(db, `${M1}/activity`), where('about', '==', mona.uid))));
    expect(mine.docs.map((d) => d.id)).toEqual(['about-mona']);
    const all = await assertSucceeds(getDocs(query(collection(db, `${M1}/activity`), where('about', '==', ''))));
    expect(all.docs.map((d) => d.id)).toEqual(['about-all']);
    await assertSucceeds(getDoc(doc(db, `${M1}/activity/about-mona`)));
    await assertSucceeds(getDoc(doc(db, `${M1}/activity/about-all`)));
  });

  it('refuses a monthly member someone else’s entry, and a query without the about filter', async () => {
    await seedLog();
    const db = as(mona);
    await assertFails(getDoc(doc(db, `${M1}/activity/about-olive`)));
    await assertFails(getDocs(collection(db, `${M1}/activity`)));
    await assertFails(getDocs(query(collection(db, `${M1}/activity`), where('about', '==', olive.uid))));
    await assertFails(getDocs(query(collection(db, `${M1}/activity`), where('by', '==', mona.uid))));
  });

  it('refuses strangers and members of other ledgers', async () => {
    await seedLog();
    await assertFails(getDocs(collection(as(sam), `${T1}/activity`)));
    await assertFails(getDoc(doc(as(sam), `${M1}/activity/about-all`)));
    await assertFails(getDocs(query(collection(as(tara), `${M1}/activity`), where('about', '==', ''))));
  });
});

describe('activity: pruning and clearing', () => {
  const old = () => activityEntry(mona.uid, { about: mona.uid, at: Date.now() - 31 * DAY });
  const young = () => activityEntry(mona.uid, { about: mona.uid, at: Date.now() - DAY });

  it('lets an admin delete an entry older than 30 days', async () => {
    await seed(`${M1}/activity/old`, old());
    await assertSucceeds(deleteDoc(doc(as(adam), `${M1}/activity/old`)));
  });

  it('refuses an admin an entry younger than 30 days', async () => {
    await seed(`${M1}/activity/young`, young());
    await assertFails(deleteDoc(doc(as(olive), `${M1}/activity/young`)));
    await assertFails(deleteDoc(doc(as(adam), `${M1}/activity/young`)));
  });

  it('refuses anyone but an admin, even the entry’s author', async () => {
    await seed(`${M1}/activity/old`, old());
    await seed(`${T1}/activity/old`, activityEntry(tara.uid, { at: Date.now() - 31 * DAY }));
    await assertFails(deleteDoc(doc(as(mona), `${M1}/activity/old`)));
    await assertFails(deleteDoc(doc(as(tara), `${T1}/activity/old`)));
    await assertFails(deleteDoc(doc(as(sam), `${T1}/activity/old`)));
  });

  it('lets the owner clear a deleted ledger’s log, and nobody else', async () => {
    await seed(`${M1}/activity/young`, young());
    await unchecked(async (db) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, M1));
      batch.set(doc(db, 'deletedLedgers/m1'), { owner: olive.uid, deletedAt: NOW });
      await batch.commit();
    });
    await assertFails(deleteDoc(doc(as(adam), `${M1}/activity/young`)));
    await assertFails(deleteDoc(doc(as(mona), `${M1}/activity/young`)));
    await assertSucceeds(deleteDoc(doc(as(olive), `${M1}/activity/young`)));
  });

  it('refuses clearing the log of a ledger gone without a tombstone', async () => {
    await seed(`${M1}/activity/young`, young());
    await unchecked((db) => deleteDoc(doc(db, M1)));
    await assertFails(deleteDoc(doc(as(olive), `${M1}/activity/young`)));
  });
});

describe('the app’s log writes are allowed', () => {
  const household: Ledger = { id: 'm1', ...ledgerDoc('monthly') };
  const trip: Ledger = { id: 't1', ...ledgerDoc('onetime') };
  const repo = (c: AppClient, of: Ledger, now = NOW + 1000) => new LedgerRepository(c.docs, of, c.user, () => now);
  const monaOpen = { id: 'mona-open', ...tx(mona.uid) } as Transaction;

  async function logOf(path: string): Promise<Record<string, unknown>[]> {
    let found: Record<string, unknown>[] = [];
    await unchecked(async (db) => {
      found = (await getDocs(collection(db, `${path}/activity`))).docs.map((d) => ({ id: d.id, ...d.data() }));
    });
    return found;
  }

  /**
   * Thousands of entries, written and counted by a client of their own: the file's seeding client, left
   * holding them in its cache, stalls on its next read once the database is cleared for the next test.
   */
  async function seedLog(count: number, at: (i: number) => number): Promise<void> {
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (let start = 0; start < count; start += 450) {
        const batch = writeBatch(db);
        for (let i = start; i < Math.min(start + 450, count); i += 1)
          batch.set(doc(db, `${M1}/activity/e${String(i).padStart(5, '0')}`), activityEntry(olive.uid, { at: at(i) }));
        await batch.commit();
      }
    });
  }

  async function countOf(path: string): Promise<number> {
    let count = 0;
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      count = (await getCountFromServer(collection(db, `${path}/activity`))).data().count;
    });
    return count;
  }

  /** The deletion as the Activity screen of an admin or one-time member reads it: the whole log, from the server. */
  async function deletionIn(c: AppClient, of: Ledger, subject: string): Promise<ActivityEntry> {
    const entries = decodeEntries(await c.docs.query(`ledgers/${of.id}/activity`));
    const found = entries.find((e) => e.kind === 'deleted' && e.subject === subject);
    if (!found) throw new Error(`no deletion of ${subject}`);
    return found;
  }

  it('a monthly member adds, edits, comments on, deletes and restores his own expense', async () => {
    const m = appClient(mona);
    const monaRepo = repo(m, household);
    const { id: _id, ...draft } = { ...monaOpen, description: 'Bread' };
    const id = await monaRepo.saveTransaction(draft);
    await serverAccepted(m);
    const bread = (await monaRepo.getTransaction(id))!;
    await monaRepo.editTransaction(bread, { ...bread, amount: 55, tags: [] });
    await monaRepo.comment(bread, 'From the corner shop');
    await serverAccepted(m);
    await monaRepo.deleteTransaction((await monaRepo.getTransaction(id))!);
    await serverAccepted(m);

    const entries = await new Promise<ActivityEntry[]>((resolve, reject) => {
      let answers = 0;
      const stop = watchActivity(
        m.docs,
        'm1',
        mona.uid,
        (list) => {
          answers += 1;
          if (answers < 2 || !list.some((e) => e.kind === 'deleted' && e.subject === id)) return;
          stop();
          resolve(list);
        },
        reject,
      );
    });
    // The client's cache may still hold entries of an earlier test: only this expense's count.
    const breads = entries.filter((e) => e.subject === id);
    expect(breads.map((e) => e.kind).sort()).toEqual(['added', 'commented', 'deleted', 'edited']);
    expect(breads.find((e) => e.kind === 'edited')?.changes).toEqual([
      { field: 'Amount', before: '40', after: '55' },
      { field: 'Tags', before: 'Family', after: '' },
    ]);
    await monaRepo.restore(breads.find((e) => e.kind === 'deleted')!);
    await serverAccepted(m);
    expect(await repo(appClient(olive), household).getTransaction(id)).toMatchObject({ amount: 55, owner: mona.uid });
    expect((await logOf(M1)).every((e) => e.by === mona.uid && e.about === mona.uid)).toBe(true);
  });

  it('an admin settles a member’s month, deletes the settlement, restores it, and restores her deleted expense', async () => {
    const a = appClient(adam);
    const adamRepo = repo(a, household);
    const expenses = [(await adamRepo.getTransaction('mona-open'))!];
    await adamRepo.settleMonthly(mona.uid, expenses, { year: 2026, month: 3 });
    await serverAccepted(a);
    const settled = (await adamRepo.getTransaction('mona-open'))!;
    const settlement = (await adamRepo.getTransaction(settled.settlementId!))!;
    await adamRepo.deleteTransaction(settlement);
    await serverAccepted(a);
    await adamRepo.restore(await deletionIn(a, household, settlement.id));
    await serverAccepted(a);
    expect(await adamRepo.getTransaction('mona-open')).toMatchObject({ isSettled: true, settlementId: settlement.id });

    const m = appClient(mona);
    const monaRepo = repo(m, household);
    const { id: _id, ...draft } = { ...monaOpen, description: 'Eggs' };
    const eggs = await monaRepo.saveTransaction(draft);
    await monaRepo.deleteTransaction((await monaRepo.getTransaction(eggs))!);
    await serverAccepted(m);
    await adamRepo.restore(await deletionIn(a, household, eggs));
    await serverAccepted(a);
    expect(await adamRepo.getTransaction(eggs)).toMatchObject({ owner: mona.uid, restoredBy: adam.uid });
  });

  it('an admin changes settings, categories, members and recurring items, each logged', async () => {
    const a = appClient(adam);
    const adamRepo = repo(a, household);
    await adamRepo.saveMonthlySettings({ paymentMode: 'Cash' });
    await adamRepo.saveBudgets({ Food: 5000 });
    await adamRepo.saveCategories(['Food', 'Rent', 'Pets']);
    await adamRepo.saveTags(['Family', 'Trip']);
    await adamRepo.addTemporaryMember('Kiran');
    // A UPI ID only its owner sets: Adam's own, and the temporary member's (an account member's is refused).
    await adamRepo.saveUpiId({ id: adam.uid, userId: adam.uid, displayName: 'Adam' }, 'adam@okaxis');
    await adamRepo.saveUpiId({ id: 'Kiran', userId: 'Kiran', displayName: 'Kiran' }, 'kiran@okaxis');
    // When Kiran is there (a trip's From and To; the rules do not ask which kind of ledger), then not.
    await adamRepo.saveMemberDates({ id: 'Kiran', userId: 'Kiran', displayName: 'Kiran' }, NOW, NOW + 86_400_000);
    await adamRepo.saveMemberDates({ id: 'Kiran', userId: 'Kiran', displayName: 'Kiran', presentFrom: NOW });
    // A trip's households, with the longest names, logged as one settings change.
    await repo(a, trip).saveHouseholds({
      households: Array.from({ length: 50 }, (_, i) => ({ name: `${text(97)}${i}`, members: [`p${i}`] })),
      settleByHousehold: true,
      settleWithinHousehold: false,
    });
    const rent = await adamRepo.saveRecurringItem({
      type: 'expense',
      amount: 15000,
      description: 'Rent',
      category: 'Rent',
      owner: adam.uid,
      tags: [],
      createdAt: NOW,
      from: 'common',
      frequency: 'monthly',
      startDate: NOW,
      paymentMode: 'UPI',
    });
    await adamRepo.deleteRecurringItem(rent, 'Rent');
    await serverAccepted(a);
    expect(await logOf(M1)).toHaveLength(11);
    expect(await logOf(T1)).toHaveLength(1);
  });

  it('the owner grants and removes admin and links a temporary member; long names fit the log', async () => {
    const o = appClient(olive);
    await seed(`${T1}/members/${tara.uid}`, { displayName: text(100), userId: tara.uid });
    await seed(`${T1}/members/${text(100)}`, { displayName: text(100), userId: text(100) });
    const oliveRepo = repo(o, trip);
    await oliveRepo.setAdmin({ id: tara.uid, userId: tara.uid, displayName: text(100) }, true);
    await serverAccepted(o);
    await repo(o, { ...trip, admins: [...trip.admins, tara.uid] }).setAdmin(
      { id: tara.uid, userId: tara.uid, displayName: text(100) },
      false,
    );
    await serverAccepted(o);
    await oliveRepo.linkMember(
      { id: text(100), userId: text(100), displayName: text(100) },
      { id: tara.uid, userId: tara.uid, displayName: text(100) },
    );
    await serverAccepted(o);
    await oliveRepo.linkMember(
      { id: RAVI, userId: RAVI, displayName: RAVI },
      { id: tara.uid, userId: tara.uid, displayName: text(100) },
    );
    await serverAccepted(o);
    expect((await logOf(T1)).map((e) => e.kind).sort()).toEqual([
      'admin-granted',
      'admin-removed',
      'member-linked',
      'member-linked',
    ]);
  });

  it('a one-time member settles up, undoes it, restores it and comments on anyone’s entry', async () => {
    const t = appClient(tara);
    const taraRepo = repo(t, trip);
    const id = await taraRepo.settleUp({ from: tara.uid, to: olive.uid, amount: 300 }, []);
    await serverAccepted(t);
    await taraRepo.deletePayment(id);
    await serverAccepted(t);
    await taraRepo.restore(await deletionIn(t, trip, id));
    await taraRepo.comment({ id: 'olive-taxi', from: olive.uid, description: 'Taxi' }, 'Shared with Ravi');
    await serverAccepted(t);
    expect(await taraRepo.getTransaction(id)).toMatchObject({ type: 'settlement', owner: tara.uid });
  });

  it('an admin prunes only old entries beyond the newest 2,000', async () => {
    const young = Date.now() - DAY;
    await seedLog(ACTIVITY_KEEP + 3, (i) => (i < 3 ? NOW : young));
    // A client of its own: the thousands of entries it reads stay out of the shared one's cache.
    const a = appClient(adam, { client: 'pruning' });
    expect(await pruneActivity(a.docs, 'm1', Date.now())).toBe(3);
    await serverAccepted(a);
    expect(await countOf(M1)).toBe(ACTIVITY_KEEP);
  }, 120_000);

  it('an admin whose clock runs a few minutes fast prunes without a refusal', async () => {
    const nearly = Date.now() - 30 * DAY + 60_000;
    await seedLog(ACTIVITY_KEEP + 2, (i) => (i === 0 ? NOW : i === 1 ? nearly : Date.now()));
    // A client of its own: the thousands of entries it reads stay out of the shared one's cache.
    const a = appClient(adam, { client: 'pruning' });
    expect(await pruneActivity(a.docs, 'm1', Date.now() + 5 * 60_000)).toBe(1);
    await serverAccepted(a);
    expect(await countOf(M1)).toBe(ACTIVITY_KEEP + 1);
  }, 120_000);

  it('an edit of twelve fields logs all of them, before and after', async () => {
    const a = appClient(adam);
    const adamRepo = repo(a, household);
    const opened = (await adamRepo.getTransaction('salary'))!;
    await adamRepo.editTransaction(opened, {
      ...opened,
      description: 'Bonus',
      amount: 120000,
      category: 'Rent',
      tags: ['Family', 'Trip'],
      type: 'expense',
      date: NOW + DAY,
      comments: 'Yearly\nbonus',
      from: adam.uid,
      paymentMode: 'Cash',
      originalAmount: 1500,
      originalCurrency: 'USD',
      exchangeRate: 80,
    });
    await serverAccepted(a);
    const edited = (await logOf(M1)).find((e) => e.kind === 'edited');
    expect((edited?.changes as unknown[]).length).toBe(12);
  });

  it('the owner deletes a ledger with its log and receipts', async () => {
    const o = appClient(olive);
    const oliveRepo = repo(o, trip);
    await oliveRepo.attachReceipt((await oliveRepo.getTransaction('olive-taxi'))!, {
      type: 'image/jpeg',
      name: 'taxi.jpg',
      bytes: 3,
      data: 'QUJD',
      thumb: '',
    });
    await oliveRepo.comment({ id: 'olive-taxi', from: olive.uid, description: 'Taxi' }, 'Airport');
    await serverAccepted(o);
    expect(await logOf(T1)).toHaveLength(2);
    await deleteLedger(o.docs, 't1', Date.now());
    await serverAccepted(o);
    expect(await logOf(T1)).toEqual([]);
    await unchecked(async (db) => {
      expect((await getDocs(collection(db, `${T1}/receipts`))).size).toBe(0);
      expect((await getDocs(collection(db, `${T1}/receipts/olive-taxi/parts`))).size).toBe(0);
    });
  });
});
