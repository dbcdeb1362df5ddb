// A monthly home left open across midnight at a month's end moves on to the new month by itself: its
// heading, totals and list are the new month's, without a reload (store/month-watch.ts).
import { expect, test } from '@playwright/test';
import { addEntry, startHousehold, total } from './monthly-steps';

test('the home shows the new month when the month turns, without a reload', async ({ page }) => {
  // 23:50 on the last day of January, local time; the app's clock and timers are Playwright's.
  await page.clock.install({ time: new Date(2026, 0, 31, 23, 50) });
  await startHousehold(page);
  await expect(page.getByText('January 2026')).toBeVisible();
  await addEntry(page, 'Expense', { description: 'Late dinner', amount: '500' });
  await expect(total(page, 'Total Expenses')).toHaveText('500');

  // Past midnight: February has no entries yet.
  await page.clock.runFor('15:00');
  await expect(page.getByText('February 2026')).toBeVisible();
  await expect(total(page, 'Total Expenses')).toHaveText('0');

  // January's entry is still there, on the month-wise page.
  await page.goto('/ledger/transactions/all/2026/1');
  await expect(page.getByRole('article', { name: 'Late dinner', exact: true })).toBeVisible();
});
