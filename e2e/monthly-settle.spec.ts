import { expect, test } from '@playwright/test';
import { addEntry, card, openSection, startHousehold, toast, total } from './monthly-steps';

test('Settle Now settles a payer; deleting the settlement makes it unsettled again', async ({ page }) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Vegetables', amount: '450' });
  await addEntry(page, 'Expense', { description: 'Gas cylinder', amount: '1100.25' });
  await addEntry(page, 'Expense', { description: 'Maid', amount: '3000', paidBy: 'common' });
  await expect(total(page, 'Yet to settle')).toHaveText('1,550.25');

  await openSection(page, 'Settlements');
  const settlements = page.getByRole('table', { name: 'Settlements' });
  await expect(settlements.getByRole('columnheader')).toHaveText(['To', 'Paid', 'Yet to pay', 'Action']);
  // Only people who paid out of pocket get a row; 'common' money needs no settling.
  await expect(settlements.getByRole('row')).toHaveCount(2);
  const asha = settlements.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Asha' }) });
  await expect(asha.getByRole('cell')).toHaveText(['0', '1,550.25', 'Settle Now']);

  await asha.getByRole('button', { name: 'Settle Now' }).click();
  await expect(asha.getByRole('cell')).toHaveText(['1,550.25', '0', 'Settle Now']);
  await expect(asha.getByRole('button', { name: 'Settle Now' })).toBeDisabled();
  await expect(total(page, 'Yet to settle')).toHaveText('0');
  // A settlement is neither income nor expense.
  await expect(total(page, 'Total Expenses')).toHaveText('4,550.25');

  await openSection(page, 'Transactions');
  const settlement = card(page, 'Settlement');
  await expect(settlement).toContainText('1,550.25');
  await expect(settlement).toContainText('To Asha');
  await expect(card(page, 'Vegetables')).toContainText('Settled');
  await expect(card(page, 'Maid')).not.toContainText('Settled');

  await settlement.getByRole('button', { name: 'Delete Settlement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete transaction' });
  await expect(dialog).toContainText('marked unsettled again');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Transaction deleted')).toBeVisible();
  await expect(card(page, 'Settlement')).toHaveCount(0);
  await expect(asha.getByRole('cell')).toHaveText(['0', '1,550.25', 'Settle Now']);
  await expect(asha.getByRole('button', { name: 'Settle Now' })).toBeEnabled();
  await expect(total(page, 'Yet to settle')).toHaveText('1,550.25');
  await expect(card(page, 'Vegetables')).not.toContainText('Settled');
});
