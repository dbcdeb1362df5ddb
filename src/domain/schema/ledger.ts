// The tables of a ledger, its members and a user's profile (SPEC §3, §7).
import { isUpiId } from '../upi';
import { LIMITS } from './limits';
import { LEDGER_TYPES } from './enums';
import { currencyCode, cutText, date, idList, isId, name, oneOf, ref, text, time } from './fields';
import { backupAs, field, optional, or, type Entity, type Table } from './table';

export const UNTITLED_LEDGER = 'Untitled ledger';

/** Ledger times only order ledgers and pick the newest, so any finite number reads; 0 sorts it last. */
export const LEDGER = {
  fields: {
    name: backupAs(or(name(), UNTITLED_LEDGER), (z) =>
      z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.name)),
    ),
    // Without a type no summary can be chosen, and without an owner nobody may administer or delete it.
    type: oneOf(LEDGER_TYPES),
    owner: backupAs(ref(), (z) => z.string()),
    // The owner is always an admin (SPEC §6), so a lost list still leaves someone in charge.
    admins: backupAs(
      or(idList(LIMITS.people), (l) => [l.owner as string]),
      (z) => z.array(z.string()),
    ),
    contributors: backupAs(
      or(idList(LIMITS.people), () => []),
      (z) => z.array(z.string()),
    ),
    createdAt: backupAs(or(time(), 0), (z) => z.number()),
    updatedAt: backupAs(or(time(), 0), (z) => z.number()),
    /** ISO 4217 code of every amount in the ledger; absent is INR (currency.ts ledgerCurrency), and stays
     * absent so the settings screen can tell "never chosen" from a choice. */
    currency: optional(currencyCode()),
  },
} satisfies Table;

export type Ledger = { id: string } & Entity<typeof LEDGER.fields>;

/**
 * A member of a ledger: `id` equals `userId`; a temporary member's id is their display name. A member is a
 * name on a list, so any document with an id can be shown under that id.
 */
export const MEMBER = {
  fields: {
    displayName: or(name(), (_m, id) => {
      const n = cutText(id, LIMITS.name);
      return n.trim() ? n : undefined;
    }),
    userId: backupAs(
      or(ref(), (_m, id) => id),
      (z) => z.string().check(z.maxLength(LIMITS.id)),
    ),
    /** Where to be paid by UPI (`name@handle`), when the member gave one. */
    upiId: optional(
      field(
        (z) => z.string().check(z.maxLength(LIMITS.upiId), z.refine(isUpiId)),
        (v) => (typeof v === 'string' && isUpiId(v) ? v : undefined),
      ),
    ),
    /**
     * On a trip, the first and last day the member is there (the start of that day, local time): a new
     * expense's default split leaves out whoever is not there on its date (presence.ts). Saved entries never
     * change with them.
     */
    presentFrom: optional(date()),
    presentTo: optional(date()),
  },
  // A To before From is a typing slip nobody could be there for: the To is dropped rather than the member.
  finish: (m: Record<string, unknown>) => {
    if (typeof m.presentFrom === 'number' && typeof m.presentTo === 'number' && m.presentTo < m.presentFrom)
      delete m.presentTo;
    return true;
  },
} satisfies Table;

export type Member = { id: string } & Entity<typeof MEMBER.fields>;

const anyText = () =>
  field(
    (z) => z.string(),
    (v) => (typeof v === 'string' ? v : undefined),
  );

/**
 * users/{hash of the email}: the id is never a user id, so without a stored userId the profile cannot be told
 * apart from anyone's, and is unreadable.
 */
export const USER = {
  fields: {
    userId: ref(),
    email: or(anyText(), ''),
    displayName: or(text(LIMITS.name), ''),
    photoURL: or(
      field((z) => z.string().check(z.maxLength(LIMITS.photoURL)), anyText().read),
      '',
    ),
    lastUsedLedgerId: or(
      field(
        (z) => z.string().check(z.maxLength(LIMITS.id)),
        (v) => (isId(v) ? v : undefined),
      ),
      '',
    ),
  },
} satisfies Table;

export type User = Entity<typeof USER.fields>;
