import { expect, test, type Page } from './support/fixtures';
import { createLedger } from './helpers';

async function add(page: Page, noun: string, value: string) {
  await page.getByRole('textbox', { name: noun, exact: true }).fill(value);
  await page.getByRole('button', { name: `Add ${noun.toLowerCase()}` }).click();
}

test('categories: defaults, empty and duplicate messages, add, delete', async ({ signedIn: page }) => {
  await createLedger(page, 'Household');
  await page.goto('/ledger/categories');
  const list = page.getByRole('list', { name: 'Category list' });
  for (const name of ['Food', 'Rent', 'Insrance', 'EMI'])
    await expect(list.getByText(name, { exact: true })).toBeVisible();

  await add(page, 'Category', '   ');
  await expect(page.getByText('Category cannot be empty')).toBeVisible();
  await add(page, 'Category', 'food');
  await expect(page.getByText('Category already exists')).toBeVisible();
  await add(page, 'Category', '  Pets  ');
  await expect(page.getByText('Category added successfully')).toBeVisible();
  await expect(list.getByText('Pets', { exact: true })).toBeVisible();

  // Asked first: Cancel keeps it, Delete removes it.
  await page.getByRole('button', { name: 'Delete Pets' }).click();
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByText('Pets', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Pets' }).click();
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText('Pets', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Category added successfully').first()).toBeVisible();
  await page.reload();
  await expect(list.getByText('Food', { exact: true })).toBeVisible();
  await expect(list.getByText('Pets', { exact: true })).toHaveCount(0);
});

test('tags: defaults, empty and duplicate messages, add, delete', async ({ signedIn: page }) => {
  await createLedger(page, 'Household');
  await page.goto('/ledger/tags');
  const list = page.getByRole('list', { name: 'Tag list' });
  await expect(list.getByText('Travel', { exact: true })).toBeVisible();
  await add(page, 'Tag', '');
  await expect(page.getByText('Tag cannot be empty')).toBeVisible();
  await add(page, 'Tag', 'Travel');
  await expect(page.getByText('Tag already exists')).toBeVisible();
  await add(page, 'Tag', 'Diwali');
  await expect(page.getByText('Tag added successfully')).toBeVisible();
  await expect(list.getByText('Diwali', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Diwali' }).click();
  await page.getByRole('dialog', { name: 'Delete tag' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Tag deleted successfully')).toBeVisible();
  await expect(list.getByText('Diwali', { exact: true })).toHaveCount(0);
});

test('lists change live in a second tab', async ({ signedIn: page, context }) => {
  await createLedger(page, 'Household');
  await page.goto('/ledger/tags');
  const other = await context.newPage();
  await other.goto('/ledger/tags');
  await expect(other.getByRole('list', { name: 'Tag list' }).getByText('Travel', { exact: true })).toBeVisible();
  await add(page, 'Tag', 'Festival');
  await expect(other.getByRole('list', { name: 'Tag list' }).getByText('Festival', { exact: true })).toBeVisible();
});
