// Reloading or opening any route by its address right after creating a ledger, or right after being added
// to one, shows that screen: never a 'Loading ...' that stays. (The writes of the new ledger are still
// on their way to the server when the next page starts and sends them again.)
import { createLedger } from '../helpers';
import { expect, test, type Locator, type Page } from './fixtures';
import { addMemberByEmail, expectScreen } from './people';
import { aboutLoading } from './reloads';

async function opens(page: Page, route: string, control: Locator) {
  await page.goto(route);
  await expectScreen(page, test.info(), control, route);
  await expect(page.getByText('Loading ...'), route).toHaveCount(0);
}

// Three times over, since the writes in flight race the next page differently each time. One test each:
// every such page load is a fresh chance of the emulator's known fault (c050, README: Emulators), which a
// test may recover from once.
for (const name of ['Household', 'Flat', 'Parents']) {
  test(`Members opens by address and on reload right after "${name}" is created`, async ({ asha }, testInfo) => {
    aboutLoading(1, 'a reload right after the ledger is created');
    const { page } = asha;
    await createLedger(page, name, { monthly: true });
    await opens(page, '/ledger/members', page.getByRole('textbox', { name: 'Member email' }));
    await page.reload();
    await expectScreen(page, testInfo, page.getByRole('textbox', { name: 'Member email' }), `reload in ${name}`);
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
  });
}

test('every monthly route opens by address right after the ledger is created', async ({ asha }) => {
  const { page } = asha;
  const routes: [string, Locator][] = [
    ['/ledger/categories', page.getByRole('textbox', { name: 'Category' })],
    ['/ledger/tags', page.getByRole('textbox', { name: 'Tag' })],
    ['/ledger/settings', page.getByRole('combobox', { name: 'Payment mode' })],
    ['/ledger/transactions/all', page.getByRole('combobox', { name: 'Month' })],
    ['/ledger/recurring-transactions', page.getByRole('tab', { name: 'Yet To Add' })],
    ['/ledger/expense/add', page.getByRole('textbox', { name: 'Description' })],
    ['/ledger/income/add', page.getByRole('textbox', { name: 'Description' })],
    ['/', page.getByRole('button', { name: 'Settlements' })],
  ];
  await createLedger(page, 'Savings', { monthly: true });
  for (const [route, control] of routes) await opens(page, route, control);
});

test('a person just added to a trip opens it by address at once', async ({ ben, asha }) => {
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  await opens(asha.page, '/ledger/settings', asha.page.getByRole('combobox', { name: 'Split type' }));
  await addMemberByEmail(asha.page, ben);

  await opens(ben.page, '/ledger/split-expense/add', ben.page.getByRole('textbox', { name: 'Description' }));
  await expect(ben.page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible();
  await opens(ben.page, '/', ben.page.getByRole('heading', { name: 'Total Expenses' }));
  // Not an admin: the admin screens send him home rather than wait.
  await opens(ben.page, '/ledger/members', ben.page.getByRole('heading', { name: 'Total Expenses' }));
});
