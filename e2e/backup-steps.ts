// Steps shared by the backup specs: exporting through the Settings card, importing a file, comparing.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

export interface Downloaded {
  fileName: string;
  text: string;
}

export async function download(
  page: Page,
  button: 'Export JSON' | 'Export CSV' | 'Download backup',
): Promise<Downloaded> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { fileName: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

export async function exportJson(page: Page): Promise<Downloaded> {
  await page.goto('/ledger/settings');
  await expect(page.getByRole('heading', { name: 'Backup and export' })).toBeVisible();
  return download(page, 'Export JSON');
}

/** Picks a file for 'Import backup' on the Settings screen of whichever ledger is active. */
export async function importFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.goto('/ledger/settings');
  await page.getByLabel('Import backup').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });
}

export async function deleteGroup(page: Page, name: string): Promise<void> {
  await page.goto('/ledger/switch');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Group deleted successfully').last()).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
}

/** The same ledger restored gets a new id and timestamps; every other field must match. */
export function normalise(text: string): unknown {
  const backup = JSON.parse(text);
  return { ...backup, exportedAt: 0, ledger: { ...backup.ledger, id: '', createdAt: 0, updatedAt: 0 } };
}

/** Names of the groups on the switch screen, sorted. */
export async function groupNames(page: Page): Promise<string[]> {
  await page.goto('/ledger/switch');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  const labels = await page
    .getByRole('button', { name: /^Delete / })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent ?? ''));
  return labels.map((l) => l.replace(/^Delete /, '')).sort();
}

/** Every document path in device storage, read straight from IndexedDB. */
export async function storedPaths(page: Page): Promise<string[]> {
  return page.evaluate(
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
}
