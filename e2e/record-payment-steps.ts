// The Record payment sheet, step by step as a person uses it: a UPI ID for the one being paid, a partial
// payment after a refused overpayment, the UPI link's contents, and Undo. Shared by the device and cloud specs.
import { expect, type Page } from '@playwright/test';
import { addSplit, debtRow } from './onetime-steps';

function upiParams(href: string | null): Record<string, string> {
  expect(href ?? '').toMatch(/^upi:\/\/pay\?/);
  return Object.fromEntries(new URLSearchParams((href ?? '').slice('upi://pay?'.length)));
}

/** Asha is signed in, on the home of 'Goa trip', with Ravi as a member and nothing spent yet. */
export async function payRaviPartlyByUpiThenUndo(page: Page): Promise<void> {
  await page.goto('/ledger/members');
  const ravi = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi', exact: true });
  const upi = ravi.getByRole('textbox', { name: 'UPI ID' });
  await upi.fill('ravi');
  await ravi.getByRole('button', { name: 'Save UPI ID' }).click();
  await expect(ravi.getByRole('alert')).toHaveText('Enter a UPI ID like name@bank.');
  await upi.fill('ravi@okaxis');
  await ravi.getByRole('button', { name: 'Save UPI ID' }).click();
  await expect(page.getByText('UPI ID saved for Ravi').last()).toBeVisible();
  await page.goto('/');

  await addSplit(page, { description: 'Boat ride', amount: '1000', paidBy: 'Ravi' });
  await expect(debtRow(page, 'Asha owes Ravi')).toContainText('Asha owes Ravi ₹500');
  await expect(page.getByRole('status').filter({ hasText: 'You ' })).toHaveText('You owe ₹500');

  await debtRow(page, 'Asha owes Ravi').getByRole('button', { name: 'Settle Up', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Record payment' });
  const amount = sheet.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('500.00');
  const pay = sheet.getByRole('link', { name: 'Pay with UPI' });
  expect(upiParams(await pay.getAttribute('href'))).toEqual({
    pa: 'ravi@okaxis',
    pn: 'Ravi',
    am: '500.00',
    cu: 'INR',
    tn: 'Goa trip: Asha to Ravi',
  });
  await expect(sheet.getByRole('img', { name: 'UPI QR code to pay Ravi ₹500' })).toBeVisible();

  // More than is owed is refused, and nothing is saved.
  await amount.fill('600');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Asha owes ₹500; record at most that.');
  await expect(page.getByRole('article', { name: 'settle up' })).toHaveCount(0);

  // A part of it is fine; the link follows the amount.
  await amount.fill('200');
  expect(upiParams(await pay.getAttribute('href')).am).toBe('200.00');
  await sheet.getByRole('combobox', { name: 'Payment mode' }).selectOption('UPI');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Asha paid Ravi ₹200' });
  await expect(toast).toBeVisible();
  await expect(debtRow(page, 'Asha owes Ravi')).toContainText('Asha owes Ravi ₹300');
  await expect(page.getByRole('status').filter({ hasText: 'You ' })).toHaveText('You owe ₹300');
  await expect(page.getByRole('article', { name: 'settle up' })).toContainText('Asha paid Ravi ₹200');
  await expect(page.getByRole('article', { name: 'settle up' })).toContainText('UPI');

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Payment removed').last()).toBeVisible();
  await expect(debtRow(page, 'Asha owes Ravi')).toContainText('Asha owes Ravi ₹500');
  await expect(page.getByRole('article', { name: 'settle up' })).toHaveCount(0);
}
