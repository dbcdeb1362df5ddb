import { expect, test } from '@playwright/test';
import { signIn, signOut } from './helpers';
import { MEMBER, addEntry, card, openSection, startHouseholdWithMember, total } from './monthly-steps';
import { showMoreDetails } from './form-steps';

test('a member sees no income, no balance, no Paid by, and only their own transactions', async ({ page }) => {
  await startHouseholdWithMember(page);
  await addEntry(page, 'Income', { description: 'Salary', amount: '90000' });
  await addEntry(page, 'Expense', { description: 'Ravi phone bill', amount: '499', paidBy: MEMBER.name });
  await signOut(page);

  await signIn(page, MEMBER.name, MEMBER.email);
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await expect(total(page, 'Total Expenses')).toHaveText('499');
  for (const hidden of ['Total Income', 'Balance', 'Income yet to receive', 'Expenses yet to spend', 'Yet to settle']) {
    await expect(page.getByRole('rowheader', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Add Income' })).toHaveCount(0);

  await addEntry(page, 'Expense', { description: 'Ravi lunch', amount: '250' });
  await expect(total(page, 'Total Expenses')).toHaveText('749');
  await openSection(page, 'Transactions');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('article')).toHaveCount(2);
  await expect(card(page, 'Ravi lunch')).toContainText('Paid by Ravi');
  await expect(card(page, 'Salary')).toHaveCount(0);

  await page.getByRole('link', { name: 'Add Expense' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Paid by' })).toHaveCount(0);
  await showMoreDetails(page);
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toBeVisible();
});

test('admin-only monthly routes send a member home', async ({ page }) => {
  await startHouseholdWithMember(page);
  await signOut(page);
  await signIn(page, MEMBER.name, MEMBER.email);
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  for (const route of [
    '/ledger/income/add',
    '/ledger/recurring-transactions',
    '/ledger/transactions/all',
    '/ledger/settings',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }
  await page.goto('/ledger/expense/add');
  await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
});
