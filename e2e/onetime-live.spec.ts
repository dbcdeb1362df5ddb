// A split added in another tab updates this tab's balances without a reload.
import { expect, test } from '@playwright/test';
import { addSplit, balanceRow, startTrip, totalCard } from './onetime-steps';

test('a second tab adding a split updates the balances in the first', async ({ page, context }) => {
  await startTrip(page);
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  // The summary marks its first paint with loaded data exactly once, for the performance budget.
  expect(await page.evaluate(() => performance.getEntriesByName('vyay:summary-ready').length)).toBe(1);

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await addSplit(second, { description: 'Parasailing', amount: '600', paidBy: 'Meera' });

  await expect(totalCard(page)).toContainText('₹600');
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*200\s*600/);
  await expect(page.getByRole('listitem', { name: 'Asha owes Meera', exact: true })).toContainText(
    'Asha owes Meera ₹200',
  );
  await expect(page.getByRole('article', { name: 'Parasailing' })).toBeVisible();
});
