// Small display rules from SPEC §2 and §9: avatar initial, page title, and when a ledger counts as loaded.
import { PRODUCT_NAME } from './defaults';
import { MONTH_NAMES } from './months';
import type { Ledger } from './types';

/** Sidebar avatar fallback: the display name's first letter, or 'V' when there is no name. */
export function avatarInitial(displayName: string | null | undefined): string {
  const first = Array.from((displayName ?? '').trim())[0];
  return first ? first.toUpperCase() : 'V';
}

/** The header/document title: the active group's name, else the product name. */
export function pageTitle(ledger: Ledger | null | undefined): string {
  return ledger?.name.trim() || PRODUCT_NAME;
}

/**
 * The browser tab's title for a screen: its heading, the active group, then the product, e.g.
 * "Add Expense · Household · Vyay". A heading that is the group's own name is not repeated.
 */
export function documentTitle(heading: string, ledgerName: string | null): string {
  const parts = [heading.trim(), ledgerName?.trim() ?? ''].filter(Boolean);
  const unique = parts.filter((part, i) => parts.indexOf(part) === i && part !== PRODUCT_NAME);
  return [...unique, PRODUCT_NAME].join(' · ');
}

/** SPEC §2 switch toast. */
export function switchedToMessage(ledgerName: string): string {
  return `Switched to ${ledgerName}`;
}

/**
 * What a closed "More details" holds, in a few words: the date ("Today", or "3 Mar 2026"), the payment
 * mode, and how many tags and whether there is a comment when there are any.
 */
export function detailsSummary(d: {
  date: number;
  now: number;
  paymentMode: string;
  tags: readonly string[];
  comments: string;
}): string {
  const day = new Date(d.date);
  const today = new Date(d.now);
  const sameDay = day.toDateString() === today.toDateString();
  const parts = [
    sameDay ? 'Today' : `${day.getDate()} ${MONTH_NAMES[day.getMonth()]!.slice(0, 3)} ${day.getFullYear()}`,
    d.paymentMode,
  ];
  if (d.tags.length) parts.push(d.tags.length === 1 ? '1 tag' : `${d.tags.length} tags`);
  if (d.comments.trim()) parts.push('comment');
  return parts.join(' · ');
}
