// A returning user's cold start draws home before the router's code has loaded (app.tsx, issue 34 part
// 4). These hold that code back, so what is on screen can only be the first home, and check that it is a
// working home: its figures, its menu, and taps that move on once the router arrives.
import { expect, test, type Page } from '@playwright/test';
import { openMenu } from './helpers';
import { addEntry, card, openSection, startHousehold, total } from './monthly-steps';

/** Holds the router's module until `release` is called; `requested` tells whether the page asked for it. */
async function holdRouter(page: Page) {
  const state = { requested: false };
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/routed-app-[^/]+\.js$/, async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return { state, release };
}

/** A group with one expense, Groceries ₹1,250, opened again at `/` with the router held. */
async function reopenWithGroceries(page: Page) {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '1250' });
  const router = await holdRouter(page);
  await page.goto('/');
  return router;
}

test('home is drawn and usable before the router loads; a tap on it opens its screen once the router is in', async ({
  page,
}) => {
  const router = await reopenWithGroceries(page);

  // The summary is there, with the router's code asked for but not served.
  await expect(total(page, 'Total Expenses')).toHaveText('1,250');
  await expect.poll(() => router.state.requested).toBe(true);
  await expect(page).toHaveTitle(/^.+ · Household · Vyay$/);
  expect(await page.evaluate(() => performance.getEntriesByName('vyay:summary-ready').length)).toBe(1);

  // The menu opens, with Home marked as the page on screen.
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Insights' })).not.toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // A tap on the group's name, which goes home, leaves home as it is: the router must not load a screen it
  // does not draw, or the next move would wait on that load for ever.
  await page.getByRole('banner').getByRole('link', { name: 'Household' }).click();
  await expect(total(page, 'Total Expenses')).toHaveText('1,250');

  // A tap waits for the router rather than being lost or loading the page again.
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(total(page, 'Total Expenses')).toBeVisible();
  router.release();
  await expect(page).toHaveURL(/\/ledger\/expense\/add$/);
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();

  // The router has taken over: back goes home, drawn by the router now, still marked once per page load.
  await page.goBack();
  await expect(total(page, 'Total Expenses')).toHaveText('1,250');
  expect(await page.evaluate(() => performance.getEntriesByName('vyay:summary-ready').length)).toBe(1);
});

test('the router arriving resets nothing: an open section stays open, and its entries then open for editing', async ({
  page,
}) => {
  const router = await reopenWithGroceries(page);
  await openSection(page, 'Transactions');
  const edit = card(page, 'Groceries').getByRole('button', { name: 'Edit Groceries' });
  await edit.focus();
  const served = page.waitForResponse(/\/assets\/routed-app-[^/]+\.js$/);
  router.release();
  await served;
  // The router's module has run (its chunks are small and served locally) by the time the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.getByRole('button', { name: 'Transactions' }).locator('xpath=..')).toHaveAttribute('open', '');
  await expect(edit).toBeFocused();
  await edit.click();
  await expect(page).toHaveURL(/\/ledger\/expense\/edit\//);
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Groceries');
});

test('any other address waits for the router, then opens as usual', async ({ page }) => {
  await startHousehold(page);
  const router = await holdRouter(page);
  await page.goto('/ledger/insights');
  await expect(page.getByRole('status').getByText('Loading ...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  router.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
});
