// Several payers on one expense, and an expense paid in another currency at a rate the person enters.
import { expect, test, type Page } from '@playwright/test';
import { balanceRow, openAddForm, startTrip, totalCard } from './onetime-steps';

async function fillBasics(page: Page, description: string, amount: string) {
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
}

test('several people pay one expense: their parts must add up, and balances follow what each paid', async ({
  page,
}) => {
  await startTrip(page);
  await openAddForm(page);
  await fillBasics(page, 'Hotel', '900');
  await page.getByRole('button', { name: 'Add payer' }).click();
  // The payer so far keeps the whole amount, and the next person joins with nothing yet.
  await expect(page.getByRole('combobox', { name: 'Payer 1' })).toHaveValue(/.+/);
  await expect(page.getByRole('textbox', { name: 'Amount paid by Asha' })).toHaveValue('900');
  await page.getByRole('textbox', { name: 'Amount paid by Asha' }).fill('500');
  await page.getByRole('combobox', { name: 'Payer 2' }).selectOption({ label: 'Ravi' });
  await page.getByRole('textbox', { name: 'Amount paid by Ravi' }).fill('300');
  await expect(page.getByRole('status').filter({ hasText: 'Payers add up to' })).toHaveText(
    'Payers add up to 800 of 900',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payers add up to 800 of 900').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Amount paid by Ravi' }).fill('400');
  await expect(page.getByRole('status').filter({ hasText: 'Payers add up to the amount.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await expect(totalCard(page)).toContainText('₹900');
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*300\s*500/);
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*300\s*400/);
  await expect(balanceRow(page, 'Meera')).toHaveText(/Meera\s*Why\?\s*300\s*0/);
  await expect(page.getByRole('listitem', { name: 'Meera owes Asha', exact: true })).toContainText('₹200');
  await expect(page.getByRole('listitem', { name: 'Meera owes Ravi', exact: true })).toContainText('₹100');

  // Back to one payer: Ravi's row removed, Asha paid it all.
  await page.getByRole('button', { name: 'Edit Hotel' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount paid by Ravi' })).toHaveValue('400');
  await page.getByRole('button', { name: 'Remove payer Ravi' }).click();
  await expect(page.getByRole('combobox', { name: 'Paid by' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: 'Asha' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*300\s*900/);
  await expect(balanceRow(page, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*300\s*0/);
});

test('an expense in euros is converted at the rate entered, shown both ways, and the rate is offered next time', async ({
  page,
}) => {
  await startTrip(page);
  await openAddForm(page);
  await fillBasics(page, 'Museum', '40');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const rate = page.getByRole('textbox', { name: 'Exchange rate' });
  await expect(rate).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Rate is required').last()).toBeVisible();
  await rate.fill('90.125');
  await expect(page.getByText('= ₹3,605')).toBeVisible();
  // The split is in the ledger's currency.
  await expect(page.getByRole('status').filter({ hasText: 'Split' })).toContainText('of ₹3,605');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await expect(totalCard(page)).toContainText('₹3,605');
  const museum = page.getByRole('article', { name: 'Museum' });
  await expect(museum).toContainText('3,605');
  await expect(museum).toContainText('€40.00 at 90.1250');
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*1,201\.67\s*3,605/);

  await openAddForm(page);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page.getByRole('textbox', { name: 'Exchange rate' })).toHaveValue('90.125');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
  await expect(page.getByRole('textbox', { name: 'Exchange rate' })).toHaveCount(0);
});
