// A receipt's file is kept as base64 text cut into parts, each well under Firestore's 1 MiB document
// limit, so receipts queue offline and sync like every other document, with no other cloud service.
import { LIMITS, MAX_RECEIPT_BYTES } from './schema/limits';
import type { ReceiptType } from './types';

const MAX_RECEIPT_PARTS = LIMITS.receiptParts;
/** Base64 characters per part: 700,000 characters is 525 KB of file, leaving room under 1 MiB. */
export const RECEIPT_PART_CHARS = LIMITS.receiptPartChars;
/** The largest file kept: images are compressed far below this; a PDF must fit as it is. */
export { MAX_RECEIPT_BYTES };
/** The longest thumbnail, a small JPEG data URL. */
export const MAX_THUMB_CHARS = LIMITS.thumb;
export const MAX_RECEIPT_NAME = LIMITS.receiptName;

export const RECEIPT_TOO_LARGE = `A receipt can be at most ${Math.floor(MAX_RECEIPT_BYTES / 1_000_000)} MB`;
export const RECEIPT_WRONG_TYPE = 'Attach a photo (JPEG, PNG, WebP) or a PDF';

/** A receipt ready to store: the file as base64, and a thumbnail for cards ('' for a PDF). */
export interface PreparedReceipt {
  type: ReceiptType;
  name: string;
  bytes: number;
  data: string;
  thumb: string;
}

export function cutIntoParts(base64: string): string[] {
  if (base64.length === 0) return [''];
  const parts: string[] = [];
  for (let i = 0; i < base64.length; i += RECEIPT_PART_CHARS) parts.push(base64.slice(i, i + RECEIPT_PART_CHARS));
  return parts;
}

/** Why this receipt cannot be kept, or null. */
export function receiptProblem(receipt: Pick<PreparedReceipt, 'bytes' | 'data' | 'thumb'>): string | null {
  if (receipt.bytes > MAX_RECEIPT_BYTES || cutIntoParts(receipt.data).length > MAX_RECEIPT_PARTS)
    return RECEIPT_TOO_LARGE;
  if (receipt.thumb.length > MAX_THUMB_CHARS) return RECEIPT_TOO_LARGE;
  return null;
}
