// What's new: entries in a ledger's activity log written by someone else after this person last looked at
// the ledger's home or Activity. "Last looked" is a time stored with the account (users/{id}/seen/{ledger}).
import { changeText, headline, type ActivityEntry } from './activity';
import { formatMoney } from './currency';
import type { NameOf } from './member-names';
import type { Transaction } from './types';

/** How long the home or Activity must be on screen before the ledger counts as seen. */
export const SEEN_AFTER_MS = 3000;
/** The card shows the newest few; the rest are one tap away in Activity. */
export const WHATS_NEW_SHOWN = 5;

/** Someone else's entries after `seenAt`, newest first. Without a time, nothing is new: see seenOnFirstSight. */
export function newSince(entries: readonly ActivityEntry[], seenAt: number | undefined, me: string): ActivityEntry[] {
  if (seenAt === undefined) return [];
  return entries.filter((e) => e.by !== me && e.at > seenAt).sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
}

/**
 * The time to store as "seen": now, or the newest entry's time when a writer's clock ran ahead of this one,
 * so what was on screen never shows as new again. Never earlier than what is stored.
 */
export function seenMark(entries: readonly Pick<ActivityEntry, 'at'>[], now: number, stored = 0): number {
  return Math.max(now, stored, ...entries.map((e) => e.at));
}

/** "3 new", in words as well as the badge's colour. */
export const newCountText = (count: number) => `${count} new`;

export interface NewsLine {
  id: string;
  /** The log's own wording, with the entry's amount when it is an expense still there: "Asha added Dinner, ₹3,000". */
  text: string;
  /** This person's part of it, when they are in its split: "your share ₹750". */
  share?: string;
  /** What an edit changed, one line per field. */
  changes: string[];
}

/** One line of the card. `tx` is the entry's transaction as it is now, when it still exists and is readable. */
export function newsLine(
  entry: ActivityEntry,
  authorOf: NameOf,
  tx: Transaction | undefined,
  me: string,
  currency: string,
): NewsLine {
  const amount =
    tx && tx.type !== 'settlement' && isAboutTransaction(entry) ? `, ${formatMoney(tx.amount, currency)}` : '';
  const mine = tx?.splitInfo?.details.find((d) => d.userId === me);
  const line: NewsLine = { id: entry.id, text: `${headline(entry, authorOf)}${amount}`, changes: [] };
  if (mine && tx?.type === 'expense' && mine.amount > 0)
    line.share = `your share ${formatMoney(mine.amount, currency)}`;
  line.changes = entry.changes.map(changeText);
  return line;
}

const TRANSACTION_KINDS: ReadonlySet<ActivityEntry['kind']> = new Set(['added', 'edited', 'restored']);

function isAboutTransaction(entry: ActivityEntry): boolean {
  return TRANSACTION_KINDS.has(entry.kind) && entry.subject !== '';
}

/** The total for the app's icon: every ledger's count. */
export function totalNew(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
