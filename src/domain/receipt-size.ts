// How a receipt is made small enough to keep: which files are accepted, the sizes and qualities tried in
// turn when an image is compressed, and the base64 arithmetic the backup and the size checks rely on.
import { MAX_RECEIPT_NAME } from './receipt-parts';
import type { ReceiptType } from './types';

/** A photo's long side is scaled down to this, which keeps a printed receipt legible. */
export const RECEIPT_LONG_SIDE = 1600;
/** A compressed photo aims for at most this many bytes. */
export const RECEIPT_TARGET_BYTES = 300_000;
/** The thumbnail a card shows, and its JPEG quality. */
export const THUMB_LONG_SIDE = 160;
export const THUMB_QUALITIES: readonly number[] = [0.7, 0.5, 0.35];
/** Qualities tried at each size, best first; only the lowest two are tried again at smaller sizes. */
export const QUALITY_STEPS: readonly number[] = [0.82, 0.72, 0.62, 0.52, 0.42];
/** Each smaller size is this fraction of the one before, down to MIN_LONG_SIDE. */
export const SHRINK_FACTOR = 0.8;
/** Below this long side a receipt stops being legible: the last attempt is made at this size. */
export const MIN_LONG_SIDE = 480;

export type ReceiptKind = 'image' | 'pdf';

export interface Size {
  width: number;
  height: number;
}

export interface EncodeAttempt extends Size {
  quality: number;
}

const EXTENSIONS: ReadonlyMap<string, ReceiptKind> = new Map([
  ['jpg', 'image'],
  ['jpeg', 'image'],
  ['png', 'image'],
  ['webp', 'image'],
  ['heic', 'image'],
  ['heif', 'image'],
  ['avif', 'image'],
  ['pdf', 'pdf'],
]);

/**
 * What a chosen file is, from its type or, when the browser gives none (some phones for HEIC), its
 * extension: a photo to compress, a PDF to keep as it is, or null for anything else. SVG is refused: it
 * is a document, not a photo. Whether an image really decodes is only known once it is decoded.
 */
export function receiptKind(mimeType: string, fileName: string): ReceiptKind | null {
  const type = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return type === 'image/svg+xml' ? null : 'image';
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS.get(extension) ?? null;
}

/** The size that fits `longSide` with the same proportions; an image already small enough keeps its size. */
export function scaledSize({ width, height }: Size, longSide: number): Size {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const scale = Math.min(1, longSide / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/**
 * The encodings tried in turn until one is small enough: first the photo at up to RECEIPT_LONG_SIDE with
 * falling quality, then smaller sizes at the two lowest qualities, the last at MIN_LONG_SIDE (or the
 * photo's own size when it is smaller still). Sizes never grow and, at one size, qualities only fall.
 */
export function encodingPlan(original: Size): EncodeAttempt[] {
  const first = scaledSize(original, RECEIPT_LONG_SIDE);
  const attempts: EncodeAttempt[] = QUALITY_STEPS.map((quality) => ({ ...first, quality }));
  const lowest = QUALITY_STEPS.slice(-2);
  let longSide = Math.max(first.width, first.height);
  while (longSide > MIN_LONG_SIDE) {
    longSide = Math.max(MIN_LONG_SIDE, Math.floor(longSide * SHRINK_FACTOR));
    const size = scaledSize(first, longSide);
    for (const quality of lowest) attempts.push({ ...size, quality });
  }
  return attempts;
}

/** Characters of base64 for `bytes` bytes, with padding. */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/** Bytes a base64 text decodes to (its padding taken into account); 0 for ''. */
export function bytesOfBase64(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** Standard base64 with padding, as FileReader and btoa write it. */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** A thumbnail is a small image as a data URL; nothing else may reach an <img> from a stored document. */
export function isThumbnail(text: string): boolean {
  return text === '' || /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** "240 KB", "1.2 MB": how big a receipt is, for its preview. */
export function receiptSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const EXTENSION_OF: Record<ReceiptType, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * The name kept with a receipt: the chosen file's, with the extension of what is stored (a HEIC photo is
 * kept as WebP), on one line and at most MAX_RECEIPT_NAME characters.
 */
export function receiptName(fileName: string, type: ReceiptType): string {
  const extension = EXTENSION_OF[type];
  // eslint-disable-next-line no-control-regex
  const flat = fileName.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  const stem = flat.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || 'receipt';
  const max = MAX_RECEIPT_NAME - extension.length - 1;
  const cut =
    stem.length > max
      ? stem
          .slice(0, max)
          .replace(/[\uD800-\uDBFF]$/, '')
          .trimEnd()
      : stem;
  return `${cut}.${extension}`;
}
