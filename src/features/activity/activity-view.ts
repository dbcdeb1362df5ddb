// What the Activity screen offers, worked out from the log as a whole: which deleted entries may still be
// restored, and whom the Person filter lists.
import { ACTIVITY_GROUPS, canRestore, type ActivityEntry, type ActivityGroup } from '../../domain/activity';
import { FORMER_MEMBER, type NameOf } from '../../domain/member-names';
import type { SelectOption } from '../../ui/select-field';

/** Kinds that say a transaction is (back) in the ledger, or gone again. */
const LIFECYCLE = new Set<ActivityEntry['kind']>(['added', 'deleted', 'restored', 'settled']);

interface Reader {
  uid: string;
  admin: boolean;
  monthly: boolean;
}

/**
 * The ids of the entries that get a Restore button: deletions this reader could have made, that are still
 * the latest word on their transaction (nothing restored, re-added or settled it again since), and whose
 * transaction is not in the ledger now. `entries` is the whole log, newest first, not a filtered view.
 */
export function restoreOffers(
  entries: readonly ActivityEntry[],
  reader: Reader,
  present: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const offers = new Set<string>();
  for (const entry of entries) {
    if (!entry.subject || !LIFECYCLE.has(entry.kind) || seen.has(entry.subject)) continue;
    seen.add(entry.subject);
    if (entry.kind === 'deleted' && !present.has(entry.subject) && canRestore(entry, reader)) offers.add(entry.id);
  }
  return offers;
}

/**
 * The Person filter: every member with an account (temporary members never make changes) and everyone else
 * who appears as an author, each named as the log names him (`authorOf`, member-names.ts authorLookup),
 * sorted by name; All people first. Authors no longer in the ledger all read as "Former member" there, so
 * here, when there are several, they are told apart by number, in the order the log shows them.
 */
export function personOptions(
  entries: readonly Pick<ActivityEntry, 'by'>[],
  accounts: readonly { userId: string; displayName: string }[],
  authorOf: NameOf,
): SelectOption[] {
  const names = new Map<string, string>();
  for (const member of accounts) names.set(member.userId, member.displayName);
  const former: string[] = [];
  for (const entry of entries) {
    if (names.has(entry.by)) continue;
    const name = authorOf(entry.by);
    names.set(entry.by, name);
    if (name === FORMER_MEMBER) former.push(entry.by);
  }
  if (former.length > 1) former.forEach((id, i) => names.set(id, `${FORMER_MEMBER} ${i + 1}`));
  const people = [...names].map(([value, label]) => ({ value, label }));
  people.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }) || a.value.localeCompare(b.value));
  return [{ value: '', label: 'All people' }, ...people];
}

export const KIND_OPTIONS: SelectOption<ActivityGroup | ''>[] = [
  { value: '', label: 'All kinds' },
  ...(Object.keys(ACTIVITY_GROUPS) as ActivityGroup[]).map((group) => ({ value: group, label: group })),
];
