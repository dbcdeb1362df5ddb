// Invite links on the ports (domain/invites.ts): admins make, list, refresh and revoke them; whoever holds
// one reads it. Joining is joins.ts; carrying out a claim, claims.ts. Cloud mode only: the device has no
// other people.
import {
  decodeInvite,
  INVITE_CODE_BYTES,
  inviteCode,
  inviteExpiry,
  inviteSnapshot,
  staleSnapshot,
  type Invite,
  type InviteDays,
} from '../../domain/invites';
import type { Ledger, Member } from '../../domain/types';
import type { DocumentStore, Unsubscribe, WriteOp } from '../ports';
import type { Author } from './commit';
import { paths } from './paths';

export interface NewInvite {
  days: InviteDays;
  /** A temporary member's id: the invite is for them alone. */
  for?: string;
}

function inviteData(invite: Invite): Record<string, unknown> {
  const data: Record<string, unknown> = {
    ledgerName: invite.ledgerName,
    members: invite.members,
    temporary: invite.temporary,
    by: invite.by,
    byName: invite.byName,
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
  };
  if (invite.for !== undefined) data.for = invite.for;
  return data;
}

/** Names are bounded by the rules: a longer one is clipped, never refused. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function createInvite(
  docs: DocumentStore,
  ledger: Ledger,
  members: readonly Member[],
  author: Author,
  choice: NewInvite,
  now: number,
  random: Uint8Array = crypto.getRandomValues(new Uint8Array(INVITE_CODE_BYTES)),
): Promise<Invite> {
  const code = inviteCode(random);
  const invite: Invite = {
    code,
    ledgerId: ledger.id,
    ...inviteSnapshot(ledger, members),
    by: author.uid,
    byName: clip(author.displayName || 'An admin', 100),
    createdAt: now,
    expiresAt: inviteExpiry(now, choice.days),
  };
  if (choice.for !== undefined) invite.for = choice.for;
  await docs.set(paths.invite(ledger.id, code), inviteData(invite));
  return invite;
}

/** Revoking deletes the invite: its link then reads as expired, for good. */
export async function revokeInvite(docs: DocumentStore, ledgerId: string, code: string): Promise<void> {
  await docs.delete(paths.invite(ledgerId, code));
}

export function watchInvites(
  docs: DocumentStore,
  ledgerId: string,
  next: (invites: Invite[]) => void,
  onError: (message: string) => void,
): Unsubscribe {
  return docs.watchQuery(
    paths.invites(ledgerId),
    [],
    (stored) => next(stored.flatMap((d) => decodeInvite(ledgerId, d.id, d) ?? [])),
    onError,
  );
}

/**
 * Gives every open invite the group as it is now (its name, who is in it, who may be claimed), so the
 * join screen never offers a temporary member who has gone. Only stale ones are written.
 */
export async function refreshInvites(
  docs: DocumentStore,
  ledger: Ledger,
  members: readonly Member[],
  invites: readonly Invite[],
): Promise<number> {
  const now = inviteSnapshot(ledger, members);
  const ops: WriteOp[] = invites.flatMap((invite): WriteOp[] => {
    const fresh = staleSnapshot(invite, now);
    return fresh ? [{ type: 'update', path: paths.invite(ledger.id, invite.code), data: { ...fresh } }] : [];
  });
  if (ops.length > 0) await docs.batch(ops.slice(0, docs.maxBatchWrites));
  return ops.length;
}

/** The invite a link names, or null when there is none (revoked, never made, or not readable). */
export async function readInvite(docs: DocumentStore, ledgerId: string, code: string): Promise<Invite | null> {
  const stored = await docs.get(paths.invite(ledgerId, code));
  return stored ? decodeInvite(ledgerId, code, stored) : null;
}
