// Carrying out a claim ("I'm Ravi"): an admin's app moves the temporary member's entries to the joiner, as
// "Link to an account" does, and clears what the claim left behind, in the same batch.
import { decodeMember } from '../../domain/decode';
import { decodeJoin, type Join } from '../../domain/invites';
import { isTemporaryMember } from '../../domain/roles';
import type { Ledger } from '../../domain/types';
import { where, type DocumentStore, type Unsubscribe, type WriteOp } from '../ports';
import { logWording, type Author } from './commit';
import { decodeList } from './decoded';
import { readInvite } from './invites';
import { linkLogged } from './link-member';
import { paths } from './paths';

/**
 * Joins whose claim an admin's app has to carry out (the rest need nothing), as the server has them: a
 * snapshot from this device's cache is skipped, so a claim is only acted on while the server answers (the
 * move reads every entry, and a read from a partial offline cache would move only some of them).
 */
export function watchClaims(
  docs: DocumentStore,
  ledgerId: string,
  next: (joins: Join[]) => void,
  onError: (message: string) => void,
): Unsubscribe {
  return docs.watchQuery(
    paths.joins(ledgerId),
    [where('claim', '>=', '')],
    (stored, meta) => {
      if (!meta.fromCache) next(stored.flatMap((d) => decodeJoin(d.id, d) ?? []));
    },
    onError,
  );
}

/**
 * What finishing a claim removes besides the temporary member: the join record (nothing is left to do), the
 * claim (the name is free again, should the group ever add someone else by it) and an invite made for that
 * one person (it has been used).
 */
export async function claimDoneOps(
  docs: DocumentStore,
  ledgerId: string,
  join: Join & { claim: string },
): Promise<WriteOp[]> {
  const ops: WriteOp[] = [
    { type: 'delete', path: paths.join(ledgerId, join.uid) },
    { type: 'delete', path: paths.claim(ledgerId, join.claim) },
  ];
  const invite = await readInvite(docs, ledgerId, join.invite);
  if (invite && invite.for === join.claim) ops.push({ type: 'delete', path: paths.invite(ledgerId, invite.code) });
  return ops;
}

/**
 * Carries out a claim (an admin's app, the first one that sees it): the temporary member's entries,
 * balance, recurring items and defaults become the joiner's, exactly as "Link to an account" does, and the
 * join record goes in the same batch. Nothing is written unless the claim document (first claim wins) names
 * this joiner and the temporary member is still there: 'gone' otherwise (another admin's app was first, or the
 * member was removed), and never a delete on that ground, since a read from an offline cache may simply not
 * have the member. 'waiting' when the joiner's member document has not reached this device yet.
 */
export async function carryOutClaim(
  docs: DocumentStore,
  ledger: Ledger,
  join: Join & { claim: string },
  author: Author,
  now: number,
): Promise<'moved' | 'gone' | 'waiting'> {
  const [stored, claim] = await Promise.all([
    docs.query(paths.members(ledger.id)),
    docs.get<{ by?: unknown }>(paths.claim(ledger.id, join.claim)),
  ]);
  if (claim?.by !== join.uid) return 'gone';
  const members = decodeList(stored, decodeMember).items;
  const temp = members.find((m) => m.id === join.claim && isTemporaryMember(ledger, m));
  const account = members.find((m) => m.userId === join.uid && ledger.contributors.includes(m.userId));
  if (!temp) return 'gone';
  if (!account) return 'waiting';
  const done = await claimDoneOps(docs, ledger.id, join);
  const { ledgerEntry, linkTitle } = await logWording();
  const entry = ledgerEntry('member-linked', linkTitle(temp, account), { subject: account.id });
  await linkLogged({ docs, ledgerId: ledger.id, author, now: () => now }, ledger, temp, account, entry, done);
  return 'moved';
}
