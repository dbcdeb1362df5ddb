// Invite links for the screens: an admin makes, lists and revokes them; whoever opens one sees the group and
// joins. Cloud mode only (the screens hide all of it on the device). Each action throws on failure.
import { useEffect, useState } from 'react';
import type { NewInvite } from '../data/repo/invites';
import { joinChoices, openInvites, type Invite, type JoinChoices } from '../domain/invites';
import { isAdmin } from '../domain/roles';
import { requireActiveLedger } from './active-ledger';
import { chooseLedger } from './ledger-actions';
import { currentLedgerState, subscribeLedgerState, useActiveLedger, useMembers } from './ledger-store';
import { ledgersLive } from './ledgers-live';
import { backendReady, readSession, requireUser, useCurrentUser, useMode } from './session-store';

/** The invite code loads with the first invite screen, never with the app's first screen. */
const repo = () => import('../data/repo/invites');
const joins = () => import('../data/repo/joins');

export async function createInvite(choice: NewInvite): Promise<Invite> {
  const [{ docs }, invites] = await Promise.all([backendReady(), repo()]);
  const { members } = currentLedgerState();
  return invites.createInvite(docs, requireActiveLedger(), members, requireUser(), choice, Date.now());
}

export async function revokeInvite(code: string): Promise<void> {
  const [{ docs }, invites] = await Promise.all([backendReady(), repo()]);
  await invites.revokeInvite(docs, requireActiveLedger().id, code);
}

/** Whether this screen may offer invites: cloud mode, and an admin of the active ledger. */
export function useCanInvite(): boolean {
  const mode = useMode();
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  return mode !== 'device' && isAdmin(ledger, uid);
}

/** The active ledger's open invites, soonest to expire first; null until the first answer. */
export function useOpenInvites(now: number): Invite[] | null {
  const ledgerId = useActiveLedger()?.id ?? null;
  const canInvite = useCanInvite();
  const [invites, setInvites] = useState<{ ledgerId: string; list: Invite[] } | null>(null);
  useEffect(() => {
    if (!ledgerId || !canInvite) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([backendReady(), repo()]).then(([{ docs }, { watchInvites }]) => {
      if (cancelled) return;
      stop = watchInvites(
        docs,
        ledgerId,
        (list) => setInvites({ ledgerId, list }),
        (message) => console.warn(`Listing invites failed: ${message}`),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ledgerId, canInvite]);
  if (!invites || invites.ledgerId !== ledgerId) return null;
  return openInvites(invites.list, now);
}

/** What the join screen shows for a link. */
export type JoinView =
  | { kind: 'member' }
  | { kind: 'expired' }
  | { kind: 'offline' }
  | { kind: 'device' }
  | { kind: 'removed'; ledgerName: string }
  | { kind: 'open'; invite: Invite; choices: JoinChoices };

/** Reads what the link names; `leaving` is the screen going away (an aborted wait rejects). */
export async function openJoinLink(
  ledgerId: string,
  code: string,
  now: number,
  leaving: AbortSignal,
): Promise<JoinView> {
  if (readSession().mode === 'device') return { kind: 'device' };
  if (currentLedgerState().ledgers.some((l) => l.id === ledgerId)) return { kind: 'member' };
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { kind: 'offline' };
  // This person's own ledger list first: someone already in the group just opens it.
  await ledgersLive(leaving);
  if (currentLedgerState().ledgers.some((l) => l.id === ledgerId)) return { kind: 'member' };
  const [{ docs }, invites, joining] = await Promise.all([backendReady(), repo(), joins()]);
  const { isInviteCode, inviteState } = await import('../domain/invites');
  if (!isInviteCode(code)) return { kind: 'expired' };
  const invite = await invites.readInvite(docs, ledgerId, code).catch(() => null);
  if (!invite || inviteState(invite, now) === 'expired') return { kind: 'expired' };
  const uid = requireUser().uid;
  if (await joining.wasRemoved(docs, ledgerId, uid)) return { kind: 'removed', ledgerName: invite.ledgerName };
  const candidates = invite.for !== undefined ? [invite.for] : invite.temporary;
  const claimed = await joining.readClaimed(docs, ledgerId, candidates);
  return { kind: 'open', invite, choices: joinChoices(invite, claimed) };
}

/** Resolves once the live ledger list holds the ledger (the join's own write brings it), or after `ms`. */
function ledgerListed(ledgerId: string, ms: number): Promise<boolean> {
  const has = () => currentLedgerState().ledgers.some((l) => l.id === ledgerId);
  if (has()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(has());
    }, ms);
    const stop = subscribeLedgerState(() => {
      if (!has()) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

/** How a join ended: joined, the claim taken by someone a moment earlier, or the link dead meanwhile. */
export type JoinOutcome = { kind: 'joined' } | { kind: 'taken'; name: string } | { kind: 'dead' };

/**
 * Joins as someone new (`claim` undefined) or as a temporary member, then makes the ledger active. Throws
 * only what is neither a taken claim nor a refusal (a connection lost, say).
 */
export async function joinWithInvite(invite: Invite, claim: string | undefined): Promise<JoinOutcome> {
  const [{ docs }, joining] = await Promise.all([backendReady(), joins()]);
  const user = requireUser();
  try {
    await joining.joinLedger(docs, invite, { uid: user.uid, displayName: user.displayName }, claim, Date.now());
  } catch (error) {
    if (error instanceof joining.ClaimTakenError) return { kind: 'taken', name: error.claimed };
    if (error instanceof joining.JoinRefusedError) return { kind: 'dead' };
    throw error;
  }
  // The server has the join; its listen brings the ledger to this device a moment later.
  await ledgerListed(invite.ledgerId, 10_000);
  await chooseLedger(invite.ledgerId);
  return { kind: 'joined' };
}

/** The claim this person made in the active ledger that an admin has yet to carry out, with who will. */
export interface PendingClaim {
  name: string;
  admin: string;
}

export function usePendingClaim(): PendingClaim | null {
  const ledger = useActiveLedger();
  const members = useMembers();
  const uid = useCurrentUser()?.uid ?? '';
  const mode = useMode();
  const [join, setJoin] = useState<{ ledgerId: string; claim: string; invite: string } | null>(null);
  const [admin, setAdmin] = useState<{ ledgerId: string; name: string } | null>(null);
  const ledgerId = ledger?.id ?? null;
  // Admins carry claims out themselves (invite-keeper.ts); this is for the person who claimed.
  const watches = mode !== 'device' && ledgerId !== null && uid !== '' && !isAdmin(ledger, uid);
  useEffect(() => {
    if (!watches || !ledgerId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([backendReady(), repo(), joins()]).then(([{ docs }, invites, joining]) => {
      if (cancelled) return;
      stop = joining.watchOwnJoin(docs, ledgerId, uid, (found) => {
        setJoin(found?.claim ? { ledgerId, claim: found.claim, invite: found.invite } : null);
        if (found?.claim)
          void invites
            .readInvite(docs, ledgerId, found.invite)
            .then((invite) => setAdmin({ ledgerId, name: invite?.byName ?? '' }));
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [watches, ledgerId, uid]);
  // Tagged with their ledger: after a switch, or once this person is an admin, nothing stale shows.
  if (!watches || !join || join.ledgerId !== ledgerId || !ledger) return null;
  // Done once the temporary member has gone (their entries are this person's now).
  if (!members.some((m) => m.id === join.claim && !ledger.contributors.includes(m.userId))) return null;
  const owner = members.find((m) => m.userId === ledger.owner)?.displayName;
  const inviter = admin?.ledgerId === ledgerId ? admin.name : '';
  return { name: join.claim, admin: inviter || owner || 'An admin' };
}
