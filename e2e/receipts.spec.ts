// Receipts on this device: a photo compressed on the phone, a PDF kept as it is, both shown on the card and
// opened in a dialog, removed on their own or with their expense, refused with a clear message when
// wrong, and kept through a backup and restore.
import { expect, test, type Page } from '@playwright/test';
import { createLedger, openMenu } from './helpers';
import { deleteGroup, exportJson, importFile } from './backup-steps';
import { addEntry, card, openSection, startHousehold, toast } from './monthly-steps';
import { openAddForm, startTrip } from './onetime-steps';
import {
  attachReceipt,
  forgetStored,
  pixelOf,
  previewBytes,
  receiptDialog,
  receiptPdf,
  receiptPhoto,
  receiptPreview,
  shownImageSize,
  sidewaysPhoto,
  storedReceiptPaths,
} from './receipts-steps';
import { axeFindings } from './support/axe';

test.setTimeout(60_000);

const WRONG_TYPE = 'Attach a photo (JPEG, PNG, WebP) or a PDF';
const TOO_LARGE = 'A receipt can be at most 4 MB';

/** From the trip's home: a split expense with this receipt, saved, back home. */
async function addTripExpense(page: Page, description: string, amount: string, attach?: () => Promise<void>) {
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  if (attach) {
    await attach();
    await expect(receiptPreview(page)).toBeVisible({ timeout: 15_000 });
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

test('a photo on a new trip expense is compressed, shows on its card, opens in a dialog, and can be removed', async ({
  page,
}) => {
  await startTrip(page);
  const photo = await receiptPhoto(page);
  expect(photo.buffer.length).toBeGreaterThan(1_000_000);

  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Dinner');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1200');
  const t0 = Date.now();
  await attachReceipt(page, photo);
  await expect(receiptPreview(page)).toHaveText(/^Photo · dinner\.webp · \d+ KB$/, { timeout: 15_000 });
  console.log('TIMING', Date.now() - t0, await receiptPreview(page).textContent());
  expect(await previewBytes(page)).toBeLessThanOrEqual(300_000);
  // The preview's thumbnail is decorative (the text says what it is), but drawn.
  const preview = await shownImageSize(page.getByRole('group', { name: 'Receipt' }).locator('img'));
  expect(preview.width).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();

  const dinner = card(page, 'Dinner');
  const view = dinner.getByRole('button', { name: 'View receipt' });
  await expect(view).toBeVisible();
  // The thumbnail: a small image inside the button, decoded.
  const thumb = await shownImageSize(view.locator('img'));
  expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(160);
  expect(thumb.width).toBeGreaterThan(0);

  await view.click();
  const dialog = receiptDialog(page, 'Dinner');
  await expect(dialog).toBeVisible();
  const full = await shownImageSize(dialog.getByRole('img', { name: 'Receipt for Dinner' }));
  // Upright as taken (3:4), scaled to 1600 px on the long side.
  expect(full).toEqual({ width: 1200, height: 1600 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedReceiptPaths(page)).toHaveLength(2);

  await view.click();
  await dialog.getByRole('button', { name: 'Remove receipt' }).click();
  await page.getByRole('dialog', { name: 'Remove receipt' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Receipt removed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dinner.getByRole('button', { name: 'View receipt' })).toHaveCount(0);
  await expect(dinner).toBeVisible();
  expect(await storedReceiptPaths(page)).toEqual([]);
});

test('a PDF is kept as it is, and deleting the expense deletes its receipt with it', async ({ page }) => {
  await startTrip(page);
  const pdf = receiptPdf();
  await addTripExpense(page, 'Hotel', '5400', async () => {
    await attachReceipt(page, pdf);
    await expect(receiptPreview(page)).toHaveText(`PDF · hotel.pdf · ${pdf.buffer.length} B`);
  });

  const hotel = card(page, 'Hotel');
  await hotel.getByRole('button', { name: 'View receipt' }).click();
  const dialog = receiptDialog(page, 'Hotel');
  const open = dialog.getByRole('link', { name: 'Open PDF' });
  await expect(open).toHaveAttribute('href', /^blob:/);
  // What the link opens is the very file that was attached.
  const bytes = await open.evaluate(async (a: HTMLAnchorElement) => (await (await fetch(a.href)).text()).length);
  expect(bytes).toBe(pdf.buffer.length);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const stored = await storedReceiptPaths(page);
  expect(stored).toHaveLength(2);
  expect(stored.some((p) => p.endsWith('/parts/0'))).toBe(true);

  await hotel.getByRole('button', { name: 'Delete Hotel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Transaction deleted')).toBeVisible();
  await expect(hotel).toHaveCount(0);
  expect(await storedReceiptPaths(page)).toEqual([]);
});

test('a receipt whose documents have not arrived yet shows as still syncing, not as an error', async ({ page }) => {
  await startTrip(page);
  await addTripExpense(page, 'Hotel', '5400', () => attachReceipt(page, receiptPdf()));
  await expect(card(page, 'Hotel').getByRole('button', { name: 'View receipt' })).toBeVisible();
  // As on a device that has the expense but not yet its receipt.
  await forgetStored(page, await storedReceiptPaths(page));
  await page.reload();
  const hotel = card(page, 'Hotel');
  await expect(hotel.getByText('Receipt still syncing')).toBeVisible();
  await expect(hotel.getByRole('button', { name: 'View receipt' })).toHaveCount(0);
});

test('a wrong file or one too large gets a clear message, and no receipt is saved', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Snacks');
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  const field = page.getByRole('group', { name: 'Receipt' });

  await attachReceipt(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') });
  await expect(field.getByRole('alert')).toHaveText(WRONG_TYPE);
  // A "photo" that is no image at all.
  await attachReceipt(page, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('garbage'.repeat(50)) });
  await expect(field.getByRole('alert')).toHaveText(WRONG_TYPE);
  const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4_300_000, 32)]);
  await attachReceipt(page, { name: 'scan.pdf', mimeType: 'application/pdf', buffer: huge });
  await expect(field.getByRole('alert')).toHaveText(TOO_LARGE);
  await expect(receiptPreview(page)).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Remove receipt' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(card(page, 'Snacks')).toBeVisible();
  await expect(card(page, 'Snacks').getByRole('button', { name: 'View receipt' })).toHaveCount(0);
  expect(await storedReceiptPaths(page)).toEqual([]);
});

test('editing a monthly expense attaches a receipt, and a later edit removes it', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '2300' });
  await openSection(page, 'Transactions');
  const groceries = card(page, 'Groceries');
  await expect(groceries.getByRole('button', { name: 'View receipt' })).toHaveCount(0);

  await groceries.getByRole('button', { name: 'Edit Groceries' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await attachReceipt(page, receiptPdf('groceries.pdf'));
  await expect(receiptPreview(page)).toHaveText(/^PDF · groceries\.pdf/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await openSection(page, 'Transactions');
  await expect(groceries.getByRole('button', { name: 'View receipt' })).toBeVisible();
  expect(await storedReceiptPaths(page)).toHaveLength(2);

  // The form shows the stored receipt; removing it there takes effect on Save.
  await groceries.getByRole('button', { name: 'Edit Groceries' }).click();
  await expect(receiptPreview(page)).toHaveText(/^PDF · groceries\.pdf/);
  await page.getByRole('group', { name: 'Receipt' }).getByRole('button', { name: 'Remove receipt' }).click();
  await expect(page.getByLabel('Attach receipt')).toBeAttached();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await openSection(page, 'Transactions');
  await expect(groceries).toBeVisible();
  await expect(groceries.getByRole('button', { name: 'View receipt' })).toHaveCount(0);
  expect(await storedReceiptPaths(page)).toEqual([]);

  // The activity log has each change once: the edit, the receipt added, the receipt removed.
  await page.goto('/ledger/activity');
  await expect(page.getByText(/attached a receipt to Groceries/)).toHaveCount(1);
  await expect(page.getByText(/removed the receipt of Groceries/)).toHaveCount(1);
});

test('a receipt survives a backup and restore, and can be left out of the backup', async ({ page }) => {
  await startTrip(page);
  const photo = await receiptPhoto(page);
  await addTripExpense(page, 'Dinner', '1200', () => attachReceipt(page, photo));
  await addTripExpense(page, 'Taxi', '300');

  const withReceipts = await exportJson(page);
  const backup = JSON.parse(withReceipts.text);
  expect(backup.version).toBe(3);
  expect(backup.receipts).toHaveLength(1);
  expect(backup.receipts[0]).toMatchObject({ type: 'image/webp', name: 'dinner.webp' });

  await page.getByRole('checkbox', { name: 'Include receipts' }).uncheck();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const without = JSON.parse(await (await import('node:fs/promises')).readFile(await file.path(), 'utf8'));
  expect(without.receipts).toEqual([]);
  expect(withReceipts.text.length).toBeGreaterThan(JSON.stringify(without, null, 2).length + 100_000);

  // Another group keeps Settings reachable once the trip is gone.
  await createLedger(page, 'Home', { monthly: false });
  await deleteGroup(page, 'Goa trip');
  expect(await storedReceiptPaths(page)).toEqual([]);
  await importFile(page, withReceipts.fileName, withReceipts.text);
  await expect(toast(page, 'Backup imported as Goa trip')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();

  const dinner = card(page, 'Dinner');
  await dinner.getByRole('button', { name: 'View receipt' }).click();
  const dialog = receiptDialog(page, 'Dinner');
  expect(await shownImageSize(dialog.getByRole('img', { name: 'Receipt for Dinner' }))).toEqual({
    width: 1200,
    height: 1600,
  });
  await expect(card(page, 'Taxi').getByRole('button', { name: 'View receipt' })).toHaveCount(0);
});

test('a photo taken sideways is stored upright, as its EXIF orientation says', async ({ page }) => {
  await startTrip(page);
  const photo = await sidewaysPhoto(page);
  await addTripExpense(page, 'Ferry', '300', () => attachReceipt(page, photo));
  await card(page, 'Ferry').getByRole('button', { name: 'View receipt' }).click();
  const image = receiptDialog(page, 'Ferry').getByRole('img', { name: 'Receipt for Ferry' });
  expect(await shownImageSize(image)).toEqual({ width: 300, height: 400 });
  // Turned a quarter clockwise, the red left half is now the top.
  const [topRed] = await pixelOf(image, 150, 50);
  const [, bottomGreen] = await pixelOf(image, 150, 350);
  expect(topRed).toBeGreaterThan(180);
  expect(bottomGreen).toBeGreaterThan(180);
});

/** No sideways scroll, no serious accessibility problem, and a screenshot to look at. */
async function looked(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what} is ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
  expect(await axeFindings(page, what), what).toEqual([]);
  // RECEIPT_SHOTS=<dir> keeps them out of test-results, which every other run clears.
  const dir = process.env.RECEIPT_SHOTS;
  const body = await page.screenshot({ path: dir ? `${dir}/${what}.png` : test.info().outputPath(`${what}.png`) });
  await test.info().attach(what, { body, contentType: 'image/png' });
}

async function chooseTheme(page: Page, theme: 'dark' | 'light') {
  const menu = await openMenu(page);
  const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
}

const SCREENS = [
  { width: 360, use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
  { width: 1280, use: { viewport: { width: 1280, height: 900 } } },
];

for (const { width, use } of SCREENS) {
  test.describe(`at ${width} px`, () => {
    test.use(use);

    test(`the receipt field, card and dialog in both themes`, async ({ page }) => {
      // Three photos compressed, and axe run ten times.
      test.setTimeout(180_000);
      await startTrip(page);
      const photo = await receiptPhoto(page, 'Beach shack dinner receipt with a very long file name.png');
      await addTripExpense(page, 'Dinner at the beach shack with everyone', '1234567.89', () =>
        attachReceipt(page, photo),
      );
      await addTripExpense(page, 'Hotel', '5400', () => attachReceipt(page, receiptPdf()));
      for (const theme of ['dark', 'light'] as const) {
        await chooseTheme(page, theme);
        await openAddForm(page);
        await page.getByRole('textbox', { name: 'Description' }).fill('Lunch');
        const field = page.getByRole('group', { name: 'Receipt' });
        await field.scrollIntoViewIfNeeded();
        // A phone also gets the camera; elsewhere it would only open the file chooser again.
        const camera = page.getByLabel('Take photo');
        if (width === 360) await expect(camera).toHaveAttribute('capture', 'environment');
        else await expect(camera).toHaveCount(0);
        await looked(page, `${width}-${theme}-form-empty`);
        await attachReceipt(page, photo);
        await expect(receiptPreview(page)).toBeVisible({ timeout: 30_000 });
        await field.scrollIntoViewIfNeeded();
        await looked(page, `${width}-${theme}-form`);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();

        const dinner = card(page, 'Dinner at the beach shack with everyone');
        await dinner.scrollIntoViewIfNeeded();
        await expect(dinner.getByRole('button', { name: 'View receipt' }).locator('img')).toBeVisible();
        await looked(page, `${width}-${theme}-cards`);
        await dinner.getByRole('button', { name: 'View receipt' }).click();
        const dialog = receiptDialog(page, 'Dinner at the beach shack with everyone');
        await shownImageSize(dialog.getByRole('img'));
        await looked(page, `${width}-${theme}-dialog`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await card(page, 'Hotel').getByRole('button', { name: 'View receipt' }).click();
        await expect(receiptDialog(page, 'Hotel').getByRole('link', { name: 'Open PDF' })).toBeVisible();
        await looked(page, `${width}-${theme}-pdf-dialog`);
        await receiptDialog(page, 'Hotel').getByRole('button', { name: 'Close' }).click();
        await page.goto('/ledger/settings');
        await page.getByRole('checkbox', { name: 'Include receipts' }).scrollIntoViewIfNeeded();
        await looked(page, `${width}-${theme}-backup`);
        await page.goto('/');
      }
    });
  });
}
