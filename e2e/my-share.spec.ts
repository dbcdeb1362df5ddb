// Add my share (issue 20): Asha puts her share of the Goa trip into her Household budget; doing it again
// after another trip expense updates the same entry, and the entry opens the trip.
import { expect, test, type Page } from '@playwright/test';
import { createLedger, openMenu, signIn } from './helpers';
import { card, openSection } from './monthly-steps';
import { addSplit, fillSplit, openAddForm } from './onetime-steps';

async function householdAndTrip(page: Page): Promise<void> {
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Household');
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  for (const name of ['Ravi', 'Meera']) {
    await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
    await page.getByRole('button', { name: 'Add temporary member' }).click();
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true }),
    ).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

async function addMyShare(page: Page, toast: string): Promise<void> {
  await page.getByRole('button', { name: 'Add my share to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add my share' });
  await expect(dialog.getByRole('combobox', { name: 'Ledger' })).toHaveValue(/.+/);
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Transport');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Switch group' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByText(`Switched to ${name}`).last()).toBeVisible();
}

test('my share of a trip goes into my budget once, is updated, and opens the trip', async ({ page }) => {
  await householdAndTrip(page);
  await expect(page.getByRole('button', { name: 'Add my share to…' })).toHaveCount(0);
  await addSplit(page, { description: 'Dinner', amount: '3000' });
  await addSplit(page, { description: 'Taxi', amount: '600', paidBy: 'Ravi' });

  // 1,000 of the dinner and 200 of the taxi.
  await addMyShare(page, 'Added your share of Goa trip (₹1,200) to Household');

  await addSplit(page, { description: 'Boat', amount: '900', paidBy: 'Meera' });
  await addMyShare(page, 'Updated your share of Goa trip (₹1,500) in Household');

  await switchTo(page, 'Household');
  await openSection(page, 'Transactions');
  const share = card(page, 'Goa trip');
  await expect(share).toHaveCount(1);
  await expect(share).toContainText('1,500');
  await expect(share).toContainText('Transport');
  await share.getByRole('button', { name: 'From Goa trip' }).click();
  await expect(page.getByText('Switched to Goa trip').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
});

test('one expense per category replaces the single one', async ({ page }) => {
  await householdAndTrip(page);
  await openAddForm(page);
  await fillSplit(page, { description: 'Dinner', amount: '3000' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Food');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await openAddForm(page);
  await fillSplit(page, { description: 'Snacks', amount: '300' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'No category' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await addMyShare(page, 'Added your share of Goa trip (₹1,100) to Household');

  await page.getByRole('button', { name: 'Add my share to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add my share' });
  await dialog.getByRole('switch', { name: 'One expense per category' }).check();
  const preview = dialog.getByRole('region', { name: 'What is added' });
  await expect(preview.getByRole('listitem')).toHaveText([
    // In the order the trip lists them, newest first.
    /^No category → Transport.*₹100$/,
    /^Food.*₹1,000$/,
  ]);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Updated your share of Goa trip (₹1,100) in Household')).toBeVisible();

  await switchTo(page, 'Household');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Goa trip')).toHaveCount(0);
  await expect(card(page, 'Goa trip: Food')).toContainText('1,000');
  await expect(card(page, 'Goa trip: No category')).toContainText('Transport');
});

async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  const menu = await openMenu(page);
  const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
}

for (const theme of ['dark', 'light'] as const) {
  test(`the dialog fits a phone (${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await householdAndTrip(page);
    await chooseTheme(page, theme);
    await addSplit(page, { description: 'Dinner', amount: '3000' });
    await page.getByRole('button', { name: 'Add my share to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add my share' });
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Transport');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await test.info().attach(`dialog-${theme}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}
