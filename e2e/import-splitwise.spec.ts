// Importing a Splitwise "Export as spreadsheet" CSV from the Add group page: the preview, the new trip it
// makes, a file in several currencies, and files that are refused without writing anything.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';
import { exportJson } from './backup-steps';
import {
  confirmImport,
  documentCount,
  fixture,
  memberNames,
  pickImportFile,
  preview,
  previewBalance,
} from './fixtures/import-steps';
import { openMenu, signIn } from './helpers';
import { balanceRow, totalCard } from './onetime-steps';

test.use({ profile: { name: 'Asha', email: 'asha@example.com' } });

test('a Splitwise export becomes a trip with the same balances', async ({ signedIn: page }) => {
  await pickImportFile(page, 'Splitwise', 'Goa trip_2024-03-20_export.csv', await fixture('splitwise-goa-trip.csv'));

  const dialog = preview(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Group name' })).toHaveValue('Goa trip');
  const facts = dialog.locator('dl');
  await expect(facts).toContainText('CurrencyINR');
  await expect(facts).toContainText('Expenses3');
  await expect(facts).toContainText('Payments1');
  await expect(dialog.getByRole('list', { name: 'People (3)' }).getByRole('listitem')).toHaveText([
    'Asha (you)',
    'Ravi',
    'Meena',
  ]);
  await expect(dialog.getByRole('combobox', { name: 'Which one is you?' })).toHaveValue('Asha');
  await expect(previewBalance(page, 'Asha')).toContainText('+₹200 gets back');
  await expect(previewBalance(page, 'Ravi')).toContainText('+₹150 gets back');
  await expect(previewBalance(page, 'Meena')).toContainText('-₹350 owes');

  await confirmImport(page, 'Imported "Goa trip" from Splitwise: 4 entries, 3 people');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();
  // Spent and Paid: Asha paid the hotel (1,200) and got 200 back; her shares and that 200 come to 1,000.
  await expect(balanceRow(page, 'Asha')).toContainText('1,000');
  await expect(balanceRow(page, 'Asha')).toContainText('1,200');
  await expect(balanceRow(page, 'Ravi')).toContainText('950');
  await expect(balanceRow(page, 'Ravi')).toContainText('1,100');
  await expect(balanceRow(page, 'Meena')).toContainText('850');
  await expect(balanceRow(page, 'Meena')).toContainText('500');
  await expect(totalCard(page)).toContainText('2,600');
  await expect(totalCard(page)).toContainText('3 members · 3 expenses');
  expect(await memberNames(page)).toEqual(['Asha', 'Meena', 'Ravi']);
});

test('a file in several currencies asks for each rate and keeps what was paid', async ({ page }) => {
  await signIn(page, 'Meena', 'meena@example.com');
  await pickImportFile(page, 'Splitwise', 'mixed.csv', await fixture('splitwise-mixed.csv'));
  const dialog = preview(page);
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(dialog.getByText('Enter the exchange rate for USD and EUR to see the balances.')).toBeVisible();
  await expect(importButton).toBeDisabled();

  const usd = dialog.getByRole('textbox', { name: 'Exchange rate for USD' });
  const eur = dialog.getByRole('textbox', { name: 'Exchange rate for EUR' });
  await usd.fill('abc');
  await expect(dialog.getByText('Enter a valid rate')).toBeVisible();
  await usd.fill('83');
  await expect(dialog.getByText('Enter the exchange rate for EUR to see the balances.')).toBeVisible();
  await eur.fill('90');
  await expect(previewBalance(page, 'Asha')).toContainText('+₹1,645.3 gets back');
  await expect(previewBalance(page, 'Ravi')).toContainText('-₹1,745.6 owes');
  await expect(previewBalance(page, 'Meena')).toContainText('+₹100.3 gets back');
  const converted = dialog.getByRole('list', { name: 'Converted to INR' });
  await expect(converted.getByRole('listitem')).toHaveText([
    'Dinner: $30.00 at 83.0000 = ₹2,490',
    'Museum: €10.00 at 90.0000 = ₹900',
  ]);
  // A changed rate rebuilds the preview.
  await usd.fill('84');
  await expect(converted.getByRole('listitem').first()).toHaveText('Dinner: $30.00 at 84.0000 = ₹2,520');
  await usd.fill('83');

  await confirmImport(page, 'Imported "mixed" from Splitwise: 4 entries, 3 people');
  await expect(balanceRow(page, 'Asha')).toContainText('2,044.7');
  await expect(balanceRow(page, 'Asha')).toContainText('3,690');
  await expect(totalCard(page)).toContainText('4,890');
  await expect(page.getByText('Dinner').first()).toBeVisible();

  // The stored expense keeps the dollars it was paid in and the rate.
  const backup = JSON.parse((await exportJson(page)).text);
  expect(backup.ledger.currency).toBe('INR');
  const dinner = backup.transactions.find((t: { description: string }) => t.description === 'Dinner');
  expect(dinner).toMatchObject({ amount: 2490, originalAmount: 30, originalCurrency: 'USD', exchangeRate: 83 });
});

test('a file that is not a Splitwise export, or does not add up, is refused and writes nothing', async ({
  signedIn: page,
}) => {
  await page.goto('/ledger/add');
  await expect(page.getByRole('heading', { name: 'Create group' })).toBeVisible();
  const before = await documentCount(page);

  await pickImportFile(page, 'Splitwise', 'notes.csv', 'Shopping list\nMilk,2\n');
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was imported. This is not a Splitwise export: no line has the columns Date, Description, Category, Cost, Currency and one per person.',
  );
  await expect(preview(page)).toHaveCount(0);

  // The reason is the importer's; that nothing was imported is said once, first (issue 27).
  await pickImportFile(page, 'Splitwise', 'trip.csv', await fixture('splitwise-footer-mismatch.csv'));
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was imported. The file does not add up: its "Total balance" for INR gives Asha INR 600.00, but Asha\'s rows add up to INR 500.00.',
  );
  await expect(preview(page)).toHaveCount(0);

  // Cancel on a good file writes nothing either.
  await pickImportFile(page, 'Splitwise', 'Goa trip_2024-03-20_export.csv', await fixture('splitwise-goa-trip.csv'));
  await preview(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(preview(page)).toHaveCount(0);
  expect(await documentCount(page)).toBe(before);
});

test('rows that move no money are listed as left out', async ({ page }) => {
  await signIn(page, 'Ravi', 'ravi@example.com');
  await pickImportFile(page, 'Splitwise', 'Hampi_2024-03-21_export.csv', await fixture('splitwise-settle-all.csv'));
  const dialog = preview(page);
  await expect(dialog.getByRole('textbox', { name: 'Group name' })).toHaveValue('Hampi');
  await expect(dialog.getByRole('list', { name: 'Left out (1)' }).getByRole('listitem')).toHaveText([
    'Line 3: Settle all balances',
  ]);
  await expect(previewBalance(page, 'Asha')).toContainText('+₹200 gets back');
  await expect(previewBalance(page, 'Ravi')).toContainText('-₹200 owes');
  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await attach('skipped-360', page);
  await confirmImport(page, 'Imported "Hampi" from Splitwise: 2 entries, 2 people');
  // Ravi's share of the hotel (500) and the 300 he paid Asha back.
  await expect(balanceRow(page, 'Ravi')).toHaveText(/^Ravi.*500.*300$/);
});

async function attach(name: string, page: Page): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  const menu = await openMenu(page);
  const toggle = menu.getByRole('button', { name: theme === 'light' ? 'Light' : 'Dark' });
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
}

for (const theme of ['dark', 'light'] as const) {
  test(`the preview fits a phone and a desktop (${theme})`, async ({ signedIn: page }) => {
    await chooseTheme(page, theme);
    for (const [width, height] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await pickImportFile(page, 'Splitwise', 'Goa trip_2024-03-20_export.csv', await fixture('splitwise-mixed.csv'));
      const dialog = preview(page);
      await dialog.getByRole('textbox', { name: 'Exchange rate for USD' }).fill('83');
      await dialog.getByRole('textbox', { name: 'Exchange rate for EUR' }).fill('9o');
      await expect(dialog.getByText('Enter a valid rate')).toBeVisible();
      const fits = await dialog.evaluate((el) => ({
        dialog: el.scrollWidth <= el.clientWidth,
        page: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        inside: el.getBoundingClientRect().right <= window.innerWidth,
      }));
      expect(fits).toEqual({ dialog: true, page: true, inside: true });
      await attach(`${theme}-${width}`, page);
      await dialog.getByRole('textbox', { name: 'Exchange rate for EUR' }).fill('90');
      await expect(previewBalance(page, 'Meena')).toBeVisible();
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await attach(`${theme}-${width}-end`, page);
      const { violations } = await new AxeBuilder({ page })
        .include('dialog')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await page.getByRole('button', { name: 'Import from Spliit', exact: true }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await attach(`${theme}-${width}-add`, page);
    }
  });
}
