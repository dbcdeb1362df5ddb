// What an edit form changed, field by field: only these are written, on top of the stored document, so
// an edit made on a screen that is a moment old never undoes what happened meanwhile.
import { billKey } from './bill';
import { currentMonth } from './months';
import { removedFields, type RemovableField } from './transaction-documents';
import type { Payer, SplitInfo, Transaction } from './types';

type TransactionData = Omit<Transaction, 'id'>;

/** Fields an edit form owns. Settling, the links to a recurring item and the audit stamps are not among them. */
const EDITABLE_FIELDS = [
  'description',
  'amount',
  'category',
  'tags',
  'type',
  'date',
  'comments',
  'from',
  'paymentMode',
  'splitInfo',
  'payers',
  'originalAmount',
  'originalCurrency',
  'exchangeRate',
  'bill',
] as const;

/**
 * Split lines are computed from the amount and the payer, the payers add up to the amount and name the
 * payer, and a foreign amount at its rate is the amount: so all of these must always come from the same
 * form. If any of them changed, all are written, never mixed with someone else's.
 */
const MONEY_FIELDS = [
  'amount',
  'from',
  'splitInfo',
  'payers',
  'originalAmount',
  'originalCurrency',
  'exchangeRate',
  'bill',
] as const;

/**
 * A removable field is deleted only by a draft that carries what it belongs to: the list of payers goes
 * with `from`, the foreign amount with `amount`. Every form's draft carries both; a partial change
 * (`{description}`) says nothing about them, so it never deletes anything.
 */
const OWNER_OF: Record<RemovableField, 'from' | 'amount'> = {
  payers: 'from',
  originalAmount: 'amount',
  originalCurrency: 'amount',
  exchangeRate: 'amount',
  bill: 'amount',
};

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}

/** Field by field: the decoder and the split calculator build lines with their keys in different orders. */
function sameSplit(a: SplitInfo | undefined, b: SplitInfo | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.method === b.method &&
    a.details.length === b.details.length &&
    a.details.every((line, i) => {
      const other = b.details[i];
      return (
        other !== undefined &&
        line.userId === other.userId &&
        line.amount === other.amount &&
        line.split === other.split
      );
    })
  );
}

/** The same people paying the same parts, in the same order (the order the form lists them in). */
function samePayers(a: readonly Payer[] | undefined, b: readonly Payer[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((payer, i) => payer.userId === b[i]?.userId && payer.amount === b[i]?.amount);
}

function same(field: (typeof EDITABLE_FIELDS)[number], before: Transaction, after: Partial<TransactionData>): boolean {
  if (field === 'tags') return sameTags(before.tags, after.tags ?? []);
  if (field === 'splitInfo') return sameSplit(before.splitInfo, after.splitInfo);
  if (field === 'payers') return samePayers(before.payers, after.payers);
  if (field === 'bill') return billKey(before.bill) === billKey(after.bill);
  return before[field] === after[field];
}

/**
 * The fields of `after` (the form's draft) that differ from `before` (what the form was opened with).
 * A field the form dropped (a second payer removed, an amount now in the ledger's own currency: see
 * transaction-documents.ts's removedFields) is in the result with the value `undefined`, meaning
 * "delete it"; updateTransaction writes the store's delete marker for it.
 */
export function changedFields(before: Transaction, after: Partial<TransactionData>): Partial<TransactionData> {
  const changes: Partial<Record<keyof TransactionData, unknown>> = {};
  for (const field of EDITABLE_FIELDS) {
    if (field in after && !same(field, before, after)) changes[field] = after[field];
  }
  for (const field of removedFields(before, after)) {
    if (OWNER_OF[field] in after) changes[field] = undefined;
  }
  if (MONEY_FIELDS.some((field) => field in changes)) {
    for (const field of MONEY_FIELDS) if (after[field] !== undefined) changes[field] = after[field];
    // The money fields go together: a list of payers or a foreign amount another device added since the
    // form opened must not stay beside this form's amount and payer. Whatever the draft does not carry
    // (for a field whose owner it does carry) is deleted.
    for (const field of Object.keys(OWNER_OF) as RemovableField[]) {
      if (after[field] === undefined && OWNER_OF[field] in after) changes[field] = undefined;
    }
  }
  return changes as Partial<TransactionData>;
}

/** Whether the changes give the entry other payers: another `from`, or another list of payers (or none). */
function changesPayer(before: Transaction, changes: Partial<TransactionData>): boolean {
  return (
    (changes.from !== undefined && changes.from !== before.from) ||
    ('payers' in changes && !samePayers(before.payers, changes.payers))
  );
}

/** Settled as the cloud's rules see it: either mark counts. */
export function isSettledEntry(t: Pick<Transaction, 'isSettled' | 'settlementId'>): boolean {
  return Boolean(t.isSettled || t.settlementId);
}

function monthKey(date: number): string {
  const { year, month } = currentMonth(date);
  return `${year}-${month}`;
}

/**
 * Whether saving these changes takes a settled expense out of its settlement: its amount or payer
 * changes (`from`, or who else paid and how much: a list of payers added, changed or removed), or it moves
 * to another month (a settlement repays one payer for one month).
 */
export function unsettlesOnSave(before: Transaction, changes: Partial<TransactionData>): boolean {
  if (!isSettledEntry(before)) return false;
  return (
    (changes.amount !== undefined && changes.amount !== before.amount) ||
    changesPayer(before, changes) ||
    (changes.date !== undefined && monthKey(changes.date) !== monthKey(before.date))
  );
}

/** The question asked before such a save. */
export const UNSETTLE_CONFIRM =
  'This expense is settled. Changing its amount, payer or month takes it out of its settlement: the settlement is reduced by it, and the expense shows as yet to settle again.';

/**
 * Whether these changes touch what a settlement was computed from (amount, payer or payers, date). Only
 * admins may do that (SPEC §6; the cloud's rules refuse anyone else, payers included), or a member could
 * be repaid twice.
 */
export function touchesSettledFields(before: Transaction, changes: Partial<TransactionData>): boolean {
  if (!isSettledEntry(before)) return false;
  return (
    (changes.amount !== undefined && changes.amount !== before.amount) ||
    changesPayer(before, changes) ||
    (changes.date !== undefined && changes.date !== before.date)
  );
}

export const SETTLED_AMOUNT_ADMIN_ONLY = 'This expense is settled: only an admin can change its amount, payer or date.';
