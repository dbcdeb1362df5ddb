// Receipts on the ports: receipts/{transactionId} holds what the file is and a thumbnail; its parts hold
// the file itself (domain/receipt-parts.ts). The same paths serve both modes: IndexedDB on the device,
// Firestore (queued offline like any write) in the cloud. Every change here is a list of writes the
// repository batches together with the transaction's own change and its activity entry.
import { cutIntoParts, type PreparedReceipt } from '../../domain/receipt-parts';
import { RECEIPT } from '../../domain/schema/receipt';
import { readTable } from '../../domain/schema/table';
import type { ReceiptMark, ReceiptType, Transaction } from '../../domain/types';
import { DELETE_FIELD, type DocumentStore, type WriteOp } from '../ports';
import { paths } from './paths';

export interface StoredReceipt {
  transactionId: string;
  type: ReceiptType;
  name: string;
  bytes: number;
  thumb: string;
  /** The whole file as base64. */
  data: string;
}

/** The receipt's documents, and the transaction's mark. Old parts beyond the new count are deleted. */
export function attachReceiptOps(
  ledgerId: string,
  tx: Pick<Transaction, 'id' | 'receipt'>,
  receipt: PreparedReceipt,
  meta: { by: string; about: string; at: number },
): { ops: WriteOp[]; mark: ReceiptMark } {
  const parts = cutIntoParts(receipt.data);
  const mark: ReceiptMark = { type: receipt.type, parts: parts.length };
  const ops: WriteOp[] = [
    {
      type: 'set',
      path: paths.receipt(ledgerId, tx.id),
      data: {
        transactionId: tx.id,
        about: meta.about,
        type: receipt.type,
        name: receipt.name,
        bytes: receipt.bytes,
        parts: parts.length,
        thumb: receipt.thumb,
        addedBy: meta.by,
        at: meta.at,
      },
    },
    ...parts.map((data, i): WriteOp => ({ type: 'set', path: paths.receiptPart(ledgerId, tx.id, i), data: { data } })),
  ];
  for (let i = parts.length; i < (tx.receipt?.parts ?? 0); i += 1)
    ops.push({ type: 'delete', path: paths.receiptPart(ledgerId, tx.id, i) });
  return { ops, mark };
}

/** Deletes a transaction's receipt documents (with the transaction, or when it is removed). */
export function receiptDeleteOps(ledgerId: string, tx: Pick<Transaction, 'id' | 'receipt'>): WriteOp[] {
  if (!tx.receipt) return [];
  const ops: WriteOp[] = [{ type: 'delete', path: paths.receipt(ledgerId, tx.id) }];
  for (let i = 0; i < tx.receipt.parts; i += 1)
    ops.push({ type: 'delete', path: paths.receiptPart(ledgerId, tx.id, i) });
  return ops;
}

/** Removing a receipt from a transaction that stays: its documents, and the mark. */
export function removeReceiptOps(ledgerId: string, tx: Pick<Transaction, 'id' | 'receipt'>): WriteOp[] {
  return [
    ...receiptDeleteOps(ledgerId, tx),
    { type: 'update', path: paths.transaction(ledgerId, tx.id), data: { receipt: DELETE_FIELD } },
  ];
}

/** The receipt's description and thumbnail, without its file; null when missing or unreadable. */
export async function readReceiptMeta(
  docs: DocumentStore,
  ledgerId: string,
  transactionId: string,
): Promise<(Omit<StoredReceipt, 'data'> & { parts: number }) | null> {
  const doc = await docs.get(paths.receipt(ledgerId, transactionId));
  // The table's reading: a thumbnail that is not a small data URL is dropped (any other URL would be fetched
  // by every member's card, telling a tracker who looks, and from where); the receipt still reads.
  const receipt = doc ? readTable(RECEIPT, { ...doc, transactionId }) : null;
  if (!receipt) return null;
  const { type, name, bytes, thumb, parts } = receipt;
  return { transactionId, type, name, bytes, thumb, parts };
}

/** The whole receipt, or null when it or any part is missing (a part not synced yet reads as missing). */
export async function readReceipt(
  docs: DocumentStore,
  ledgerId: string,
  transactionId: string,
): Promise<StoredReceipt | null> {
  const meta = await readReceiptMeta(docs, ledgerId, transactionId);
  if (!meta) return null;
  const parts = await Promise.all(
    Array.from({ length: meta.parts }, (_, i) => docs.get(paths.receiptPart(ledgerId, transactionId, i))),
  );
  if (parts.some((p) => !p || typeof p.data !== 'string')) return null;
  const { parts: _count, ...rest } = meta;
  return { ...rest, data: parts.map((p) => p!.data as string).join('') };
}
