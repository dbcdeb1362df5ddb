// Balances, the fewest transfers, and settling every one of them until nobody owes anything.
import { expect, test, type Page } from '@playwright/test';
import { addSplit, balanceRow, recordPayment, startTrip, totalCard } from './onetime-steps';

const pair = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });

test('settling each suggested transfer leaves the others as they were, until everyone is settled', async ({ page }) => {
  await startTrip(page);
  // Asha pays 300 and Ravi 60, both split three ways: each spends 120.
  await addSplit(page, { description: 'Hotel', amount: '300' });
  await addSplit(page, { description: 'Breakfast', amount: '60', paidBy: 'Ravi' });
  await expect(totalCard(page)).toContainText('₹360');
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*120\s*300/);

  // Nets: Asha +180, Ravi −60, Meera −120, so two transfers.
  await expect(pair(page, 'Meera owes Asha')).toContainText('Meera owes Asha ₹120');
  await expect(pair(page, 'Ravi owes Asha')).toContainText('Ravi owes Asha ₹60');
  // Each debt once, and where the signed-in person (Asha) stands.
  await expect(page.getByRole('listitem', { name: /owes/ })).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'You are owed' })).toHaveText('You are owed ₹180');

  await recordPayment(page, pair(page, 'Meera owes Asha'));
  await expect(pair(page, 'Meera owes Asha')).toHaveCount(0);
  await expect(pair(page, 'Ravi owes Asha')).toContainText('Ravi owes Asha ₹60');
  // Settlements are not expenses.
  await expect(totalCard(page)).toContainText('₹360');
  await expect(page.getByRole('article', { name: 'settle up' })).toContainText('Meera paid Asha ₹120');

  await recordPayment(page, pair(page, 'Ravi owes Asha'));
  await expect(page.getByRole('status').filter({ hasText: 'You are' })).toHaveText('You are settled up');
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settle Up', exact: true })).toHaveCount(0);
  // A settlement moves money like an expense: what Meera paid Asha counts as Asha's share.
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*120\s*120/);
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*300\s*300/);
});

test('thirds that do not divide evenly settle to under a paisa, with no 0.00 debts left', async ({ page }) => {
  await startTrip(page);
  await addSplit(page, { description: 'Dinner', amount: '100' });
  await addSplit(page, { description: 'Ice cream', amount: '10', paidBy: 'Meera' });
  for (let i = 0; i < 4 && (await page.getByRole('button', { name: 'Settle Up', exact: true }).count()) > 0; i++) {
    const row = page.getByRole('listitem', { name: /owes/ }).first();
    const label = await row.getAttribute('aria-label');
    await recordPayment(page, row);
    await expect(page.getByRole('listitem', { name: label ?? '', exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /owes/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You are' })).toHaveText('You are settled up');
  // Payments are whole paise (SPEC §9), so a share of 36.667 is settled by paying 36.66 or 36.67: what is
  // left is under a paisa, which cannot be paid, and Why? says so.
  await expect(balanceRow(page, 'Asha')).toHaveText(/^Asha\s*Why\?\s*100\s*100$/);
  for (const name of ['Ravi', 'Meera']) {
    await expect(balanceRow(page, name)).toHaveText(new RegExp(`^${name}\\s*Why\\?\\s*36.67\\s*36.6[67]$`));
  }
  await balanceRow(page, 'Ravi').getByRole('button', { name: 'Why?' }).click();
  await expect(page.getByRole('table', { name: 'How Ravi’s balance adds up' })).toBeVisible();
});

test('deleting a settlement brings the debt back', async ({ page }) => {
  await startTrip(page, { others: ['Ravi'] });
  await addSplit(page, { description: 'Fuel', amount: '500' });
  await recordPayment(page, pair(page, 'Ravi owes Asha'));
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete settle up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(pair(page, 'Ravi owes Asha')).toContainText('Ravi owes Asha ₹250');

  await page.getByRole('button', { name: 'Delete Fuel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  await expect(totalCard(page)).toContainText('₹0');
});
