// Wide screens: the menu docked as a left column from 1024 px, the homes in two columns from 1200 px,
// and a phone unchanged (drawer only). Screenshots are attached to the report, and also written to
// $E2E_SHOTS_DIR when it is set, to look at.
import { expect, test, type Locator, type Page } from './support/fixtures';
import { createLedger, openMenu } from './helpers';
import { addSplit, startTrip } from './onetime-steps';
import { addEntry, startHousehold } from './monthly-steps';

const DESKTOP = { width: 1280, height: 800 };
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };

async function shot(page: Page, name: string) {
  const body = await page.screenshot({ fullPage: false });
  await test.info().attach(name, { body, contentType: 'image/png' });
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/h5-${name}.png` });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'drawn on the page').not.toBeNull();
  return found!;
}

/** A box in page coordinates: home scrolls smoothly to a just-saved entry, so viewport boxes read apart can disagree. */
async function pageBox(locator: Locator) {
  const found = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  return found;
}

/** Opens a home accordion unless it is open already (back from a form, Transactions opens by itself). */
async function openSection(page: Page, name: 'Settlements' | 'Transactions') {
  const summary = page.getByRole('button', { name, exact: true });
  const details = summary.locator('xpath=..');
  if ((await details.getAttribute('open')) === null) await summary.click();
  await expect(details).toHaveAttribute('open', '');
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The theme toggle in whichever menu is in view; the drawer is opened on a phone. */
async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  const menu = phone ? await openMenu(page) : mainNav(page);
  const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: DESKTOP });

  test('the menu is always in view, once, and navigates without opening anything', async ({ signedIn: page }) => {
    await createLedger(page, 'Household', { monthly: true });
    await expect(mainNav(page)).toHaveCount(1);
    for (const name of ['Home', 'All Transactions', 'Recurring Transactions', 'Members', 'Categories', 'Tags']) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Members', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'All Transactions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();

    // The page starts to the right of the menu, not under it.
    const nav = await box(mainNav(page));
    const main = await box(page.getByRole('heading', { name: 'This month' }));
    expect(main.x).toBeGreaterThanOrEqual(nav.x + nav.width);

    // The Menu button still opens the drawer, which then is the only menu; Escape brings the column back.
    const menu = await openMenu(page);
    await expect(mainNav(page)).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await shot(page, 'menu-open-1280-dark');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  });

  test('the trip home puts the summary beside the transactions; forms stay one column', async ({ page }) => {
    await startTrip(page);
    await addSplit(page, { description: 'Boat ride', amount: '1200', paidBy: 'Ravi' });
    const summary = await pageBox(page.getByRole('region', { name: 'Total Expenses' }));
    const list = await pageBox(page.getByRole('region', { name: 'Transactions' }));
    expect(list.x).toBeGreaterThanOrEqual(summary.x + summary.width);
    // Both columns start near the top of the page (page coordinates, so the scroll to the new entry can't move one).
    expect(Math.abs(list.y - summary.y)).toBeLessThan(40);
    await chooseTheme(page, 'dark');
    await shot(page, 'trip-1280-dark');
    await chooseTheme(page, 'light');
    await shot(page, 'trip-1280-light');

    await page.getByRole('link', { name: 'Add Expense' }).click();
    const form = await box(page.locator('main form').first());
    expect(form.width).toBeLessThanOrEqual(760);
    // The fixed foot bar with Save starts beside the menu, not under it.
    const nav = await box(mainNav(page));
    const bar = await box(page.getByRole('button', { name: 'Save' }).locator('xpath=..'));
    expect(bar.x).toBeGreaterThanOrEqual(nav.x + nav.width - 1);
    await shot(page, 'trip-form-1280-light');
  });

  test('the monthly home puts totals and settlements beside the transactions', async ({ page }) => {
    await startHousehold(page);
    await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450' });
    await openSection(page, 'Transactions');
    await openSection(page, 'Settlements');
    const totals = await box(page.getByRole('table', { name: 'Totals' }));
    const transactions = await box(page.getByRole('button', { name: 'Transactions', exact: true }));
    expect(transactions.x).toBeGreaterThanOrEqual(totals.x + totals.width);
    expect(Math.abs(transactions.y - totals.y)).toBeLessThan(80);
    await chooseTheme(page, 'dark');
    await shot(page, 'monthly-1280-dark');
    await chooseTheme(page, 'light');
    await shot(page, 'monthly-1280-light');
  });
});

test.describe('at 1440 × 900', () => {
  test.use({ viewport: WIDE });

  test('both homes in both themes', async ({ page }) => {
    await startTrip(page);
    await addSplit(page, { description: 'Boat ride', amount: '1200', paidBy: 'Ravi' });
    await addSplit(page, { description: 'Dinner at the shack', amount: '3450.50', paidBy: 'Meera' });
    const summary = await pageBox(page.getByRole('region', { name: 'Total Expenses' }));
    const list = await pageBox(page.getByRole('region', { name: 'Transactions' }));
    expect(list.x).toBeGreaterThanOrEqual(summary.x + summary.width);
    for (const theme of ['dark', 'light'] as const) {
      await chooseTheme(page, theme);
      await shot(page, `trip-1440-${theme}`);
    }
    await createLedger(page, 'Household', { monthly: true });
    await addEntry(page, 'Expense', { description: 'Groceries', amount: '2450' });
    await openSection(page, 'Transactions');
    for (const theme of ['dark', 'light'] as const) {
      await chooseTheme(page, theme);
      await shot(page, `monthly-1440-${theme}`);
    }
  });
});

test.describe('at 1100 × 800', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test('the menu is docked but the trip home is still one column', async ({ page }) => {
    await startTrip(page);
    await addSplit(page, { description: 'Boat ride', amount: '1200', paidBy: 'Ravi' });
    await expect(page.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
    const summary = await pageBox(page.getByRole('region', { name: 'Total Expenses' }));
    const list = await pageBox(page.getByRole('region', { name: 'Transactions' }));
    expect(list.y).toBeGreaterThan(summary.y + summary.height);
  });
});

test.describe('at 360 × 740', () => {
  test.use({ viewport: PHONE });

  test('the menu stays hidden until the Menu button opens it', async ({ page }) => {
    await startTrip(page);
    await addSplit(page, { description: 'Boat ride', amount: '1200', paidBy: 'Ravi' });
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
    const summary = await pageBox(page.getByRole('region', { name: 'Total Expenses' }));
    const list = await pageBox(page.getByRole('region', { name: 'Transactions' }));
    expect(list.y).toBeGreaterThan(summary.y + summary.height);
    expect(summary.x).toBeLessThan(24);
    for (const theme of ['dark', 'light'] as const) {
      await chooseTheme(page, theme);
      await shot(page, `trip-360-${theme}`);
    }

    const menu = await openMenu(page);
    await expect(mainNav(page)).toHaveCount(1);
    await shot(page, 'menu-360-light');
    await menu.getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(mainNav(page)).toHaveCount(0);
  });
});
