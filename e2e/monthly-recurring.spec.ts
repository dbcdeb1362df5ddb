import { expect, test, type Page } from '@playwright/test';
import { startHousehold, toast, total } from './monthly-steps';

async function addRecurring(page: Page, type: 'Income' | 'Expense', description: string, amount: string) {
  await page.getByRole('button', { name: `Add Recurring ${type}` }).click();
  const form = page.getByRole('form', { name: `Add Recurring ${type}` });
  await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Recurring transaction successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
}

function panel(page: Page) {
  return page.getByRole('tabpanel');
}

test('the recurring form needs a description; amounts may be 0 or negative', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/recurring-transactions');
  await page.getByRole('button', { name: 'Add Recurring Expense' }).click();
  const form = page.getByRole('form', { name: 'Add Recurring Expense' });
  await expect(form.getByRole('combobox', { name: 'Paid by' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Repeats' })).toHaveValue('monthly');
  await expect(form.getByRole('group', { name: 'Start date' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Description is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
    'Description is required',
  );
  await form.getByRole('textbox', { name: 'Description' }).fill('Refund plan');
  await form.getByRole('textbox', { name: 'Amount' }).fill('-250');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Recurring transaction successfully')).toBeVisible();
  await expect(panel(page).getByRole('listitem', { name: 'Refund plan' })).toContainText('Ask each month');
});

test('Yet To Add, Add now, then Already Added with the confirm to add again', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/recurring-transactions');
  await addRecurring(page, 'Expense', 'Rent', '25000');
  await addRecurring(page, 'Income', 'Salary', '185000');
  const yet = page.getByRole('tab', { name: 'Yet To Add' });
  const added = page.getByRole('tab', { name: 'Already Added' });
  await expect(yet).toHaveAttribute('aria-selected', 'true');
  // Sorted by description.
  await expect(panel(page).getByRole('listitem')).toHaveText([/^Rent/, /^Salary/]);

  await panel(page).getByRole('listitem', { name: 'Rent' }).getByRole('button', { name: 'Add now' }).click();
  await expect(toast(page, 'Transaction added to current month successfully')).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveText([/^Salary/]);

  // Keyboard: arrows move between tabs.
  await yet.focus();
  await page.keyboard.press('ArrowRight');
  await expect(added).toBeFocused();
  await expect(added).toHaveAttribute('aria-selected', 'true');
  const rent = panel(page).getByRole('listitem', { name: 'Rent' });
  await expect(rent).toBeVisible();

  await rent.getByRole('button', { name: 'Add now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Add again?' });
  await expect(confirm).toContainText('Transaction already exists for this month. Do you want to add it again?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await rent.getByRole('button', { name: 'Add now' }).click();
  await confirm.getByRole('button', { name: 'Add again' }).click();
  await expect(toast(page, 'Transaction added to current month successfully')).toBeVisible();

  await page.goto('/');
  await expect(total(page, 'Total Expenses')).toHaveText('50,000');
  // Salary is still to come this month.
  await expect(total(page, 'Income yet to receive')).toHaveText('1,85,000');
  await page.getByRole('button', { name: 'Transactions', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Rent' })).toHaveCount(2);
});

test('an item without an amount asks for it; edit and delete work', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/recurring-transactions');
  await addRecurring(page, 'Expense', 'Electricity', '0');
  await expect(page.getByRole('tab', { name: 'Yet To Add' })).toHaveAttribute('aria-selected', 'true');
  const item = panel(page).getByRole('listitem', { name: 'Electricity' });
  await item.getByRole('button', { name: 'Add now' }).click();
  const prompt = page.getByRole('dialog', { name: 'Amount for this month' });
  await prompt.getByRole('textbox', { name: 'Amount' }).fill('1840.5');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Transaction added to current month successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Already Added' }).click();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Edit Electricity' }).click();
  const form = page.getByRole('form', { name: 'Edit Recurring Expense' });
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('0');
  await form.getByRole('textbox', { name: 'Description' }).fill('Power bill');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Recurring transaction successfully')).toBeVisible();
  const renamed = panel(page).getByRole('listitem', { name: 'Power bill' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete Power bill' }).click();
  await page.getByRole('dialog', { name: 'Delete recurring item' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Recurring transaction deleted successfully')).toBeVisible();
  await expect(renamed).toHaveCount(0);

  await page.goto('/');
  await expect(total(page, 'Total Expenses')).toHaveText('1,840.5');
});
