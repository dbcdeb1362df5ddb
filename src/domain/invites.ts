// Invite links (a group joins on its own): what an invite holds, when it still works, what its link looks
// like, and who may be chosen on the join screen. Pure: the data layer reads and writes the documents.
import { isTemporaryMember } from './roles';
import { INVITE, isInviteCode as isStoredInviteCode, JOIN, type StoredInvite, type StoredJoin } from './schema/invite';
import { readTable } from './schema/table';
import type { Ledger, Member } from './types';

/** How long a new invite works, in days: the choices offered, and the one chosen unless changed. */
export const INVITE_DAYS = [1, 7, 14, 30] as const;
export type InviteDays = (typeof INVITE_DAYS)[number];
export const DEFAULT_INVITE_DAYS: InviteDays = 14;

const DAY = 24 * 60 * 60 * 1000;

/** 18 random bytes: 144 bits, 24 characters of base64url (the rules ask for at least 22, 128 bits). */
export const INVITE_CODE_BYTES = 18;

/** What the join screen may show a stranger: names only, never amounts or entries (schema/invite.ts). */
export type InviteSnapshot = Pick<StoredInvite, 'ledgerName' | 'members' | 'temporary'>;

/** An invite as stored, with the random code (its document id and the last part of its link). */
export type Invite = { code: string; ledgerId: string } & StoredInvite;

/** A joiner's record (ledgers/{id}/joins/{uid}): the invite used, and the temporary member claimed. */
export type Join = { uid: string } & StoredJoin;

/** base64url without padding: safe in a path segment and in a link. */
export function inviteCode(random: Uint8Array): string {
  if (random.length < 16) throw new Error('An invite code needs at least 128 random bits.');
  let binary = '';
  for (const byte of random) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export const isInviteCode = (code: string): boolean => isStoredInviteCode(code);

export function inviteExpiry(createdAt: number, days: InviteDays): number {
  return createdAt + days * DAY;
}

export function inviteSnapshot(
  ledger: Pick<Ledger, 'name' | 'owner' | 'contributors'>,
  members: readonly Member[],
): InviteSnapshot {
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    ledgerName: ledger.name,
    members: members
      .map((m) => shownName(m.displayName))
      .sort(byName)
      .slice(0, MAX_SNAPSHOT_NAMES),
    // A temporary member whose id the rules' bounds cannot carry (an import's 128-character name) is left
    // out rather than making every invite of the ledger fail: an admin links them by hand instead.
    temporary: members
      .filter((m) => isTemporaryMember(ledger, m) && m.id === shownName(m.id))
      .map((m) => m.id)
      .sort(byName)
      .slice(0, MAX_SNAPSHOT_NAMES),
  };
}

/** The rules' bounds on a snapshot's names (firestore.rules invites isNames): one line of 1..100, 200 at most. */
const MAX_SNAPSHOT_NAME = 100;
const MAX_SNAPSHOT_NAMES = 200;

/** A name as a stranger's join screen lists it: on one line, and clipped to what the rules carry. */
function shownName(name: string): string {
  const line = name.replace(/\s+/g, ' ').trim() || '?';
  return line.length > MAX_SNAPSHOT_NAME ? `${line.slice(0, MAX_SNAPSHOT_NAME - 1)}…` : line;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The snapshot fields an open invite must be given so strangers see the group as it is now; null when current. */
export function staleSnapshot(invite: InviteSnapshot, now: InviteSnapshot): InviteSnapshot | null {
  return invite.ledgerName === now.ledgerName &&
    sameList(invite.members, now.members) &&
    sameList(invite.temporary, now.temporary)
    ? null
    : now;
}

export type InviteState = 'open' | 'expired';

/** Revoked invites are deleted, so a missing one reads the same as an expired one to the person holding it. */
export function inviteState(invite: Pick<Invite, 'expiresAt'> | null, now: number): InviteState {
  return invite && invite.expiresAt > now ? 'open' : 'expired';
}

/** Open invites, soonest to expire first: what the Members page lists. */
export function openInvites<T extends Pick<Invite, 'expiresAt' | 'code'>>(invites: readonly T[], now: number): T[] {
  return invites
    .filter((i) => inviteState(i, now) === 'open')
    .sort((a, b) => a.expiresAt - b.expiresAt || a.code.localeCompare(b.code));
}

/** The link put into WhatsApp: `/join/` first, as the app's route expects. */
export function joinLink(origin: string, ledgerId: string, code: string): string {
  return `${origin}/join/${encodeURIComponent(ledgerId)}/${code}`;
}

/** Who the person opening the link may say they are: claimable temporary members, and whether "new" is offered. */
export interface JoinChoices {
  temporary: string[];
  asNew: boolean;
}

/**
 * An invite for one person offers only that person (while unclaimed); any other offers every temporary
 * member nobody has claimed yet, and joining as someone new.
 */
export function joinChoices(invite: Pick<Invite, 'temporary' | 'for'>, claimed: ReadonlySet<string>): JoinChoices {
  if (invite.for !== undefined) return { temporary: claimed.has(invite.for) ? [] : [invite.for], asNew: false };
  return { temporary: invite.temporary.filter((id) => !claimed.has(id)), asNew: true };
}

/** How an invite reads in the Members page's list. */
export function inviteLabel(invite: Pick<Invite, 'for'>): string {
  return invite.for === undefined ? 'Anyone with the link' : `For ${invite.for}`;
}

// ---- Reading stored documents (anything may be stored there: other clients, old versions) ----

/** Derived from the invite's table (schema/invite.ts); the code is its document id. */
export function decodeInvite(ledgerId: string, code: string, data: unknown): Invite | null {
  if (!isInviteCode(code)) return null;
  const invite = readTable(INVITE, data, code);
  return invite && { code, ledgerId, ...invite };
}

export function decodeJoin(uid: string, data: unknown): Join | null {
  const join = typeof uid === 'string' ? readTable(JOIN, data, uid) : null;
  return join && { uid, ...join };
}
