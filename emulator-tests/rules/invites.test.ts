// Joining a ledger by invite link: ledgers/{id}/invites/{code}, joins/{uid}, claims/{name}, removed/{uid},
// and the joiner's own batch (his arrayUnion into contributors, his member document, his join document, his
// claim of a temporary member, his 'member-joined' log entry). Admins manage invites; anyone holding an
// open code joins; nobody joins past a revoked, expired or foreign code, as anyone but himself, as an admin,
// or back after an admin removed him.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  activityEntry,
  adam,
  anonymous,
  as,
  ledgerDoc,
  mona,
  NOW,
  olive,
  RAVI,
  sam,
  seed,
  setupRulesEnv,
  stored,
  tara,
  text,
  type Person,
} from './fixtures';

setupRulesEnv('invites');

/** Another stranger, for a second joiner racing Sam. */
const pia: Person = { uid: 'pia', email: 'pia@example.com', name: 'Pia' };

const DAY = 24 * 60 * 60 * 1000;
/** 24 base64url characters (144 bits), as the app makes them. */
const CODE = 'Gq3_xY8-kLmN0pQrStUvWx12';
const OTHER_CODE = 'Zz9_aB7-cDeF1gHiJkLmNo34';

const T1 = { contributors: [olive.uid, adam.uid, tara.uid] };

/** An invite as the Members page writes it; `by` is its admin. Expiry is against the emulator's clock. */
function invite(by: Person, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ledgerName: 'Goa trip',
    members: ['Olive', 'Adam', 'Tara', RAVI],
    temporary: [RAVI],
    by: by.uid,
    byName: by.name,
    createdAt: NOW,
    expiresAt: Date.now() + 7 * DAY,
    ...extra,
  };
}

/** An open invite to t1 (or `ledgerId`) made by Olive, stored past the rules. */
const seedInvite = (extra: Record<string, unknown> = {}, ledgerId = 't1', code = CODE) =>
  seed(`ledgers/${ledgerId}/invites/${code}`, invite(olive, extra));

interface JoinOptions {
  ledgerId?: string;
  /** The join document; null leaves it out of the batch. */
  join?: Record<string, unknown> | null;
  /** The temporary member claimed: in the join document and as claims/{claim}. */
  claim?: string;
  /** What the ledger write sends instead of the arrayUnion of the joiner. */
  ledger?: Record<string, unknown>;
  /** The member document's id and data instead of the joiner's own. */
  member?: [string, Record<string, unknown>] | null;
  /** The log entry instead of the joiner's 'member-joined'; null leaves it out. */
  entry?: Record<string, unknown> | null;
  /** The claim document's data instead of {by: joiner, at}. */
  claimDoc?: Record<string, unknown>;
  token?: Record<string, unknown>;
  /** More writes in the same batch. */
  more?: (batch: WriteBatch, db: Firestore) => void;
}

/** The app's join batch, in its order: ledger, member, join, claim, log entry. */
function join(person: Person, code: string, o: JoinOptions = {}) {
  const db = as(person, o.token);
  const id = o.ledgerId ?? 't1';
  const batch = writeBatch(db);
  batch.update(doc(db, `ledgers/${id}`), o.ledger ?? { contributors: arrayUnion(person.uid), updatedAt: NOW + 1 });
  if (o.member !== null) {
    const [memberId, data] = o.member ?? [person.uid, { displayName: person.name, userId: person.uid }];
    batch.set(doc(db, `ledgers/${id}/members/${memberId}`), data);
  }
  if (o.join !== null)
    batch.set(
      doc(db, `ledgers/${id}/joins/${person.uid}`),
      o.join ?? {
        invite: code,
        displayName: person.name,
        at: NOW + 1,
        ...(o.claim ? { claim: o.claim } : {}),
      },
    );
  if (o.claim) batch.set(doc(db, `ledgers/${id}/claims/${o.claim}`), o.claimDoc ?? { by: person.uid, at: NOW + 1 });
  if (o.entry !== null)
    batch.set(
      doc(collection(db, `ledgers/${id}/activity`)),
      o.entry ??
        activityEntry(person.uid, {
          byName: person.name,
          kind: 'member-joined',
          about: '',
          subject: person.uid,
          title: o.claim ? `Goa trip as ${o.claim}` : 'Goa trip',
        }),
    );
  o.more?.(batch, db);
  return batch.commit();
}

async function contributors(ledgerId = 't1'): Promise<unknown> {
  return (await stored(`ledgers/${ledgerId}`)).contributors;
}

describe('invites: admins manage them', () => {
  it('lets an admin create, list, refresh and revoke an invite', async () => {
    const db = as(adam);
    const path = `ledgers/t1/invites/${CODE}`;
    await assertSucceeds(setDoc(doc(db, path), invite(adam)));
    await assertSucceeds(setDoc(doc(as(olive), `ledgers/t1/invites/${OTHER_CODE}`), invite(olive, { for: RAVI })));
    const listed = await assertSucceeds(getDocs(collection(db, 'ledgers/t1/invites')));
    expect(listed.size).toBe(2);
    // The snapshot of names follows the members; the owner refreshes an invite another admin made.
    await assertSucceeds(
      updateDoc(doc(as(olive), path), { ledgerName: 'Goa 2026', members: ['Olive', 'Adam'], temporary: [] }),
    );
    await assertSucceeds(deleteDoc(doc(db, path)));
    await expect(stored(path)).rejects.toThrow();
  });

  it('lets any signed-in user read an invite by its code, and nobody signed out', async () => {
    await seedInvite();
    for (const person of [sam, mona, tara]) {
      const snap = await assertSucceeds(getDoc(doc(as(person), `ledgers/t1/invites/${CODE}`)));
      expect(snap.data()).toMatchObject({ ledgerName: 'Goa trip', temporary: [RAVI] });
    }
    await assertFails(getDoc(doc(anonymous(), `ledgers/t1/invites/${CODE}`)));
  });

  it('attack: an expired invite cannot be read, so it stops showing who is in the group; a revoked one reads as gone', async () => {
    await seedInvite({ expiresAt: Date.now() - 1000 });
    await assertFails(getDoc(doc(as(sam), `ledgers/t1/invites/${CODE}`)));
    const gone = await assertSucceeds(getDoc(doc(as(sam), `ledgers/t1/invites/${OTHER_CODE}`)));
    expect(gone.exists()).toBe(false);
  });

  it('attack: nobody but an admin lists invites: not a stranger, not a plain member', async () => {
    await seedInvite();
    await assertFails(getDocs(collection(as(sam), 'ledgers/t1/invites')));
    await assertFails(getDocs(collection(as(tara), 'ledgers/t1/invites')));
    await assertSucceeds(getDocs(collection(as(adam), 'ledgers/t1/invites')));
  });

  it('attack: a member who is not an admin, or a stranger, cannot create, refresh or revoke an invite', async () => {
    await assertFails(setDoc(doc(as(tara), `ledgers/t1/invites/${CODE}`), invite(tara)));
    await assertFails(setDoc(doc(as(sam), `ledgers/t1/invites/${CODE}`), invite(sam)));
    await seedInvite();
    await assertFails(updateDoc(doc(as(tara), `ledgers/t1/invites/${CODE}`), { members: ['Tara'] }));
    await assertFails(deleteDoc(doc(as(tara), `ledgers/t1/invites/${CODE}`)));
    await assertFails(deleteDoc(doc(as(sam), `ledgers/t1/invites/${CODE}`)));
  });

  it('attack: an invite cannot run past 31 days, be expired already, or have a short or odd code', async () => {
    const db = as(adam);
    const at = (code: string) => doc(db, `ledgers/t1/invites/${code}`);
    await assertSucceeds(setDoc(at(CODE), invite(adam, { expiresAt: Date.now() + 30 * DAY })));
    await assertFails(setDoc(at(OTHER_CODE), invite(adam, { expiresAt: Date.now() + 32 * DAY })));
    await assertFails(setDoc(at(OTHER_CODE), invite(adam, { expiresAt: Date.now() - 1000 })));
    await assertFails(setDoc(at(OTHER_CODE), invite(adam, { expiresAt: 'never' })));
    await assertFails(setDoc(at('abc123'), invite(adam)));
    await assertFails(setDoc(at(CODE.slice(0, 21)), invite(adam)));
    await assertFails(setDoc(at(text(65)), invite(adam)));
    await assertFails(setDoc(at(`${CODE.slice(0, 23)}!`), invite(adam)));
  });

  it('attack: an invite is shaped: its maker is the writer, names are short one-liners, no extra fields', async () => {
    const at = doc(as(adam), `ledgers/t1/invites/${CODE}`);
    await assertFails(setDoc(at, invite(olive)));
    await assertFails(setDoc(at, invite(adam, { ledgerName: '' })));
    await assertFails(setDoc(at, invite(adam, { ledgerName: text(101) })));
    await assertFails(setDoc(at, invite(adam, { members: ['Olive', text(101)] })));
    await assertFails(setDoc(at, invite(adam, { members: ['Olive', ''] })));
    await assertFails(setDoc(at, invite(adam, { members: ['Olive\nAdam'] })));
    await assertFails(setDoc(at, invite(adam, { temporary: [42] })));
    await assertFails(setDoc(at, invite(adam, { temporary: Array.from({ length: 201 }, (_, i) => `P${i}`) })));
    await assertFails(setDoc(at, invite(adam, { byName: text(101) })));
    await assertFails(setDoc(at, invite(adam, { admin: true })));
    const { temporary: _, ...noTemporary } = invite(adam);
    await assertFails(setDoc(at, noTemporary));
    await assertSucceeds(setDoc(at, invite(adam, { members: Array.from({ length: 200 }, () => text(100)) })));
  });

  it('attack: an invite is for a temporary member of this ledger only, not an account member or nobody', async () => {
    const at = doc(as(adam), `ledgers/t1/invites/${CODE}`);
    await assertFails(setDoc(at, invite(adam, { for: tara.uid })));
    await assertFails(setDoc(at, invite(adam, { for: olive.uid })));
    await assertFails(setDoc(at, invite(adam, { for: 'Nobody' })));
    await assertFails(setDoc(at, invite(adam, { for: '' })));
    await assertSucceeds(setDoc(at, invite(adam, { for: RAVI })));
  });

  it('attack: a refresh changes only the snapshot of names, never the maker, expiry or person', async () => {
    await seedInvite();
    const at = doc(as(adam), `ledgers/t1/invites/${CODE}`);
    await assertFails(updateDoc(at, { expiresAt: Date.now() + 30 * DAY }));
    await assertFails(updateDoc(at, { by: adam.uid }));
    await assertFails(updateDoc(at, { for: RAVI }));
    await assertFails(updateDoc(at, { members: [text(101)] }));
    await assertFails(updateDoc(at, { ledgerName: '' }));
  });
});

describe('joining by link', () => {
  it('lets a verified user with an open code join as someone new, in one batch', async () => {
    await seedInvite();
    await assertSucceeds(join(sam, CODE));
    expect(await contributors()).toEqual([...T1.contributors, sam.uid]);
    expect(await stored(`ledgers/t1/members/${sam.uid}`)).toEqual({ displayName: 'Sam', userId: sam.uid });
    expect(await stored(`ledgers/t1/joins/${sam.uid}`)).toMatchObject({ invite: CODE });
    expect((await stored('ledgers/t1')).admins).toEqual([olive.uid, adam.uid]);
    // Now a member, he reads the ledger.
    await assertSucceeds(getDoc(doc(as(sam), 'ledgers/t1')));
  });

  it('lets a monthly ledger be joined too', async () => {
    await seedInvite({ ledgerName: 'Household' }, 'm1');
    await assertSucceeds(join(sam, CODE, { ledgerId: 'm1' }));
  });

  it('lets a joiner claim a temporary member (first claim wins), and write over a join document of his from before', async () => {
    await seedInvite();
    await seed(`ledgers/t1/joins/${sam.uid}`, { invite: OTHER_CODE, displayName: 'Sam', at: NOW - DAY });
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
    expect(await stored(`ledgers/t1/claims/${RAVI}`)).toEqual({ by: sam.uid, at: NOW + 1 });
    expect(await stored(`ledgers/t1/joins/${sam.uid}`)).toMatchObject({ invite: CODE, claim: RAVI });
    // Anyone signed in sees the name is taken.
    await assertSucceeds(getDoc(doc(as(pia), `ledgers/t1/claims/${RAVI}`)));
  });

  it('lets a joiner with an invite for one temporary member join as that person', async () => {
    await seedInvite({ for: RAVI });
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
  });

  it('lets a joiner leave out the log entry and the updatedAt (the ledger write alone adds him)', async () => {
    await seedInvite();
    await assertSucceeds(join(sam, CODE, { entry: null, ledger: { contributors: arrayUnion(sam.uid) } }));
  });

  it('attack: no joining without a code: no join document, or one without an invite', async () => {
    await seedInvite();
    await assertFails(join(sam, CODE, { join: null }));
    await assertFails(join(sam, CODE, { join: { displayName: 'Sam', at: NOW } }));
    await assertFails(join(sam, CODE, { join: null, entry: null, member: null }));
    // Nor the ledger write alone.
    await assertFails(updateDoc(doc(as(sam), 'ledgers/t1'), { contributors: arrayUnion(sam.uid) }));
    expect(await contributors()).toEqual(T1.contributors);
  });

  it('attack: no joining with a guessed, expired, revoked or other ledger’s code', async () => {
    await assertFails(join(sam, CODE));
    await seedInvite({ expiresAt: Date.now() - 1000 });
    await assertFails(join(sam, CODE));
    await seedInvite();
    await assertSucceeds(deleteDoc(doc(as(adam), `ledgers/t1/invites/${CODE}`)));
    await assertFails(join(sam, CODE));
    // A code of m1 names no invite of t1.
    await seedInvite({ ledgerName: 'Household' }, 'm1');
    await assertFails(join(sam, CODE));
    // Nor a path trick in the join document.
    await assertFails(join(sam, CODE, { join: { invite: `../../m1/invites/${CODE}`, displayName: 'Sam', at: NOW } }));
    expect(await contributors()).toEqual(T1.contributors);
  });

  it('attack: a joiner cannot make himself an admin, rename the ledger or take ownership', async () => {
    await seedInvite();
    await assertFails(join(sam, CODE, { ledger: { contributors: arrayUnion(sam.uid), admins: arrayUnion(sam.uid) } }));
    await assertFails(join(sam, CODE, { ledger: { contributors: arrayUnion(sam.uid), name: 'Mine' } }));
    await assertFails(join(sam, CODE, { ledger: { contributors: arrayUnion(sam.uid), owner: sam.uid } }));
    await assertFails(join(sam, CODE, { ledger: { contributors: arrayUnion(sam.uid), updatedAt: 'now' } }));
  });

  it('attack: a joiner cannot add someone else, in the contributors or by member document', async () => {
    await seedInvite();
    await assertFails(join(sam, CODE, { ledger: { contributors: arrayUnion(pia.uid), updatedAt: NOW + 1 } }));
    await assertFails(join(sam, CODE, { ledger: { contributors: arrayUnion(sam.uid, pia.uid), updatedAt: NOW + 1 } }));
    await assertFails(join(sam, CODE, { member: [pia.uid, { displayName: 'Pia', userId: pia.uid }] }));
    await assertFails(
      join(sam, CODE, {
        member: [pia.uid, { displayName: 'Pia', userId: pia.uid }],
        ledger: { contributors: arrayUnion(pia.uid), updatedAt: NOW + 1 },
      }),
    );
    // Nor a temporary member next to his own.
    await assertFails(
      join(sam, CODE, {
        more: (b, db) => b.set(doc(db, 'ledgers/t1/members/Priya'), { displayName: 'Priya', userId: 'Priya' }),
      }),
    );
    // Nor a join document in someone else's name.
    const db = as(sam);
    const batch = writeBatch(db);
    batch.update(doc(db, 'ledgers/t1'), { contributors: arrayUnion(sam.uid) });
    batch.set(doc(db, `ledgers/t1/members/${sam.uid}`), { displayName: 'Sam', userId: sam.uid });
    batch.set(doc(db, `ledgers/t1/joins/${pia.uid}`), { invite: CODE, displayName: 'Pia', at: NOW });
    await assertFails(batch.commit());
  });

  it('attack: a joiner cannot rewrite the contributors while appending himself', async () => {
    await seedInvite();
    const rewrite = (list: string[]) => join(sam, CODE, { ledger: { contributors: list, updatedAt: NOW + 1 } });
    // Tara out, Sam in.
    await assertFails(rewrite([olive.uid, adam.uid, sam.uid]));
    // Reordered.
    await assertFails(rewrite([adam.uid, olive.uid, tara.uid, sam.uid]));
    // Sam not last.
    await assertFails(rewrite([sam.uid, olive.uid, adam.uid, tara.uid]));
    // Twice.
    await assertFails(rewrite([...T1.contributors, sam.uid, sam.uid]));
    // The very list the arrayUnion makes, written out, is the same write.
    await assertSucceeds(rewrite([...T1.contributors, sam.uid]));
  });

  it('attack: a joiner’s member document carries no UPI ID', async () => {
    await seedInvite();
    await assertFails(
      join(sam, CODE, { member: [sam.uid, { displayName: 'Sam', userId: sam.uid, upiId: 'sam@ybl' }] }),
    );
    // An admin's stray document under his id, with the admin's UPI ID, is written over or refused.
    await seed(`ledgers/t1/members/${sam.uid}`, { displayName: 'Sam', userId: sam.uid, upiId: 'adam@okaxis' });
    await assertFails(join(sam, CODE, { member: null }));
    await assertSucceeds(join(sam, CODE));
    expect(await stored(`ledgers/t1/members/${sam.uid}`)).toEqual({ displayName: 'Sam', userId: sam.uid });
  });

  it('attack: an unverified email, or nobody signed in, does not join', async () => {
    await seedInvite();
    await assertFails(join(sam, CODE, { token: { email_verified: false } }));
    await assertFails(join(sam, CODE, { token: { email_verified: 'true' } }));
    const db = anonymous();
    await assertFails(updateDoc(doc(db, 'ledgers/t1'), { contributors: arrayUnion('x') }));
    expect(await contributors()).toEqual(T1.contributors);
  });

  it('attack: someone an admin removed cannot come back by a link still open, until an admin adds him back', async () => {
    await seedInvite();
    await seed(`ledgers/t1/removed/${sam.uid}`, { at: NOW });
    await assertFails(join(sam, CODE));
    await assertSucceeds(deleteDoc(doc(as(adam), `ledgers/t1/removed/${sam.uid}`)));
    await assertSucceeds(join(sam, CODE));
  });

  it('attack: members and the owner do not "join" again; an unrevealed import cannot be joined', async () => {
    await seedInvite();
    await assertFails(join(tara, CODE));
    await assertFails(join(olive, CODE));
    // Olive out of the contributors (an import before its last write): nobody else has seen it.
    // (Her owner adding herself there is the import's last write, an admin's: ledgers.test.ts.)
    await seed('ledgers/t1', ledgerDoc('onetime', { contributors: [] }));
    await assertFails(join(sam, CODE));
  });

  it('attack: a joiner logs only his own joining, for the whole ledger', async () => {
    await seedInvite();
    const entry = (extra: Record<string, unknown>) =>
      activityEntry(sam.uid, { kind: 'member-joined', about: '', subject: sam.uid, title: 'Goa trip', ...extra });
    await assertFails(join(sam, CODE, { entry: entry({ kind: 'member-added' }) }));
    await assertFails(join(sam, CODE, { entry: entry({ kind: 'admin-granted' }) }));
    await assertFails(join(sam, CODE, { entry: entry({ kind: 'commented', text: 'hi' }) }));
    await assertFails(join(sam, CODE, { entry: entry({ subject: tara.uid }) }));
    await assertFails(join(sam, CODE, { entry: entry({ about: sam.uid }) }));
    await assertFails(join(sam, CODE, { entry: entry({ by: pia.uid }) }));
    // Outside a join: a stranger, or a member of the ledger, logs no joining.
    await assertFails(setDoc(doc(as(sam), 'ledgers/t1/activity/j1'), entry({})));
    await assertFails(
      setDoc(
        doc(as(tara), 'ledgers/t1/activity/j2'),
        activityEntry(tara.uid, { kind: 'member-joined', subject: tara.uid }),
      ),
    );
    // An admin logs what the app logs.
    await assertSucceeds(
      setDoc(
        doc(as(adam), 'ledgers/t1/activity/j3'),
        activityEntry(adam.uid, { kind: 'member-joined', subject: sam.uid }),
      ),
    );
  });

  it('attack: a join document is shaped', async () => {
    await seedInvite();
    const with_ = (extra: Record<string, unknown>) =>
      join(sam, CODE, { join: { invite: CODE, displayName: 'Sam', at: NOW + 1, ...extra } });
    await assertFails(with_({ displayName: '' }));
    await assertFails(with_({ displayName: text(101) }));
    await assertFails(with_({ at: 'now' }));
    await assertFails(with_({ admin: true }));
    await assertFails(with_({ invite: 42 }));
  });
});

describe('claiming a temporary member', () => {
  it('attack: a second claim of the same temporary member is refused', async () => {
    await seedInvite();
    await seed(`ledgers/t1/members/Priya`, { displayName: 'Priya', userId: 'Priya' });
    await assertSucceeds(join(pia, CODE, { claim: RAVI }));
    await assertFails(join(sam, CODE, { claim: RAVI }));
    // Even with the claim document left out (the join document would name a claim that is not his).
    const db = as(sam);
    const batch = writeBatch(db);
    batch.update(doc(db, 'ledgers/t1'), { contributors: arrayUnion(sam.uid) });
    batch.set(doc(db, `ledgers/t1/members/${sam.uid}`), { displayName: 'Sam', userId: sam.uid });
    batch.set(doc(db, `ledgers/t1/joins/${sam.uid}`), { invite: CODE, displayName: 'Sam', at: NOW, claim: RAVI });
    await assertFails(batch.commit());
    expect(await stored(`ledgers/t1/claims/${RAVI}`)).toMatchObject({ by: pia.uid });
    // Another name is still free.
    await assertSucceeds(join(sam, CODE, { claim: 'Priya' }));
  });

  it('attack: nobody claims an account member, himself, or a name that is no member', async () => {
    await seedInvite();
    await assertFails(join(sam, CODE, { claim: tara.uid }));
    await assertFails(join(sam, CODE, { claim: olive.uid }));
    await assertFails(join(sam, CODE, { claim: mona.uid }));
    await assertFails(join(sam, CODE, { claim: 'Nobody' }));
    await assertFails(join(sam, CODE, { claim: sam.uid }));
  });

  it('attack: a claim goes only with its own join, in the claimant’s name', async () => {
    await seedInvite();
    // Claim document someone else's, or naming another claim than the join document.
    await assertFails(join(sam, CODE, { claim: RAVI, claimDoc: { by: pia.uid, at: NOW } }));
    await assertFails(join(sam, CODE, { claim: RAVI, claimDoc: { by: sam.uid, at: NOW, extra: 1 } }));
    // The claim document alone, by a stranger or a member.
    await assertFails(setDoc(doc(as(sam), `ledgers/t1/claims/${RAVI}`), { by: sam.uid, at: NOW }));
    await assertFails(setDoc(doc(as(tara), `ledgers/t1/claims/${RAVI}`), { by: tara.uid, at: NOW }));
    // A join as someone new with a claim document on the side.
    const db = as(sam);
    const batch = writeBatch(db);
    batch.update(doc(db, 'ledgers/t1'), { contributors: arrayUnion(sam.uid) });
    batch.set(doc(db, `ledgers/t1/members/${sam.uid}`), { displayName: 'Sam', userId: sam.uid });
    batch.set(doc(db, `ledgers/t1/joins/${sam.uid}`), { invite: CODE, displayName: 'Sam', at: NOW });
    batch.set(doc(db, `ledgers/t1/claims/${RAVI}`), { by: sam.uid, at: NOW });
    await assertFails(batch.commit());
  });

  it('attack: with an invite for one person, the joiner claims that person, not another, and not nobody', async () => {
    await seedInvite({ for: RAVI });
    await seed(`ledgers/t1/members/Priya`, { displayName: 'Priya', userId: 'Priya' });
    await assertFails(join(sam, CODE, { claim: 'Priya' }));
    await assertFails(join(sam, CODE));
    expect(await contributors()).toEqual(T1.contributors);
  });

  it('attack: a join document left from before does not stand in for this join’s own', async () => {
    // An earlier join's record naming the code, without the claim this invite demands: the join must write
    // its own, so that its rule checks the claim.
    await seedInvite({ for: RAVI });
    await seed(`ledgers/t1/joins/${sam.uid}`, { invite: CODE, displayName: 'Sam', at: NOW - DAY });
    await assertFails(join(sam, CODE, { join: null }));
    await assertFails(join(sam, CODE, { join: null, entry: null }));
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
  });

  it('attack: the claimant cannot change or delete his claim; only admins list or delete claims', async () => {
    await seedInvite();
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
    const path = `ledgers/t1/claims/${RAVI}`;
    await assertFails(setDoc(doc(as(sam), path), { by: sam.uid, at: NOW + 5 }));
    await assertFails(updateDoc(doc(as(sam), path), { at: NOW + 5 }));
    await assertFails(setDoc(doc(as(pia), path), { by: pia.uid, at: NOW + 5 }));
    await assertFails(deleteDoc(doc(as(sam), path)));
    await assertFails(getDocs(collection(as(sam), 'ledgers/t1/claims')));
    await assertFails(getDocs(collection(as(tara), 'ledgers/t1/claims')));
    await assertSucceeds(getDocs(collection(as(adam), 'ledgers/t1/claims')));
    await assertSucceeds(deleteDoc(doc(as(adam), path)));
  });
});

describe('join documents', () => {
  it('lets the joiner and admins read his join document, admins list and delete them', async () => {
    await seedInvite();
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
    const path = `ledgers/t1/joins/${sam.uid}`;
    await assertSucceeds(getDoc(doc(as(sam), path)));
    await assertSucceeds(getDoc(doc(as(adam), path)));
    await assertSucceeds(getDoc(doc(as(olive), path)));
    const listed = await assertSucceeds(getDocs(collection(as(adam), 'ledgers/t1/joins')));
    expect(listed.size).toBe(1);
    await assertSucceeds(deleteDoc(doc(as(adam), path)));
  });

  it('attack: nobody else reads, lists, changes or deletes a join document', async () => {
    await seedInvite();
    await assertSucceeds(join(sam, CODE));
    const path = `ledgers/t1/joins/${sam.uid}`;
    await assertFails(getDoc(doc(as(tara), path)));
    await assertFails(getDoc(doc(as(pia), path)));
    await assertFails(getDocs(collection(as(tara), 'ledgers/t1/joins')));
    await assertFails(getDocs(collection(as(sam), 'ledgers/t1/joins')));
    // Once a member, he no longer rewrites it (say, to add a claim) nor deletes it.
    await assertFails(setDoc(doc(as(sam), path), { invite: CODE, displayName: 'Sam', at: NOW, claim: RAVI }));
    await assertFails(deleteDoc(doc(as(sam), path)));
    await assertFails(deleteDoc(doc(as(tara), path)));
  });
});

describe('processing a claim (the admin’s app)', () => {
  it('lets an admin move the claimed member to the joiner: join document, temporary member and the invite for him go', async () => {
    await seedInvite({ for: RAVI });
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
    const db = as(adam);
    const batch = writeBatch(db);
    batch.update(doc(db, 'ledgers/t1/transactions/tara-dinner'), {
      splitInfo: {
        method: 'Equal',
        details: [tara.uid, olive.uid, sam.uid].map((userId) => ({ userId, amount: 300, split: 1 })),
      },
      updatedAt: NOW + 2,
    });
    batch.delete(doc(db, `ledgers/t1/members/${RAVI}`));
    batch.delete(doc(db, `ledgers/t1/joins/${sam.uid}`));
    batch.delete(doc(db, `ledgers/t1/invites/${CODE}`));
    batch.set(
      doc(collection(db, 'ledgers/t1/activity')),
      activityEntry(adam.uid, { kind: 'member-linked', subject: sam.uid, title: `${RAVI} is Sam` }),
    );
    await assertSucceeds(batch.commit());
    await expect(stored(`ledgers/t1/members/${RAVI}`)).rejects.toThrow();
    await expect(stored(`ledgers/t1/joins/${sam.uid}`)).rejects.toThrow();
    await expect(stored(`ledgers/t1/invites/${CODE}`)).rejects.toThrow();
  });

  it('attack: a plain member cannot process a claim', async () => {
    await seedInvite({ for: RAVI });
    await assertSucceeds(join(sam, CODE, { claim: RAVI }));
    const db = as(tara);
    const batch = writeBatch(db);
    batch.delete(doc(db, `ledgers/t1/members/${RAVI}`));
    batch.delete(doc(db, `ledgers/t1/joins/${sam.uid}`));
    await assertFails(batch.commit());
    await assertFails(deleteDoc(doc(as(sam), `ledgers/t1/invites/${CODE}`)));
  });
});

describe('removed members', () => {
  /** removeMember with its removed/{uid} document, and addMemberByEmail deleting it. */
  const remove = (db: Firestore, uid: string) => {
    const batch = writeBatch(db);
    batch.delete(doc(db, `ledgers/t1/members/${uid}`));
    batch.update(doc(db, 'ledgers/t1'), {
      contributors: T1.contributors.filter((c) => c !== uid),
      updatedAt: NOW + 1,
    });
    batch.set(doc(db, `ledgers/t1/removed/${uid}`), { at: NOW + 1 });
    return batch.commit();
  };
  const addBack = (db: Firestore, p: Person) => {
    const batch = writeBatch(db);
    batch.set(doc(db, `ledgers/t1/members/${p.uid}`), { displayName: p.name, userId: p.uid });
    batch.update(doc(db, 'ledgers/t1'), { contributors: T1.contributors, updatedAt: NOW + 2 });
    batch.delete(doc(db, `ledgers/t1/removed/${p.uid}`));
    return batch.commit();
  };

  it('lets an admin mark a removed member and clear the mark when adding him back by email', async () => {
    await assertSucceeds(remove(as(adam), tara.uid));
    expect(await stored(`ledgers/t1/removed/${tara.uid}`)).toEqual({ at: NOW + 1 });
    await assertSucceeds(getDoc(doc(as(tara), `ledgers/t1/removed/${tara.uid}`)));
    await assertSucceeds(getDocs(collection(as(adam), 'ledgers/t1/removed')));
    // A link still open does not bring her back...
    await seedInvite();
    await assertFails(join(tara, CODE));
    // ...an admin does.
    await assertSucceeds(addBack(as(olive), tara));
    await expect(stored(`ledgers/t1/removed/${tara.uid}`)).rejects.toThrow();
  });

  it('attack: only admins write, list or delete removed marks, and they say only when', async () => {
    await seed(`ledgers/t1/removed/${sam.uid}`, { at: NOW });
    await assertFails(deleteDoc(doc(as(sam), `ledgers/t1/removed/${sam.uid}`)));
    await assertFails(deleteDoc(doc(as(tara), `ledgers/t1/removed/${sam.uid}`)));
    await assertFails(setDoc(doc(as(tara), `ledgers/t1/removed/${pia.uid}`), { at: NOW }));
    await assertFails(setDoc(doc(as(sam), `ledgers/t1/removed/${sam.uid}`), { at: NOW + 1 }));
    await assertFails(getDoc(doc(as(tara), `ledgers/t1/removed/${sam.uid}`)));
    await assertFails(getDocs(collection(as(tara), 'ledgers/t1/removed')));
    await assertFails(setDoc(doc(as(adam), `ledgers/t1/removed/${pia.uid}`), { at: 'now' }));
    await assertFails(setDoc(doc(as(adam), `ledgers/t1/removed/${pia.uid}`), { at: NOW, why: 'x' }));
    await assertSucceeds(setDoc(doc(as(adam), `ledgers/t1/removed/${pia.uid}`), { at: NOW }));
    await assertSucceeds(getDoc(doc(as(sam), `ledgers/t1/removed/${sam.uid}`)));
  });
});
