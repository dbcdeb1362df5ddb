// How a person is named on screen and in exports: their display name in the ledger, 'common' for the
// shared pot (SPEC §6), and the id itself for someone no longer listed, so an old entry still reads.
import { COMMON_PAYER } from './types';

export type NameOf = (userId: string) => string;

export function nameLookup(people: readonly { userId: string; displayName: string }[]): NameOf {
  const names = new Map(people.map((p) => [p.userId, p.displayName]));
  return (id) => (id === COMMON_PAYER ? 'common' : (names.get(id) ?? id));
}
