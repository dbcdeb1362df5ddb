// The Record payment sheet on the emulators, under the project's rules: a UPI ID on a member, a partial
// payment, and Undo, then Simplify debts turned off and kept.
import { createLedger } from '../helpers';
import { payRaviPartlyByUpiThenUndo } from '../record-payment-steps';
import { expect, test } from './fixtures';
import { expectScreen, openScreen } from './people';
import { aboutLoading } from './reloads';

test('a partial payment by UPI and its Undo are stored in the cloud; Simplify debts is kept', async ({
  asha,
}, testInfo) => {
  aboutLoading(1, 'Simplify debts is kept over a reload');
  const { page } = asha;
  await createLedger(page, 'Goa trip', { monthly: false });
  await openScreen(page, 'Members');
  await expectScreen(page, testInfo, page.getByRole('textbox', { name: 'Temporary member name' }), 'Members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi' })).toBeVisible();
  await openScreen(page, 'Home');
  await expectScreen(page, testInfo, page.getByRole('heading', { name: 'Total Expenses' }), 'Home');

  await payRaviPartlyByUpiThenUndo(page);

  await page.goto('/ledger/settings');
  await page.getByRole('switch', { name: 'Simplify debts' }).uncheck();
  await expect(page.getByText('Settings updated successfully').last()).toBeVisible();
  await page.reload();
  await expectScreen(page, testInfo, page.getByRole('switch', { name: 'Simplify debts' }), 'Settings');
  await expect(page.getByRole('switch', { name: 'Simplify debts' })).not.toBeChecked();
  await expect(page.getByText(/refused|permission/i)).toHaveCount(0);
});
