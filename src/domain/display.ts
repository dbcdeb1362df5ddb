// Small display rules from SPEC §2 and §9: avatar initial, page title, and when a ledger counts as loaded.
import { PRODUCT_NAME } from './defaults';
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

/** SPEC §2 switch toast. */
export function switchedToMessage(ledgerName: string): string {
  return `Switched to ${ledgerName}`;
}
