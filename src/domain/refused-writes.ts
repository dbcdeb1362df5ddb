// Writes the server refused after the app had already called them saved (cloud mode): what to tell the
// person, and what to keep of the entry so nothing typed is lost. Firestore undoes a refused write on the
// device without a word; these sentences and the kept copy are all that is left of it.
import { formatMoney } from './currency';
import { decodeTransaction } from './decode';
import type { LedgerType, Transaction } from './types';

/** A write as the data port's WriteOp has it (the domain cannot import the port, so the shape is repeated). */
export interface RefusedOp {
  type: 'set' | 'update' | 'delete';
  path: string;
  data?: Record<string, unknown>;
  merge?: boolean;
}

/** How the refused write changed its entry, in the activity log's words. */
export type EntryChange = 'added' | 'edited' | 'deleted' | 'restored' | 'settled';

const ENTRY_CHANGES: readonly string[] = ['added', 'edited', 'deleted', 'restored', 'settled'];

/** The entry a refused write was about. */
export interface RefusedEntryWrite {
  ledgerId: string;
  transactionId: string;
  change: EntryChange;
  op: RefusedOp;
}

/** What is known of the entry for the sentence; a partial edit may know only some of it. */
export type EntryFacts = Partial<Pick<Transaction, 'description' | 'amount' | 'type'>>;

const TRANSACTION_PATH = /^ledgers\/([^/]+)\/transactions\/([^/]+)$/;
const ACTIVITY_PATH = /^ledgers\/[^/]+\/activity\/[^/]+$/;
const LEDGER_PATH = /^ledgers\/[^/]+$/;

/** The log entry every repository write carries (data/repo/activity.ts): it says what the batch was for. */
function logEntryOf(ops: readonly RefusedOp[]): { kind: string; subject: string; title: string } | null {
  const data = ops.find((op) => op.type === 'set' && ACTIVITY_PATH.test(op.path))?.data;
  if (!data || typeof data.kind !== 'string') return null;
  return {
    kind: data.kind,
    subject: typeof data.subject === 'string' ? data.subject : '',
    title: typeof data.title === 'string' ? data.title : '',
  };
}

/**
 * The transaction a refused batch was about: the log entry's subject when the batch carries one (an edit
 * of a settled expense also shrinks its settlement; the edited expense is the one to name), else the only
 * transaction written. Null when the batch was about something else (a member linked, a comment), or wrote
 * several entries with no log entry to say which (an import, a group's delete): no one entry is named then.
 */
export function refusedEntryWrite(ops: readonly RefusedOp[]): RefusedEntryWrite | null {
  const log = logEntryOf(ops);
  if (log && !ENTRY_CHANGES.includes(log.kind)) return null;
  const written = ops.flatMap((op) => {
    const match = TRANSACTION_PATH.exec(op.path);
    return match ? [{ op, ledgerId: match[1] as string, transactionId: match[2] as string }] : [];
  });
  const chosen = log
    ? written.find((w) => w.transactionId === log.subject)
    : written.length === 1
      ? written[0]
      : undefined;
  if (!chosen) return null;
  const byType: Record<RefusedOp['type'], EntryChange> = { set: 'added', update: 'edited', delete: 'deleted' };
  const change = log ? (log.kind as EntryChange) : byType[chosen.op.type];
  return { ...chosen, change };
}

/**
 * An update's data split into what it wrote and what it removed: the data port marks a removed field
 * with a symbol (DELETE_FIELD), which IndexedDB cannot store anyway.
 */
export function splitEdit(data: Record<string, unknown> = {}): {
  changes: Record<string, unknown>;
  removed: string[];
} {
  const changes: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'symbol') removed.push(field);
    else if (value !== undefined) changes[field] = value;
  }
  return { changes, removed };
}

function applyEdit(base: Record<string, unknown>, changes: Record<string, unknown>, removed: readonly string[]) {
  const merged: Record<string, unknown> = { ...base, ...changes };
  for (const field of removed) delete merged[field];
  return merged;
}

/**
 * The entry as the person had it when the server refused it: a new entry's own document; an edit's
 * fields over the stored copy (the server's, which Firestore has gone back to); a delete's stored copy.
 * Null when too little is known to make a whole entry (an edit of an entry this device cannot read).
 */
export function entryAsTyped(write: RefusedEntryWrite, stored: Record<string, unknown> | null): Transaction | null {
  const { op } = write;
  if (op.type === 'delete') return stored ? decodeTransaction(write.transactionId, stored) : null;
  const { changes, removed } = splitEdit(op.data);
  const base = op.type === 'update' || op.merge ? (stored ?? {}) : {};
  return decodeTransaction(write.transactionId, applyEdit(base, changes, removed));
}

/** What the write's own data says of the entry, when no whole entry could be made. */
export function factsOf(data: Record<string, unknown> = {}): EntryFacts {
  const facts: EntryFacts = {};
  if (typeof data.description === 'string') facts.description = data.description;
  if (typeof data.amount === 'number' && Number.isFinite(data.amount)) facts.amount = data.amount;
  if (data.type === 'expense' || data.type === 'income' || data.type === 'settlement') facts.type = data.type;
  return facts;
}

const sentence = (what: string, outcome = 'saved') => `The server refused ${what}. It was not ${outcome}.`;

/** "'Houseboat' (₹7,000)", in the ledger's currency, as the ledger shows money. */
function entryName(facts: EntryFacts, change: EntryChange, currency: string): string {
  const money = facts.amount === undefined ? null : formatMoney(facts.amount, currency);
  if (facts.type === 'settlement' || change === 'settled') return money ? `the settlement of ${money}` : 'a settlement';
  const description = facts.description?.trim();
  if (description) return money ? `'${description}' (${money})` : `'${description}'`;
  return money ? `an entry of ${money}` : 'an entry';
}

function entrySentence(change: EntryChange, facts: EntryFacts, currency: string): string {
  const name = entryName(facts, change, currency);
  if (change === 'deleted') return sentence(`to delete ${name}`, 'deleted');
  if (change === 'restored') return sentence(`to restore ${name}`, 'restored');
  return sentence(name);
}

/** Log kinds that are not about one entry, by the screen a person would look at. */
const AREA_OF_KIND: Record<string, string> = {
  'member-added': 'Members',
  'member-removed': 'Members',
  'member-linked': 'Members',
  'admin-granted': 'Members',
  'admin-removed': 'Members',
  'upi-changed': 'Members',
  'dates-changed': 'Members',
  'categories-changed': 'Categories',
  'tags-changed': 'Tags',
  'settings-changed': 'Settings',
  'recurring-saved': 'Recurring Transactions',
  'recurring-deleted': 'Recurring Transactions',
};

/** Without a log entry (a ledger, the profile, settings written directly), the paths say what it was. */
function pathSentence(ops: readonly RefusedOp[]): string {
  const paths = ops.map((op) => op.path);
  const ledgerDeleted = ops.some(
    (op) => op.path.startsWith('deletedLedgers/') || (op.type === 'delete' && LEDGER_PATH.test(op.path)),
  );
  if (ledgerDeleted) return sentence('to delete the group', 'deleted');
  const ledger = ops.find((op) => LEDGER_PATH.test(op.path));
  if (ledger) {
    const name = typeof ledger.data?.name === 'string' ? ` '${ledger.data.name}'` : '';
    return sentence(ledger.type === 'set' && !ledger.merge ? `the group${name}` : `a change to the group${name}`);
  }
  const area = (pattern: RegExp) => paths.some((path) => pattern.test(path));
  if (area(/^ledgers\/[^/]+\/members\//)) return sentence('a change to Members');
  if (area(/\/recurringTransactions\//)) return sentence('a change to Recurring Transactions');
  if (area(/^ledgers\/[^/]+\/settings\//)) return sentence('a change to Settings');
  if (area(/^ledgers\/[^/]+\/receipts\//)) return sentence('a receipt');
  if (area(ACTIVITY_PATH)) return sentence('a change to Activity');
  if (area(/^users\//)) return sentence('a change to your profile');
  const entries = paths.filter((path) => TRANSACTION_PATH.test(path)).length;
  if (entries > 1) return `The server refused a change to ${entries} entries. Nothing was changed.`;
  return sentence('a change');
}

/**
 * The one sentence that tells the person what the refusal undid, e.g. "The server refused 'Houseboat'
 * (₹7,000). It was not saved." `entry` is the entry as typed when it could be made; otherwise the
 * write's own fields name it.
 */
export function refusalMessage(ops: readonly RefusedOp[], currency: string, entry?: EntryFacts | null): string {
  const write = refusedEntryWrite(ops);
  if (write) return entrySentence(write.change, entry ?? factsOf(write.op.data), currency);
  const log = logEntryOf(ops);
  const title = log?.title ? ` '${log.title}'` : '';
  if (log?.kind === 'commented') return sentence(`your comment on${title || ' an entry'}`);
  if (log?.kind === 'receipt-added') return sentence(`the receipt for${title || ' an entry'}`);
  if (log?.kind === 'receipt-removed') return sentence(`to remove the receipt for${title || ' an entry'}`, 'removed');
  const area = log ? AREA_OF_KIND[log.kind] : undefined;
  return area ? sentence(`a change to ${area}`) : pathSentence(ops);
}

/** What this device keeps of an entry the server refused, until it is saved again or discarded. */
export interface KeptEntry {
  ledgerId: string;
  /** The refused entry's id: an edit reopens on it while it still exists. */
  transactionId: string;
  /** The refused write edited a stored entry (otherwise it added one). */
  edit: boolean;
  /** The entry as typed, whole: reopened as a new entry when there is nothing left to edit. */
  entry: Transaction;
  /** An edit's own changes, laid again over the entry as stored when it is reopened. */
  changes: Record<string, unknown>;
  /** Fields the edit removed (a list of payers, a foreign amount). */
  removed: string[];
  message: string;
  refusedAt: number;
}

/**
 * The copy to keep, for an added or edited entry that a form can open again. A delete or a restore loses
 * nothing typed (the entry is back, or still in the log), and a settlement has no form.
 */
export function keptEntryOf(
  write: RefusedEntryWrite,
  typed: Transaction | null,
  message: string,
  refusedAt: number,
): KeptEntry | null {
  if (!typed || typed.type === 'settlement' || (write.change !== 'added' && write.change !== 'edited')) return null;
  // A share of a trip (Add my share) is rebuilt from the trip, not typed: its form would save a copy
  // without the link. The message tells what was undone; Add my share again redoes it.
  if (typed.fromTrip) return null;
  const edit = write.change === 'edited';
  const { changes, removed } = edit ? splitEdit(write.op.data) : { changes: {}, removed: [] };
  // Stamped again by the next save; a kept stamp would only make the reopened form look changed.
  delete changes.updatedAt;
  return {
    ledgerId: write.ledgerId,
    transactionId: write.transactionId,
    edit,
    entry: typed,
    changes,
    removed,
    message,
    refusedAt,
  };
}

/** The form that opens the kept entry again: an edit of the stored entry while it exists, else a new one. */
export interface Reopening {
  editing: Transaction | null;
  /** What the form's fields start from. */
  values: Transaction;
}

/** What a form is handed to open a kept entry again: its fields' values, and which copy to forget once saved. */
export interface ReopenedEntry {
  keptId: string;
  values: Transaction;
}

export function reopening(kept: KeptEntry, stored: Transaction | null): Reopening {
  if (!kept.edit || !stored) return { editing: null, values: kept.entry };
  // Over the entry as stored now, so a field someone else changed meanwhile is not written back.
  const values = decodeTransaction(stored.id, applyEdit({ ...stored }, kept.changes, kept.removed));
  return { editing: stored, values: values ?? { ...kept.entry, id: stored.id } };
}

export type EntryForm = 'split-expense' | 'expense' | 'income';

/** Which form holds the entry: a trip's expenses have the split form, a monthly ledger's the plain one. */
export function entryFormOf(entry: Pick<Transaction, 'type'>, ledgerType: LedgerType): EntryForm | null {
  if (entry.type === 'income') return ledgerType === 'monthly' ? 'income' : null;
  if (entry.type === 'expense') return ledgerType === 'onetime' ? 'split-expense' : 'expense';
  return null;
}

/** Kept entries per ledger are few; a device that kept refusing writes still keeps only the newest. */
export const MAX_KEPT_ENTRIES = 50;

/** The list with `kept` in it, newest first: a second refusal of the same entry replaces the first. */
export function withKeptEntry(list: readonly KeptEntry[], kept: KeptEntry): KeptEntry[] {
  return [kept, ...list.filter((k) => k.transactionId !== kept.transactionId)].slice(0, MAX_KEPT_ENTRIES);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Kept entries read back from this device's storage; anything damaged is left out, never a crash. */
export function decodeKeptEntries(raw: unknown): KeptEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): KeptEntry[] => {
    if (!isRecord(item)) return [];
    const { ledgerId, transactionId, edit, changes, removed, message, refusedAt } = item;
    if (typeof ledgerId !== 'string' || typeof transactionId !== 'string' || typeof edit !== 'boolean') return [];
    if (typeof message !== 'string' || typeof refusedAt !== 'number' || !isRecord(changes)) return [];
    if (!Array.isArray(removed) || !removed.every((f) => typeof f === 'string')) return [];
    const entry = decodeTransaction(transactionId, item.entry);
    if (!entry) return [];
    return [{ ledgerId, transactionId, edit, entry, changes, removed, message, refusedAt }];
  });
}
