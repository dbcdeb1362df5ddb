// Joining a ledger by invite link: who may still be claimed, the join itself (one batch the server must
// accept), and the joiner's own record while an admin has yet to carry out his claim.
import { decodeJoin, type Invite, type Join } from '../../domain/invites';
import { arrayUnion, type DocumentStore, type Unsubscribe, type WriteOp } from '../ports';
import { commit, logWording, type Author } from './commit';
import { clip } from './invites';
import { paths } from './paths';

/** Which of these temporary members someone has claimed already. */
export async function readClaimed(
  docs: DocumentStore,
  ledgerId: string,
  tempIds: readonly string[],
): Promise<Set<string>> {
  const found = await Promise.all(tempIds.map((id) => docs.get(paths.claim(ledgerId, id))));
  return new Set(tempIds.filter((_, i) => found[i] !== null));
}

/** This person's own join record in a ledger: what they claimed, while an admin has yet to move it. */
export function watchOwnJoin(
  docs: DocumentStore,
  ledgerId: string,
  uid: string,
  next: (join: Join | null) => void,
): Unsubscribe {
  return docs.watchDoc(
    paths.join(ledgerId, uid),
    (stored) => next(decodeJoin(uid, stored)),
    () => next(null),
  );
}

/** Someone claimed that temporary member first; nothing was written. */
export class ClaimTakenError extends Error {
  constructor(readonly claimed: string) {
    super(`Someone else has already said they are ${claimed}. You can join as someone new.`);
    this.name = 'ClaimTakenError';
  }
}

/** The server refused the join: the invite ran out or was revoked meanwhile, or this person was removed. */
export class JoinRefusedError extends Error {
  constructor(cause: unknown) {
    super('This invite link has expired or was revoked. Ask for a new one.', { cause });
    this.name = 'JoinRefusedError';
  }
}

/**
 * Joins the ledger as a contributor, as someone new or as one temporary member (the claim), in one batch the
 * server must accept before this resolves: the joiner appends only himself (he may not read the list), adds
 * his member document, records the invite used (the rules check it) and the claim, and logs it.
 */
export async function joinLedger(
  docs: DocumentStore,
  invite: Invite,
  user: Required<Author>,
  claim: string | undefined,
  now: number,
): Promise<void> {
  const ledgerId = invite.ledgerId;
  const join: Record<string, unknown> = { invite: invite.code, displayName: clip(user.displayName, 100), at: now };
  if (claim !== undefined) join.claim = claim;
  const ops: WriteOp[] = [
    { type: 'update', path: paths.ledger(ledgerId), data: { contributors: arrayUnion(user.uid), updatedAt: now } },
    {
      type: 'set',
      path: paths.member(ledgerId, user.uid),
      data: { displayName: clip(user.displayName, 100), userId: user.uid },
    },
    { type: 'set', path: paths.join(ledgerId, user.uid), data: join },
  ];
  if (claim !== undefined)
    ops.push({ type: 'set', path: paths.claim(ledgerId, claim), data: { by: user.uid, at: now } });
  const { ledgerEntry, joinTitle } = await logWording();
  const entry = ledgerEntry('member-joined', joinTitle(invite.ledgerName, claim), { subject: user.uid });
  try {
    await commit({ docs, ledgerId, author: user, now: () => now }, { ops, entry }, { confirmed: true });
  } catch (error) {
    // The SDK resends a batch whose answer it lost; the server then refuses the copy (he is in already).
    const ledger = await docs.get<{ contributors?: unknown }>(paths.ledger(ledgerId));
    if (Array.isArray(ledger?.contributors) && ledger.contributors.includes(user.uid)) return;
    if (claim !== undefined && (await docs.get(paths.claim(ledgerId, claim)))) throw new ClaimTakenError(claim);
    throw new JoinRefusedError(error);
  }
}

/** Has an admin removed this person from the ledger? Then no invite link lets them back. */
export async function wasRemoved(docs: DocumentStore, ledgerId: string, uid: string): Promise<boolean> {
  return (await docs.get(paths.removedMember(ledgerId, uid))) !== null;
}
