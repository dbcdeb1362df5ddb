// Recurring items: which are added this month, the Add now flow, and the transaction they produce (SPEC §4).
import type { RecurringItem, Transaction } from './types';

export const ALREADY_ADDED_CONFIRM = 'Transaction already exists for this month. Do you want to add it again?';

/** An entry with amount 0 or less does not count, so a placeholder never hides the item (SPEC §4). */
export function addedRecurringIds(monthTransactions: Transaction[]): Set<string> {
  const ids = new Set<string>();
  for (const t of monthTransactions) if (t.recursiveId && t.amount > 0) ids.add(t.recursiveId);
  return ids;
}

const byDescription = (a: RecurringItem, b: RecurringItem) =>
  a.description.localeCompare(b.description) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function partitionRecurring(
  items: RecurringItem[],
  monthTransactions: Transaction[],
): { yetToAdd: RecurringItem[]; alreadyAdded: RecurringItem[] } {
  const added = addedRecurringIds(monthTransactions);
  const yetToAdd: RecurringItem[] = [];
  const alreadyAdded: RecurringItem[] = [];
  for (const item of items) (added.has(item.id) ? alreadyAdded : yetToAdd).push(item);
  return { yetToAdd: yetToAdd.sort(byDescription), alreadyAdded: alreadyAdded.sort(byDescription) };
}

export function addNowPlan(
  item: RecurringItem,
  monthTransactions: Transaction[],
): { needsConfirm: boolean; needsAmount: boolean } {
  return {
    needsConfirm: addedRecurringIds(monthTransactions).has(item.id),
    needsAmount: item.amount <= 0,
  };
}

/** Built in transaction-documents; emulator-tests still import it by this name. */
export { buildFromRecurring as transactionFromRecurring } from './transaction-documents';
