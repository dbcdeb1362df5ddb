// Turns a chosen file into a receipt ready to store, on this device: a photo is turned upright, scaled to
// at most 1600 px and compressed (WebP, or JPEG where the browser cannot write WebP) to about 300 KB, with
// a small JPEG thumbnail; a PDF is kept as it is. Loaded only when someone picks a file.
import {
  MAX_RECEIPT_BYTES,
  MAX_THUMB_CHARS,
  RECEIPT_TOO_LARGE,
  RECEIPT_WRONG_TYPE,
  receiptProblem,
  type PreparedReceipt,
} from '../domain/receipt-parts';
import {
  encodingPlan,
  RECEIPT_TARGET_BYTES,
  receiptKind,
  receiptName,
  scaledSize,
  THUMB_LONG_SIDE,
  THUMB_QUALITIES,
  type Size,
} from '../domain/receipt-size';
import type { ReceiptType } from '../domain/types';

type Canvas = HTMLCanvasElement | OffscreenCanvas;

/** The file as base64, without the `data:…;base64,` prefix. */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

function canvasOf({ width, height }: Size): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The image drawn at `size` on white: a transparent PNG must not turn black as a JPEG. */
function draw(image: ImageBitmap, size: Size): Canvas {
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('This browser cannot draw images.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

async function encode(canvas: Canvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be compressed.'))),
      type,
      quality,
    ),
  );
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // EXIF orientation applied, so a phone photo taken upright stays upright once re-encoded.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new Error(RECEIPT_WRONG_TYPE, { cause: error });
  }
}

/**
 * The photo at the first size and quality of the plan that fits the target, or the last one tried. A
 * browser that cannot write WebP hands back PNG instead, which is then redone as JPEG.
 */
async function compress(image: ImageBitmap): Promise<Blob> {
  let type: 'image/webp' | 'image/jpeg' = 'image/webp';
  let last: Blob | null = null;
  let drawn: { canvas: Canvas; size: Size } | null = null;
  for (const attempt of encodingPlan({ width: image.width, height: image.height })) {
    if (!drawn || drawn.size.width !== attempt.width || drawn.size.height !== attempt.height)
      drawn = { canvas: draw(image, attempt), size: attempt };
    let blob = await encode(drawn.canvas, type, attempt.quality);
    if (blob.type !== type) {
      type = 'image/jpeg';
      blob = await encode(drawn.canvas, type, attempt.quality);
    }
    last = blob;
    if (blob.size <= RECEIPT_TARGET_BYTES) break;
  }
  if (!last) throw new Error(RECEIPT_WRONG_TYPE);
  return last;
}

/** A card's thumbnail: a JPEG data URL of about 160 px, small enough for the receipt's document. */
async function thumbnail(image: ImageBitmap): Promise<string> {
  const canvas = draw(image, scaledSize({ width: image.width, height: image.height }, THUMB_LONG_SIDE));
  for (const quality of THUMB_QUALITIES) {
    const url = `data:image/jpeg;base64,${await base64Of(await encode(canvas, 'image/jpeg', quality))}`;
    if (url.length <= MAX_THUMB_CHARS) return url;
  }
  return '';
}

async function preparePhoto(file: File): Promise<PreparedReceipt> {
  const image = await decode(file);
  try {
    const blob = await compress(image);
    const type = blob.type as ReceiptType;
    return {
      type,
      name: receiptName(file.name, type),
      bytes: blob.size,
      data: await base64Of(blob),
      thumb: await thumbnail(image),
    };
  } finally {
    image.close();
  }
}

async function preparePdf(file: File): Promise<PreparedReceipt> {
  if (file.size > MAX_RECEIPT_BYTES) throw new Error(RECEIPT_TOO_LARGE);
  const head = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer());
  if (head !== '%PDF-') throw new Error(RECEIPT_WRONG_TYPE);
  return {
    type: 'application/pdf',
    name: receiptName(file.name, 'application/pdf'),
    bytes: file.size,
    data: await base64Of(file),
    thumb: '',
  };
}

/**
 * The receipt to store for `file`. Throws an Error whose message is for the person: RECEIPT_WRONG_TYPE
 * for anything but a photo this browser can open or a PDF, RECEIPT_TOO_LARGE for a PDF over the limit.
 */
export async function prepareReceipt(file: File): Promise<PreparedReceipt> {
  const kind = receiptKind(file.type, file.name);
  if (!kind) throw new Error(RECEIPT_WRONG_TYPE);
  const receipt = kind === 'pdf' ? await preparePdf(file) : await preparePhoto(file);
  const problem = receiptProblem(receipt);
  if (problem) throw new Error(problem);
  return receipt;
}
