// Picks the active ledger on load (SPEC §4) and orders ledgers and transactions for display.
import { NEW_LEDGER_WINDOW_MS } from './defaults';
import type { Ledger, Transaction } from './types';

export function sortLedgers(ledgers: Ledger[]): Ledger[] {
  return [...ledgers].sort((a, b) => a.name.localeCompare(b.name) || cmp(a.id, b.id));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function newest(ledgers: Ledger[]): Ledger | null {
  let best: Ledger | null = null;
  for (const l of ledgers) {
    if (!best || l.createdAt > best.createdAt || (l.createdAt === best.createdAt && l.id > best.id)) best = l;
  }
  return best;
}

/**
 * A just-created ledger wins so the creator lands in it. The window is symmetric so a few ms of clock
 * skew between the creating write and `now` cannot hide it, while far-future stamps never win.
 */
function isNewLedger(ledger: Ledger, now: number): boolean {
  return Math.abs(now - ledger.createdAt) < NEW_LEDGER_WINDOW_MS;
}

export function chooseActiveLedger(
  ledgers: Ledger[],
  lastUsedLedgerId: string | undefined,
  now: number,
): Ledger | null {
  const fresh = newest(ledgers.filter((l) => isNewLedger(l, now)));
  if (fresh) return fresh;
  const last = lastUsedLedgerId ? ledgers.find((l) => l.id === lastUsedLedgerId) : undefined;
  return last ?? newest(ledgers);
}

/** Newest first by date; createdAt then id keep the order stable for same-day entries. */
function compareTransactions(a: Transaction, b: Transaction): number {
  return b.date - a.date || b.createdAt - a.createdAt || cmp(a.id, b.id);
}

export function sortTransactions(txs: Transaction[]): Transaction[] {
  return [...txs].sort(compareTransactions);
}
