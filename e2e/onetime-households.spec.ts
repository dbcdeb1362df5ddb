// Households (issue 33): members grouped in trip Settings settle family to family, through one member each,
// and recording the suggested payments brings every household to zero.
import { expect, test, type Page } from '@playwright/test';
import { addSplit, debtRow, recordPayment, startTrip } from './onetime-steps';

async function addHousehold(page: Page, n: number, name: string, people: string[]) {
  await page.getByRole('button', { name: 'Add household' }).click();
  const row = page.getByRole('group', { name: `Household ${n}` });
  await row.getByRole('textbox', { name: 'Household name' }).fill(name);
  for (const person of people) await row.getByRole('checkbox', { name: person, exact: true }).check();
}

test('two households settle to zero through Record payment, each through one member', async ({ page }) => {
  await startTrip(page, { others: ['Meera', 'Kabir', 'Ravi', 'Lata'] });
  await addSplit(page, { description: 'Houseboat', amount: '5000' });

  await page.goto('/ledger/settings');
  await addHousehold(page, 1, 'Meera & Kabir', ['Meera', 'Kabir']);
  await addHousehold(page, 2, 'The Iyers', ['Ravi', 'Lata']);
  await page
    .getByRole('group', { name: 'Household 2' })
    .getByRole('combobox', { name: 'Pays through' })
    .selectOption({ label: 'Ravi' });
  await page.getByRole('switch', { name: 'Settle by household' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();

  await page.goto('/');
  // Each household's total, its members under it.
  const iyers = page.getByRole('table', { name: 'Balances' }).getByRole('rowgroup', { name: 'The Iyers' });
  await expect(iyers.getByRole('row').first()).toContainText('The Iyers owes 2,000');
  await expect(iyers.getByRole('row', { name: /^Lata / })).toBeVisible();
  // One payment per household: Meera & Kabir through Kabir (nobody in it paid: name order), the Iyers through Ravi.
  const list = page.getByRole('list', { name: 'Suggested payments' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(debtRow(page, 'Kabir owes Asha')).toContainText('₹2,000');
  await expect(debtRow(page, 'Kabir owes Asha')).toContainText('For Meera & Kabir');
  // Why? explains it down to the person.
  await debtRow(page, 'Ravi owes Asha').getByRole('button', { name: 'Why?' }).click();
  await expect(debtRow(page, 'Ravi owes Asha')).toContainText(
    'The Iyers settles as one, through Ravi: Lata owes ₹1,000, Ravi owes ₹1,000.',
  );

  await recordPayment(page, debtRow(page, 'Kabir owes Asha'));
  await recordPayment(page, debtRow(page, 'Ravi owes Asha'));
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
  await expect(iyers.getByRole('row').first()).toContainText('The Iyers settled');
  await expect(
    page
      .getByRole('table', { name: 'Balances' })
      .getByRole('rowgroup', { name: 'Meera & Kabir' })
      .getByRole('row')
      .first(),
  ).toContainText('Meera & Kabir settled');

  // Settling within households is off by default; on, Meera squares up with Kabir.
  await page.goto('/ledger/settings');
  await page.getByRole('checkbox', { name: 'Also settle within each household' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings updated successfully')).toBeVisible();
  await page.goto('/');
  await expect(debtRow(page, 'Meera owes Kabir')).toContainText('₹1,000');
  await recordPayment(page, debtRow(page, 'Meera owes Kabir'));
  await recordPayment(page, debtRow(page, 'Lata owes Ravi'));
  await expect(page.getByText('Everyone is settled up.')).toBeVisible();
});
