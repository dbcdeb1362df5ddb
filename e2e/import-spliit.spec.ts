// Importing a Spliit group export (JSON) from the Add group page: the preview, the trip it makes with the
// importer added to its people, and files that are refused without writing anything.
import { expect, test } from './support/fixtures';
import {
  confirmImport,
  documentCount,
  fixture,
  memberNames,
  pickImportFile,
  preview,
  previewBalance,
} from './fixtures/import-steps';
import { signIn } from './helpers';
import { balanceRow, totalCard } from './onetime-steps';

test.use({ profile: { name: 'Asha', email: 'asha@example.com' } });

test('a Spliit group becomes a trip with the balances Spliit shows', async ({ page }) => {
  await signIn(page, 'Dev', 'dev@example.com');
  await pickImportFile(page, 'Spliit', 'export.json', await fixture('spliit-goa-trip.json'));

  const dialog = preview(page);
  await expect(dialog.getByRole('textbox', { name: 'Group name' })).toHaveValue('Goa trip');
  const facts = dialog.locator('dl');
  await expect(facts).toContainText('CurrencyINR');
  await expect(facts).toContainText('Expenses5');
  await expect(facts).toContainText('Payments1');
  await expect(dialog.getByRole('list', { name: 'People (3)' }).getByRole('listitem')).toHaveText([
    'Asha',
    'Bala',
    'Chen',
  ]);
  await expect(dialog.getByRole('combobox', { name: 'Which one is you?' })).toHaveValue('');
  await expect(previewBalance(page, 'Asha')).toContainText('-₹56.04 owes');
  await expect(previewBalance(page, 'Bala')).toContainText('+₹96.79 gets back');
  await expect(previewBalance(page, 'Chen')).toContainText('-₹40.75 owes');

  await dialog.getByRole('textbox', { name: 'Group name' }).fill('Goa 2024');
  await confirmImport(page, 'Imported "Goa 2024" from Spliit: 6 entries, 3 people');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Goa 2024' })).toBeVisible();
  await expect(balanceRow(page, 'Asha')).toContainText('206.04');
  await expect(balanceRow(page, 'Asha')).toContainText('150');
  await expect(balanceRow(page, 'Bala')).toContainText('236.55');
  await expect(balanceRow(page, 'Bala')).toContainText('333.34');
  await expect(balanceRow(page, 'Chen')).toContainText('134.19');
  await expect(balanceRow(page, 'Chen')).toContainText('93.44');
  // Dinner 100 + Hotel 300.01 + Taxi 123.45 + Groceries 50 − the 30.01 deposit refund.
  await expect(totalCard(page)).toContainText('543.45');
  await expect(totalCard(page)).toContainText('4 members · 5 expenses');
  expect(await memberNames(page)).toEqual(['Asha', 'Bala', 'Chen', 'Dev']);
});

test('importing the same group twice keeps both, the second numbered', async ({ signedIn: page }) => {
  const file = await fixture('spliit-goa-trip.json');
  await pickImportFile(page, 'Spliit', 'export.json', file);
  await expect(preview(page).getByRole('combobox', { name: 'Which one is you?' })).toHaveValue('Asha');
  await confirmImport(page, 'Imported "Goa trip" from Spliit: 6 entries, 3 people');
  await pickImportFile(page, 'Spliit', 'export.json', file);
  await confirmImport(page, 'Imported "Goa trip (2)" from Spliit: 6 entries, 3 people');
  expect(await memberNames(page)).toEqual(['Asha', 'Bala', 'Chen']);
});

test('a file that is not a Spliit group is refused and writes nothing', async ({ signedIn: page }) => {
  await page.goto('/ledger/add');
  await expect(page.getByRole('heading', { name: 'Create group' })).toBeVisible();
  const before = await documentCount(page);

  await pickImportFile(page, 'Spliit', 'trip.json', '{"expenses": ');
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was imported. The file is not valid JSON, so it is not a Spliit export.',
  );
  await pickImportFile(page, 'Spliit', 'trip.json', JSON.stringify({ name: 'Trip', expenses: [] }));
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was imported. The file is not a Spliit group export: it needs "participants" and "expenses" lists.',
  );
  await expect(preview(page)).toHaveCount(0);
  expect(await documentCount(page)).toBe(before);
  await page.goto('/ledger/switch');
  // The screen is drawn before anything is counted as absent (a first load can show Loading first).
  await expect(page.getByRole('heading', { name: 'Switch group' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
