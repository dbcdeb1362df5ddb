// The shortest path to an expense: Description ready on open, the rarely changed fields under "More
// details" (remembered), no silent category, Save always in reach, and home opening on what was saved.
import { expect, test, type Page } from './support/fixtures';
import { card, startHousehold, toast } from './monthly-steps';
import { showMoreDetails } from './form-steps';

test.use({ profile: { name: 'Asha', email: 'asha@example.com' } });

async function openAddExpense(page: Page) {
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
}

test('Add Expense opens ready to type, with details tucked away and no category chosen for you', async ({ page }) => {
  await startHousehold(page);
  await openAddExpense(page);
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText('No category');
  const more = page.getByRole('button', { name: 'More details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Today · UPI')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Comments' })).toBeHidden();

  // Typed straight away: focus was already in Description.
  await page.keyboard.type('Rent');
  await page.getByRole('textbox', { name: 'Amount' }).fill('21000');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Rent');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();

  // Home opens its list on the new entry, marked for a moment.
  await expect(card(page, 'Rent')).toBeVisible();
  await expect(card(page, 'Rent')).toContainText('Rent');
  await expect(page.locator('.tx-item.just-saved')).toHaveCount(1);

  // The next expense starts on the category last used, and More details remembers being opened.
  await openAddExpense(page);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Rent');
  await showMoreDetails(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await openAddExpense(page);
  await expect(page.getByRole('button', { name: 'More details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toBeVisible();
  // Income has its own last category: none yet.
  await page.goto('/ledger/income/add');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
});

test('an edited entry with tags or comments opens More details so nothing set is hidden', async ({ page }) => {
  await startHousehold(page);
  await openAddExpense(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Dinner');
  await page.getByRole('textbox', { name: 'Amount' }).fill('800');
  await showMoreDetails(page);
  await page.getByRole('textbox', { name: 'Comments' }).fill('with the tip');
  // Closed again before saving: the remembered choice is "closed".
  await page.getByRole('button', { name: 'More details' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Dinner')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Dinner' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', { name: 'Comments' })).toHaveValue('with the tip');
});

test("a new trip asks who's coming, and everyone named joins it at once", async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Goa trip');
  // A monthly budget has no guests.
  await expect(page.getByRole('textbox', { name: 'Name or email' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Monthly' }).click();
  const person = page.getByRole('textbox', { name: 'Name or email' });
  await person.fill('Ravi');
  await person.press('Enter');
  await person.fill('asha');
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(person).toHaveAccessibleDescription(/Asha is already a member\./);
  await person.fill('ravi@');
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(person).toHaveAccessibleDescription(/Enter a valid email address, or just a name\./);
  await person.fill('Meera');
  await page.getByRole('button', { name: 'Add person' }).click();
  await person.fill('Tmp');
  await page.getByRole('button', { name: 'Add person' }).click();
  const coming = page.getByRole('list', { name: 'Coming' });
  await expect(coming.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Tmp' }).click();
  // Typed but not added: Save brings Kabir along too.
  await person.fill('Kabir');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group saved successfully').last()).toBeVisible();
  await expect(page.getByText('4 members')).toBeVisible();

  await page.getByRole('link', { name: 'Add Expense' }).click();
  for (const name of ['Asha', 'Ravi', 'Meera', 'Kabir'])
    await expect(
      page.getByRole('combobox', { name: 'Paid by' }).getByRole('option', { name, exact: true }),
    ).toHaveCount(1);
});

test('an unknown email stops the trip before anything is written', async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Ladakh');
  await page.getByRole('switch', { name: 'Monthly' }).click();
  await page.getByRole('textbox', { name: 'Name or email' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/nobody@example\.com/).last()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Group name' })).toHaveValue('Ladakh');
  await page.goto('/');
  // The screen is drawn before anything is counted as absent (a first load can show Loading first).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ladakh' })).toHaveCount(0);
});

test('the trip home puts Add Expense before its long lists in tab order', async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('Goa trip');
  await page.getByRole('switch', { name: 'Monthly' }).click();
  await page.getByRole('textbox', { name: 'Name or email' }).fill('Ravi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  const addFirst = await page.evaluate(() => {
    const add = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'Add Expense');
    const search = document.querySelector('main input[type="search"]');
    const balances = document.querySelector('main table');
    if (!add || !search || !balances) return null;
    const before = (x: Element) => Boolean(add.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_FOLLOWING);
    return before(search) && before(balances);
  });
  expect(addFirst).toBe(true);
});
