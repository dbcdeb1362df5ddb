// Posting recurring items automatically (issue 31): the id an entry is posted under, what the toast says
// about a round of postings, and the bills left for someone to add by hand.
import { addedRecurringIds } from './recurring';
import { MONTH_NAMES, currentMonth } from './months';
import { amountFor, monthIndex, monthKeyOf, periodIn } from './recurring-schedule';
import type { RecurringItem, Transaction } from './types';

/** Activity entries of postings have derived ids starting so: a second device's copy is the same entry. */
export const POSTED_ENTRY_PREFIX = 'posted-';

/**
 * The id of an item's entry for one month: every device and tab derives the same one, so posting the same
 * period twice writes one document. Ids are at most 128 characters; item ids are far shorter.
 */
export function postedEntryId(itemId: string, key: string): string {
  return `${itemId}_${key}`;
}

export const postedLogId = (entryId: string) => `${POSTED_ENTRY_PREFIX}${entryId}`;

/** A refused write that was a posting another device made first: nothing of the person's is lost. */
export function isPostingWrite(paths: readonly string[]): boolean {
  return paths.some((p) => p.includes(`/activity/${POSTED_ENTRY_PREFIX}`));
}

export interface Posted {
  description: string;
  key: string;
}

const list = (parts: string[]) => new Intl.ListFormat('en', { type: 'conjunction' }).format(parts);

function monthWords(key: string, now: number, onlyThisMonth: boolean): string {
  if (onlyThisMonth) return 'this month';
  const year = Number(key.slice(0, 4));
  const name = MONTH_NAMES[Number(key.slice(5, 7)) - 1]!;
  return year === currentMonth(now).year ? name : `${name} ${year}`;
}

/**
 * One toast for a round: "Added Rent and Maid for this month", "Added Rent for October and November".
 * Items posted for the same months are named together; "this month" only when nothing else was posted.
 */
export function postedSummary(posted: readonly Posted[], now: number): string {
  // "this month" when that is all there is; once other months are named, this one is named too.
  const thisMonth = monthKeyOf(now);
  const onlyThisMonth = posted.every((p) => p.key === thisMonth);
  const monthsOf = new Map<string, string[]>();
  for (const p of posted) monthsOf.set(p.description, [...(monthsOf.get(p.description) ?? []), p.key]);
  const groups = new Map<string, string[]>();
  for (const [description, keys] of monthsOf) {
    const months = list([...new Set(keys)].sort().map((k) => monthWords(k, now, onlyThisMonth)));
    groups.set(months, [...(groups.get(months) ?? []), description]);
  }
  const parts = [...groups].map(([months, names]) => `${list(names)} for ${months}`);
  return `Added ${parts.join('; ')}`;
}

/**
 * Items falling due this month with no amount of their own (electricity): never posted automatically, so
 * someone adds each by hand. Those already added this month do not count.
 */
export function billsToAdd(items: readonly RecurringItem[], monthTransactions: Transaction[], now: number): number {
  const added = addedRecurringIds(monthTransactions);
  const index = monthIndex(currentMonth(now));
  return items.filter((item) => {
    if (added.has(item.id)) return false;
    const due = periodIn(item, index);
    return due !== null && amountFor(item, due.key) <= 0;
  }).length;
}
