// Category budgets: set in Settings, shown on home with words and aria values, a warning toast when an
// expense crosses 80% or 100%, kept by a backup round trip, and not shown to members.
import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './helpers';
import { deleteGroup, exportJson, importFile } from './backup-steps';
import { MEMBER, addEntry, startHousehold, startHouseholdWithMember, toast } from './monthly-steps';
import { axeFindings } from './support/axe';

test.setTimeout(90_000);

function budgetsForm(page: Page) {
  return page.getByRole('form', { name: 'Category budgets' });
}

async function setBudget(page: Page, category: string, amount: string): Promise<void> {
  await page.goto('/ledger/settings');
  await budgetsForm(page)
    .getByRole('textbox', { name: `Budget for ${category}` })
    .fill(amount);
  await budgetsForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
}

/** What home says for the rest of this month, counted as the app does: today included. */
function daysLeftText(): string {
  const now = new Date();
  const days = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate() - now.getDate() + 1;
  return days === 1 ? '1 day left' : `${days} days left`;
}

function row(page: Page, category: string) {
  return page
    .getByRole('region', { name: 'Budgets' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('progressbar', { name: `${category} budget` }) });
}

/**
 * Full page, or (for a form with its sticky Save) the viewport scrolled to `at`, as a person sees it,
 * attached to the report.
 */
async function shot(page: Page, name: string, at?: ReturnType<Page['getByRole']>): Promise<void> {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (at) await at.scrollIntoViewIfNeeded();
    const body = await page.screenshot({ fullPage: !at });
    await test.info().attach(`${name}-${width}`, { body, contentType: 'image/png' });
  }
}

test('an admin sets a Food budget, is warned at 80% and 100%, and the budget survives a backup', async ({ page }) => {
  await startHousehold(page);

  // Bad input is named at its field; the payment mode chosen above the budgets is left as it is.
  await page.goto('/ledger/settings');
  await page.getByRole('combobox', { name: 'Payment mode' }).selectOption('Cash');
  await expect(toast(page, 'Payment mode updated successfully')).toBeVisible();
  const form = budgetsForm(page);
  await form.getByRole('textbox', { name: 'Budget for Rent' }).fill('12.345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Budget for Rent: Use at most 2 decimal places')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Budget for Rent' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Budget for Rent' })).toHaveAccessibleDescription(
    'Use at most 2 decimal places',
  );
  await form.getByRole('textbox', { name: 'Budget for Rent' }).fill('');
  await setBudget(page, 'Food', '1000');
  await page.goto('/ledger/settings');
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toHaveValue('Cash');
  await expect(budgetsForm(page).getByRole('textbox', { name: 'Budget for Food' })).toHaveValue('1000');
  await page.goto('/');

  await expect(row(page, 'Food')).toContainText('On track');
  await expect(row(page, 'Food')).toContainText(`₹0 of ₹1,000 · ₹1,000 left · ${daysLeftText()}`);

  await addEntry(page, 'Expense', { description: 'Groceries', amount: '500', category: 'Food' });
  await expect(page.locator('[data-sonner-toast][data-type="warning"]')).toHaveCount(0);
  await expect(row(page, 'Food')).toContainText('On track');

  await addEntry(page, 'Expense', { description: 'Dinner out', amount: '340', category: 'Food' });
  await expect(toast(page, 'Food is at 84% of its ₹1,000 budget')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Food budget' });
  await expect(row(page, 'Food')).toContainText('Near limit');
  await expect(row(page, 'Food')).toContainText(`₹840 of ₹1,000 · ₹160 left · ${daysLeftText()}`);
  await expect(bar).toHaveAttribute('aria-valuenow', '840');
  await expect(bar).toHaveAttribute('aria-valuemax', '1000');
  await expect(bar).toHaveAttribute('aria-valuetext', `Near limit: ₹840 of ₹1,000, ₹160 left, ${daysLeftText()}`);

  // Another category's expense says nothing about Food.
  await addEntry(page, 'Expense', { description: 'Bus pass', amount: '900', category: 'Transport' });
  await expect(page.locator('[data-sonner-toast][data-type="warning"]').filter({ hasNotText: '84%' })).toHaveCount(0);

  await addEntry(page, 'Expense', { description: 'Party', amount: '360', category: 'Food' });
  await expect(toast(page, 'Food is over its ₹1,000 budget by ₹200')).toBeVisible();
  await test.info().attach('toast-over', { body: await page.screenshot(), contentType: 'image/png' });
  await expect(row(page, 'Food')).toContainText('Over budget');
  await expect(row(page, 'Food')).toContainText(`₹1,200 of ₹1,000 · ₹200 over · ${daysLeftText()}`);
  await expect(bar).toHaveAttribute('aria-valuenow', '1000');
  await expect(bar).toHaveAttribute('aria-valuetext', `Over budget: ₹1,200 of ₹1,000, ₹200 over, ${daysLeftText()}`);

  // A refund brings it back under, and a second budget shows beside it.
  await addEntry(page, 'Expense', { description: 'Party refund', amount: '-300', category: 'Food' });
  await expect(row(page, 'Food')).toContainText('Near limit');
  await setBudget(page, 'Rent', '25000');
  await expect(row(page, 'Rent')).toContainText('On track');
  await expect(row(page, 'Food')).toContainText('₹900 of ₹1,000 · ₹100 left');

  for (const theme of ['dark', 'light'] as const) {
    await page.goto('/');
    await expect(row(page, 'Food')).toBeVisible();
    await shot(page, `home-${theme}`);
    expect(await axeFindings(page, `home, ${theme}`)).toEqual([]);
    await page.goto('/ledger/settings');
    await expect(budgetsForm(page)).toBeVisible();
    await shot(page, `settings-${theme}`, budgetsForm(page).getByRole('heading', { name: 'Category budgets' }));
    expect(await axeFindings(page, `settings, ${theme}`)).toEqual([]);
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Light' }).click();
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const backup = await exportJson(page);
  expect(JSON.parse(backup.text).settings.monthly).toMatchObject({
    paymentMode: 'Cash',
    budgets: { Food: 1000, Rent: 25000 },
  });
  await deleteGroup(page, 'Household');
  await importFile(page, 'household.json', backup.text);
  await expect(toast(page, 'Backup imported as Household')).toBeVisible();
  await page.goto('/ledger/settings');
  await expect(budgetsForm(page).getByRole('textbox', { name: 'Budget for Food' })).toHaveValue('1000');
  await expect(budgetsForm(page).getByRole('textbox', { name: 'Budget for Rent' })).toHaveValue('25000');
  await page.goto('/');
  await expect(row(page, 'Food')).toContainText('₹900 of ₹1,000');
});

test('clearing a budget removes its bar, and members never see budgets', async ({ page }) => {
  await startHouseholdWithMember(page);
  await setBudget(page, 'Food', '1000');
  await expect(row(page, 'Food')).toBeVisible();
  await addEntry(page, 'Expense', { description: 'Ravi snacks', amount: '900', category: 'Food', paidBy: MEMBER.name });
  await expect(toast(page, 'Food is at 90% of its ₹1,000 budget')).toBeVisible();
  await signOut(page);

  await signIn(page, MEMBER.name, MEMBER.email);
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Budgets' })).toHaveCount(0);
  await addEntry(page, 'Expense', { description: 'Ravi lunch', amount: '300', category: 'Food' });
  await expect(page.locator('[data-sonner-toast][data-type="warning"]')).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'Asha', 'asha@example.com');
  await expect(row(page, 'Food')).toContainText('Over budget');
  await setBudget(page, 'Food', '');
  await expect(page.getByRole('region', { name: 'Budgets' })).toHaveCount(0);
});
