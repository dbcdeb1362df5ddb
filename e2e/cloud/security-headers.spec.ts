// The emulator build as Firebase Hosting serves it (the Hosting emulator with firebase.json, unchanged): the
// same headers as production, a policy the app lives within on the Auth and Firestore emulators (every
// route, a PDF receipt and Insights, no violation), and markup typed into a description, a comment or a
// member name that shows as text and never runs.
import { createLedger, openMenu } from '../helpers';
import { comment, commentsOn, openActivity } from '../activity-steps';
import { addEntry, card } from '../monthly-steps';
import { openAddForm } from '../onetime-steps';
import { attachReceipt, receiptDialog, receiptPdf, receiptPreview } from '../receipts-steps';
import {
  SERVED_PATHS,
  XSS_IMG,
  XSS_SCRIPT,
  expectMarkupNeverRan,
  expectSecurityHeaders,
  recordViolations,
  visit,
} from '../security-steps';
import { HOSTED_CLOUD_PORT, origin } from '../support/servers';
import { AUTH_PORT, FIRESTORE_PORT, HOST } from '../../scripts/emulators.mjs';
import { expect, test, type Page } from './fixtures';
import { signInWithTestAccount } from './people';

test.use({ baseURL: origin(HOSTED_CLOUD_PORT) });

/**
 * Waits until the server has every write before the walk loads another page: a page that starts while
 * writes are in flight sends them again, which is what provokes the Firestore emulator's malformed answer
 * (README, Emulators). A person moving through screens does not reload mid-write as this walk does.
 */
async function synced(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible({ timeout: 15_000 });
}

test('Hosting serves the emulator build with the headers of firebase.json, which let it reach the emulators', async ({
  request,
}) => {
  for (const path of SERVED_PATHS) {
    const headers = await expectSecurityHeaders(request, path);
    const connect = headers['content-security-policy']?.match(/connect-src[^;]*/)?.[0] ?? '';
    expect(connect.split(' '), path).toEqual(
      expect.arrayContaining([`http://${HOST}:${FIRESTORE_PORT}`, `http://${HOST}:${AUTH_PORT}`]),
    );
  }
});

test('signed in with the test Google account, every route raises no violation and markup never runs', async ({
  page,
}) => {
  // Each of the walk's some twenty page loads starts a Firestore client on the shared emulator.
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await signInWithTestAccount(page, 'Asha', `asha-csp-${Date.now()}@example.com`);

  await createLedger(page, 'Home', { monthly: true });
  // Home opens its list on the entry just saved, with its Edit button.
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450' });
  await page.getByRole('button', { name: 'Edit Groceries' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await synced(page);
  await page.goto('/');
  await addEntry(page, 'Income', { description: 'Salary', amount: '90000' });
  await page.getByRole('button', { name: 'Edit Salary' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Income' })).toBeVisible();
  await synced(page);
  for (const route of [
    '/ledger/expense/add',
    '/ledger/income/add',
    '/ledger/categories',
    '/ledger/tags',
    '/ledger/transactions/all',
    '/ledger/recurring-transactions',
    '/ledger/insights',
  ])
    await visit(page, route);

  await page.goto('/');
  await createLedger(page, 'Goa trip', { monthly: false });
  await synced(page);
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(XSS_IMG);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(XSS_IMG)).toBeVisible();
  await synced(page);
  await page.goto('/');
  const pdf = receiptPdf();
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill(XSS_SCRIPT);
  await page.getByRole('textbox', { name: 'Amount' }).fill('5400');
  await attachReceipt(page, pdf);
  await expect(receiptPreview(page)).toHaveText(`PDF · hotel.pdf · ${pdf.buffer.length} B`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await card(page, XSS_SCRIPT).getByRole('button', { name: 'View receipt' }).click();
  const dialog = receiptDialog(page, XSS_SCRIPT);
  await expect(dialog.locator('object')).toHaveAttribute('data', /^blob:/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await comment(page, XSS_SCRIPT, XSS_IMG);
  await expect(commentsOn(page, XSS_SCRIPT).getByText(XSS_IMG)).toBeVisible();
  await page.getByRole('button', { name: `Edit ${XSS_SCRIPT}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await synced(page);
  for (const route of [
    '/',
    '/ledger/split-expense/add',
    '/ledger/settings',
    '/ledger/switch',
    '/ledger/add',
    '/join/no-such-ledger/no-such-code',
    '/no-such-page',
  ])
    await visit(page, route);
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await openActivity(page);
  await expect(page.getByText(XSS_SCRIPT).first()).toBeVisible();

  await expectMarkupNeverRan(page, violations);
});
