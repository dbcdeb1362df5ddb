// How a person is named on screen and in exports: their display name in the ledger, 'common' for the
// shared pot (SPEC §6), and the id itself for someone no longer listed, so an old entry still reads.
// Who made a change is named the same way, from the members, but never by his id or his own word.
import { COMMON_PAYER } from './types';

export type NameOf = (userId: string) => string;

export function nameLookup(people: readonly { userId: string; displayName: string }[]): NameOf {
  const names = new Map(people.map((p) => [p.userId, p.displayName]));
  return (id) => (id === COMMON_PAYER ? 'common' : (names.get(id) ?? id));
}

/** An author who is no longer among the ledger's members. */
export const FORMER_MEMBER = 'Former member';

/**
 * The author of an activity entry or a comment, by its `by` (the rules hold it to the signed-in user), named
 * as the ledger's members list names him: admins keep that list. Never by the entry's `byName`, which its
 * author writes himself and could fill with another member's name.
 */
export function authorLookup(people: readonly { userId: string; displayName: string }[]): NameOf {
  const names = new Map(people.map((p) => [p.userId, p.displayName]));
  return (id) => names.get(id) ?? FORMER_MEMBER;
}
