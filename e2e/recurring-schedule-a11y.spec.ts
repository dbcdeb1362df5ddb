// The recurring form's schedule fields (issue 31) and the page's Coming up list, in both themes: axe finds no
// serious or critical violation, every new control has its name, and on the phone project (360 px) nothing
// is wider than the screen with a long name and a crore amount.
import { expect, test, type Page } from '@playwright/test';
import { openMenu } from './helpers';
import { startHousehold, toast } from './monthly-steps';
import { axeFindings } from './support/axe';

async function fitsTheWidth(page: Page, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${what} is ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

const LONG = 'Home loan EMI to the State Bank of India, Koramangala branch';

for (const theme of ['dark', 'light'] as const) {
  test(`the schedule fields and Coming up pass axe and fit the screen in the ${theme} theme`, async ({ page }) => {
    // Four axe passes: slow on a busy 2-core machine, not a hang.
    test.slow();
    await startHousehold(page);
    const menu = await openMenu(page);
    const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
    if (await toggle.count()) await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.keyboard.press('Escape');
    await page.goto('/ledger/recurring-transactions');
    const found: string[] = [];

    await page.getByRole('button', { name: 'Add Recurring Expense' }).click();
    const form = page.getByRole('form', { name: 'Add Recurring Expense' });
    await form.getByRole('textbox', { name: 'Description' }).fill(LONG);
    await form.getByRole('textbox', { name: 'Amount' }).fill('12500000');
    await form.getByRole('switch', { name: 'Add automatically' }).check();
    await form.getByRole('combobox', { name: 'Day of month' }).fill('Last day');
    const repeats = form.getByRole('combobox', { name: 'Repeats' });
    await expect(repeats.getByRole('option')).toHaveText(['Monthly', 'Every 3 months', 'Yearly']);
    await repeats.selectOption({ label: 'Every 3 months' });
    await expect(form.getByRole('combobox', { name: 'Falls in' })).toBeVisible();
    const ends = form.getByRole('combobox', { name: 'Ends' });
    await expect(ends.getByRole('option').first()).toHaveText('Never');
    await ends.selectOption({ label: 'After 12 payments' });
    await form.getByRole('textbox', { name: 'Number of payments' }).fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('textbox', { name: 'Number of payments' })).toHaveAccessibleDescription(
      'There must be at least 1 payment',
    );
    found.push(...(await axeFindings(page, 'recurring form with every schedule field and an error')));
    await fitsTheWidth(page, 'the recurring form');
    await form.getByRole('textbox', { name: 'Number of payments' }).fill('24');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Recurring transaction successfully')).toBeVisible();

    await expect(page.getByRole('region', { name: 'Coming up' })).toContainText('Adds automatically');
    found.push(...(await axeFindings(page, 'recurring page with Coming up')));
    await fitsTheWidth(page, 'the recurring page');

    await page.getByRole('button', { name: `Edit ${LONG}` }).click();
    const edit = page.getByRole('form', { name: 'Edit Recurring Expense' });
    await edit.getByRole('textbox', { name: 'Amount' }).fill('13000000');
    const applies = edit.getByRole('group', { name: 'The new amount applies' });
    await expect(applies.getByRole('radio', { name: 'From this month on' })).toBeChecked();
    await expect(applies.getByRole('radio', { name: 'Only future months' })).not.toBeChecked();
    found.push(...(await axeFindings(page, 'edit form asking from when the new amount applies')));
    await fitsTheWidth(page, 'the edit form');
    expect(found, found.join('\n')).toEqual([]);
  });
}
