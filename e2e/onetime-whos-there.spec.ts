// Who's there (issue 33): a member's From and To dates leave them out of a new expense's default split on
// days they are away, the form says why, and editing the dates never changes a saved entry.
import { expect, test } from '@playwright/test';
import { addSplit, openAddForm, splitRow, startTrip } from './onetime-steps';

async function setDates(page: import('@playwright/test').Page, name: string, dates: { from?: string; to?: string }) {
  await page.goto('/ledger/members');
  const form = page.getByRole('form', { name: `Dates for ${name}` });
  if (dates.from !== undefined) await form.getByLabel('From').fill(dates.from);
  if (dates.to !== undefined) await form.getByLabel('To').fill(dates.to);
  await form.getByRole('button', { name: `Save dates for ${name}` }).click();
  await expect(page.getByText(`Dates saved for ${name}`)).toBeVisible();
}

test('a late joiner is left out of an earlier Equal expense, and changing his dates leaves it as it was', async ({
  page,
}) => {
  await page.clock.install({ time: new Date(2026, 11, 10, 12) });
  await startTrip(page, { others: ['Ravi', 'Kabir'] });
  await page.goto('/ledger/members');
  await expect(page.getByText('Entries already saved never change when dates are edited.')).toBeVisible();
  await setDates(page, 'Kabir', { from: '2026-12-12' });

  await page.goto('/');
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Houseboat lunch');
  await page.getByRole('textbox', { name: 'Amount' }).fill('900');
  await expect(page.getByText('Left out by their dates: Kabir joins on 12 Dec.')).toBeVisible();
  await expect(splitRow(page, 'Kabir')).toContainText('Not in split');
  await expect(splitRow(page, 'Ravi')).toContainText('₹450');
  await page.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('article', { name: 'Houseboat lunch' });
  await expect(card.getByRole('list', { name: 'Split of Houseboat lunch' })).toHaveText(/Asha: 450\s*Ravi: 450/);

  // Kabir's dates change: the saved entry does not.
  await setDates(page, 'Kabir', { from: '2026-12-01' });
  await page.goto('/');
  await expect(card.getByRole('list', { name: 'Split of Houseboat lunch' })).toHaveText(/Asha: 450\s*Ravi: 450/);
  // A new expense now includes him.
  await addSplit(page, { description: 'Chai', amount: '30' });
  await expect(page.getByRole('list', { name: 'Split of Chai' })).toContainText('Kabir: 10');
});

test('someone who left is left out of Shares by default, and may be ticked back in for Equal', async ({ page }) => {
  await page.clock.install({ time: new Date(2026, 11, 14, 12) });
  await startTrip(page, { others: ['Ravi', 'Meera'] });
  await setDates(page, 'Meera', { from: '2026-12-08', to: '2026-12-10' });
  await page.goto('/');
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('120');
  await expect(page.getByText('Left out by their dates: Meera left on 10 Dec.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Meera', exact: true }).check();
  await expect(splitRow(page, 'Meera')).toContainText('₹40');
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Shares');
  await expect(page.getByRole('textbox', { name: 'Meera', exact: true })).toHaveValue('0');
  await expect(splitRow(page, 'Asha')).toContainText('₹60');
});

test('To before From is refused next to the field', async ({ page }) => {
  await startTrip(page, { others: ['Ravi'] });
  await page.goto('/ledger/members');
  const form = page.getByRole('form', { name: 'Dates for Ravi' });
  await form.getByLabel('From').fill('2026-12-12');
  await form.getByLabel('To').fill('2026-12-10');
  await form.getByRole('button', { name: 'Save dates for Ravi' }).click();
  await expect(form.getByText('To must be on or after From')).toBeVisible();
});
