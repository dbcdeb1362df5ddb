// What an edit form changed, field by field: only these are written, on top of the stored document, so
// an edit made on a screen that is a moment old never undoes what happened meanwhile.
import type { Transaction } from './types';

type TransactionData = Omit<Transaction, 'id'>;

/** Fields an edit form owns. Settling, the links to a recurring item and the audit stamps are not among them. */
const EDITABLE_FIELDS = ['description', 'amount', 'category', 'tags', 'type', 'date', 'comments', 'from', 'paymentMode', 'splitInfo'] as const;

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // Tags and split info are small plain data: comparing their JSON is exact for them.
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `after` that differ from `before` (what the form was opened with). */
export function changedFields(before: Transaction, after: Partial<TransactionData>): Partial<TransactionData> {
  const changes: Partial<Record<keyof TransactionData, unknown>> = {};
  for (const field of EDITABLE_FIELDS) {
    if (!(field in after)) continue;
    if (!same(before[field], after[field])) changes[field] = after[field];
  }
  return changes as Partial<TransactionData>;
}

/** Whether saving these changes takes a settled expense out of its settlement (its amount moves). */
export function unsettlesOnSave(before: Transaction, changes: Partial<TransactionData>): boolean {
  return Boolean(before.isSettled && before.settlementId) && changes.amount !== undefined && changes.amount !== before.amount;
}

/** The question asked before such a save. */
export const UNSETTLE_CONFIRM =
  'This expense is settled. Changing its amount takes it out of its settlement: the settlement is reduced by it, and the expense shows as yet to settle again.';

/**
 * Whether these changes touch what a settlement was computed from (amount, payer, date). Only admins may
 * do that (SPEC §6; the cloud's rules refuse anyone else), or a member could be repaid twice.
 */
export function touchesSettledFields(before: Transaction, changes: Partial<TransactionData>): boolean {
  return Boolean(before.isSettled && before.settlementId) && ('amount' in changes || 'date' in changes || 'from' in changes);
}

export const SETTLED_AMOUNT_ADMIN_ONLY = 'This expense is settled: only an admin can change its amount, payer or date.';
