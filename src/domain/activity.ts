// The ledger's activity log: who changed what, when, and for edits each field before and after. An entry
// is written in the same batch as the change it records (data/repo/commit.ts), never edited afterwards.
// How a change is worded into an entry is activity-wording.ts; this is the entry and how screens read it.
import type { ActivityEntry, FieldChange } from './schema/activity';
import type { ActivityKind } from './schema/enums';
import type { Transaction } from './types';

export { ABOUT_ADMINS, restoreEntryId } from './activity-ids';

// The kinds, the entry's fields and their bounds are the schema's (src/domain/schema): one owner, which
// the rules are held to (rules-agreement.test.ts).
export { ACTIVITY_KINDS, type ActivityKind } from './schema/enums';
export { ACTIVITY_LIMITS } from './schema/limits';
export type { ActivityEntry, FieldChange } from './schema/activity';

/** The filter's groups: a person looks for "what happened to entries", not for one of 21 kinds. */
export const ACTIVITY_GROUPS = {
  Entries: ['added', 'edited', 'deleted', 'restored'],
  Settlements: ['settled'],
  Comments: ['commented'],
  Receipts: ['receipt-added', 'receipt-removed'],
  Members: [
    'member-added',
    'member-removed',
    'member-linked',
    'member-joined',
    'admin-granted',
    'admin-removed',
    'owner-changed',
    'member-left',
    'upi-changed',
    'dates-changed',
  ],
  Settings: ['categories-changed', 'tags-changed', 'settings-changed', 'recurring-saved', 'recurring-deleted'],
} as const satisfies Record<string, readonly ActivityKind[]>;

export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;

export function groupOf(kind: ActivityKind): ActivityGroup {
  for (const [group, kinds] of Object.entries(ACTIVITY_GROUPS) as [ActivityGroup, readonly ActivityKind[]][])
    if (kinds.includes(kind)) return group;
  return 'Settings';
}

export type ActivityDraft = Omit<ActivityEntry, 'id' | 'at' | 'by' | 'byName'>;

/** The newest entries a ledger keeps; older ones are pruned once they are also 30 days old. */
export const ACTIVITY_KEEP = 2_000;
export const ACTIVITY_MIN_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type NameOf = (userId: string) => string;

/** One change as a line of text: "Amount 1,200 → 1,250", "Tags → trip" for a value set where none was. */
export function changeText(change: FieldChange): string {
  if (!change.before) return `${change.field} → ${change.after}`;
  if (!change.after) return `${change.field} ${change.before} → none`;
  return `${change.field} ${change.before} → ${change.after}`;
}

const VERBS: Record<ActivityKind, string> = {
  added: 'added',
  edited: 'edited',
  deleted: 'deleted',
  restored: 'restored',
  settled: 'recorded',
  commented: 'commented on',
  'receipt-added': 'attached a receipt to',
  'receipt-removed': 'removed the receipt of',
  'member-added': 'added',
  'member-removed': 'removed',
  'member-linked': 'linked',
  'member-joined': 'joined',
  'admin-granted': 'made an admin:',
  'admin-removed': 'removed as admin:',
  'owner-changed': 'handed the group to',
  'member-left': 'left',
  'upi-changed': 'changed the UPI ID of',
  'dates-changed': 'changed the dates of',
  'categories-changed': 'changed',
  'tags-changed': 'changed',
  'settings-changed': 'changed',
  'recurring-saved': 'saved the recurring item',
  'recurring-deleted': 'deleted the recurring item',
};

/** The entry's headline: "Asha edited Dinner", its author named by `authorOf` (member-names.ts authorLookup). */
export function headline(entry: Pick<ActivityEntry, 'by' | 'kind' | 'title'>, authorOf: NameOf): string {
  return `${authorOf(entry.by)} ${VERBS[entry.kind]} ${entry.title}`;
}

/** Which entries a person may Restore: deletions of transactions, by whoever could delete them. */
export function isRestorable(entry: ActivityEntry): entry is ActivityEntry & { snapshot: Omit<Transaction, 'id'> } {
  return entry.kind === 'deleted' && entry.snapshot !== undefined && entry.subject !== '';
}

/**
 * Whether this person may Restore the deleted entry: whoever could have deleted it (the rules' canDelete):
 * an admin, or its owner; in a monthly ledger only an unsettled expense of his own.
 */
export function canRestore(entry: ActivityEntry, reader: { uid: string; admin: boolean; monthly: boolean }): boolean {
  if (!isRestorable(entry)) return false;
  if (reader.admin) return true;
  const tx = entry.snapshot;
  if (tx.owner !== reader.uid) return false;
  return !reader.monthly || (tx.type === 'expense' && tx.from === reader.uid && !tx.isSettled && !tx.settlementId);
}

/**
 * The entries a ledger may prune: beyond the newest `keep`, and only those old enough, so a busy week
 * never loses its own history (the rules refuse younger deletes too). Newest first in, oldest-first ids out.
 */
export function prunable(
  entries: readonly Pick<ActivityEntry, 'id' | 'at'>[],
  now: number,
  keep = ACTIVITY_KEEP,
): string[] {
  const newestFirst = [...entries].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  return newestFirst
    .slice(keep)
    .filter((entry) => now - entry.at > ACTIVITY_MIN_AGE_MS)
    .map((entry) => entry.id)
    .reverse();
}

/** The filters of the Activity screen: one person (by id) and one group, '' for all. */
export function filterActivity<T extends Pick<ActivityEntry, 'by' | 'kind'>>(
  entries: readonly T[],
  filter: { by: string; group: ActivityGroup | '' },
): T[] {
  return entries.filter(
    (entry) => (!filter.by || entry.by === filter.by) && (!filter.group || groupOf(entry.kind) === filter.group),
  );
}
