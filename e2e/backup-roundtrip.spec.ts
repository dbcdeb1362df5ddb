// Round trip: a rich ledger of each type is exported, deleted, imported, and comes back the same.
import { expect, test, type Page } from '@playwright/test';
import { createLedger } from './helpers';
import { deleteGroup, download, exportJson, importFile, normalise } from './backup-steps';
import { addEntry, openSection, startHousehold, toast } from './monthly-steps';
import { addSplit, recordPayment, startTrip } from './onetime-steps';

test.setTimeout(90_000);

async function addTemporaryMember(page: Page, name: string) {
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true })).toBeVisible();
}

async function addRecurringExpense(page: Page, description: string, amount: string) {
  await page.goto('/ledger/recurring-transactions');
  await page.getByRole('button', { name: 'Add Recurring Expense' }).click();
  const form = page.getByRole('form', { name: 'Add Recurring Expense' });
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Recurring transaction successfully')).toBeVisible();
}

/** Restores `text` from the Settings screen of the active ledger and lands on the restored one. */
async function restore(page: Page, fileName: string, text: string, name: string) {
  await importFile(page, fileName, text);
  await expect(toast(page, `Backup imported as ${name}`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a monthly ledger with a temporary member, a settlement and recurring items survives export, delete and import', async ({
  page,
}) => {
  await startHousehold(page);
  await addTemporaryMember(page, 'Ravi');
  await page.goto('/');
  await addEntry(page, 'Income', { description: 'Salary', amount: '185000' });
  await addEntry(page, 'Expense', {
    description: 'Vegetables, "fresh"',
    amount: '450',
    comments: 'सब्ज़ी ₹450, paid =cash',
  });
  await addEntry(page, 'Expense', { description: 'Gas', amount: '1100.25', paidBy: 'Ravi' });
  await addEntry(page, 'Expense', { description: 'Refund', amount: '-250', paidBy: 'common' });
  await openSection(page, 'Settlements');
  const asha = page
    .getByRole('table', { name: 'Settlements' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Asha' }) });
  await asha.getByRole('button', { name: 'Settle Now' }).click();
  // The next step loads a new page, so wait until the settlement is saved, not just under way.
  await expect(toast(page, 'Settled Asha')).toBeVisible();
  await expect(asha.getByRole('button', { name: 'Settle Now' })).toBeDisabled();
  await addRecurringExpense(page, 'Rent', '25000');
  await addRecurringExpense(page, 'Internet', '999');
  await page.goto('/');
  // Read once both recurring items count in what is yet to spend: a cold start first paints the state kept
  // from the last visit, which may predate the second item, until storage answers.
  await expect(page.getByRole('table', { name: 'Totals' })).toContainText('Expenses yet to spend25,999');
  const totals = (await page.getByRole('table', { name: 'Totals' }).textContent()) ?? '';

  const original = await exportJson(page);
  expect(original.fileName).toMatch(/^vyay-Household-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = JSON.parse(original.text);
  expect(backup.transactions).toHaveLength(5);
  expect(backup.recurring).toHaveLength(2);
  expect(backup.members.map((m: { displayName: string }) => m.displayName).sort()).toEqual(['Asha', 'Ravi']);

  const csv = await download(page, 'Export CSV');
  expect(csv.fileName).toMatch(/^vyay-Household-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Date,Description,Amount,Type,Category,Tags,Paid by,Payment mode,Comments,Split method,Split: Asha,Split: Ravi,Payers,Original amount,Original currency,Exchange rate',
  );
  expect(csv.text).toContain(',"Vegetables, ""fresh""",450,expense,');
  expect(csv.text).toContain(',"सब्ज़ी ₹450, paid =cash",');
  expect(csv.text).toContain(',Refund,-250,expense,');

  // Another ledger keeps Settings reachable once Household is gone.
  await createLedger(page, 'Spare');
  await deleteGroup(page, 'Household');
  await restore(page, original.fileName, original.text, 'Household');
  await expect(page.getByRole('table', { name: 'Totals' })).toHaveText(totals);

  const again = await exportJson(page);
  expect(normalise(again.text)).toEqual(normalise(original.text));
  await page.goto('/ledger/recurring-transactions');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveText([/^Internet/, /^Rent/]);
});

test('a one-time ledger with temporary members, split methods and a settle-up survives export, delete and import', async ({
  page,
}) => {
  await startTrip(page);
  await addSplit(page, { description: 'Hotel', amount: '3000' });
  await addSplit(page, {
    description: 'Taxi',
    amount: '900',
    paidBy: 'Ravi',
    method: 'Shares',
    values: { Asha: '1', Ravi: '2', Meera: '0' },
  });
  await addSplit(page, {
    description: 'Dinner',
    amount: '1000',
    paidBy: 'Meera',
    method: 'Custom',
    values: { Asha: '500', Ravi: '250', Meera: '250' },
  });
  await recordPayment(page, page.getByRole('listitem', { name: /owes/ }).first());
  await expect(page.getByRole('article', { name: 'settle up' })).toBeVisible();
  const balances = (await page.getByRole('table', { name: 'Balances' }).textContent()) ?? '';
  const transfers = await page.getByRole('listitem', { name: /owes/ }).allTextContents();
  expect(transfers.length).toBeGreaterThan(0);

  const original = await exportJson(page);
  expect(original.fileName).toMatch(/^vyay-Goa-trip-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = JSON.parse(original.text);
  expect(backup.ledger.type).toBe('onetime');
  expect(backup.transactions.map((t: { type: string }) => t.type).sort()).toEqual([
    'expense',
    'expense',
    'expense',
    'settlement',
  ]);

  await createLedger(page, 'Spare');
  await deleteGroup(page, 'Goa trip');
  await restore(page, original.fileName, original.text, 'Goa trip');
  await expect(page.getByRole('table', { name: 'Balances' })).toHaveText(balances);
  await expect(page.getByRole('listitem', { name: /owes/ })).toHaveText(transfers);

  const again = await exportJson(page);
  expect(normalise(again.text)).toEqual(normalise(original.text));
});

test('importing next to the original names the copy apart and leaves the original alone', async ({ page }) => {
  await startTrip(page, { others: ['Ravi'] });
  await addSplit(page, { description: 'Fuel', amount: '500' });
  const original = await exportJson(page);
  // The progress bar may come and go between two polls, so a MutationObserver notes that it was shown.
  await page.goto('/ledger/settings');
  await page.evaluate(() => {
    const seen = ((window as unknown as { progressSeen: string[] }).progressSeen = [] as string[]);
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) seen.push(`${bar.getAttribute('aria-label')} ${bar.getAttribute('max')}`);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByLabel('Import backup')
    .setInputFiles({ name: original.fileName, mimeType: 'application/json', buffer: Buffer.from(original.text) });
  await expect(toast(page, 'Backup imported as Goa trip (2)')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).toContain(
    'Import progress 1',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip (2)', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Fuel' })).toBeVisible();
  await page.goto('/ledger/switch');
  await expect(page.getByRole('button', { name: 'Goa trip', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Goa trip (2)', exact: true })).toBeVisible();
});
