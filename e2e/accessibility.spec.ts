// axe-core on every route and the main dialogs, in both themes: no serious or critical violation
// (WCAG 2.1 A and AA). Each failure names the route, the rule and the elements.
import { expect, test, type Page } from '@playwright/test';
import { createLedger, openMenu, signIn } from './helpers';
import { addSplit } from './onetime-steps';
import { axeFindings } from './support/axe';

const THEMES = ['dark', 'light'] as const;

/** WCAG 2.1 A and AA (serious and critical) and the heading outline, in one axe pass. */
const violations = (page: Page, where: string) => axeFindings(page, where, { outline: true });

async function chooseTheme(page: Page, theme: (typeof THEMES)[number]) {
  const menu = await openMenu(page);
  const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
}

/** Opens a route and waits for its main heading, so axe sees the finished screen. */
async function scan(page: Page, route: string, found: string[]) {
  await page.goto(route);
  // A route's first visit loads its code: on a busy 2-core machine that can pass the default 5 s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading ...')).toHaveCount(0);
  found.push(...(await violations(page, route)));
}

for (const theme of THEMES) {
  test(`every monthly screen passes axe in the ${theme} theme`, async ({ page }) => {
    // axe on 16 screens and dialogs: slow, not a hang. 29 s on this 2-core machine with the device tests
    // alone; in a CI run on a machine at about half its usual speed (npm test took 1,675 s against 907 s)
    // 72 s in one theme and past 90 s (test.slow's 3 × 30 s) in the other, so it has twice that.
    test.setTimeout(180_000);
    const found: string[] = [];
    await page.goto('/');
    // A first visit shows Loading until the router's chunk is in (the early home is only for a
    // returning user): axe reads the sign-in screen once it is drawn.
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    found.push(...(await violations(page, 'sign-in')));
    await signIn(page, 'Asha', `a11y-${theme}@example.com`);
    await chooseTheme(page, theme);
    found.push(...(await violations(page, 'home, no ledgers')));
    await createLedger(page, 'Household');
    await page.getByRole('link', { name: 'Add Expense' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Groceries');
    await page.getByRole('textbox', { name: 'Amount' }).fill('2450');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
    for (const route of [
      '/',
      '/ledger/expense/add',
      '/ledger/income/add',
      '/ledger/members',
      '/ledger/categories',
      '/ledger/tags',
      '/ledger/settings',
      '/ledger/transactions/all',
      '/ledger/recurring-transactions',
      '/ledger/add',
      '/account/delete',
      '/no-such-page',
    ])
      await scan(page, route, found);
    await page.goto('/');
    await page.getByRole('button', { name: 'Transactions' }).click();
    await page.getByRole('button', { name: 'Delete Groceries' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, 'delete confirm')));
    await page.keyboard.press('Escape');
    await openMenu(page);
    found.push(...(await violations(page, 'menu')));
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`every trip screen passes axe in the ${theme} theme`, async ({ page }) => {
    // axe on every route and dialog: slow on a busy 2-core machine, not a hang.
    test.slow();
    const found: string[] = [];
    await signIn(page, 'Asha', `a11y-trip-${theme}@example.com`);
    await chooseTheme(page, theme);
    await createLedger(page, 'Goa trip', { monthly: false });
    await page.goto('/ledger/members');
    await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
    await page.getByRole('button', { name: 'Add temporary member' }).click();
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi' })).toBeVisible();
    await page.goto('/');
    await addSplit(page, { description: 'Boat ride', amount: '1000', paidBy: 'Ravi' });
    for (const route of ['/', '/ledger/split-expense/add', '/ledger/members', '/ledger/settings', '/ledger/switch'])
      await scan(page, route, found);
    await page.goto('/');
    await page.getByRole('button', { name: 'Why?' }).first().click();
    found.push(...(await violations(page, 'home with Why? open')));
    await page.getByRole('button', { name: 'Settle Up' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Record payment' })).toBeVisible();
    found.push(...(await violations(page, 'Record payment')));
    expect(found, found.join('\n')).toEqual([]);
  });
  test(`Switch group with every position and the total passes axe in the ${theme} theme`, async ({ page }) => {
    test.slow();
    const found: string[] = [];
    await signIn(page, 'Asha', `a11y-switch-${theme}@example.com`);
    await chooseTheme(page, theme);
    // A trip where Asha owes, one where she is owed, and a household: each kind of line, in colour and words.
    for (const [trip, paidBy] of [
      ['Goa trip', 'Ravi'],
      ['Manali trip', 'Asha'],
    ] as const) {
      await createLedger(page, trip, { monthly: false });
      await page.goto('/ledger/members');
      await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
      await page.getByRole('button', { name: 'Add temporary member' }).click();
      await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi' })).toBeVisible();
      await page.goto('/');
      await addSplit(page, { description: 'Boat ride', amount: '1000', paidBy });
    }
    await createLedger(page, 'Household');
    await page.getByRole('link', { name: 'Switch group' }).click();
    await expect(page.getByText('You owe ₹500', { exact: true })).toBeVisible();
    await expect(page.getByText('You are owed ₹500', { exact: true })).toBeVisible();
    await expect(page.getByText('Spent this month: ₹0')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Across your trips' })).toContainText('Settled');
    found.push(...(await violations(page, 'Switch group with positions')));
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`the Activity screen and comments pass axe in the ${theme} theme`, async ({ page }) => {
    // axe on each screen: slow on a busy 2-core machine, not a hang.
    test.slow();
    const found: string[] = [];
    await signIn(page, 'Asha', `a11y-activity-${theme}@example.com`);
    await chooseTheme(page, theme);
    await createLedger(page, 'Goa trip', { monthly: false });
    await page.goto('/ledger/members');
    await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
    await page.getByRole('button', { name: 'Add temporary member' }).click();
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi' })).toBeVisible();
    await page.goto('/');
    await addSplit(page, { description: 'Boat ride', amount: '1000', paidBy: 'Ravi' });
    await addSplit(page, { description: 'Taxi', amount: '300' });
    await page.getByRole('button', { name: 'Edit Boat ride' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1200');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Taxi' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: 'Taxi' })).toHaveCount(0);
    // A comment under its card, and the form open for another one.
    await page.getByRole('button', { name: 'Comment on Boat ride' }).click();
    await page.getByRole('textbox', { name: 'Comment', exact: true }).fill('Sunset ride');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('list', { name: 'Comments on Boat ride' })).toBeVisible();
    await page.getByRole('button', { name: 'Comment on Boat ride' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Comment on Boat ride' }).getByRole('alert')).toBeVisible();
    found.push(...(await violations(page, 'home with a comment and its form')));
    // Edits with their changes, a comment, a deletion with Restore.
    await scan(page, '/ledger/activity', found);
    await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
    expect(found, found.join('\n')).toEqual([]);
  });
}
