// Recurring items that add themselves (issue 31), with Playwright's clock as the app's clock: the app closed
// across two month ends posts both months once, each on its day; open across a month end, it posts the new
// one; two tabs opening at once post once; an item without an amount waits for someone, and home says so.
import { expect, test, type Page } from '@playwright/test';
import { openSection, startHousehold, toast, total } from './monthly-steps';

/** The recurring page's form, filled and saved. */
async function addAutomatic(
  page: Page,
  item: { description: string; amount: string; day: string; payments?: string; automatic?: boolean },
) {
  await page.goto('/ledger/recurring-transactions');
  await page.getByRole('button', { name: 'Add Recurring Expense' }).click();
  const form = page.getByRole('form', { name: 'Add Recurring Expense' });
  await form.getByRole('textbox', { name: 'Description' }).fill(item.description);
  await form.getByRole('textbox', { name: 'Amount' }).fill(item.amount);
  const automatic = form.getByRole('switch', { name: 'Add automatically' });
  await expect(automatic).not.toBeChecked();
  if (item.automatic !== false) await automatic.check();
  await form.getByRole('combobox', { name: 'Day of month' }).fill(item.day);
  if (item.payments) {
    await form.getByRole('combobox', { name: 'Ends' }).selectOption({ label: 'After 12 payments' });
    await form.getByRole('textbox', { name: 'Number of payments' }).fill(item.payments);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Recurring transaction successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
}

async function monthEntries(page: Page, year: number, month: number, description: string) {
  await page.goto(`/ledger/transactions/all/${year}/${month}`);
  return page.getByRole('article', { name: description, exact: true });
}

test('closed across two month ends, the app posts both months once, each on the 1st', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 9, 20, 10) });
  await startHousehold(page);
  await addAutomatic(page, { description: 'Rent', amount: '25000', day: '1' });
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByRole('listitem')).toHaveText([/^Rent, ₹25,000, next on 1 Nov\s*Adds automatically$/]);
  const row = page.getByRole('tabpanel').getByRole('listitem', { name: 'Rent' });
  await expect(row).toContainText('Monthly on the 1st');
  await expect(row).toContainText('Adds automatically');

  // Closed until 5 December.
  await page.goto('about:blank');
  await page.clock.setSystemTime(new Date(2026, 11, 5, 9));
  await page.goto('/');
  await expect(toast(page, 'Added Rent for November and December')).toBeVisible();
  await expect(total(page, 'Total Expenses')).toHaveText('25,000');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  const november = await monthEntries(page, 2026, 11, 'Rent');
  await expect(november).toHaveCount(1);
  await expect(november).toContainText('01 Nov 26');
  const december = await monthEntries(page, 2026, 12, 'Rent');
  await expect(december).toHaveCount(1);
  await expect(december).toContainText('01 Dec 26');

  // Left open into January: the new month's rent is added when the month turns, with no reload.
  await page.goto('/ledger/recurring-transactions');
  await page.getByRole('tab', { name: 'Already Added' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem', { name: 'Rent' })).toBeVisible();
  await page.goto('/');
  // Every timer due by then fires once, as after a laptop lid opened on 1 January.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(new Date(2027, 0, 1, 0, 5).getTime() - pageNow);
  await expect(page.getByText('January 2027')).toBeVisible();
  await expect(toast(page, 'Added Rent for this month')).toBeVisible();
  await expect(total(page, 'Total Expenses')).toHaveText('25,000');
  await openSection(page, 'Transactions');
  await expect(page.getByRole('article', { name: 'Rent', exact: true })).toHaveCount(1);
});

test('two tabs opening at once post the month once', async ({ context }) => {
  await context.clock.install({ time: new Date(2026, 9, 20, 10) });
  const first = await context.newPage();
  await startHousehold(first);
  await addAutomatic(first, { description: 'Maid', amount: '6000', day: '3' });
  await first.goto('about:blank');
  await context.clock.setSystemTime(new Date(2026, 10, 4, 8));
  const second = await context.newPage();
  await Promise.all([first.goto('/'), second.goto('/')]);
  for (const page of [first, second]) await expect(total(page, 'Total Expenses')).toHaveText('6,000');
  await expect(await monthEntries(second, 2026, 11, 'Maid')).toHaveCount(1);
  await first.reload();
  await expect(total(first, 'Total Expenses')).toHaveText('6,000');
});

test('an item without an amount waits in Yet To Add, and home says a bill is left to add', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 9, 20, 10) });
  await startHousehold(page);
  await addAutomatic(page, { description: 'Electricity', amount: '0', day: '10' });
  await page.goto('about:blank');
  await page.clock.setSystemTime(new Date(2026, 10, 12, 9));
  await page.goto('/');
  await expect(total(page, 'Total Expenses')).toHaveText('0');
  const bills = page.getByRole('link', { name: '1 bill to add this month' });
  await expect(bills).toBeVisible();
  await bills.click();
  await expect(page.getByRole('tab', { name: 'Yet To Add' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('listitem', { name: 'Electricity' })).toBeVisible();
});

test('an EMI says where it stands, and each entry which payment it is', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 9, 20, 10) });
  await startHousehold(page);
  await addAutomatic(page, { description: 'EMI', amount: '12000', day: '5', payments: '24' });
  await expect(page.getByRole('region', { name: 'Coming up' })).toContainText('24 payments left, ends October 2028');
  await page.goto('about:blank');
  await page.clock.setSystemTime(new Date(2026, 10, 6, 9));
  await page.goto('/');
  await expect(toast(page, 'Added EMI for this month')).toBeVisible();
  await openSection(page, 'Transactions');
  await expect(page.getByRole('article', { name: 'EMI', exact: true })).toContainText('EMI 1 of 24');
  await page.goto('/ledger/recurring-transactions');
  await expect(page.getByRole('region', { name: 'Coming up' })).toContainText('23 payments left, ends October 2028');
});

test('bad schedule input is named next to its field, and nothing is saved', async ({ page }) => {
  await startHousehold(page);
  await page.goto('/ledger/recurring-transactions');
  await page.getByRole('button', { name: 'Add Recurring Expense' }).click();
  const form = page.getByRole('form', { name: 'Add Recurring Expense' });
  await form.getByRole('textbox', { name: 'Description' }).fill('Rent');
  await form.getByRole('textbox', { name: 'Amount' }).fill('25000');
  const day = form.getByRole('combobox', { name: 'Day of month' });
  await day.fill('30');
  await form.getByRole('combobox', { name: 'Ends' }).selectOption({ label: 'After 12 payments' });
  await form.getByRole('textbox', { name: 'Number of payments' }).fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(day).toHaveAccessibleDescription('Choose a day from 1 to 28, or Last day');
  await expect(form.getByRole('textbox', { name: 'Number of payments' })).toHaveAccessibleDescription(
    'There must be at least 1 payment',
  );
  await day.fill('Last day');
  await form.getByRole('combobox', { name: 'Ends' }).selectOption({ label: 'After 0 payments' });
  await form.getByRole('combobox', { name: 'Ends' }).selectOption({ index: 2 });
  await form.getByLabel('Month it ends').fill('2020-01');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Month it ends')).toHaveAccessibleDescription('The end is before the start date');
  await expect(page.getByRole('tabpanel').getByRole('listitem', { name: 'Rent' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No recurring items yet');
});
