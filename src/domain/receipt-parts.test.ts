// A receipt's base64 is cut into parts that each fit one document, and join back to the same file.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECEIPT_PARTS } from './decode';
import {
  cutIntoParts,
  MAX_RECEIPT_BYTES,
  MAX_THUMB_CHARS,
  RECEIPT_PART_CHARS,
  RECEIPT_TOO_LARGE,
  receiptProblem,
} from './receipt-parts';

const base64 = (n: number) => 'QUJD'.repeat(Math.ceil(n / 4)).slice(0, n);

describe('cutIntoParts', () => {
  it('keeps a small file in one part and an empty one as one empty part', () => {
    expect(cutIntoParts('QUJD')).toEqual(['QUJD']);
    expect(cutIntoParts('')).toEqual(['']);
  });

  it('cuts at exactly 700,000 characters', () => {
    expect(cutIntoParts(base64(RECEIPT_PART_CHARS))).toHaveLength(1);
    const parts = cutIntoParts(base64(RECEIPT_PART_CHARS + 1));
    expect(parts.map((p) => p.length)).toEqual([RECEIPT_PART_CHARS, 1]);
  });

  it('joins back to the input, each part at most 700,000 characters and none empty but the only one (property)', () => {
    // Lengths around the part boundaries, without building strings of megabytes for every run.
    const length = fc.oneof(
      fc.integer({ min: 0, max: 3 * RECEIPT_PART_CHARS + 10 }),
      fc
        .integer({ min: 1, max: 3 })
        .chain((k) => fc.integer({ min: -2, max: 2 }).map((d) => k * RECEIPT_PART_CHARS + d)),
    );
    fc.assert(
      fc.property(length, fc.string({ minLength: 1, maxLength: 8 }), (n, seed) => {
        const data = seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
        const parts = cutIntoParts(data);
        expect(parts.join('')).toBe(data);
        expect(parts.length).toBe(Math.max(1, Math.ceil(n / RECEIPT_PART_CHARS)));
        for (const part of parts) expect(part.length).toBeLessThanOrEqual(RECEIPT_PART_CHARS);
        if (n > 0) for (const part of parts) expect(part.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('receiptProblem', () => {
  it('accepts a receipt that fits in 8 parts with a small thumbnail', () => {
    expect(receiptProblem({ bytes: 3000, data: base64(4000), thumb: 'data:image/jpeg;base64,AAAA' })).toBeNull();
    expect(
      receiptProblem({
        bytes: MAX_RECEIPT_BYTES,
        data: base64(RECEIPT_PART_CHARS * MAX_RECEIPT_PARTS),
        thumb: base64(MAX_THUMB_CHARS),
      }),
    ).toBeNull();
  });

  it('refuses a file over the limit, one needing a ninth part, and a thumbnail over 40,000 characters', () => {
    expect(MAX_RECEIPT_BYTES).toBe(4_200_000);
    expect(RECEIPT_TOO_LARGE).toBe('A receipt can be at most 4 MB');
    expect(receiptProblem({ bytes: MAX_RECEIPT_BYTES + 1, data: '', thumb: '' })).toBe(RECEIPT_TOO_LARGE);
    expect(receiptProblem({ bytes: 10, data: base64(RECEIPT_PART_CHARS * MAX_RECEIPT_PARTS + 1), thumb: '' })).toBe(
      RECEIPT_TOO_LARGE,
    );
    expect(receiptProblem({ bytes: 10, data: 'QUJD', thumb: base64(MAX_THUMB_CHARS + 1) })).toBe(RECEIPT_TOO_LARGE);
  });
});
