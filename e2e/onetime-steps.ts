// Steps shared by the one-time ledger specs: a trip of three and adding split expenses through the form.
import { expect, type Locator, type Page } from '@playwright/test';
import { createLedger, signIn } from './helpers';

/** Asha (signed in) with two temporary members, Ravi and Meera, on the trip's home screen. */
export async function startTrip(page: Page, { others = ['Ravi', 'Meera'] } = {}): Promise<void> {
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Goa trip', { monthly: false });
  if (others.length > 0) {
    await page.goto('/ledger/members');
    for (const name of others) {
      await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
      await page.getByRole('button', { name: 'Add temporary member' }).click();
      await expect(
        page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true }),
      ).toBeVisible();
    }
    await page.goto('/');
  }
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

export async function openAddForm(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
}

export interface SplitEntry {
  description: string;
  amount: string;
  paidBy?: string;
  method?: 'Equal' | 'Shares' | 'Percentage' | 'Custom' | 'No Split';
  /** Per member: share count, percent or amount, by method. */
  values?: Record<string, string>;
  /** Equal: members to untick. */
  exclude?: string[];
}

export async function fillSplit(page: Page, entry: SplitEntry): Promise<void> {
  await page.getByRole('textbox', { name: 'Description' }).fill(entry.description);
  await page.getByRole('textbox', { name: 'Amount' }).fill(entry.amount);
  if (entry.paidBy) await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: entry.paidBy });
  if (entry.method) await page.getByRole('combobox', { name: 'Split method' }).selectOption(entry.method);
  for (const [name, value] of Object.entries(entry.values ?? {})) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
  for (const name of entry.exclude ?? []) await page.getByRole('checkbox', { name, exact: true }).uncheck();
}

/** Fills the form from the home screen, saves, and waits for home again. */
export async function addSplit(page: Page, entry: SplitEntry): Promise<void> {
  await openAddForm(page);
  await fillSplit(page, entry);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
}

/** One member's live preview row on the split form. */
export function splitRow(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Split between members' }).getByRole('listitem', { name, exact: true });
}

export function balanceRow(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: new RegExp(`^${name} `) });
}

export function totalCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Total Expenses' });
}

/** The settle-up list's row for a debt, e.g. 'Ravi owes Asha'. */
export function debtRow(page: Page, label: string): Locator {
  return page.getByRole('listitem', { name: label, exact: true });
}

/**
 * Settle Up on a debt's row, then Save on the Record payment sheet, with the amount as prefilled unless
 * `amount` is given. Waits for the sheet to close and the confirmation.
 */
export async function recordPayment(page: Page, row: Locator, { amount }: { amount?: string } = {}): Promise<void> {
  // Home may have scrolled to the entry just saved, leaving the row at the foot of the screen under the
  // toasts, which stack open while the pointer rests on them: a person moves away and scrolls the row up
  // to tap it (to the top third, clear of even an open stack of toasts).
  await page.mouse.move(1, 1);
  await row.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: Math.max(0, top - window.innerHeight / 3), behavior: 'instant' });
  });
  await row.getByRole('button', { name: 'Settle Up', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Record payment' });
  await expect(sheet).toBeVisible();
  if (amount !== undefined) await sheet.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByText(/ paid .* ₹/).last()).toBeVisible();
}
