// Split by items (issue 33): real bills entered row by row, each person's share checked on the card, and the
// form's refusals. The bills and their shares are src/domain/bill-fixtures.ts, worked out by hand.
import { expect, test } from '@playwright/test';
import { BAR, DELIVERY, RESTAURANT } from '../src/domain/bill-fixtures';
import { expectReconciliation, fillBill, fillItem, itemRow } from './items-steps';
import { openMenu } from './helpers';
import { axeFindings } from './support/axe';
import { balanceRow, openAddForm, startTrip } from './onetime-steps';

/** The card's amount as it shows a share: to 2 decimals, grouped. */
const shown = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 2 });

test('the restaurant bill, printed total typed first: every share on the card, each person’s items on tap', async ({
  page,
}) => {
  await startTrip(page, { others: ['Ravi', 'Meera', 'Kabir', 'Dev', 'Zoya'] });
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill(RESTAURANT.description);
  await page.getByRole('textbox', { name: 'Amount' }).fill('2375');
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
  await fillBill(page, RESTAURANT);
  await expectReconciliation(page, RESTAURANT.line);
  await expect(
    page.getByText('₹0.24 more than its items and charges: the difference is shared like a charge.'),
  ).toBeVisible();
  // The printed total stays as typed: the bill does not overwrite it.
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('2375');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully')).toBeVisible();

  const card = page.getByRole('article', { name: RESTAURANT.description });
  const split = card.getByRole('list', { name: `Split of ${RESTAURANT.description}` });
  for (const [i, person] of RESTAURANT.people.entries())
    await expect(split).toContainText(`${person}: ${shown(RESTAURANT.shares[i]!)}`);
  await split.getByText(`Zoya: ${shown(RESTAURANT.shares[5]!)}`).click();
  const zoya = card.getByRole('list', { name: "Zoya's items" });
  await expect(zoya).toContainText('Sweet Lime Soda × 2 (shared by 2): ₹110');
  await expect(zoya).toContainText('Veg Biryani: ₹340');
  await expect(zoya).toContainText('Dal Makhani (shared by 6): ₹46.667');
  await expect(balanceRow(page, 'Asha')).toHaveText(/Asha\s*Why\?\s*450\.46\s*2,375/);

  // Editing opens the bill again, rows and charges as saved.
  await card.getByRole('button', { name: `Edit ${RESTAURANT.description}` }).click();
  await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveValue('Items');
  await expect(itemRow(page, 7).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Gulab Jamun');
  await expectReconciliation(page, RESTAURANT.line);
});

test('a delivery with a coupon and packaging shared equally: the Amount fills itself', async ({ page }) => {
  await startTrip(page, { others: ['Ravi', 'Meera', 'Kabir'] });
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill(DELIVERY.description);
  await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: DELIVERY.payer });
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
  await fillBill(page, DELIVERY);
  await expectReconciliation(page, DELIVERY.line);
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1078.8');
  await page.getByRole('button', { name: 'Save' }).click();
  const split = page.getByRole('list', { name: `Split of ${DELIVERY.description}` });
  for (const [i, person] of DELIVERY.people.entries())
    await expect(split).toContainText(`${person}: ${shown(DELIVERY.shares[i]!)}`);
});

test('a bar bill with a pitcher shared by three, printed ₹0.50 under', async ({ page }) => {
  await startTrip(page, { others: ['Ravi', 'Meera', 'Kabir'] });
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill(BAR.description);
  await page.getByRole('textbox', { name: 'Amount' }).fill(String(BAR.printed));
  await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: BAR.payer });
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
  await fillBill(page, BAR);
  await expectReconciliation(page, BAR.line);
  await page.getByRole('button', { name: 'Save' }).click();
  const split = page.getByRole('list', { name: `Split of ${BAR.description}` });
  for (const [i, person] of BAR.people.entries())
    await expect(split).toContainText(`${person}: ${shown(BAR.shares[i]!)}`);
});

test('refuses bad rows and a bill that does not add up, saving nothing', async ({ page }) => {
  await startTrip(page);
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Thali lunch');
  await page.getByRole('textbox', { name: 'Amount' }).fill('2750');
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
  await fillItem(page, 1, { name: 'Thali', price: '0', quantity: '1.5', people: [] });
  await page.getByRole('button', { name: 'Save' }).click();
  const row = itemRow(page, 1);
  await expect(row.getByText('Price must be more than 0')).toBeVisible();
  await expect(row.getByText('Quantity must be a whole number from 1 to 99')).toBeVisible();
  await expect(row.getByText('Choose who had Thali')).toBeVisible();
  await page.getByRole('group', { name: 'Charges' }).getByRole('textbox', { name: 'Service charge' }).fill('110');
  await expect(page.getByText('Service charge cannot be over 100%')).toBeVisible();

  await page.getByRole('group', { name: 'Charges' }).getByRole('textbox', { name: 'Service charge' }).fill('');
  await fillItem(page, 1, { name: 'Thali', price: '2690.5', quantity: '1', people: ['Asha', 'Ravi'] });
  await expect(page.getByText('Items and charges add up to ₹2,690.50, the bill says ₹2,750')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();

  // Removing a row by its name.
  await fillItem(page, 2, { name: 'Lassi', price: '60', people: ['Meera'] });
  await page.getByRole('button', { name: 'Remove Lassi' }).click();
  await expect(itemRow(page, 2)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Thali lunch' })).toHaveCount(0);
});

test('Add item and Remove move focus to the row at once: typing ahead lands there, and a late frame never pulls it away', async ({
  page,
}) => {
  await startTrip(page, { others: ['Ravi'] });
  await openAddForm(page);
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
  // A slow phone with a long bill: the next frame comes only after the person has moved on to the price.
  // The 100-item bill failed in CI this way, its 49th price typed into the 49th name, because focus moved
  // to the new row a frame after Add item. Frames are held here and let run at that moment.
  await page.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => held.push(callback);
    Object.assign(window, { runHeldFrames: () => held.splice(0).forEach((f) => f(performance.now())) });
  });
  const runHeldFrames = () => page.evaluate(() => (window as unknown as { runHeldFrames: () => void }).runHeldFrames());
  for (let n = 1; n <= 3; n++) {
    if (n > 1) await page.getByRole('button', { name: 'Add item' }).click();
    const row = itemRow(page, n);
    await row.getByRole('textbox', { name: 'Item', exact: true }).fill(`Dish ${n}`);
    await row.getByRole('textbox', { name: 'Price', exact: true }).click();
    await runHeldFrames();
    await page.keyboard.type(String(n * 10));
    await row.getByRole('checkbox', { name: 'Asha', exact: true }).check();
    await expect(row.getByRole('textbox', { name: 'Item', exact: true })).toHaveValue(`Dish ${n}`);
    await expect(row.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue(String(n * 10));
  }
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('60');

  // A keyboard user's type-ahead: Enter on Add item and straight on with the name, frames still held.
  await page.getByRole('button', { name: 'Add item' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dish 4');
  await expect(itemRow(page, 4).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Dish 4');
  await expect(itemRow(page, 4).getByRole('textbox', { name: 'Item', exact: true })).toBeFocused();
  // Removing a row puts focus on the row that took its place, the last row's on the one before it.
  await page.getByRole('button', { name: 'Remove Dish 2' }).click();
  await expect(itemRow(page, 2).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Dish 3');
  await expect(itemRow(page, 2).getByRole('textbox', { name: 'Item', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Remove Dish 4' }).click();
  await expect(itemRow(page, 2).getByRole('textbox', { name: 'Item', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('40');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const theme of ['dark', 'light'] as const)
    test(`six item rows with long names fit 360 px and pass axe (${theme})`, async ({ page }) => {
      // Two axe passes over a long form on a busy 2-core machine: slow, not a hang.
      test.slow();
      const long = 'Zoya Fernandes-Iyer Venkataraman';
      await startTrip(page, { others: ['Ravi Shankar Subramaniam', 'Meera', 'Kabir', 'Dev', long] });
      if (theme === 'light') {
        const menu = await openMenu(page);
        await menu.getByRole('button', { name: 'Light' }).click();
        await page.keyboard.press('Escape');
      }
      await openAddForm(page);
      await page.getByRole('textbox', { name: 'Description' }).fill('Dinner at the beach shack');
      await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
      for (let n = 1; n <= 6; n++)
        await fillItem(page, n, {
          name: `Hyderabadi Chicken Dum Biryani with extra raita, salan and a lime soda ${n}`,
          price: String(1_00_000 + n),
          quantity: '99',
          people: n % 2 ? [long] : ['Asha', 'Ravi Shankar Subramaniam'],
        });
      await page.getByRole('group', { name: 'Charges' }).getByRole('textbox', { name: 'GST', exact: true }).fill('18');
      await expectReconciliation(page, 'Items ₹5,94,02,079 + GST ₹1,06,92,374.22 = ₹7,00,94,453.22');
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, 'no sideways scroll').toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: /^Remove Hyderabadi/ })).toHaveCount(6);
      // Colours are judged once transitions (the theme's, a field's focus ring) have settled.
      expect(await axeFindings(page, 'six long item rows')).toEqual([]);
    });
  test('a bill of 100 items is entered, saved and opened again on a phone', async ({ page }) => {
    // 100 rows of four fields each, typed as a person would, then saved and reopened: slow, not a hang.
    // 35 s alone and 48 s beside two other workers on this 2-core machine; past 90 s (test.slow's 3 × 30 s)
    // in a CI run on a machine at about half its usual speed (the whole npm test took 1,675 s against
    // 907 s), so it has twice that.
    test.setTimeout(180_000);
    await startTrip(page, { others: ['Ravi'] });
    await openAddForm(page);
    await page.getByRole('textbox', { name: 'Description' }).fill('Wedding caterer');
    await page.getByRole('combobox', { name: 'Split method' }).selectOption('Items');
    // Item n costs n rupees: Asha had the odd ones (1 + 3 + … + 99 = 2,500), Ravi the even (2,550).
    for (let n = 1; n <= 100; n++)
      await fillItem(page, n, { name: `Dish ${n}`, price: String(n), people: [n % 2 ? 'Asha' : 'Ravi'] });
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('5050');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, 'no sideways scroll').toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Transaction saved successfully')).toBeVisible();

    const card = page.getByRole('article', { name: 'Wedding caterer' });
    const split = card.getByRole('list', { name: 'Split of Wedding caterer' });
    await expect(split).toContainText('Asha: 2,500');
    await expect(split).toContainText('Ravi: 2,550');
    await card.getByRole('button', { name: 'Edit Wedding caterer' }).click();
    await expect(itemRow(page, 100).getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Dish 100');
    await expect(page.getByRole('button', { name: /^Remove Dish/ })).toHaveCount(100);
  });
});
