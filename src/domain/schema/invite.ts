// The tables of an invite (ledgers/{id}/invites/{code}) and of a joiner's record (ledgers/{id}/joins/{uid}).
import { LIMITS } from './limits';
import { INVITE_CODE_ALPHABET } from './enums';
import { isId } from './fields';
import { field, optional, or, type Entity, type Table } from './table';

const CODE = new RegExp(`^${INVITE_CODE_ALPHABET}{${LIMITS.inviteCodeMin},${LIMITS.inviteCodeMax}}$`);
export const isInviteCode = (code: unknown): code is string => typeof code === 'string' && CODE.test(code);

/** Non-empty text of at most `max` characters, kept whole (a name cut short names someone else). */
const filled = (max: number) =>
  field(
    (z) => z.string().check(z.minLength(1), z.maxLength(max)),
    (v) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined),
  );
const time = () =>
  field(
    (z) => z.number(),
    (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined),
  );
const names = () =>
  or(
    field(
      (z) => z.array(z.string().check(z.minLength(1), z.maxLength(LIMITS.name))).check(z.maxLength(LIMITS.inviteNames)),
      (v) => (Array.isArray(v) ? v.filter((x): x is string => isId(x)) : undefined),
    ),
    () => [],
  );

/** What the join screen may show a stranger: names only, never amounts or entries. */
export const INVITE = {
  fields: {
    ledgerName: filled(LIMITS.name),
    /** Everyone's display name, temporary members included, sorted. */
    members: names(),
    /** The temporary members' ids (a temporary member's id is its name), sorted: who may be claimed. */
    temporary: names(),
    /** The admin who made it, and the name shown for them ("Asha will move Ravi's entries to you"). */
    by: filled(LIMITS.id),
    byName: or(filled(LIMITS.name), 'An admin'),
    createdAt: time(),
    expiresAt: time(),
    /** The one temporary member this invite is for, when it names one. */
    for: optional(filled(LIMITS.id)),
  },
} satisfies Table;

export type StoredInvite = Entity<typeof INVITE.fields>;

/** A joiner's record: the invite used, and the temporary member claimed. */
export const JOIN = {
  fields: {
    invite: field(
      (z) => z.string().check(z.regex(CODE)),
      (v) => (typeof v === 'string' && v.length > 0 && v.length <= LIMITS.inviteCodeMax ? v : undefined),
    ),
    displayName: or(filled(LIMITS.name), (_j, uid) => uid),
    at: or(time(), 0),
    claim: optional(filled(LIMITS.id)),
  },
} satisfies Table;

export type StoredJoin = Entity<typeof JOIN.fields>;
