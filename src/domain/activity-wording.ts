// How the log words a change, as the repository writes it: whom an entry is about, its title ("payment Ravi →
// Asha 625"), and each field before and after ("Amount 1,200 → 1,250"). Needed only when something is
// written, so the repository loads it then (data/repo/commit.ts logWording), not with the first screen.
import { ABOUT_ADMINS } from './activity-ids';
import { ACTIVITY_LIMITS, type ActivityDraft, type ActivityKind, type FieldChange } from './activity';
import { formatAmount } from './money';
import type { LedgerType, Member, Payer, SplitInfo, Transaction } from './types';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export type NameOf = (userId: string) => string;

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
  households: 'Households',
  settleByHousehold: 'Settle by household',
  settleWithinHousehold: 'Settle within households',
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

/**
 * Settings that name members, read with their names rather than their ids ('Paid by Asha', 'Shares Asha 2,
 * Ben 1', 'Households The Iyers: Asha, Ben, pays through Asha'). Anything unexpected reads as settingText does.
 */
function memberSettingText(key: string, value: unknown, nameOf: NameOf): string {
  if (key === 'paidBy' && typeof value === 'string') return nameOf(value);
  if ((key === 'percentages' || key === 'shares') && value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value as Record<string, unknown>)
      .map(([id, n]) => `${nameOf(id)} ${settingText(n)}`)
      .join(', ');
  if (key === 'households' && Array.isArray(value))
    return value
      .map((h: { name?: unknown; members?: unknown; through?: unknown }) => {
        const members = Array.isArray(h?.members) ? h.members.filter((m) => typeof m === 'string') : [];
        const through = typeof h?.through === 'string' ? `, pays through ${nameOf(h.through)}` : '';
        return `${typeof h?.name === 'string' ? h.name : ''}: ${members.map(nameOf).join(', ')}${through}`;
      })
      .join('; ');
  return settingText(value);
}

/**
 * A settings document's change: each field of `patch` that reads differently from `before`. `nameOf` names the
 * members a setting refers to (the ledger's writer has it); without it ids read as themselves.
 */
export function settingChanges(
  before: Record<string, unknown>,
  patch: Record<string, unknown>,
  nameOf: NameOf = (id) => id,
): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const was = memberSettingText(key, before[key], nameOf);
    const now = memberSettingText(key, value, nameOf);
    if (was === now) continue;
    out.push({
      field: SETTING_LABELS[key] ?? key,
      before: clip(was, ACTIVITY_LIMITS.value),
      after: clip(now, ACTIVITY_LIMITS.value),
    });
  }
  return out.slice(0, ACTIVITY_LIMITS.changes);
}

/** Whose entry a transaction's log entry is: monthly members read only their own (SPEC §6), trips read all. */
export function aboutTransaction(ledgerType: LedgerType, tx: Pick<Transaction, 'from'>): string {
  return ledgerType === 'monthly' ? tx.from : '';
}

type Titled = Pick<Transaction, 'description'> & Partial<Pick<Transaction, 'type' | 'from' | 'amount' | 'splitInfo'>>;

/** How the log names an entry: its description, or for a trip's payment who paid whom ("payment Ravi → Asha 625"). */
export function transactionTitle(ledgerType: LedgerType, tx: Titled, nameOf: NameOf): string {
  const to = tx.splitInfo?.details[0]?.userId;
  // A trip's payments all share one description ('settle up', SPEC's), so the log names them.
  if (
    ledgerType === 'onetime' &&
    tx.type === 'settlement' &&
    tx.from &&
    to &&
    to !== tx.from &&
    tx.amount !== undefined
  )
    return `payment ${nameOf(tx.from)} → ${nameOf(to)} ${formatAmount(tx.amount)}`.slice(0, 100);
  return (tx.description || 'an entry').slice(0, 100);
}

/** What the log needs of a transaction to write an entry about it. */
export type EntryOf = Titled & Pick<Transaction, 'id' | 'from'>;

/** An entry about one transaction; `more` adds what the kind carries (an edit's changes, a delete's snapshot). */
export function transactionEntry(
  ledgerType: LedgerType,
  kind: ActivityKind,
  tx: EntryOf,
  nameOf: NameOf,
  more: Partial<ActivityDraft> = {},
): ActivityDraft {
  const title = transactionTitle(ledgerType, tx, nameOf);
  return { kind, about: aboutTransaction(ledgerType, tx), subject: tx.id, title, changes: [], ...more };
}

/** An entry about the whole ledger (its members, settings, lists), which every member may read. */
export function ledgerEntry(
  kind: ActivityKind,
  title: string,
  { subject = '', changes = [] }: { subject?: string; changes?: FieldChange[] } = {},
): ActivityDraft {
  return { kind, about: '', subject, title, changes };
}

/** Recurring items are for admins only (SPEC §6), and so is their log. */
export function recurringEntry(
  kind: 'recurring-saved' | 'recurring-deleted',
  id: string,
  description: string,
): ActivityDraft {
  return { kind, about: ABOUT_ADMINS, subject: id, title: description || 'a recurring item', changes: [] };
}

export const unreadableTitle = (count: number) => `${count} unreadable ${count === 1 ? 'entry' : 'entries'}`;

/** What each settings change is called in the log: "Asha changed the split defaults". */
export const SETTINGS_TITLES = {
  monthly: 'the monthly defaults',
  budgets: 'the category budgets',
  split: 'the split defaults',
  simplifyDebts: 'Simplify debts',
  households: 'the households',
} as const;

export const LIST_TITLES = { categories: 'Categories', tags: 'Tags' } as const;

/** The ledger's own name or currency changed: "Asha changed the group name Goa → Goa 2026". */
export function ledgerSettingEntry(label: 'Group name' | 'Currency', before: string, after: string): ActivityDraft {
  const changes = before === after ? [] : [{ field: label, before, after }];
  return ledgerEntry('settings-changed', `the ${label.toLowerCase()}`, { changes });
}

/** A temporary member linked to an account member: "Ravi to Ben". */
export const linkTitle = (temp: Member, account: Member) => `${temp.displayName} to ${account.displayName}`;

/** Someone who joined by an invite link: the ledger's name, and whom they said they are. */
export const joinTitle = (ledgerName: string, claim: string | undefined) =>
  claim === undefined ? ledgerName : `${ledgerName} as ${claim}`;

/** A member's From and To dates, each that changed, as "12 Dec 2026" (or '' for none). */
export function datesChanges(
  member: Pick<Member, 'presentFrom' | 'presentTo'>,
  from: number | undefined,
  to: number | undefined,
): FieldChange[] {
  const text = (ms: number | undefined) => (ms === undefined ? '' : dateText(ms));
  const changes: FieldChange[] = [];
  if (member.presentFrom !== from) changes.push({ field: 'From', before: text(member.presentFrom), after: text(from) });
  if (member.presentTo !== to) changes.push({ field: 'To', before: text(member.presentTo), after: text(to) });
  return changes;
}

export const upiChange = (member: Pick<Member, 'upiId'>, upiId: string): FieldChange => ({
  field: 'UPI ID',
  before: member.upiId ?? '',
  after: upiId,
});
