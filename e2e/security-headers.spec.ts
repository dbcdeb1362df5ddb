// The security headers as Firebase Hosting serves them (the Hosting emulator with firebase.json), the same
// ones from vite preview (which every other device spec runs under), and the app living within its
// Content-Security-Policy: every route raises no violation, a PDF receipt and Insights included, and markup
// typed into a description, a comment or a member name shows as text and never runs.
import { expect, test } from './support/fixtures';
import { DEVICE_PORT, HOSTED_PORT, origin } from './support/servers';
import { createLedger, openMenu, signIn } from './helpers';
import { openActivity, comment, commentsOn } from './activity-steps';
import { addEntry, card } from './monthly-steps';
import { addSplit, openAddForm, startTrip } from './onetime-steps';
import { attachReceipt, receiptDialog, receiptPdf, receiptPreview } from './receipts-steps';
import {
  SERVED_PATHS,
  XSS_IMG,
  XSS_SCRIPT,
  expectMarkupNeverRan,
  expectSecurityHeaders,
  promisedHeaders,
  recordViolations,
  visit,
} from './security-steps';

test.use({ baseURL: origin(HOSTED_PORT) });
// The walk loads every route of two ledgers, each a page load of its own.
test.setTimeout(60_000);

test('Hosting serves every path with the headers of firebase.json', async ({ request }) => {
  for (const path of SERVED_PATHS) await expectSecurityHeaders(request, path);
});

test('vite preview serves the same security headers as Hosting', async ({ playwright }) => {
  const preview = await playwright.request.newContext({ baseURL: origin(DEVICE_PORT) });
  for (const path of SERVED_PATHS) {
    const headers = (await preview.get(path)).headers();
    for (const [name, value] of Object.entries(promisedHeaders()))
      expect(headers[name], `${name} on ${path}`).toBe(value);
  }
  await preview.dispose();
});

test('every route raises no policy violation, a PDF receipt and Insights included', async ({ page }) => {
  const violations = await recordViolations(page);
  await startTrip(page);
  await addSplit(page, { description: 'Dinner', amount: '1200' });
  const pdf = receiptPdf();
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Hotel');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5400');
  await attachReceipt(page, pdf);
  await expect(receiptPreview(page)).toHaveText(`PDF · hotel.pdf · ${pdf.buffer.length} B`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await card(page, 'Hotel').getByRole('button', { name: 'View receipt' }).click();
  const dialog = receiptDialog(page, 'Hotel');
  await expect(dialog.locator('object')).toHaveAttribute('data', /^blob:/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Edit Dinner' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await openActivity(page);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  for (const route of [
    '/',
    '/ledger/split-expense/add',
    '/ledger/members',
    '/ledger/settings',
    '/ledger/switch',
    '/ledger/add',
    '/join/no-such-ledger/no-such-code',
    '/no-such-page',
  ])
    await visit(page, route);

  await page.goto('/');
  await createLedger(page, 'Home', { monthly: true });
  // Home opens its list on the entry just saved, with its Edit button.
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450' });
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await page.goto('/');
  await addEntry(page, 'Income', { description: 'Salary', amount: '90000' });
  await page.getByRole('button', { name: 'Edit Salary' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Income' })).toBeVisible();
  for (const route of [
    '/ledger/expense/add',
    '/ledger/income/add',
    '/ledger/categories',
    '/ledger/tags',
    '/ledger/transactions/all',
    '/ledger/recurring-transactions',
    '/ledger/insights',
    '/ledger/activity',
  ])
    await visit(page, route);

  expect(violations).toEqual([]);
});

test('markup in a description, a comment and a member name shows as text and never runs', async ({ page }) => {
  const violations = await recordViolations(page);
  await signIn(page);
  await createLedger(page, 'Goa trip', { monthly: false });

  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(XSS_IMG);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(XSS_IMG)).toBeVisible();

  await page.goto('/');
  await addSplit(page, { description: XSS_SCRIPT, amount: '300' });
  await expect(card(page, XSS_SCRIPT)).toBeVisible();
  await comment(page, XSS_SCRIPT, XSS_IMG);
  await expect(commentsOn(page, XSS_SCRIPT).getByText(XSS_IMG)).toBeVisible();

  await openActivity(page);
  await expect(page.getByText(XSS_SCRIPT).first()).toBeVisible();
  await expectMarkupNeverRan(page, violations);
});
