// Receipt sizes: which files are taken, the compression plan's sizes and qualities, base64 arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECEIPT_NAME } from './receipt-parts';
import {
  base64Length,
  bytesOfBase64,
  encodingPlan,
  isBase64,
  isThumbnail,
  MIN_LONG_SIDE,
  QUALITY_STEPS,
  RECEIPT_LONG_SIDE,
  receiptKind,
  receiptName,
  receiptSizeText,
  scaledSize,
} from './receipt-size';

const longSide = (s: { width: number; height: number }) => Math.max(s.width, s.height);

describe('receiptKind', () => {
  it('takes photos and PDFs by type', () => {
    expect(receiptKind('image/jpeg', 'a.jpg')).toBe('image');
    expect(receiptKind('image/png', 'a.png')).toBe('image');
    expect(receiptKind('image/webp', 'a.webp')).toBe('image');
    expect(receiptKind('image/heic', 'IMG_0001.HEIC')).toBe('image');
    expect(receiptKind('application/pdf', 'bill.pdf')).toBe('pdf');
  });

  it('falls back on the extension when the browser gives no type', () => {
    expect(receiptKind('', 'IMG_0001.HEIC')).toBe('image');
    expect(receiptKind('', 'bill.PDF')).toBe('pdf');
    expect(receiptKind('application/octet-stream', 'scan.jpeg')).toBe('image');
    expect(receiptKind('', 'notes.txt')).toBeNull();
    expect(receiptKind('', 'no-extension')).toBeNull();
  });

  it('refuses other documents and SVG, whatever the name says', () => {
    expect(receiptKind('text/plain', 'receipt.jpg')).toBeNull();
    expect(receiptKind('image/svg+xml', 'logo.svg')).toBeNull();
    expect(receiptKind('application/zip', 'bill.pdf')).toBeNull();
  });
});

describe('scaledSize', () => {
  it('scales the long side down and keeps the proportions', () => {
    expect(scaledSize({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(scaledSize({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('keeps every side at least 1 px, whatever the proportions (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 4000 }),
        (width, height, side) => {
          const s = scaledSize({ width, height }, side);
          expect(s.width).toBeGreaterThanOrEqual(1);
          expect(s.height).toBeGreaterThanOrEqual(1);
          expect(longSide(s)).toBeLessThanOrEqual(Math.max(side, 1));
          expect(longSide(s)).toBeLessThanOrEqual(Math.max(width, height));
          // The long side stays the long side.
          if (width > height) expect(s.width).toBeGreaterThanOrEqual(s.height);
          if (height > width) expect(s.height).toBeGreaterThanOrEqual(s.width);
        },
      ),
    );
  });
});

describe('encodingPlan', () => {
  it('starts at 1600 px with the best quality and ends at the smallest legible size', () => {
    const plan = encodingPlan({ width: 4032, height: 3024 });
    expect(plan[0]).toEqual({ width: 1600, height: 1200, quality: QUALITY_STEPS[0] });
    expect(plan.slice(0, QUALITY_STEPS.length).map((a) => a.quality)).toEqual(QUALITY_STEPS);
    expect(longSide(plan.at(-1)!)).toBe(MIN_LONG_SIDE);
  });

  it('tries only qualities for a photo already smaller than the last size', () => {
    const plan = encodingPlan({ width: 300, height: 200 });
    expect(plan).toEqual(QUALITY_STEPS.map((quality) => ({ width: 300, height: 200, quality })));
  });

  it('never grows, lowers quality at one size, and stays within bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12_000 }), fc.integer({ min: 1, max: 12_000 }), (width, height) => {
        const plan = encodingPlan({ width, height });
        expect(plan.length).toBeGreaterThanOrEqual(QUALITY_STEPS.length);
        expect(plan.length).toBeLessThan(40);
        for (const [i, a] of plan.entries()) {
          expect(longSide(a)).toBeLessThanOrEqual(RECEIPT_LONG_SIDE);
          expect(a.width).toBeGreaterThanOrEqual(1);
          expect(a.height).toBeGreaterThanOrEqual(1);
          expect(a.quality).toBeGreaterThan(0);
          expect(a.quality).toBeLessThanOrEqual(1);
          const before = plan[i - 1];
          if (!before) continue;
          expect(longSide(a)).toBeLessThanOrEqual(longSide(before));
          if (longSide(a) === longSide(before)) expect(a.quality).toBeLessThan(before.quality);
        }
        const last = plan.at(-1)!;
        expect(longSide(last)).toBe(Math.min(MIN_LONG_SIDE, longSide(scaledSize({ width, height }, 1600))));
      }),
    );
  });
});

describe('base64 arithmetic', () => {
  it('matches what Node encodes, for any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = Buffer.from(bytes).toString('base64');
        expect(text.length).toBe(base64Length(bytes.length));
        expect(bytesOfBase64(text)).toBe(bytes.length);
        expect(isBase64(text)).toBe(true);
      }),
    );
  });

  it('tells base64 from other text', () => {
    expect(isBase64('')).toBe(true);
    expect(isBase64('QUJD')).toBe(true);
    expect(isBase64('QUI=')).toBe(true);
    expect(isBase64('QUJ')).toBe(false);
    expect(isBase64('QU=D')).toBe(false);
    expect(isBase64('data:image/png;base64,QUJD')).toBe(false);
  });

  it('a receipt of 250 KB takes a third more as text', () => {
    expect(base64Length(250_000)).toBe(333_336);
  });
});

describe('isThumbnail', () => {
  it('takes image data URLs and nothing else', () => {
    expect(isThumbnail('')).toBe(true);
    expect(isThumbnail('data:image/jpeg;base64,QUJD')).toBe(true);
    expect(isThumbnail('data:image/svg+xml;base64,QUJD')).toBe(false);
    expect(isThumbnail('javascript:alert(1)')).toBe(false);
    expect(isThumbnail('https://example.com/x.jpg')).toBe(false);
    expect(isThumbnail('data:image/jpeg;base64,QU"onerror')).toBe(false);
  });
});

describe('receiptSizeText', () => {
  it('reads as people say sizes', () => {
    expect(receiptSizeText(512)).toBe('512 B');
    expect(receiptSizeText(245_300)).toBe('245 KB');
    expect(receiptSizeText(1_234_567)).toBe('1.2 MB');
  });
});

describe('receiptName', () => {
  it('keeps the name with the extension of what is stored', () => {
    expect(receiptName('IMG_0001.HEIC', 'image/webp')).toBe('IMG_0001.webp');
    expect(receiptName('bill.pdf', 'application/pdf')).toBe('bill.pdf');
    expect(receiptName('  ', 'image/jpeg')).toBe('receipt.jpg');
    expect(receiptName('line\nbreak.png', 'image/webp')).toBe('line break.webp');
  });

  it('is never longer than a stored name may be (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (name) => {
        const kept = receiptName(name, 'image/webp');
        expect(kept.length).toBeLessThanOrEqual(MAX_RECEIPT_NAME);
        expect(kept.endsWith('.webp')).toBe(true);
        expect(kept).not.toMatch(/[\n\r]/);
      }),
    );
  });
});
