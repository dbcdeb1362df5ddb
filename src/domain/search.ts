// The Transactions accordion search: case-insensitive match over a transaction's visible text.
import type { Transaction } from './types';

function matchesLower(tx: Transaction, q: string, memberName: (id: string) => string): boolean {
  if (tx.description.toLowerCase().includes(q)) return true;
  if (tx.category.toLowerCase().includes(q)) return true;
  if (tx.comments && tx.comments.toLowerCase().includes(q)) return true;
  for (const tag of tx.tags) if (tag.toLowerCase().includes(q)) return true;
  if (tx.from.toLowerCase().includes(q)) return true;
  return memberName(tx.from).toLowerCase().includes(q);
}

/**
 * Lower-cases the query once for the whole list; returns the same array when the query is blank, so
 * clearing the box shows the full list.
 */
export function filterTransactions(
  txs: Transaction[],
  query: string,
  memberName: (id: string) => string,
): Transaction[] {
  const q = query.trim().toLowerCase();
  if (q === '') return txs;
  return txs.filter((t) => matchesLower(t, q, memberName));
}
