// Invite links as the app makes them, replayed through its repository and FirestoreDocumentStore against the
// rules: an admin creates, lists, refreshes and revokes; a stranger reads the invite and joins, as someone new
// or as a temporary member; an admin's app carries out the claim. At realistic sizes: a trip of 150 people,
// and a claimed member named in an entry split 100 ways that 7 people paid. (invites.test.ts has the attacks.)
import { describe, expect, it } from 'vitest';
import { doc, getDoc } from 'firebase/firestore';
import { createLedger, deleteLedger } from '../../src/data/repo/ledgers';
import { carryOutClaim } from '../../src/data/repo/claims';
import { createInvite, readInvite, refreshInvites, revokeInvite, watchInvites } from '../../src/data/repo/invites';
import { ClaimTakenError, joinLedger, JoinRefusedError, readClaimed, wasRemoved } from '../../src/data/repo/joins';
import { addTemporaryMember, removeMember } from '../../src/data/repo/members';
import { LedgerRepository } from '../../src/data/repo/ledger-repository';
import { decodeMember, decodeTransaction } from '../../src/domain/decode';
import { computeBalances } from '../../src/domain/balances';
import type { Invite } from '../../src/domain/invites';
import type { Ledger, Member, Transaction } from '../../src/domain/types';
import {
  adam,
  appClient,
  mona,
  olive,
  RAVI,
  sam,
  serverAccepted,
  setupRulesEnv,
  tara,
  unchecked,
  type AppClient,
} from './fixtures';

setupRulesEnv('invites-app', { seed: false });

// Invites expire by the server's clock, so these run on the real one.
const now = () => Date.now();

async function ledgerOf(c: AppClient, id: string): Promise<Ledger> {
  const stored = await c.docs.get<Omit<Ledger, 'id'>>(`ledgers/${id}`);
  if (!stored) throw new Error(`ledger ${id} is not readable`);
  return stored;
}

async function membersOf(c: AppClient, id: string): Promise<Member[]> {
  return (await c.docs.query(`ledgers/${id}/members`)).flatMap((d) => decodeMember(d.id, d) ?? []);
}

async function transactionsOf(c: AppClient, id: string): Promise<Transaction[]> {
  return (await c.docs.query(`ledgers/${id}/transactions`)).flatMap((d) => decodeTransaction(d.id, d) ?? []);
}

/** Olive's trip with temporary Ravi, who paid the Hotel, split `ways` among everyone, with `payers` payers. */
async function tripWithRavi(o: AppClient, others: string[] = []): Promise<Ledger> {
  const created = await createLedger(
    o.docs,
    { uid: o.user.uid, email: 'olive@example.com', displayName: 'Olive', photoURL: '' },
    { name: 'Goa', type: 'onetime', temporaryMembers: [RAVI, ...others] },
    now(),
  );
  await serverAccepted(o);
  const ledger = await ledgerOf(o, created.id);
  const repo = new LedgerRepository(o.docs, ledger, o.user, now);
  await repo.saveTransaction({
    description: 'Hotel',
    amount: 300,
    category: 'Stay',
    tags: [],
    type: 'expense',
    owner: o.user.uid,
    date: now(),
    createdAt: now(),
    updatedAt: now(),
    comments: '',
    from: RAVI,
    paymentMode: 'Cash',
    splitInfo: {
      method: 'Equal',
      details: [
        { userId: o.user.uid, amount: 150, split: 1 },
        { userId: RAVI, amount: 150, split: 1 },
      ],
    },
    isSettled: false,
    settlementId: '',
    recursiveId: '',
  });
  await serverAccepted(o);
  return ledger;
}

describe('invites as the app makes them', () => {
  it('an admin creates, lists, refreshes and revokes; anyone signed in reads one by its code', async () => {
    const o = appClient(olive);
    const ledger = await tripWithRavi(o);
    const invite = await createInvite(o.docs, ledger, await membersOf(o, ledger.id), o.user, { days: 14 }, now());
    await serverAccepted(o);
    expect(invite.temporary).toEqual([RAVI]);

    const listed = await new Promise<Invite[]>((resolve, reject) => {
      const stop = watchInvites(o.docs, ledger.id, (list) => list.length > 0 && (stop(), resolve(list)), reject);
    });
    expect(listed.map((i) => i.code)).toEqual([invite.code]);

    // A stranger, holding the link: the invite, and who is claimed (nobody yet).
    const t = appClient(tara);
    expect((await readInvite(t.docs, ledger.id, invite.code))?.ledgerName).toBe('Goa');
    expect(await readClaimed(t.docs, ledger.id, [RAVI])).toEqual(new Set());
    expect(await wasRemoved(t.docs, ledger.id, t.user.uid)).toBe(false);

    // A temporary member added later shows on the open invite.
    await addTemporaryMember(o.docs, ledger, 'Meera');
    await serverAccepted(o);
    expect(await refreshInvites(o.docs, ledger, await membersOf(o, ledger.id), listed)).toBe(1);
    await serverAccepted(o);
    expect((await readInvite(t.docs, ledger.id, invite.code))?.temporary).toEqual(['Meera', RAVI]);

    await revokeInvite(o.docs, ledger.id, invite.code);
    await serverAccepted(o);
    expect(await readInvite(t.docs, ledger.id, invite.code)).toBeNull();
    await expect(joinLedger(t.docs, invite, t.user, undefined, now())).rejects.toBeInstanceOf(JoinRefusedError);
  });

  it('a stranger joins as someone new: a contributor, never an admin, with a log entry', async () => {
    const o = appClient(olive);
    const ledger = await tripWithRavi(o);
    const invite = await createInvite(o.docs, ledger, await membersOf(o, ledger.id), o.user, { days: 1 }, now());
    await serverAccepted(o);
    const t = appClient(tara);
    await joinLedger(t.docs, invite, t.user, undefined, now());
    const joined = await ledgerOf(t, ledger.id);
    expect(joined.contributors).toEqual([olive.uid, tara.uid]);
    expect(joined.admins).toEqual([olive.uid]);
    expect((await membersOf(t, ledger.id)).map((m) => m.id).sort()).toEqual([RAVI, olive.uid, tara.uid].sort());
    const log = await t.docs.query(`ledgers/${ledger.id}/activity`);
    expect(log.some((e) => e.kind === 'member-joined' && e.subject === tara.uid && e.title === 'Goa')).toBe(true);
    expect(t.rejected).toEqual([]);
  });

  it('"I\'m Ravi": the first claim wins, the admin\'s app moves every entry, and balances stay the same', async () => {
    const o = appClient(olive);
    const ledger = await tripWithRavi(o);
    const before = computeBalances(await transactionsOf(o, ledger.id), await membersOf(o, ledger.id));
    const invite = await createInvite(o.docs, ledger, await membersOf(o, ledger.id), o.user, { days: 7 }, now());
    await serverAccepted(o);

    const t = appClient(tara);
    await joinLedger(t.docs, invite, t.user, RAVI, now());
    // Mona was a moment late: told so, and nothing of hers was written.
    const m = appClient(mona);
    await expect(joinLedger(m.docs, invite, m.user, RAVI, now())).rejects.toBeInstanceOf(ClaimTakenError);
    expect(await readClaimed(m.docs, ledger.id, [RAVI])).toEqual(new Set([RAVI]));
    await joinLedger(m.docs, invite, m.user, undefined, now());

    const current = await ledgerOf(o, ledger.id);
    const join = (await o.docs.get(`ledgers/${ledger.id}/joins/${tara.uid}`)) as unknown as {
      invite: string;
      claim: string;
      displayName: string;
      at: number;
    };
    expect(await carryOutClaim(o.docs, current, { uid: tara.uid, ...join }, o.user, now())).toBe('moved');
    await serverAccepted(o);

    const members = await membersOf(o, ledger.id);
    expect(members.some((x) => x.id === RAVI)).toBe(false);
    const hotel = (await transactionsOf(o, ledger.id)).find((x) => x.description === 'Hotel');
    expect(hotel?.from).toBe(tara.uid);
    expect(hotel?.splitInfo?.details.map((d) => d.userId)).toEqual([olive.uid, tara.uid]);
    const after = computeBalances(await transactionsOf(o, ledger.id), members);
    expect(after.find((b) => b.userId === tara.uid)).toMatchObject({
      spent: before.find((b) => b.userId === RAVI)?.spent,
      paid: before.find((b) => b.userId === RAVI)?.paid,
    });
    expect((await getDoc(doc(o.db, `ledgers/${ledger.id}/joins/${tara.uid}`))).exists()).toBe(false);
    // A second admin app seeing the same claim later finds nothing left to move.
    expect(await carryOutClaim(o.docs, current, { uid: tara.uid, ...join }, o.user, now())).toBe('gone');
    await serverAccepted(o);
  });

  it('an invite for one person is spent once they are claimed', async () => {
    const o = appClient(olive);
    const ledger = await tripWithRavi(o);
    const invite = await createInvite(
      o.docs,
      ledger,
      await membersOf(o, ledger.id),
      o.user,
      { days: 30, for: RAVI },
      now(),
    );
    await serverAccepted(o);
    const t = appClient(tara);
    await joinLedger(t.docs, invite, t.user, RAVI, now());
    const join = { uid: tara.uid, invite: invite.code, displayName: 'Tara', at: now(), claim: RAVI };
    expect(await carryOutClaim(o.docs, await ledgerOf(o, ledger.id), join, o.user, now())).toBe('moved');
    await serverAccepted(o);
    expect(await readInvite(t.docs, ledger.id, invite.code)).toBeNull();
  });

  it('joins a trip of 150 people, and the claimed member of an entry split 100 ways that 7 people paid moves', async () => {
    const o = appClient(olive);
    const others = Array.from({ length: 147 }, (_, i) => `Friend ${i + 1}`);
    const ledger = await tripWithRavi(o, others);
    // 150 people: Olive, Ravi, 147 friends... and 99 of them with accounts, as if added by email earlier.
    const accounts = Array.from({ length: 99 }, (_, i) => `acct${i}`);
    await unchecked((db) =>
      import('firebase/firestore').then(({ updateDoc }) =>
        updateDoc(doc(db, `ledgers/${ledger.id}`), { contributors: [olive.uid, ...accounts] }),
      ),
    );
    const big = await ledgerOf(o, ledger.id);
    const repo = new LedgerRepository(o.docs, big, o.user, now);
    const split = [olive.uid, RAVI, ...others.slice(0, 98)];
    const payers = [RAVI, olive.uid, ...others.slice(0, 5)].map((userId) => ({ userId, amount: 100 }));
    await repo.saveTransaction({
      description: 'Big dinner',
      amount: 700,
      category: 'Food',
      tags: [],
      type: 'expense',
      owner: o.user.uid,
      date: now(),
      createdAt: now(),
      updatedAt: now(),
      comments: '',
      from: RAVI,
      payers,
      paymentMode: 'Cash',
      splitInfo: { method: 'Equal', details: split.map((userId) => ({ userId, amount: 7, split: 1 })) },
      isSettled: false,
      settlementId: '',
      recursiveId: '',
    });
    await serverAccepted(o);
    const invite = await createInvite(o.docs, big, await membersOf(o, ledger.id), o.user, { days: 14 }, now());
    await serverAccepted(o);
    // Olive, Ravi and 147 friends have member documents; Sam makes 150.
    expect(invite.members).toHaveLength(149);

    const s = appClient(sam);
    await joinLedger(s.docs, invite, s.user, RAVI, now());
    const joined = await ledgerOf(o, ledger.id);
    expect(joined.contributors.at(-1)).toBe(sam.uid);
    expect(joined.contributors).toHaveLength(101);
    const join = { uid: sam.uid, invite: invite.code, displayName: 'Sam', at: now(), claim: RAVI };
    expect(await carryOutClaim(o.docs, joined, join, o.user, now())).toBe('moved');
    await serverAccepted(o);
    const dinner = (await transactionsOf(o, ledger.id)).find((x) => x.description === 'Big dinner');
    expect(dinner?.payers?.[0]?.userId).toBe(sam.uid);
    expect(dinner?.splitInfo?.details[1]?.userId).toBe(sam.uid);
  });

  it('a removed member cannot rejoin with a link still going round, and deleting the trip clears it all', async () => {
    const o = appClient(olive);
    const ledger = await tripWithRavi(o);
    const invite = await createInvite(o.docs, ledger, await membersOf(o, ledger.id), o.user, { days: 14 }, now());
    await serverAccepted(o);
    const a = appClient(adam);
    await joinLedger(a.docs, invite, a.user, undefined, now());
    const withAdam = await ledgerOf(o, ledger.id);
    await removeMember(o.docs, withAdam, { id: adam.uid, userId: adam.uid, displayName: 'Adam' }, now());
    await serverAccepted(o);
    expect(await wasRemoved(a.docs, ledger.id, adam.uid)).toBe(true);
    await expect(joinLedger(a.docs, invite, a.user, undefined, now())).rejects.toBeInstanceOf(JoinRefusedError);

    await deleteLedger(o.docs, ledger.id, now());
    await serverAccepted(o);
    await unchecked(async (db) => {
      for (const path of [`ledgers/${ledger.id}/invites/${invite.code}`, `ledgers/${ledger.id}/removed/${adam.uid}`])
        expect((await getDoc(doc(db, path))).exists()).toBe(false);
    });
  });
});
