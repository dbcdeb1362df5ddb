// A receipt's table (ledgers/{id}/receipts/{transactionId}, data/repo/receipts.ts): what the file is and a
// thumbnail; the file itself is cut into parts (receipt-parts.ts) under it.
import { isThumbnail } from '../receipt-size';
import { LIMITS, MAX_RECEIPT_BYTES } from './limits';
import { RECEIPT_TYPES } from './enums';
import { date, oneOf, ref, text } from './fields';
import { field, or, type Entity, type Table } from './table';

const int = (min: number, max: number) =>
  field(
    (z) => z.number().check(z.int(), z.minimum(min), z.maximum(max)),
    (v) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined),
  );

export const RECEIPT = {
  fields: {
    transactionId: ref(),
    /** Whose entry it is, for reading, as the log's `about`. */
    about: or(
      field(
        (z) => z.string().check(z.maxLength(LIMITS.id)),
        (v) => (typeof v === 'string' && v.length <= LIMITS.id ? v : undefined),
      ),
      '',
    ),
    type: oneOf(RECEIPT_TYPES),
    name: or(text(LIMITS.receiptName), ''),
    bytes: or(int(0, MAX_RECEIPT_BYTES), 0),
    parts: int(1, LIMITS.receiptParts),
    /** A small image as a data URL, or '' (a PDF): nothing else may reach an <img> from a stored document. */
    thumb: or(
      field(
        (z) =>
          z
            .string()
            .check(z.maxLength(LIMITS.thumb), z.refine(isThumbnail, 'must be a small image (a data: URL) or empty')),
        (v) => (typeof v === 'string' && v.length <= LIMITS.thumb && isThumbnail(v) ? v : undefined),
      ),
      '',
    ),
    addedBy: or(ref(), ''),
    at: or(date(), 0),
  },
} satisfies Table;

export type StoredReceipt = Entity<typeof RECEIPT.fields>;
