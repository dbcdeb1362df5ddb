// Switch group: where you stand in every ledger at a glance (issue 32, part 4), in device mode. Under each
// trip "You owe", "You are owed" or "Settled", under a monthly ledger this month's spending, and at the top
// the total across trips in each currency. The active ledger's figure comes from its live entries, the
// others' from reading them, so both ways are on the screen at once.
import { expect, test, type Page } from '@playwright/test';
import { createLedger } from './helpers';
import { addEntry } from './monthly-steps';
import { addSplit, debtRow, recordPayment, startTrip } from './onetime-steps';

async function addTemporaryMembers(page: Page, names: string[]): Promise<void> {
  await page.goto('/ledger/members');
  for (const name of names) {
    await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
    await page.getByRole('button', { name: 'Add temporary member' }).click();
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true }),
    ).toBeVisible();
  }
  await page.goto('/');
}

/** The line under a ledger's name: the description of its button, which keeps the name alone. */
function positionOf(page: Page, ledger: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('button', { name: ledger, exact: true }) });
}

const total = (page: Page) => page.getByRole('region', { name: 'Across your trips' });

async function openSwitchGroup(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Switch group' }).click();
  await expect(page.getByRole('heading', { name: 'Switch group' })).toBeVisible();
}

test('each ledger shows where you stand, the top the total per currency, and Settled after a payment', async ({
  page,
}) => {
  // Three ledgers and a settle-up: 14 s in a CI run at this machine's usual speed, past 30 s at half speed.
  test.slow();
  // Goa trip: Asha paid 300 for the three of them, so she is owed 200.
  await startTrip(page);
  await addSplit(page, { description: 'Villa', amount: '300' });

  // Manali trip: Ravi paid 500 for Asha and himself, so she owes him 250.
  await createLedger(page, 'Manali trip', { monthly: false });
  await addTemporaryMembers(page, ['Ravi']);
  await addSplit(page, { description: 'Cab', amount: '500', paidBy: 'Ravi' });

  // Paris trip, in euros: Meera paid €90 for the two of them, so Asha owes €45.
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Paris trip');
  await page.getByRole('switch', { name: 'Monthly' }).click();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Paris trip' })).toBeVisible();
  await addTemporaryMembers(page, ['Meera']);
  await addSplit(page, { description: 'Museum', amount: '90', paidBy: 'Meera' });

  // Household, this month: 1,200 and 300 spent.
  await createLedger(page, 'Household', { monthly: true });
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '1200' });
  await addEntry(page, 'Expense', { description: 'Fuel', amount: '300' });

  await openSwitchGroup(page);
  await expect(positionOf(page, 'Goa trip')).toContainText('You are owed ₹200');
  await expect(positionOf(page, 'Manali trip')).toContainText('You owe ₹250');
  await expect(positionOf(page, 'Paris trip')).toContainText('You owe €45.00');
  await expect(positionOf(page, 'Household')).toContainText('Spent this month: ₹1,500');
  // The position describes the row's button; its name is still the ledger's name alone.
  await expect(page.getByRole('button', { name: 'Goa trip', exact: true })).toHaveAccessibleDescription(
    'You are owed ₹200',
  );
  // Rupee trips: 200 owed less 250 owed = 50 owed; the euro trip on its own line.
  await expect(total(page).getByRole('listitem')).toHaveText(['You owe ₹50', 'You owe €45.00']);

  // Asha pays Ravi the 250 in full: the Manali trip is settled, and the rupee total is Goa's alone.
  await page.getByRole('button', { name: 'Manali trip', exact: true }).click();
  await expect(page.getByText('Switched to Manali trip')).toBeVisible();
  await recordPayment(page, debtRow(page, 'Asha owes Ravi'));
  await openSwitchGroup(page);
  await expect(positionOf(page, 'Manali trip')).toContainText('Settled');
  await expect(positionOf(page, 'Goa trip')).toContainText('You are owed ₹200');
  // Household is no longer the active ledger: its figure is now read from storage, and is the same.
  await expect(positionOf(page, 'Household')).toContainText('Spent this month: ₹1,500');
  await expect(total(page).getByRole('listitem')).toHaveText(['You are owed ₹200', 'You owe €45.00']);

  // An expense added in Goa trip shows there once another ledger is the active one.
  await page.getByRole('button', { name: 'Goa trip', exact: true }).click();
  await addSplit(page, { description: 'Dinner', amount: '90' });
  await openSwitchGroup(page);
  await page.getByRole('button', { name: 'Paris trip', exact: true }).click();
  await expect(page.getByText('Switched to Paris trip')).toBeVisible();
  await openSwitchGroup(page);
  await expect(positionOf(page, 'Goa trip')).toContainText('You are owed ₹260');
});
