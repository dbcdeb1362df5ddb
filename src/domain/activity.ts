// The ledger's activity log: who changed what, when, and for edits each field before and after. An entry
// is written in the same batch as the change it records (data/repo/activity.ts), never edited afterwards.
import { formatAmount } from './money';
import type { Payer, SplitInfo, Transaction } from './types';

export { ABOUT_ADMINS, restoreEntryId } from './activity-ids';

export type ActivityKind =
  | 'added'
  | 'edited'
  | 'deleted'
  | 'restored'
  | 'settled'
  | 'commented'
  | 'receipt-added'
  | 'receipt-removed'
  | 'member-added'
  | 'member-removed'
  | 'member-linked'
  | 'member-joined'
  | 'admin-granted'
  | 'admin-removed'
  | 'upi-changed'
  | 'categories-changed'
  | 'tags-changed'
  | 'settings-changed'
  | 'recurring-saved'
  | 'recurring-deleted';

export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  'added',
  'edited',
  'deleted',
  'restored',
  'settled',
  'commented',
  'receipt-added',
  'receipt-removed',
  'member-added',
  'member-removed',
  'member-linked',
  'member-joined',
  'admin-granted',
  'admin-removed',
  'upi-changed',
  'categories-changed',
  'tags-changed',
  'settings-changed',
  'recurring-saved',
  'recurring-deleted',
];

/** The filter's groups: a person looks for "what happened to entries", not for one of 20 kinds. */
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
    'upi-changed',
  ],
  Settings: ['categories-changed', 'tags-changed', 'settings-changed', 'recurring-saved', 'recurring-deleted'],
} as const satisfies Record<string, readonly ActivityKind[]>;

export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;

export function groupOf(kind: ActivityKind): ActivityGroup {
  for (const [group, kinds] of Object.entries(ACTIVITY_GROUPS) as [ActivityGroup, readonly ActivityKind[]][])
    if (kinds.includes(kind)) return group;
  return 'Settings';
}

/** One field an edit changed, as the log shows it: "Amount 1,200 → 1,250". */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface ActivityEntry {
  id: string;
  at: number;
  /** The signed-in user who made the change (the rules insist). Screens name him from the members by it. */
  by: string;
  /**
   * The name the author wrote into his own entry: kept as stored, never shown, since he could have written
   * another member's name (member-names.ts authorLookup names him).
   */
  byName: string;
  kind: ActivityKind;
  /**
   * Whose entry it concerns, for reading: in a monthly ledger a member reads only entries about his own
   * expenses (SPEC §6), as he reads only those expenses. '' for what every member may read.
   */
  about: string;
  /** What changed: a transaction's id, a member's id, or '' for the ledger's settings. */
  subject: string;
  /** Its name for people: a description, a member's name, "Categories". */
  title: string;
  changes: FieldChange[];
  /** A deleted transaction as it was stored, so Restore can bring it back as it was. */
  snapshot?: Omit<Transaction, 'id'>;
  /** A deleted settlement's expenses, which its delete unsettled and Restore settles again. */
  settledIds?: string[];
  /** A comment's words. */
  text?: string;
  /** A restore's: the id of the deletion entry it undoes (the rules check it names this very entry). */
  restoredFrom?: string;
}

export type ActivityDraft = Omit<ActivityEntry, 'id' | 'at' | 'by' | 'byName'>;

/**
 * Bounds the rules check too (firestore.rules, activity). `changes`: an edit changes at most every field
 * the log names (FIELD_LABELS, 14), and the rules check each change one by one against their expression budget,
 * so they accept no more than that.
 */
export const ACTIVITY_LIMITS = { title: 100, value: 200, changes: 14, text: 500, settledIds: 400 } as const;

/** The newest entries a ledger keeps; older ones are pruned once they are also 30 days old. */
export const ACTIVITY_KEEP = 2_000;
export const ACTIVITY_MIN_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type NameOf = (userId: string) => string;

const FIELD_LABELS: Record<string, string> = {
  description: 'Description',
  amount: 'Amount',
  category: 'Category',
  tags: 'Tags',
  type: 'Type',
  date: 'Date',
  comments: 'Comments',
  from: 'Paid by',
  paymentMode: 'Payment mode',
  splitInfo: 'Split',
  payers: 'Payers',
  originalAmount: 'Amount paid',
  originalCurrency: 'Currency',
  exchangeRate: 'Exchange rate',
};

/** A calendar date as the log shows it, in the reader's time zone: 5 Nov 2026. */
function dateText(ms: number): string {
  const d = new Date(ms);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getMonth()];
  return `${d.getDate()} ${month} ${d.getFullYear()}`;
}

function splitText(split: SplitInfo | undefined, nameOf: NameOf): string {
  if (!split) return '';
  const lines = split.details.filter((line) => line.amount !== 0);
  return `${split.method}: ${lines.map((line) => `${nameOf(line.userId)} ${formatAmount(line.amount)}`).join(', ')}`;
}

function payersText(payers: readonly Payer[] | undefined, nameOf: NameOf): string {
  return (payers ?? []).map((p) => `${nameOf(p.userId)} ${formatAmount(p.amount)}`).join(', ');
}

/** How one field's value reads in the log; '' for none. */
export function valueText(field: string, value: unknown, nameOf: NameOf): string {
  if (value === undefined || value === null) return '';
  switch (field) {
    case 'amount':
    case 'originalAmount':
      return typeof value === 'number' ? formatAmount(value) : '';
    case 'date':
      return typeof value === 'number' ? dateText(value) : '';
    case 'from':
      return typeof value === 'string' ? nameOf(value) : '';
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'splitInfo':
      return splitText(value as SplitInfo, nameOf);
    case 'payers':
      return payersText(value as Payer[], nameOf);
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/**
 * What an edit changed, field by field, in the form's order: `changes` is what the edit writes (an
 * `undefined` removes a field), `before` the entry as stored. Fields that read the same are left out (a
 * split recomputed to the same lines is no change to a person).
 */
export function fieldChanges(
  before: Partial<Transaction>,
  changes: Partial<Transaction>,
  nameOf: NameOf = (id) => id,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of Object.keys(FIELD_LABELS)) {
    if (!(field in changes)) continue;
    const was = valueText(field, before[field as keyof Transaction], nameOf);
    const now = valueText(field, changes[field as keyof Transaction], nameOf);
    if (was === now) continue;
    out.push({
      field: FIELD_LABELS[field]!,
      before: clip(was, ACTIVITY_LIMITS.value),
      after: clip(now, ACTIVITY_LIMITS.value),
    });
  }
  return out.slice(0, ACTIVITY_LIMITS.changes);
}

/** Whole-list settings (categories, tags): what was added and what was taken away. */
export function listChanges(field: string, before: readonly string[], after: readonly string[]): FieldChange[] {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  if (added.length === 0 && removed.length === 0) {
    return before.join() === after.join() ? [] : [{ field, before: 'old order', after: 'new order' }];
  }
  return [
    {
      field,
      before: clip(removed.join(', '), ACTIVITY_LIMITS.value),
      after: clip(added.join(', '), ACTIVITY_LIMITS.value),
    },
  ];
}

const SETTING_LABELS: Record<string, string> = {
  paymentMode: 'Payment mode',
  paidBy: 'Paid by',
  percentages: 'Percentages',
  shares: 'Shares',
  simplifyDebts: 'Simplify debts',
  budgets: 'Budgets',
  splitType: 'Split method',
};

function settingText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'number') return formatAmount(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(settingText).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key} ${settingText(inner)}`)
      .join(', ');
  return '';
}

/** A settings document's change: each field of `patch` that reads differently from `before`. */
export function settingChanges(before: Record<string, unknown>, patch: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const was = settingText(before[key]);
    const now = settingText(value);
    if (was === now) continue;
    out.push({
      field: SETTING_LABELS[key] ?? key,
      before: clip(was, ACTIVITY_LIMITS.value),
      after: clip(now, ACTIVITY_LIMITS.value),
    });
  }
  return out.slice(0, ACTIVITY_LIMITS.changes);
}

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
  'upi-changed': 'changed the UPI ID of',
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
