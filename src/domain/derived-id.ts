// Ids derived from what a document stands for, so that doing the same thing twice (two tabs, two
// devices, a double tap, offline included) writes the same document instead of a second one.

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let hex = '';
  for (const b of new Uint8Array(digest)) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** A document id (24 hex digits after the prefix) for the given parts, order-sensitive. */
async function derivedId(prefix: string, parts: readonly string[]): Promise<string> {
  // The separator cannot occur in ids or numbers, so ['a', 'bc'] and ['ab', 'c'] differ.
  return `${prefix}${(await sha256Hex(parts.join('\u0000'))).slice(0, 24)}`;
}

/** Settle Now: one settlement per set of expenses, whichever order they were listed in. */
export function monthlySettlementId(expenseIds: readonly string[]): Promise<string> {
  return derivedId('settle-', [...expenseIds].sort());
}

/**
 * Settle Up: one settlement per transfer and per state of the ledger it was computed from. Two presses
 * on the same view write one document; once it is written the ledger's state differs, so a later
 * Settle Up of the same amount (new expenses, new debt) is a new settlement.
 */
export function settleUpId(
  transfer: { from: string; to: string; amount: number },
  ledgerState: readonly { id: string; updatedAt: number }[],
): Promise<string> {
  const state = ledgerState.map((t) => `${t.id}@${t.updatedAt}`).sort();
  return derivedId('settleup-', [transfer.from, transfer.to, String(transfer.amount), ...state]);
}

/**
 * Add my share: one monthly expense per (trip, person), or per (trip, person, trip category), so adding
 * the share again rewrites it. The whole share has one part fewer, so no category name collides with it.
 */
export function myShareId(tripLedgerId: string, userId: string, category: string | null): Promise<string> {
  return derivedId('share-', category === null ? [tripLedgerId, userId] : [tripLedgerId, userId, category]);
}
