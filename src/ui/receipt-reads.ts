// Reading receipts for the screens. A card's thumbnail is read once per receipt and kept in memory, so
// scrolling back or re-rendering a list does not read it again; a receipt not there yet is not kept, so
// it is read again later. The card (features/transactions) and the form's preview share what is kept; each
// passes the store's read in, as src/ui sits below the store.
import type { StoredReceipt } from '../data/repo/receipts';
import type { Transaction } from '../domain/types';

/** What a card shows of a receipt: its description and thumbnail, without the file. */
export type ReceiptMeta = Omit<StoredReceipt, 'data'>;
/** As storage returns it: with how many parts the file was cut into. */
export type StoredReceiptMeta = ReceiptMeta & { parts: number };

/** A few hundred thumbnails of ~10 KB each at most; the oldest read is forgotten first. */
const MAX_KEPT = 300;
const kept = new Map<string, ReceiptMeta>();

/** A receipt attached again (a new one) comes with a new `updatedAt`, so it is read afresh. */
function keyOf(tx: Pick<Transaction, 'id' | 'updatedAt' | 'receipt'>): string {
  return `${tx.id}|${tx.updatedAt}|${tx.receipt?.type ?? ''}|${tx.receipt?.parts ?? 0}`;
}

export function keptReceiptMeta(tx: Pick<Transaction, 'id' | 'updatedAt' | 'receipt'>): ReceiptMeta | undefined {
  return kept.get(keyOf(tx));
}

/** The receipt's description and thumbnail, or null while it has not arrived (or cannot be read). */
export async function readReceiptMeta(
  tx: Pick<Transaction, 'id' | 'updatedAt' | 'receipt'>,
  readStored: (transactionId: string) => Promise<StoredReceiptMeta | null>,
): Promise<ReceiptMeta | null> {
  const key = keyOf(tx);
  const known = kept.get(key);
  if (known) return known;
  const read = await readStored(tx.id);
  if (!read) return null;
  const { parts: _parts, ...meta } = read;
  kept.set(key, meta);
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
  return meta;
}

/** The receipt's file as a Blob, for an object URL. */
export function receiptBlob(receipt: Pick<StoredReceipt, 'data' | 'type'>): Blob {
  const binary = atob(receipt.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: receipt.type });
}
