// Steps shared by the receipt specs: receipt files made on the spot, attaching one through the form, and
// what the card and its dialog show.
import { expect, type Locator, type Page } from '@playwright/test';

export interface FixtureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo of a receipt as a phone takes it: 2400 × 3200 PNG with printed lines and some grain, several
 * megabytes, drawn in the page's own canvas so no binary fixture needs to be kept.
 */
export async function receiptPhoto(page: Page, name = 'dinner.png'): Promise<FixtureFile> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 3200;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2400, 3200);
    gradient.addColorStop(0, '#f4efe2');
    gradient.addColorStop(1, '#d9d2c0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 3200);
    context.fillStyle = '#1d1d1d';
    context.font = 'bold 120px monospace';
    context.fillText('BEACH SHACK', 400, 300);
    context.font = '72px monospace';
    for (let line = 0; line < 30; line += 1)
      context.fillText(`Item ${line + 1} ........ ${(line * 37 + 120) % 900}.00`, 200, 500 + line * 88);
    // Grain, as a camera adds: it is what makes a photo hard to compress.
    const image = context.getImageData(0, 0, 2400, 3200);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 24) - 12;
      image.data[i] = Math.max(0, Math.min(255, (image.data[i] ?? 0) + noise));
      image.data[i + 1] = Math.max(0, Math.min(255, (image.data[i + 1] ?? 0) + noise));
      image.data[i + 2] = Math.max(0, Math.min(255, (image.data[i + 2] ?? 0) + noise));
    }
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A small, valid one-page PDF. */
export function receiptPdf(name = 'hotel.pdf'): FixtureFile {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** The form's `Attach receipt` file chooser, given a file. */
export async function attachReceipt(page: Page, file: FixtureFile): Promise<void> {
  await page.getByLabel('Attach receipt').setInputFiles(file);
}

/** The form's preview once the file is prepared, e.g. "Photo · dinner.webp · 212 KB". */
export function receiptPreview(page: Page): Locator {
  return page.getByRole('group', { name: 'Receipt' }).getByText(/^(Photo|PDF) · /);
}

export function receiptDialog(page: Page, description: string): Locator {
  return page.getByRole('dialog', { name: `Receipt for ${description}` });
}

/** Every document path in device storage under a receipts collection. */
export async function storedReceiptPaths(page: Page): Promise<string[]> {
  const all = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('vyay-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('docs').objectStore('docs').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as string[]).sort());
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
  return all.filter((path) => path.includes('/receipts/'));
}

/** The size in bytes the preview states ("212 KB" is 212,000). */
export async function previewBytes(page: Page): Promise<number> {
  const text = (await receiptPreview(page).textContent()) ?? '';
  const match = /· ([\d.]+) (B|KB|MB)$/.exec(text);
  if (!match) throw new Error(`No size in "${text}"`);
  const unit = match[2] === 'MB' ? 1_000_000 : match[2] === 'KB' ? 1000 : 1;
  return Number(match[1]) * unit;
}

/** The shown image's size as decoded by the browser (0 × 0 when it failed to load). */
export async function shownImageSize(image: Locator): Promise<{ width: number; height: number }> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

/**
 * A photo as a phone stores it when held sideways: a 400 × 300 JPEG whose EXIF Orientation (6) says to
 * turn it a quarter clockwise, so it is seen as 300 × 400. Its left half is red: turned, the top is red.
 */
export async function sidewaysPhoto(page: Page, name = 'sideways.jpg'): Promise<FixtureFile> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#d00000';
    context.fillRect(0, 0, 200, 300);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  const jpeg = Buffer.from(base64, 'base64');
  // APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112) = 6.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]) };
}

/** The colour of the shown image's pixel at (x, y), as [r, g, b]. */
export async function pixelOf(image: Locator, x: number, y: number): Promise<number[]> {
  return image.evaluate(
    (img: HTMLImageElement, [px, py]) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return [...context.getImageData(px ?? 0, py ?? 0, 1, 1).data.slice(0, 3)];
    },
    [x, y],
  );
}

/** Deletes documents from device storage directly, as if they had never arrived on this device. */
export async function forgetStored(page: Page, paths: string[]): Promise<void> {
  await page.evaluate(
    (keys) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('vyay-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('docs', 'readwrite');
          for (const key of keys) tx.objectStore('docs').delete(key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    paths,
  );
}
