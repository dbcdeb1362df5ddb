import { expect, test } from './support/fixtures';
import { createLedger, openMenu, signIn } from './helpers';

test('the menu shows the profile, Home, theme, Logout and the version', async ({ page }) => {
  await signIn(page, 'asha Rao', 'asha@example.com');
  const menu = await openMenu(page);
  await expect(menu.getByText('asha Rao')).toBeVisible();
  await expect(menu.getByText('asha@example.com')).toBeVisible();
  await expect(menu.getByText('A', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Light' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByText('0.0.100')).toBeVisible();
  // With no ledger, nobody is an admin of anything.
  for (const name of ['All Transactions', 'Recurring Transactions', 'Members', 'Categories', 'Tags', 'Settings']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('an admin of a monthly ledger sees every admin entry', async ({ signedIn: page }) => {
  await createLedger(page, 'Household', { monthly: true });
  // The tab names the screen and the group: the home's heading is the month.
  await expect(page).toHaveTitle(/^.+ · Household · Vyay$/);
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page).toHaveTitle('Add Expense · Household · Vyay');
  // A form opened to add something puts focus where typing starts.
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  // Other screens put it on their heading after a navigation.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await (await openMenu(page)).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeFocused();
  await page.goto('/');
  const menu = await openMenu(page);
  for (const name of [
    'Home',
    'All Transactions',
    'Recurring Transactions',
    'Members',
    'Categories',
    'Tags',
    'Settings',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('an admin of a one-time ledger has no monthly-only entries', async ({ signedIn: page }) => {
  await createLedger(page, 'Goa trip', { monthly: false });
  const menu = await openMenu(page);
  for (const name of ['Members', 'Categories', 'Tags', 'Settings']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'All Transactions' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Recurring Transactions' })).toHaveCount(0);
});

test('Switch group appears only with more than one group; the title goes home', async ({ signedIn: page }) => {
  await createLedger(page, 'Household');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Switch group' })).toHaveCount(0);
  await createLedger(page, 'Goa trip', { monthly: false });
  await expect(banner.getByRole('link', { name: 'Switch group' })).toBeVisible();

  await page.goto('/ledger/tags');
  await banner.getByRole('link', { name: 'Goa trip' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('routes for the other ledger type send the user home', async ({ signedIn: page }) => {
  await createLedger(page, 'Household', { monthly: true });
  await page.goto('/ledger/split-expense/add');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await createLedger(page, 'Goa trip', { monthly: false });
  for (const route of [
    '/ledger/recurring-transactions',
    '/ledger/transactions/all',
    '/ledger/income/add',
    '/ledger/expense/add',
  ]) {
    await page.goto(route);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/ledger/split-expense/add');
  await expect(page).toHaveURL(/\/ledger\/split-expense\/add$/);
});

test('the theme toggle switches themes and survives a reload', async ({ signedIn: page }) => {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  let menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(menu.getByRole('button', { name: 'Dark' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  menu = await openMenu(page);
  await expect(menu.getByRole('button', { name: 'Dark' })).toBeVisible();
});
