// Airplane mode after one online visit: every screen opens, every kind of write works, and all of it
// is still there after an offline reload.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createLedger, signIn } from './helpers';
import { addEntry, card, openSection } from './monthly-steps';
import { addSplit, recordPayment } from './onetime-steps';

// This spec is about the service worker, which the device and phone projects otherwise block.
test.use({ serviceWorkers: 'allow' });

async function installServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Tells the page again that it is offline. Chromium 150 starts every new document (a reload, a goto) with
 * navigator.onLine true although its requests still fail, until the emulation changes. setOffline(true)
 * alone is no change to Playwright, hence the step through online: a few milliseconds with the page loaded
 * and idle, and the spec's request listener still reports any request that fails. Without it the app would
 * rightly show what the browser tells it, and the offline status this spec checks could not appear.
 */
async function tellOffline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function openEveryRoute(page: Page, routes: [string, string][]) {
  for (const [route, heading] of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first(), route).toBeVisible();
  }
}

test('the app works end to end offline after one online visit', async ({ page, context }) => {
  test.setTimeout(90_000);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Not offline failures: the favicon is fetched by the browser itself, outside the page and its
    // service worker, and a load cancelled by the next navigation reports ERR_ABORTED.
    if (
      !request.url().startsWith('http://127.0.0.1') ||
      request.url().endsWith('/favicon.svg') ||
      error === 'net::ERR_ABORTED'
    )
      return;
    failed.push(`${request.url()} ${error}`);
  });
  await installServiceWorker(page);
  await context.setOffline(true);
  await page.reload();

  await signIn(page, 'Asha', 'asha@example.com');
  await tellOffline(page, context);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await createLedger(page, 'Household');
  await addEntry(page, 'Income', { description: 'Salary', amount: '185000' });
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450.5' });
  await openEveryRoute(page, [
    ['/ledger/transactions/all', 'All Transactions'],
    ['/ledger/recurring-transactions', 'Recurring Transactions'],
    ['/ledger/income/add', 'Add Income'],
    ['/ledger/expense/add', 'Add Expense'],
    ['/ledger/categories', 'Categories'],
    ['/ledger/tags', 'Tags'],
    ['/ledger/members', 'Members'],
    ['/ledger/settings', 'Settings'],
    ['/ledger/add', 'Create group'],
    ['/no/such/page', 'Page not found. Go to Home'],
  ]);

  await page.goto('/');
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi' })).toBeVisible();
  await openEveryRoute(page, [
    ['/ledger/split-expense/add', 'Add Expense'],
    ['/ledger/switch', 'Switch group'],
  ]);
  await page.goto('/');
  await addSplit(page, { description: 'Beach villa', amount: '12000' });
  await recordPayment(page, page.getByRole('listitem', { name: /owes/ }).first());
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  await expect(card(page, 'Beach villa')).toBeVisible();
  await expect(card(page, 'settle up')).toBeVisible();

  await page.getByRole('link', { name: 'Switch group' }).click();
  await page.getByRole('button', { name: 'Household', exact: true }).click();
  await openSection(page, 'Transactions');
  await expect(card(page, 'Salary')).toBeVisible();
  await expect(card(page, 'Groceries')).toBeVisible();
  expect(failed, 'requests that failed while offline').toEqual([]);
});
