// Restore from the activity log (device mode): a deleted expense comes back as it was, a settled one
// still settled, and a deleted settlement settles its expenses again, unless they changed since.
import { expect, test, type Page } from '@playwright/test';
import { deleteCard, logEntries, logEntry, openActivity } from './activity-steps';
import { addEntry, card, openSection, startHousehold, toast, total } from './monthly-steps';
import { addSplit, balanceRow, startTrip } from './onetime-steps';

async function restore(page: Page, headline: string, description: string): Promise<void> {
  await openActivity(page);
  const entry = logEntry(page, headline);
  await entry.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, `Restored ${description}`)).toBeVisible();
  // Once back, it is not offered again.
  await expect(entry.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await expect(logEntries(page).first()).toHaveAccessibleName(`Asha restored ${description}`);
}

function settleRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Settlements' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

test('a deleted trip expense comes back on the list, with the balances as before', async ({ page }) => {
  await startTrip(page);
  await addSplit(page, { description: 'Villa', amount: '900' });
  await addSplit(page, { description: 'Scooter', amount: '300', paidBy: 'Ravi' });
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*400\s*900/);
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*400\s*0/);

  await deleteCard(page, 'Villa');
  await expect(balanceRow(page, 'Asha')).not.toHaveText(/900/);

  await restore(page, 'Asha deleted Villa', 'Villa');
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Villa', exact: true })).toBeVisible();
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*400\s*900/);
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*400\s*0/);
});

test('a deleted settled expense comes back settled, and the settlements stay as they were', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Vegetables', amount: '450' });
  await addEntry(page, 'Expense', { description: 'Gas cylinder', amount: '1100.25' });
  await openSection(page, 'Settlements');
  await settleRow(page, 'Asha').getByRole('button', { name: 'Settle Now' }).click();
  await expect(settleRow(page, 'Asha').getByRole('cell')).toHaveText(['1,550.25', '0', 'Settle Now']);
  await openSection(page, 'Transactions');
  await expect(card(page, 'Vegetables')).toContainText('Settled');

  await deleteCard(page, 'Vegetables');
  await restore(page, 'Asha deleted Vegetables', 'Vegetables');

  await page.goto('/');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Vegetables')).toContainText('Settled');
  await openSection(page, 'Settlements');
  await expect(settleRow(page, 'Asha').getByRole('cell')).toHaveText(['1,550.25', '0', 'Settle Now']);
  await expect(settleRow(page, 'Asha').getByRole('button', { name: 'Settle Now' })).toBeDisabled();
  await expect(total(page, 'Yet to settle')).toHaveText('0');
  await expect(card(page, 'Settlement')).toContainText('1,550.25');
});

test('a restored settlement settles its expenses again; one whose expenses changed is refused', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Vegetables', amount: '450' });
  await addEntry(page, 'Expense', { description: 'Gas cylinder', amount: '1100.25' });
  await openSection(page, 'Settlements');
  await settleRow(page, 'Asha').getByRole('button', { name: 'Settle Now' }).click();
  await expect(total(page, 'Yet to settle')).toHaveText('0');

  // Deleting the settlement unsettles what it settled.
  await openSection(page, 'Transactions');
  await deleteCard(page, 'Settlement');
  await expect(card(page, 'Vegetables')).not.toContainText('Settled');
  await expect(total(page, 'Yet to settle')).toHaveText('1,550.25');

  await restore(page, 'Asha deleted Settlement', 'Settlement');
  await page.goto('/');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Settlement')).toContainText('1,550.25');
  await expect(card(page, 'Vegetables')).toContainText('Settled');
  await expect(card(page, 'Gas cylinder')).toContainText('Settled');
  await expect(total(page, 'Yet to settle')).toHaveText('0');

  // Deleted again, and one of its expenses deleted too: it cannot settle what it did, and says so.
  await deleteCard(page, 'Settlement');
  await deleteCard(page, 'Gas cylinder');
  await openActivity(page);
  await logEntry(page, 'Asha deleted Settlement').getByRole('button', { name: 'Restore' }).click();
  const refused = page.getByRole('alertdialog', { name: 'Cannot restore' });
  await expect(refused).toContainText(
    'The expenses this settlement settled have changed since. Settle them again instead.',
  );
  await refused.getByRole('button', { name: 'OK' }).click();
  await page.goto('/');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Settlement')).toHaveCount(0);
  await expect(card(page, 'Vegetables')).not.toContainText('Settled');
});
