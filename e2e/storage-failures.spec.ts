// When the device store refuses a write (a full disk, a broken IndexedDB), every screen says so with
// SPEC §8's message, names the full disk, and nothing is half-written. The test breaks IndexedDB writes
// from outside the app, with the empty message browsers often give a QuotaExceededError.
import { expect, test, type Page } from './support/fixtures';
import { createLedger, signIn, signOut } from './helpers';
import { addEntry, card, openSection, toast } from './monthly-steps';
import { addSplit, startTrip } from './onetime-steps';

const QUOTA = '';
const STORAGE_FULL = 'Storage is full on this device. Free up some space, then try again.';

test.beforeEach(async ({ page }) => {
  await page.addInitScript((message) => {
    if (sessionStorage.getItem('vyay-break-writes') !== '1') return;
    const refuse = () => {
      throw new DOMException(message, 'QuotaExceededError');
    };
    IDBObjectStore.prototype.put = refuse;
    IDBObjectStore.prototype.add = refuse;
    IDBObjectStore.prototype.delete = refuse;
  }, QUOTA);
});

async function breakWrites(page: Page, path: string) {
  await page.evaluate(() => sessionStorage.setItem('vyay-break-writes', '1'));
  await page.goto(path);
}

async function memberRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true });
}

test('member and admin changes report their SPEC errors and change nothing', async ({ page }) => {
  for (const [name, email] of [
    ['Ben', 'ben@example.com'],
    ['Chen', 'chen@example.com'],
    ['Dev', 'dev@example.com'],
  ]) {
    await signIn(page, name, email);
    await signOut(page);
  }
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Household');
  await page.goto('/ledger/members');
  for (const email of ['ben@example.com', 'chen@example.com']) {
    await page.getByRole('textbox', { name: 'Member email' }).fill(email);
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(toast(page, 'Member added successfully')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Make Chen admin' }).click();
  await expect(toast(page, 'Admin added successfully')).toBeVisible();

  await breakWrites(page, '/ledger/members');
  await page.getByRole('textbox', { name: 'Member email' }).fill('dev@example.com');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(toast(page, 'Error adding member. Please try again.')).toBeVisible();
  await expect(toast(page, 'Error adding member. Please try again.')).toContainText(STORAGE_FULL);
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(toast(page, 'Error adding temporary member. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ben', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Error removing member. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Make Ben admin' }).click();
  await expect(toast(page, 'Error adding admin. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Chen as admin' }).click();
  await expect(toast(page, 'Error removing admin. Please try again.')).toBeVisible();

  // Nothing changed: the same three people, with the same roles.
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(3);
  await expect((await memberRow(page, 'Ben')).getByText('Member', { exact: true })).toBeVisible();
  await expect((await memberRow(page, 'Chen')).getByText('Admin', { exact: true })).toBeVisible();
});

test('monthly writes report their SPEC errors and keep what was there', async ({ signedIn: page }) => {
  await createLedger(page, 'Household');
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '500' });

  await breakWrites(page, '/ledger/expense/add');
  await page.getByRole('textbox', { name: 'Description' }).fill('Rent');
  await page.getByRole('textbox', { name: 'Amount' }).fill('20000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Error while adding transaction')).toBeVisible();
  await expect(toast(page, 'Error while adding transaction')).toContainText(STORAGE_FULL);

  await page.goto('/');
  await openSection(page, 'Transactions');
  await card(page, 'Groceries').getByRole('button', { name: 'Delete Groceries' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText(`Error deleting transaction. Please try again. Error: ${STORAGE_FULL}`);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(card(page, 'Groceries')).toBeVisible();
  await expect(card(page, 'Rent')).toHaveCount(0);

  await page.goto('/ledger/settings');
  await page.getByRole('combobox', { name: 'Payment mode' }).selectOption('Cash');
  await expect(toast(page, `Error saving setting: ${STORAGE_FULL}`)).toBeVisible();
});

test('a settle-up that cannot be saved shows the SPEC alert and leaves the debt', async ({ page }) => {
  await startTrip(page, { others: ['Ravi'] });
  await addSplit(page, { description: 'Fuel', amount: '500' });
  await breakWrites(page, '/');
  await page.getByRole('button', { name: 'Settle Up' }).first().click();
  await page.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText(`Error settling up. Please try again. Error: ${STORAGE_FULL}`);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Settle Up' }).first()).toBeVisible();
  await expect(page.getByText('Everyone is settled up.')).toHaveCount(0);
});
