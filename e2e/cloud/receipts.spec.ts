// Receipts between two people on the Auth and Firestore emulators: a receipt attached with no signal is
// stored as documents that queue with the expense, and reaches the other person once back online.
import { exportJson, importFile } from '../backup-steps';
import {
  attachReceipt,
  receiptDialog,
  receiptPdf,
  receiptPhoto,
  receiptPreview,
  shownImageSize,
} from '../receipts-steps';
import { expect, test, type Page } from './fixtures';
import { addMemberByEmail, addTripExpense, expenseCard, installApp, memberRow, type Person } from './people';
import { aboutLoading } from './reloads';

test.setTimeout(120_000);

/**
 * A trip, as helpers.ts's createLedger makes one, waiting longer for it to open: right after the emulators
 * start, the server may take several seconds to answer the first writes the ledger list waits for.
 */
async function createTrip(page: Page) {
  await expect(page.getByText('You have no ledgers.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Goa trip');
  const monthly = page.getByRole('switch', { name: 'Monthly' });
  if (await monthly.isChecked()) await monthly.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group saved successfully').last()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible({ timeout: 20_000 });
}

/** Asha creates a trip and adds Ben by email; Ben, signed in first, waits on his empty home. */
async function sharedTrip(asha: Person, ben: Person) {
  await expect(ben.page.getByText('You have no ledgers.')).toBeVisible({ timeout: 20_000 });
  await createTrip(asha.page);
  await addMemberByEmail(asha.page, ben);
  await expect(memberRow(asha.page, 'Ben')).toBeVisible();
  await expect(ben.page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible({ timeout: 15_000 });
  await expect(ben.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

test('receipts attached offline reach the other person after reconnecting: thumbnail and file', async ({
  ben,
  asha,
}) => {
  aboutLoading(2, "Ben installs the app; Asha's fresh load of the server's copy");
  await sharedTrip(asha, ben);
  await asha.page.goto('/');
  await addTripExpense(ben.page, 'Taxi', '600');
  await expect(expenseCard(asha.page, 'Taxi')).toBeVisible({ timeout: 15_000 });
  // Ben's phone has the app installed, as anyone entering expenses with no signal would.
  await installApp(ben.page);
  await expect(ben.page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  const photo = await receiptPhoto(ben.page, 'snacks.png');

  await ben.page.context().setOffline(true);
  // A new expense with a photo: the expense, its receipt and its parts in one batch.
  await ben.page.getByRole('link', { name: 'Add Expense' }).click();
  await ben.page.getByRole('textbox', { name: 'Description' }).fill('Snacks');
  await ben.page.getByRole('textbox', { name: 'Amount' }).fill('150');
  await attachReceipt(ben.page, photo);
  await expect(receiptPreview(ben.page)).toHaveText(/^Photo · snacks\.webp/, { timeout: 30_000 });
  await save(ben.page);
  // A PDF attached to the expense he added before: the receipt's own batch, after the edit.
  await expenseCard(ben.page, 'Taxi').getByRole('button', { name: 'Edit Taxi' }).click();
  await expect(ben.page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await attachReceipt(ben.page, receiptPdf('taxi.pdf'));
  await expect(receiptPreview(ben.page)).toHaveText(/^PDF · taxi\.pdf/);
  await save(ben.page);

  // On his own screen, offline, both show at once from what his device holds.
  await expect(
    expenseCard(ben.page, 'Snacks').getByRole('button', { name: 'View receipt' }).locator('img'),
  ).toBeVisible();
  await expect(expenseCard(ben.page, 'Taxi').getByRole('button', { name: 'View receipt' })).toBeVisible();
  // Asha has neither yet.
  await expect(expenseCard(asha.page, 'Snacks')).toHaveCount(0);
  await expect(expenseCard(asha.page, 'Taxi').getByRole('button', { name: 'View receipt' })).toHaveCount(0);

  await ben.page.context().setOffline(false);
  const snacks = expenseCard(asha.page, 'Snacks');
  await expect(snacks).toBeVisible({ timeout: 30_000 });
  const view = snacks.getByRole('button', { name: 'View receipt' });
  await expect(view.locator('img')).toBeVisible({ timeout: 20_000 });
  await view.click();
  const dialog = receiptDialog(asha.page, 'Snacks');
  expect(await shownImageSize(dialog.getByRole('img', { name: 'Receipt for Snacks' }))).toEqual({
    width: 1200,
    height: 1600,
  });
  // Asha is the trip's admin, so she may remove it too; she only closes it here.
  await expect(dialog.getByRole('button', { name: 'Remove receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expenseCard(asha.page, 'Taxi').getByRole('button', { name: 'View receipt' }).click({ timeout: 20_000 });
  const taxi = receiptDialog(asha.page, 'Taxi');
  const open = taxi.getByRole('link', { name: 'Open PDF' });
  await expect(open).toHaveAttribute('href', /^blob:/);
  const bytes = await open.evaluate(async (a: HTMLAnchorElement) => (await (await fetch(a.href)).text()).length);
  expect(bytes).toBe(receiptPdf('taxi.pdf').buffer.length);
  await taxi.getByRole('button', { name: 'Close' }).click();

  // Once, also after a fresh load of what the server holds.
  await asha.page.reload();
  await expect(expenseCard(asha.page, 'Snacks').getByRole('button', { name: 'View receipt' })).toHaveCount(1);
});

test('a backup with receipts restores in the cloud, receipts and all, within the rules', async ({ asha }) => {
  aboutLoading(1, 'the restored receipt is there after a fresh load');
  await createTrip(asha.page);
  const pdf = receiptPdf('hotel.pdf');
  await asha.page.getByRole('link', { name: 'Add Expense' }).click();
  await asha.page.getByRole('textbox', { name: 'Description' }).fill('Hotel');
  await asha.page.getByRole('textbox', { name: 'Amount' }).fill('5400');
  await attachReceipt(asha.page, pdf);
  await expect(receiptPreview(asha.page)).toHaveText(/^PDF · hotel\.pdf/);
  await save(asha.page);

  const backup = await exportJson(asha.page);
  expect(JSON.parse(backup.text).receipts).toHaveLength(1);
  await importFile(asha.page, backup.fileName, backup.text);
  await expect(asha.page.getByText('Backup imported as Goa trip (2)').last()).toBeVisible({ timeout: 20_000 });
  await expect(asha.page.getByRole('banner').getByRole('link', { name: 'Goa trip (2)' })).toBeVisible();

  await expenseCard(asha.page, 'Hotel').getByRole('button', { name: 'View receipt' }).click({ timeout: 20_000 });
  const open = receiptDialog(asha.page, 'Hotel').getByRole('link', { name: 'Open PDF' });
  await expect(open).toHaveAttribute('href', /^blob:/);
  expect(await open.evaluate(async (a: HTMLAnchorElement) => (await (await fetch(a.href)).text()).length)).toBe(
    pdf.buffer.length,
  );
  // Every write answered by the server, none refused (a refused one is undone, and said so).
  await expect(asha.page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(asha.page.getByText(/could not be saved to the cloud/)).toHaveCount(0);
  await asha.page.reload();
  await expect(expenseCard(asha.page, 'Hotel').getByRole('button', { name: 'View receipt' })).toBeVisible({
    timeout: 20_000,
  });
});
