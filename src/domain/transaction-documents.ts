// Every transaction document the app writes is built here (SPEC §3, §4): the income, expense and split
// expense forms, Settle Now, Settle Up and Add now, so a transaction's shape is known in one place.
import { fromMilli, roundTo, toMilli } from './money';
import { settlementDate } from './months';
import { amountFor, monthKeyOf } from './recurring-schedule';
import { COMMON_PAYER } from './types';
import type {
  Bill,
  Draft,
  Payer,
  PaymentMode,
  RecurringItem,
  SplitInfo,
  SplitLine,
  SplitMethod,
  Transaction,
} from './types';

/** An amount paid in another currency, and the rate it was converted at (currency.ts's convert). */
export interface ForeignAmount {
  originalAmount: number;
  originalCurrency: string;
  exchangeRate: number;
}

/** What the income, expense and split expense forms fill in. Text is stored trimmed. */
export interface EntryFields {
  description: string;
  amount: number;
  category: string;
  tags: readonly string[];
  date: number;
  comments: string;
  /** Already resolved through payerFor: a member's own id whatever they chose. */
  from: string;
  paymentMode: PaymentMode;
  /**
   * When two or more people paid: each one's part, adding up to `amount` (validation.ts's
   * entryExtrasProblem), with `from` already set to payers.ts's mainPayer of them. Absent: `from` paid it all.
   */
  payers?: readonly Payer[];
  /** When it was paid in another currency; `amount` is then the converted figure. Absent: in the ledger's. */
  foreign?: ForeignAmount;
}

/**
 * Fields a form may drop on an edit. The repository's `update` writes named fields only, so an edit whose
 * draft lacks one of these that the stored entry has must delete it (see removedFields), or the entry
 * would keep a list of payers or a rate that no longer apply.
 */
export const REMOVABLE_FIELDS = ['payers', 'originalAmount', 'originalCurrency', 'exchangeRate', 'bill'] as const;
export type RemovableField = (typeof REMOVABLE_FIELDS)[number];

/** The REMOVABLE_FIELDS the stored entry has and the edited draft does not: these are to be deleted. */
export function removedFields(existing: Transaction, draft: Partial<Transaction>): RemovableField[] {
  return REMOVABLE_FIELDS.filter((field) => existing[field] !== undefined && draft[field] === undefined);
}

export interface SplitExpenseFields extends EntryFields {
  method: SplitMethod;
  /** The lines the form showed and checked, computed from this amount and payer. */
  lines: SplitLine[];
  /** Split item by item: the bill the lines came from (method is then 'Custom', as stored). */
  bill?: Bill;
}

/** Who writes the entry and when; `existing` is the entry being edited, absent for a new one. */
interface Authorship {
  owner: string;
  now: number;
  existing?: Transaction | null;
}

/**
 * A new entry belongs to whoever adds it. An edit keeps the entry's id, owner and createdAt; only
 * updatedAt moves. Neither ever carries isSettled, settlementId or recursiveId: settling, unsettling
 * and Add now own those, and an edit writes only what changedFields finds changed, which excludes them.
 */
function entry(
  type: 'income' | 'expense',
  fields: EntryFields,
  { owner, now, existing }: Authorship,
  splitInfo?: SplitInfo,
): Draft<Transaction> {
  const doc: Draft<Transaction> = {
    description: fields.description.trim(),
    amount: fields.amount,
    category: fields.category,
    tags: [...fields.tags],
    type,
    owner: existing?.owner || owner,
    date: fields.date,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    comments: fields.comments.trim(),
    from: fields.from,
    paymentMode: fields.paymentMode,
  };
  if (existing) doc.id = existing.id;
  // The monthly form has no split fields, so its edits keep the lines the entry was opened with. Set only
  // when present: the cloud store rejects undefined values.
  const lines = splitInfo ?? existing?.splitInfo;
  if (lines !== undefined) doc.splitInfo = lines;
  // Unlike split lines these are never carried over from `existing`: a form that leaves them out means
  // one payer and the ledger's currency, and removedFields names what the edit must then delete.
  if (fields.payers && fields.payers.length >= 2)
    doc.payers = fields.payers.map((p) => ({ userId: p.userId, amount: p.amount }));
  if (fields.foreign) {
    doc.originalAmount = fields.foreign.originalAmount;
    doc.originalCurrency = fields.foreign.originalCurrency;
    doc.exchangeRate = fields.foreign.exchangeRate;
  }
  return doc;
}

export function buildIncome(fields: EntryFields, by: Authorship): Draft<Transaction> {
  return entry('income', fields, by);
}

/** A monthly ledger's expense; its amount may be negative (a refund, SPEC §5). */
export function buildExpense(fields: EntryFields, by: Authorship): Draft<Transaction> {
  return entry('expense', fields, by);
}

/** A one-time ledger's expense. */
export function buildSplitExpense(split: SplitExpenseFields, by: Authorship): Draft<Transaction> {
  const { method, lines, bill, ...fields } = split;
  // Stored to thousandths, the precision the lines were computed at, so they add up to it exactly.
  const amount = fromMilli(toMilli(fields.amount));
  const doc = entry('expense', { ...fields, amount }, by, { method: bill ? 'Custom' : method, details: lines });
  // Never carried over from `existing`: a split by another method means the bill no longer applies.
  if (bill) doc.bill = bill;
  return doc;
}

interface SettlementParts {
  description: string;
  amount: number;
  from: string;
  to: string;
  owner: string;
  date: number;
  now: number;
  paymentMode?: PaymentMode;
}

/** Both kinds of settlement: `from` pays `to`, named by a single Custom line (SPEC §4). */
function settlement({
  description,
  amount,
  from,
  to,
  owner,
  date,
  now,
  paymentMode = 'Other',
}: SettlementParts): Omit<Transaction, 'id'> {
  return {
    description,
    amount,
    category: 'unknown',
    tags: [],
    type: 'settlement',
    owner,
    date,
    createdAt: now,
    updatedAt: now,
    comments: '',
    from,
    paymentMode,
    splitInfo: { method: 'Custom', details: [{ userId: to, amount, split: amount }] },
  };
}

interface SettleNowInput {
  /** Who is repaid. */
  payer: string;
  /** What their unsettled expenses add up to. */
  amount: number;
  owner: string;
  year: number;
  month: number;
  now: number;
}

/**
 * A monthly ledger's Settle Now repays a person from the shared pot, so it is from 'common'. Rounded to
 * 2 decimals (SPEC §9); a past month's settlement is dated on that month's last day.
 */
export function buildSettleNow({ payer, amount, owner, year, month, now }: SettleNowInput): Omit<Transaction, 'id'> {
  const repaid = roundTo(amount, 2);
  const date = settlementDate(year, month, now);
  return settlement({ description: 'Settlement', amount: repaid, from: COMMON_PAYER, to: payer, owner, date, now });
}

export interface SettleUpInput {
  from: string;
  to: string;
  amount: number;
  owner: string;
  now: number;
  /** When it was paid (the Record payment sheet's date); now by default. */
  date?: number;
  paymentMode?: PaymentMode;
}

/**
 * A one-time ledger's Settle Up: the debtor pays the creditor, rounded to 2 decimals (SPEC §9). Suggested
 * transfers are whole paise already (balances.ts), so settling them all still brings everyone to 0.00.
 */
export function buildSettleUp({
  from,
  to,
  amount,
  owner,
  now,
  date = now,
  paymentMode,
}: SettleUpInput): Omit<Transaction, 'id'> {
  return settlement({ description: 'settle up', amount: roundTo(amount, 2), from, to, owner, date, now, paymentMode });
}

/**
 * Add now: the recurring item's entry for this month, dated now and linked by recursiveId so the item
 * shows as already added. `amount` is what the user typed when the item has no fixed amount. A posting
 * (issue 31) is dated on its period's day and carries that period's amount.
 */
export function buildFromRecurring(
  item: RecurringItem,
  { amount, now, owner, date = now }: { amount?: number; now: number; owner: string; date?: number },
): Omit<Transaction, 'id'> {
  return {
    description: item.description,
    amount: amount ?? amountFor(item, monthKeyOf(date)),
    category: item.category,
    tags: [...item.tags],
    type: item.type,
    owner,
    date,
    createdAt: now,
    updatedAt: now,
    comments: '',
    from: item.from,
    paymentMode: item.paymentMode,
    recursiveId: item.id,
  };
}
