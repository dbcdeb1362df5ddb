// Settle Up's Record payment sheet, Simplify debts on and off, and Why? (issue 17), in device mode.
import { expect, test } from '@playwright/test';
import { addSplit, balanceRow, debtRow, recordPayment, startTrip } from './onetime-steps';
import { payRaviPartlyByUpiThenUndo } from './record-payment-steps';

test('a partial payment by UPI, an overpayment refused, and Undo', async ({ page }) => {
  await startTrip(page, { others: ['Ravi'] });
  await payRaviPartlyByUpiThenUndo(page);
});

test('Simplify debts: the fewest payments when on, who owes whom directly when off', async ({ page }) => {
  await startTrip(page);
  // Asha pays 300 for all three; Ravi pays 300 for Meera alone. Nets: Asha +200, Ravi +200, Meera −400.
  await addSplit(page, { description: 'Villa', amount: '300' });
  await addSplit(page, {
    description: 'Scooter',
    amount: '300',
    paidBy: 'Ravi',
    method: 'Custom',
    values: { Meera: '300' },
  });
  const debts = page.getByRole('listitem', { name: /owes/ });
  // A debt to Asha, who is signed in, also has Remind (issue 32).
  await expect(debts).toHaveText(['Meera owes Asha ₹200Why?RemindSettle Up', 'Meera owes Ravi ₹200Why?Settle Up']);

  await page.goto('/ledger/settings');
  const simplify = page.getByRole('switch', { name: 'Simplify debts' });
  await expect(simplify).toBeChecked();
  await simplify.uncheck();
  await expect(simplify).not.toBeChecked();
  // Turned back on and off again without a reload: the switch is never left disabled.
  await simplify.check();
  await expect(simplify).toBeChecked();
  await simplify.uncheck();
  await expect(simplify).not.toBeChecked();
  // The switch stays disabled until the stored value has changed: then the reload reads it.
  await expect(simplify).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Simplify debts' })).not.toBeChecked();
  await page.goto('/');
  await expect(debts).toHaveCount(3);
  await expect(debtRow(page, 'Meera owes Asha')).toContainText('₹100');
  await expect(debtRow(page, 'Ravi owes Asha')).toContainText('₹100');
  await expect(debtRow(page, 'Meera owes Ravi')).toContainText('₹300');

  // Paying a direct debt leaves the others as they were.
  await recordPayment(page, debtRow(page, 'Ravi owes Asha'));
  await expect(debts).toHaveCount(2);
  await expect(debtRow(page, 'Meera owes Ravi')).toContainText('₹300');
});

test('Why? lists what is behind a balance, adding up to it exactly', async ({ page }) => {
  await startTrip(page);
  await addSplit(page, { description: 'Dinner', amount: '100' });
  await addSplit(page, { description: 'Ice cream', amount: '10', paidBy: 'Meera' });
  await balanceRow(page, 'Meera').getByRole('button', { name: 'Why?' }).click();
  const why = page.getByRole('table', { name: 'How Meera’s balance adds up' });
  // Dinner: a third of 100 (33.333); Ice cream: paid 10, a third of it (3.333) is hers.
  await expect(why.getByRole('row', { name: /^Dinner/ })).toContainText('33.333');
  await expect(why.getByRole('row', { name: /^Ice cream/ })).toContainText('10');
  await expect(why.getByRole('row', { name: /^Meera owes/ })).toHaveText(/-26\.667$/);
  // Asha is owed 63.333, Ravi owes 36.666: of the three pieces cut off, Meera's 0.007 is closest to a
  // paisa, so she pays the paisa they make together, and Why? shows what Settle up asks of her.
  await expect(page.getByText('Shown as ₹26.67: payments are in whole paise')).toBeVisible();
  await expect(debtRow(page, 'Meera owes Asha')).toContainText('Meera owes Asha ₹26.67');

  const row = debtRow(page, 'Meera owes Asha');
  await row.getByRole('button', { name: 'Why?' }).click();
  await expect(row.getByRole('table', { name: 'How Asha’s balance adds up' })).toBeVisible();
});

test('what you are told you owe is what Settle Up asks: ₹100.01 split three ways (issue 27)', async ({ page }) => {
  await startTrip(page);
  // Asha and Meera each owe Ravi 33.337; cut to 33.33, the three would be a paisa short, and it falls to
  // Asha, first by name. Her summary, her Why? and the payment asked of her all say 33.34.
  await addSplit(page, { description: 'Taxi', amount: '100.01', paidBy: 'Ravi' });
  await expect(page.getByRole('status').filter({ hasText: 'You ' })).toHaveText('You owe ₹33.34');
  const row = debtRow(page, 'Asha owes Ravi');
  await expect(row).toContainText('Asha owes Ravi ₹33.34');
  await expect(debtRow(page, 'Meera owes Ravi')).toContainText('Meera owes Ravi ₹33.33');

  await row.getByRole('button', { name: 'Why?' }).click();
  const why = row.getByRole('table', { name: 'How Asha’s balance adds up' });
  await expect(why.getByRole('row', { name: /^Asha owes/ })).toHaveText(/-33\.337$/);
  await expect(row.getByText('Shown as ₹33.34: payments are in whole paise')).toBeVisible();
  await expect(row.getByText('Shown as ₹66.67: less than a paisa cannot be paid')).toBeVisible();

  await row.getByRole('button', { name: 'Settle Up', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Record payment' });
  await expect(sheet.getByRole('textbox', { name: 'Amount' })).toHaveValue('33.34');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You ' })).toHaveText('You are settled up');
  await expect(debtRow(page, 'Meera owes Ravi')).toContainText('Meera owes Ravi ₹33.33');
});
