// Remind and Share summary (issue 32, parts 2 and 3) in device mode: each through a stubbed system share
// sheet, and what is offered where there is none. The phone project runs it at 360 px too.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { debtRow } from './onetime-steps';
import {
  axeInBothThemes,
  goaTripSummary,
  MEERA_REMINDER,
  PNG_SIGNATURE,
  removeShareSheet,
  sharedSoFar,
  stubShareSheet,
  tripMeeraOwes,
} from './share-steps';

/** Nothing on the page is wider than the screen: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('with no share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Remind offers Copy and Open WhatsApp with the reminder of Meera’s own debt', async ({ page }) => {
    await removeShareSheet(page);
    await tripMeeraOwes(page);
    // Only a debt to Asha, who is signed in, can be reminded of by her.
    await expect(debtRow(page, 'Meera owes Ravi').getByRole('button', { name: 'Remind' })).toHaveCount(0);
    const remind = debtRow(page, 'Meera owes Asha').getByRole('button', { name: 'Remind', exact: true });
    await remind.click();

    const dialog = page.getByRole('dialog', { name: 'Remind Meera' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MEERA_REMINDER);
    const whatsApp = dialog.getByRole('link', { name: 'Open WhatsApp', exact: true });
    await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(MEERA_REMINDER)}`);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('Reminder copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MEERA_REMINDER);
    await expectNoSidewaysScroll(page);
    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remind).toBeFocused();

    const found = await axeInBothThemes(page, 'dialog', {
      open: async () => {
        await remind.click();
        await expect(dialog).toBeVisible();
      },
      close: async () => {
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toHaveCount(0);
      },
    });
    expect(found).toEqual([]);
  });

  test('Share summary downloads the PNG and copies the text', async ({ page }) => {
    // A share sheet that takes text but no files, as on most desktops: the image cannot go through it.
    await stubShareSheet(page, { files: false });
    await tripMeeraOwes(page);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Share summary', exact: true }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('Goa trip summary.png');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // The PNG's IHDR: width and height, big-endian, from byte 16.
    expect(bytes.readUInt32BE(16)).toBe(1080);
    await expect(page.getByText('Summary image downloaded and its text copied').last()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(goaTripSummary());
    expect(await sharedSoFar(page)).toEqual([]);
  });
});

test.describe('with the share sheet', () => {
  test('Remind hands it exactly the reminder, and opens no dialog', async ({ page }) => {
    await stubShareSheet(page, { files: true });
    await tripMeeraOwes(page);
    await debtRow(page, 'Meera owes Asha').getByRole('button', { name: 'Remind', exact: true }).click();
    await expect.poll(() => sharedSoFar(page)).toEqual([{ text: MEERA_REMINDER, files: [] }]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Share summary hands it the PNG and the text', async ({ page }) => {
    await stubShareSheet(page, { files: true });
    await tripMeeraOwes(page);
    const share = page.getByRole('button', { name: 'Share summary', exact: true });
    await expectNoSidewaysScroll(page);
    const found = await axeInBothThemes(page, '.onetime-summary', {
      open: () => expect(share).toBeVisible(),
      close: async () => {},
    });
    expect(found).toEqual([]);

    await share.click();
    await expect.poll(() => sharedSoFar(page)).toHaveLength(1);
    const [shared] = await sharedSoFar(page);
    expect(shared!.text).toBe(goaTripSummary());
    expect(shared!.files).toHaveLength(1);
    const [image] = shared!.files;
    expect(image).toMatchObject({ name: 'Goa trip summary.png', type: 'image/png', head: PNG_SIGNATURE, width: 1080 });
    expect(image!.height).toBeGreaterThan(1000);
  });
});
