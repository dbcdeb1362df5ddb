// The activity log (device mode): every kind of change is recorded with who and what, edits field by
// field, newest first; the filters; a monthly member's narrower view; comments on cards and in the log.
import { expect, test, type Page } from '@playwright/test';
import {
  activityList,
  changes,
  comment,
  commentsOn,
  deleteCard,
  filterLog,
  logEntries,
  logEntry,
  openActivity,
} from './activity-steps';
import { signIn, signOut } from './helpers';
import { MEMBER, addEntry, openSection, startHouseholdWithMember, toast } from './monthly-steps';
import { addSplit, debtRow, recordPayment, startTrip } from './onetime-steps';

async function expectLog(page: Page, headlines: string[]): Promise<void> {
  await expect(logEntries(page)).toHaveCount(headlines.length);
  for (const [i, headline] of headlines.entries()) await expect(logEntries(page).nth(i)).toHaveAccessibleName(headline);
}

test('a trip logs every kind of change, newest first, with what each edit changed', async ({ page }) => {
  // Many screens, one after the other: slow on a busy 2-core machine, not a hang.
  test.slow();
  // Ben's profile exists on this device, so he can be added by email.
  await signIn(page, 'Ben', 'ben@example.com');
  await signOut(page);
  await startTrip(page, { others: ['Ravi'] });

  await addSplit(page, { description: 'Dinner', amount: '1200' });
  await page.getByRole('button', { name: 'Edit Dinner' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();

  // A comment must say something; then it shows under the card with who wrote it.
  await page.getByRole('button', { name: 'Comment on Dinner' }).click();
  const form = page.getByRole('form', { name: 'Comment on Dinner' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write a comment first, or press Cancel.');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await comment(page, 'Dinner', 'this included the tip');
  await expect(commentsOn(page, 'Dinner').getByRole('listitem')).toHaveCount(1);
  await expect(commentsOn(page, 'Dinner')).toContainText('Asha');

  await addSplit(page, { description: 'Taxi', amount: '300', paidBy: 'Ravi' });
  await deleteCard(page, 'Taxi');

  await recordPayment(page, debtRow(page, 'Ravi owes Asha'));
  const paid = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Ravi paid Asha' });
  await paid.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Payment removed')).toBeVisible();

  await page.goto('/ledger/settings');
  await page.getByRole('switch', { name: 'Simplify debts' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Simplify debts' })).not.toBeChecked();
  // Saved once it says so: the switch moves at once, the write (and its log entry) a moment later, and
  // page.goto reloads the page, which would cut a write still under way.
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await page.goto('/ledger/categories');
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill('Snacks');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(toast(page, 'Category added successfully')).toBeVisible();
  await page.goto('/ledger/tags');
  await page.getByRole('textbox', { name: 'Tag', exact: true }).fill('goa');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(toast(page, 'Tag added successfully')).toBeVisible();

  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Member email' }).fill('ben@example.com');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(toast(page, 'Member added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Make Ben admin' }).click();
  await expect(toast(page, 'Admin added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ben as admin' }).click();
  await expect(toast(page, 'Admin removed successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ben', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Member removed successfully')).toBeVisible();

  await openActivity(page);
  await expectLog(page, [
    'Asha removed Ben',
    'Asha removed as admin: Ben',
    'Asha made an admin: Ben',
    'Asha added Ben',
    'Asha changed Tags',
    'Asha changed Categories',
    'Asha changed Simplify debts',
    'Asha deleted payment Ravi → Asha 625',
    'Asha recorded payment Ravi → Asha 625',
    'Asha deleted Taxi',
    'Asha added Taxi',
    'Asha commented on Dinner',
    'Asha edited Dinner',
    'Asha added Dinner',
    'Asha added Ravi',
  ]);
  await expect(changes(logEntry(page, 'Asha edited Dinner'))).toContainText(['Amount 1,200 → 1,250']);
  await expect(changes(logEntry(page, 'Asha changed Simplify debts'))).toHaveText(['Simplify debts On → Off']);
  await expect(changes(logEntry(page, 'Asha changed Categories'))).toHaveText(['Categories → Snacks']);
  await expect(changes(logEntry(page, 'Asha changed Tags'))).toHaveText(['Tags → goa']);
  await expect(logEntry(page, 'Asha commented on Dinner')).toContainText('this included the tip');
  // Only deletions can be restored.
  await expect(activityList(page).getByRole('button', { name: 'Restore' })).toHaveCount(2);
  await expect(logEntry(page, 'Asha deleted Taxi').getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(
    logEntry(page, 'Asha deleted payment Ravi → Asha 625').getByRole('button', { name: 'Restore' }),
  ).toBeVisible();

  // The Kind filter narrows to one group at a time, and back.
  await filterLog(page, { kind: 'Members' });
  await expectLog(page, [
    'Asha removed Ben',
    'Asha removed as admin: Ben',
    'Asha made an admin: Ben',
    'Asha added Ben',
    'Asha added Ravi',
  ]);
  await filterLog(page, { kind: 'Settlements' });
  await expectLog(page, ['Asha recorded payment Ravi → Asha 625']);
  await filterLog(page, { kind: 'Comments' });
  await expectLog(page, ['Asha commented on Dinner']);
  await filterLog(page, { kind: 'Settings' });
  await expectLog(page, ['Asha changed Tags', 'Asha changed Categories', 'Asha changed Simplify debts']);
  await filterLog(page, { kind: 'Entries' });
  await expectLog(page, [
    'Asha deleted payment Ravi → Asha 625',
    'Asha deleted Taxi',
    'Asha added Taxi',
    'Asha edited Dinner',
    'Asha added Dinner',
  ]);
  await filterLog(page, { kind: 'Receipts' });
  await expect(logEntries(page)).toHaveCount(0);
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await filterLog(page, { kind: 'All kinds' });
  await expect(logEntries(page)).toHaveCount(15);
});

test('a monthly member reads only what is about his own entries; an admin filters by person', async ({ page }) => {
  test.slow();
  await startHouseholdWithMember(page);
  await addEntry(page, 'Expense', { description: 'Ravi phone bill', amount: '499', paidBy: MEMBER.name });
  await addEntry(page, 'Expense', { description: 'Vegetables', amount: '450' });
  await openSection(page, 'Settlements');
  const asha = page
    .getByRole('table', { name: 'Settlements' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Asha' }) });
  await asha.getByRole('button', { name: 'Settle Now' }).click();
  // Settled once the row reads paid (the write landed), not merely pressed.
  await expect(asha.getByRole('cell')).toHaveText(['450', '0', 'Settle Now']);
  await expect(asha.getByRole('button', { name: 'Settle Now' })).toBeDisabled();
  await page.goto('/ledger/settings');
  await page.getByRole('combobox', { name: 'Payment mode' }).selectOption('Cash');
  await expect(toast(page, 'Payment mode updated successfully')).toBeVisible();

  await openActivity(page);
  await expect(changes(logEntry(page, 'Asha changed the monthly defaults'))).toHaveText(['Payment mode UPI → Cash']);
  await expect(logEntry(page, 'Asha recorded Settlement')).toBeVisible();
  await signOut(page);

  await signIn(page, MEMBER.name, MEMBER.email);
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await addEntry(page, 'Expense', { description: 'Ravi lunch', amount: '250' });
  await openSection(page, 'Transactions');
  await comment(page, 'Ravi lunch', 'with the team');
  await openActivity(page);
  // Asha's own expense and the settlement of it are hers alone; the ledger-wide changes are everyone's.
  await expectLog(page, [
    'Ravi commented on Ravi lunch',
    'Ravi added Ravi lunch',
    'Asha changed the monthly defaults',
    'Asha added Ravi phone bill',
    'Asha added Ravi',
  ]);
  await expect(activityList(page).getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'Asha', 'asha@example.com');
  await openActivity(page);
  await expect(logEntries(page)).toHaveCount(7);
  await expect(page.getByRole('combobox', { name: 'Person' }).getByRole('option')).toHaveText([
    'All people',
    'Asha',
    'Ravi',
  ]);
  await filterLog(page, { person: 'Ravi' });
  await expectLog(page, ['Ravi commented on Ravi lunch', 'Ravi added Ravi lunch']);
  await filterLog(page, { kind: 'Comments' });
  await expectLog(page, ['Ravi commented on Ravi lunch']);
  await expect(logEntry(page, 'Ravi commented on Ravi lunch')).toContainText('with the team');
  await filterLog(page, { person: 'Asha', kind: 'All kinds' });
  await expectLog(page, [
    'Asha changed the monthly defaults',
    'Asha recorded Settlement',
    'Asha added Vegetables',
    'Asha added Ravi phone bill',
    'Asha added Ravi',
  ]);
  await filterLog(page, { kind: 'Settlements' });
  await expectLog(page, ['Asha recorded Settlement']);
});
