// `?refused={id}` on the entry forms names an entry kept after the server refused it, to open filled
// again (store/refused-entries.ts). Route definitions load with the first screen, so this file imports
// nothing that reads: a plain Add Expense loads none of that code either.
import type { ReopenedEntry } from '../../../domain/refused-writes';

export interface ReopenSearch {
  refused?: string;
}

export function reopenSearch(search: Record<string, unknown>): ReopenSearch {
  return typeof search.refused === 'string' && search.refused ? { refused: search.refused } : {};
}

/** The add forms' loader: a kept entry to open again as a new one, or null for an empty form. */
export async function loadReopenedNew(refused: string | undefined, signal: AbortSignal): Promise<ReopenedEntry | null> {
  if (!refused) return null;
  const { loadReopened } = await import('./-ledger-data');
  return loadReopened(refused, null, signal);
}
