// Steps shared by the monthly ledger specs: a household, entries through the real form, and the summary.
import { expect, type Locator, type Page } from '@playwright/test';
import { createLedger, signIn, signOut } from './helpers';
import { showMoreDetails } from './form-steps';

export const ADMIN = { name: 'Asha', email: 'asha@example.com' };
export const MEMBER = { name: 'Ravi', email: 'ravi@example.com' };

/** Asha (signed in) on the home screen of a fresh monthly ledger. */
export async function startHousehold(page: Page): Promise<void> {
  await signIn(page, ADMIN.name, ADMIN.email);
  await createLedger(page, 'Household', { monthly: true });
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
}

/** Ravi's profile exists on this device; Asha creates the household and adds him by email. */
export async function startHouseholdWithMember(page: Page): Promise<void> {
  await signIn(page, MEMBER.name, MEMBER.email);
  await signOut(page);
  await startHousehold(page);
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Member email' }).fill(MEMBER.email);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(toast(page, 'Member added successfully')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
}

/** The newest toast with this text; an older one with the same text may still be fading out. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

export interface Entry {
  description: string;
  amount: string;
  category?: string;
  tags?: string[];
  paidBy?: string;
  paymentMode?: string;
  comments?: string;
  date?: { day?: number; month?: string; year?: number };
}

export async function fillEntry(page: Page, entry: Entry): Promise<void> {
  await page.getByRole('textbox', { name: 'Description' }).fill(entry.description);
  await page.getByRole('textbox', { name: 'Amount' }).fill(entry.amount);
  if (entry.category) await page.getByRole('combobox', { name: 'Category' }).selectOption(entry.category);
  if (entry.paidBy) await page.getByRole('combobox', { name: 'Paid by' }).selectOption({ label: entry.paidBy });
  if (entry.tags?.length || entry.date || entry.paymentMode || entry.comments) await showMoreDetails(page);
  // The first tag is typed into the Tags combobox, the rest picked from the suggestion chips.
  for (const [i, tag] of (entry.tags ?? []).entries()) {
    if (i === 0) {
      await page.getByRole('combobox', { name: 'Tags' }).fill(tag);
      await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
    } else {
      await page.getByRole('button', { name: `Add tag ${tag}`, exact: true }).click();
    }
    await expect(page.getByRole('button', { name: `Remove tag ${tag}`, exact: true })).toBeVisible();
  }
  if (entry.date?.year) await page.getByRole('combobox', { name: 'Year' }).selectOption(String(entry.date.year));
  if (entry.date?.month) await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: entry.date.month });
  if (entry.date?.day) await page.getByRole('combobox', { name: 'Day' }).selectOption(String(entry.date.day));
  if (entry.paymentMode) await page.getByRole('combobox', { name: 'Payment mode' }).selectOption(entry.paymentMode);
  if (entry.comments) await page.getByRole('textbox', { name: 'Comments' }).fill(entry.comments);
}

/** From home: the bottom-bar link, the form, Save, and back home with the success toast. */
export async function addEntry(page: Page, type: 'Income' | 'Expense', entry: Entry): Promise<void> {
  await page.getByRole('link', { name: `Add ${type}` }).click();
  await expect(page.getByRole('heading', { name: `Add ${type}` })).toBeVisible();
  await fillEntry(page, entry);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
}

/** Opens a home section; Transactions may be open already, on the entry just saved. */
export async function openSection(page: Page, name: 'Settlements' | 'Transactions'): Promise<void> {
  const summary = page.getByRole('button', { name, exact: true });
  const details = summary.locator('xpath=..');
  if ((await details.getAttribute('open')) === null) await summary.click();
  await expect(details).toHaveAttribute('open', '');
}

/** The amount cell of a totals row, found by its row header. */
export function total(page: Page, label: string): Locator {
  return page
    .getByRole('table', { name: 'Totals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

export function card(page: Page, description: string): Locator {
  return page.getByRole('article', { name: description, exact: true });
}
