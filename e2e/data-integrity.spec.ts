// Data integrity, as a person sees it: stale screens in a second tab cannot undo or double what the first
// did, damaged documents and hostile files never break a screen, bounds and reserved names are enforced,
// and a ledger delete or an interrupted import is never left half done. Two tabs are two pages in one
// browser context: device mode shares IndexedDB between them and each sees the other's writes live.
import { expect, test, type Page } from './support/fixtures';
import { exportJson, groupNames, importFile, storedPaths } from './backup-steps';
import {
  allowHoldingLiveUpdates,
  docRecord,
  holdLiveUpdates,
  ledgerIdByName,
  pressAndWaitForAction,
  putRecords,
  readRecords,
  sessionUid,
  transactionRecord,
} from './data-integrity-steps';
import { createLedger, openMenu } from './helpers';
import { addEntry, card, openSection, startHousehold, toast, total } from './monthly-steps';
import { addSplit, balanceRow, recordPayment, startTrip, totalCard } from './onetime-steps';

test.use({ profile: { name: 'Asha', email: 'asha@example.com' } });

// Several tests drive two tabs through a dozen saves each; on a busy machine that outgrows the default 30 s.
test.describe.configure({ timeout: 60_000 });

function settlementRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Settlements' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
}

async function editFromCard(page: Page, description: string): Promise<void> {
  await openSection(page, 'Transactions');
  await card(page, description)
    .getByRole('button', { name: `Edit ${description}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
}

/** Settlement documents in storage, whatever any screen shows. */
async function storedSettlements(page: Page, ledgerName: string) {
  const ledgerId = await ledgerIdByName(page, ledgerName);
  return (await readRecords(page, `ledgers/${ledgerId}/transactions/`)).filter((r) => r.data.type === 'settlement');
}

const transfer = (page: Page, label: string) => page.getByRole('listitem', { name: label, exact: true });

test('1. a stale edit form does not undo a settlement made meanwhile in another tab', async ({ page: a, context }) => {
  await startHousehold(a);
  await addEntry(a, 'Expense', { description: 'Groceries', amount: '500' });
  const b = await context.newPage();
  await openHome(b);

  await editFromCard(a, 'Groceries');

  await openSection(b, 'Settlements');
  await settlementRow(b, 'Asha').getByRole('button', { name: 'Settle Now' }).click();
  await expect(settlementRow(b, 'Asha').getByRole('cell')).toHaveText(['500', '0', 'Settle Now']);

  // Tab A still shows the form as it was opened, before the settlement.
  await a.getByRole('textbox', { name: 'Description' }).fill('Groceries and fruit');
  await a.getByRole('button', { name: 'Save' }).click();
  await expect(toast(a, 'Transaction saved successfully')).toBeVisible();
  await expect(a.getByRole('heading', { name: 'This month' })).toBeVisible();

  await openSection(a, 'Settlements');
  await expect(settlementRow(a, 'Asha').getByRole('cell')).toHaveText(['500', '0', 'Settle Now']);
  await expect(total(a, 'Yet to settle')).toHaveText('0');
  await openSection(a, 'Transactions');
  await expect(card(a, 'Groceries and fruit')).toContainText('Settled');
  await expect(card(a, 'Settlement')).toHaveCount(1);
  await expect(card(a, 'Settlement')).toContainText('500');
  // Tab B, live, agrees.
  await expect(settlementRow(b, 'Asha').getByRole('cell')).toHaveText(['500', '0', 'Settle Now']);
});

test('2. saving an edit of an expense deleted meanwhile in another tab does not bring it back', async ({
  page: a,
  context,
}) => {
  await startHousehold(a);
  await addEntry(a, 'Expense', { description: 'Groceries', amount: '500' });
  const b = await context.newPage();
  await openHome(b);

  await editFromCard(a, 'Groceries');

  await openSection(b, 'Transactions');
  await card(b, 'Groceries').getByRole('button', { name: 'Delete Groceries' }).click();
  await b.getByRole('dialog', { name: 'Delete transaction' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(b, 'Transaction deleted')).toBeVisible();
  await expect(card(b, 'Groceries')).toHaveCount(0);

  await a.getByRole('textbox', { name: 'Description' }).fill('Groceries edited');
  await a.getByRole('button', { name: 'Save' }).click();
  await expect(toast(a, 'This transaction was deleted on another device.')).toBeVisible();
  await expect(a.getByRole('heading', { name: 'This month' })).toBeVisible();
  await openSection(a, 'Transactions');
  await expect(a.getByText('No transactions yet.')).toBeVisible();
  await expect(card(a, 'Groceries')).toHaveCount(0);
  await expect(card(a, 'Groceries edited')).toHaveCount(0);
  await expect(total(a, 'Total Expenses')).toHaveText('0');
  // Nor in the other tab, nor in storage.
  await expect(card(b, 'Groceries edited')).toHaveCount(0);
  const ledgerId = await ledgerIdByName(a, 'Household');
  expect(await readRecords(a, `ledgers/${ledgerId}/transactions/`)).toEqual([]);
});

test('3. changing a settled amount asks first, then unsettles that expense and shrinks its settlement', async ({
  page,
}) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '500' });
  await addEntry(page, 'Expense', { description: 'Rent', amount: '1000' });
  await openSection(page, 'Settlements');
  await settlementRow(page, 'Asha').getByRole('button', { name: 'Settle Now' }).click();
  await expect(settlementRow(page, 'Asha').getByRole('cell')).toHaveText(['1,500', '0', 'Settle Now']);

  // Cancel leaves everything as it was.
  await editFromCard(page, 'Groceries');
  await page.getByRole('textbox', { name: 'Amount' }).fill('450');
  await page.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Unsettle this expense?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await openSection(page, 'Settlements');
  await expect(settlementRow(page, 'Asha').getByRole('cell')).toHaveText(['1,500', '0', 'Settle Now']);
  await openSection(page, 'Transactions');
  await expect(card(page, 'Groceries')).toContainText('500');
  await expect(card(page, 'Groceries')).toContainText('Settled');

  await card(page, 'Groceries').getByRole('button', { name: 'Edit Groceries' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('450');
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Unsettle this expense?' })
    .getByRole('button', { name: 'Save and unsettle' })
    .click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();

  await openSection(page, 'Settlements');
  await expect(settlementRow(page, 'Asha').getByRole('cell')).toHaveText(['1,000', '450', 'Settle Now']);
  await expect(settlementRow(page, 'Asha').getByRole('button', { name: 'Settle Now' })).toBeEnabled();
  await expect(total(page, 'Yet to settle')).toHaveText('450');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Groceries')).toContainText('450');
  await expect(card(page, 'Groceries')).not.toContainText('Settled');
  await expect(card(page, 'Rent')).toContainText('Settled');
  await expect(card(page, 'Settlement')).toHaveCount(1);
  await expect(card(page, 'Settlement').getByText('1,000', { exact: true }).first()).toBeVisible();
});

test('4. Settle Now pressed in two tabs showing the same unsettled list makes one settlement', async ({
  page: a,
  context,
}) => {
  await startHousehold(a);
  await addEntry(a, 'Expense', { description: 'Groceries', amount: '500' });
  await addEntry(a, 'Expense', { description: 'Rent', amount: '1000' });
  const b = await context.newPage();
  await allowHoldingLiveUpdates(b);
  await openHome(b);
  await openSection(a, 'Settlements');
  await openSection(b, 'Settlements');
  await expect(settlementRow(b, 'Asha').getByRole('cell')).toHaveText(['0', '1,500', 'Settle Now']);

  // Tab B has not caught up with tab A's press when it presses too.
  await holdLiveUpdates(b, true);
  await settlementRow(a, 'Asha').getByRole('button', { name: 'Settle Now' }).click();
  await expect(settlementRow(a, 'Asha').getByRole('cell')).toHaveText(['1,500', '0', 'Settle Now']);
  await expect(settlementRow(b, 'Asha').getByRole('cell')).toHaveText(['0', '1,500', 'Settle Now']);
  await settlementRow(b, 'Asha').getByRole('button', { name: 'Settle Now' }).click();
  await expect(toast(b, 'Settled Asha')).toBeVisible();

  expect(await storedSettlements(a, 'Household')).toHaveLength(1);
  for (const tab of [a, b]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { name: 'This month' })).toBeVisible();
    await openSection(tab, 'Settlements');
    await expect(settlementRow(tab, 'Asha').getByRole('cell')).toHaveText(['1,500', '0', 'Settle Now']);
    await expect(total(tab, 'Yet to settle')).toHaveText('0');
    await openSection(tab, 'Transactions');
    await expect(card(tab, 'Rent')).toContainText('Settled');
    await expect(card(tab, 'Settlement')).toHaveCount(1);
    await expect(card(tab, 'Settlement')).toContainText('1,500');
  }
});

test('5. Settle Up pressed in two tabs on the same trip settles once and does not flip the debt', async ({
  page: a,
  context,
}) => {
  await startTrip(a, { others: ['Ravi'] });
  await addSplit(a, { description: 'Fuel', amount: '500' });
  const b = await context.newPage();
  await allowHoldingLiveUpdates(b);
  await b.goto('/');
  for (const tab of [a, b]) await expect(transfer(tab, 'Ravi owes Asha')).toContainText('Ravi owes Asha ₹250');

  await holdLiveUpdates(b, true);
  await recordPayment(a, transfer(a, 'Ravi owes Asha'));
  await expect(a.getByText('Everyone is settled up.')).toBeVisible();
  await expect(transfer(b, 'Ravi owes Asha')).toContainText('Ravi owes Asha ₹250');
  await transfer(b, 'Ravi owes Asha').getByRole('button', { name: 'Settle Up', exact: true }).click();
  await pressAndWaitForAction(b.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'Save' }));

  // Tab A is live: a second settlement written by B would show here at once as Asha owing Ravi.
  await expect(a.getByRole('article', { name: 'settle up' })).toHaveCount(1);
  await expect(transfer(a, 'Asha owes Ravi')).toHaveCount(0);
  await expect(a.getByText('Everyone is settled up.')).toBeVisible();
  expect(await storedSettlements(a, 'Goa trip')).toHaveLength(1);
  await b.reload();
  await expect(b.getByText('Everyone is settled up.')).toBeVisible();
  await expect(b.getByRole('listitem', { name: /owes/ })).toHaveCount(0);
  await expect(b.getByRole('article', { name: 'settle up' })).toHaveCount(1);
  await expect(b.getByRole('article', { name: 'settle up' })).toContainText('Ravi paid Asha ₹250');
  await expect(balanceRow(b, 'Ravi')).toHaveText(/Ravi\s*Why\?\s*250\s*250$/);
  await expect(balanceRow(b, 'Asha')).toHaveText(/Asha\s*Why\?\s*500\s*500$/);
});

test('6a. damaged documents in a trip: screens still render, unreadable entries are counted and an admin deletes them', async ({
  page,
}) => {
  await startTrip(page);
  await addSplit(page, { description: 'Taxi', amount: '300' });
  const ledgerId = await ledgerIdByName(page, 'Goa trip');
  const taxi = await transactionRecord(page, ledgerId, 'Taxi');
  const at = (id: string) => `ledgers/${ledgerId}/transactions/${id}`;
  const { tags: _tags, ...withoutTags } = taxi.data;
  const ledger = (await readRecords(page, `ledgers/${ledgerId}`)).find((r) => r.path === `ledgers/${ledgerId}`)!;
  const meera = (await readRecords(page, `ledgers/${ledgerId}/members/Meera`))[0]!;
  await putRecords(page, [
    docRecord(at('far-future'), { ...taxi.data, description: 'Far future', date: 1e16 }),
    docRecord(at('no-payer'), { ...taxi.data, description: 'No payer', from: {} }),
    docRecord(at('broken-split'), { ...taxi.data, description: 'Broken split', splitInfo: {} }),
    docRecord(at('no-tags'), { ...withoutTags, description: 'Lunch' }),
    docRecord(ledger.path, { ...ledger.data, admins: { x: true } }),
    docRecord(meera.path, { ...meera.data, displayName: { first: 'Meera' } }),
  ]);
  await page.reload();

  await expect(totalCard(page)).toContainText('₹600');
  await expect(card(page, 'Lunch')).toContainText('300');
  await expect(card(page, 'Taxi')).toBeVisible();
  for (const hidden of ['Far future', 'No payer', 'Broken split']) await expect(card(page, hidden)).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
  await expect(notice).toContainText('3 entries could not be read.');
  await expect(balanceRow(page, 'Meera')).toBeVisible();

  // The ledger whose admins field is a map still opens, with its owner as admin.
  const menu = await openMenu(page);
  for (const name of ['Members', 'Settings']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/ledger/members');
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(members.getByRole('listitem', { name: 'Asha' }).getByText('Admin')).toBeVisible();
  await expect(members.getByRole('listitem', { name: 'Meera', exact: true })).toBeVisible();
  await page.goto('/ledger/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Split type' })).toBeVisible();
  await page.goto('/');
  // The screen is drawn before anything is counted as absent (a first load can show Loading first).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  await expect(page.getByText('Something went wrong. Please refresh the page.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete unreadable entries' }).click();
  await page.getByRole('dialog', { name: 'Delete unreadable entries' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Unreadable entries deleted')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(card(page, 'Lunch')).toBeVisible();
  await expect(card(page, 'Taxi')).toBeVisible();
  const left = (await readRecords(page, `ledgers/${ledgerId}/transactions/`)).map((r) => r.data.description).sort();
  expect(left).toEqual(['Lunch', 'Taxi']);
});

test('6b. damaged documents in a monthly ledger: home, Transactions, Members and Settings still render', async ({
  page,
}) => {
  await startHousehold(page);
  await addEntry(page, 'Expense', { description: 'Groceries', amount: '500' });
  const ledgerId = await ledgerIdByName(page, 'Household');
  const groceries = await transactionRecord(page, ledgerId, 'Groceries');
  const at = (id: string) => `ledgers/${ledgerId}/transactions/${id}`;
  const { tags: _tags, ...withoutTags } = groceries.data;
  await putRecords(page, [
    docRecord(at('no-payer'), { ...groceries.data, description: 'No payer', from: {} }),
    docRecord(at('no-tags'), { ...withoutTags, description: 'Milk', amount: 60 }),
  ]);
  await page.reload();

  await expect(total(page, 'Total Expenses')).toHaveText('560');
  // Said on arriving home, not only inside the (closed) Transactions section.
  const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
  await expect(notice).toContainText('1 entry could not be read.');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Milk')).toContainText('60');
  await expect(card(page, 'No payer')).toHaveCount(0);

  await page.goto('/ledger/transactions/all');
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(card(page, 'Milk')).toContainText('60');
  await expect(card(page, 'Groceries')).toContainText('500');
  await page.goto('/ledger/members');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Asha' })).toBeVisible();
  await page.goto('/ledger/settings');
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);

  await openHome(page);
  await page.getByRole('button', { name: 'Delete unreadable entries' }).click();
  await page.getByRole('dialog', { name: 'Delete unreadable entries' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Unreadable entries deleted')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await openSection(page, 'Transactions');
  await expect(card(page, 'Milk')).toBeVisible();
  expect(await readRecords(page, at('no-payer'))).toEqual([]);
});

test('7. a hostile backup naming "__proto__" or "constructor" is refused with a sentence and adds nothing', async ({
  page,
}) => {
  await startTrip(page, { others: ['Ravi'] });
  await addSplit(page, { description: 'Milk', amount: '60' });
  const good = JSON.parse((await exportJson(page)).text);
  const before = await storedPaths(page);

  const protoPayer = structuredClone(good);
  const milk = protoPayer.transactions.findIndex((t: { description: string }) => t.description === 'Milk');
  protoPayer.transactions[milk].from = '__proto__';
  const constructorMember = structuredClone(good);
  const ravi = constructorMember.members.findIndex((m: { displayName: string }) => m.displayName === 'Ravi');
  constructorMember.members[ravi].id = 'constructor';

  const cases: [string, unknown, string][] = [
    [
      'proto.json',
      protoPayer,
      `Transaction ${milk + 1} ("Milk"): from is "__proto__", who is not a member of this ledger.`,
    ],
    ['constructor.json', constructorMember, `Member ${ravi + 1} ("Ravi"): id "constructor" is a reserved name.`],
  ];
  for (const [name, content, message] of cases) {
    const text = JSON.stringify(content);
    expect(text).toMatch(/"__proto__"|"constructor"/);
    await importFile(page, name, text);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toHaveText(message);
    await expect(page.getByText('Cannot read properties')).toHaveCount(0);
    await expect(page.getByText(/Backup imported as/)).toHaveCount(0);
  }
  expect(await storedPaths(page)).toEqual(before);
  expect(await groupNames(page)).toEqual(['Goa trip']);
});

test('8. amounts: too large, too precise and pasted amounts in the expense form, and a too-precise custom split', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startHousehold(page);
  await page.getByRole('link', { name: 'Add Expense' }).click();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await page.getByRole('textbox', { name: 'Description' }).fill('Huge');
  const tooLarge = 'Amount cannot be more than ₹10,000 crore';
  const tooPrecise = 'Use at most 2 decimal places';
  // Alternating messages, so each assertion is about the latest Save.
  for (const [text, message] of [
    ['9'.repeat(309), tooLarge],
    ['0.0001', tooPrecise],
    ['9'.repeat(308), tooLarge],
    ['0.0001', tooPrecise],
    ['99999999999999999', tooLarge],
  ] as const) {
    await amount.fill(text);
    await expect(amount).toHaveValue(text);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(amount).toHaveAccessibleDescription(message);
    await expect(toast(page, message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/ledger\/expense\/add$/);

  // Pasted as people copy it from a bill or a chat.
  await page.getByRole('textbox', { name: 'Description' }).fill('Pasted');
  await amount.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('₹1,200'));
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(amount).toHaveValue('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Expense' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Grouped');
  await amount.fill('1,200');
  await expect(amount).toHaveValue('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(total(page, 'Total Expenses')).toHaveText('2,400');
  await openSection(page, 'Transactions');
  await expect(card(page, 'Pasted')).toContainText('1,200');
  await expect(card(page, 'Grouped')).toContainText('1,200');
  await expect(card(page, 'Huge')).toHaveCount(0);

  // A custom split is kept to thousandths.
  await createLedger(page, 'Trip', { monthly: false });
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi', exact: true }),
  ).toBeVisible();
  await page.goto('/ledger/split-expense/add');
  await page.getByRole('textbox', { name: 'Description' }).fill('Snacks');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('combobox', { name: 'Split method' }).selectOption('Custom');
  await page.getByRole('textbox', { name: 'Asha', exact: true }).fill('100');
  await page.getByRole('textbox', { name: 'Ravi', exact: true }).fill('0.0001');
  await expect(page.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('0.0001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Use at most 3 decimal places')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
  // Thousandths are accepted.
  await page.getByRole('textbox', { name: 'Asha', exact: true }).fill('99.999');
  await page.getByRole('textbox', { name: 'Ravi', exact: true }).fill('0.001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Transaction saved successfully')).toBeVisible();
  await expect(totalCard(page)).toContainText('₹100');
  await expect(card(page, 'Snacks')).toHaveCount(1);
});

test('9. a reload in the middle of deleting a large ledger leaves it whole or gone, never half', async ({
  signedIn: page,
}) => {
  const COUNT = 1200;
  const uid = await sessionUid(page);

  /** Creates 'Big trip' with COUNT expenses (one through the form, the rest written straight to storage). */
  async function bigTrip(): Promise<string> {
    await createLedger(page, 'Big trip', { monthly: false });
    await addSplit(page, { description: 'Seed', amount: '10' });
    const id = await ledgerIdByName(page, 'Big trip');
    const seed = await transactionRecord(page, id, 'Seed');
    const now = new Date();
    const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
    const span = Math.max(1, now.getTime() - monthStart);
    const records = Array.from({ length: COUNT - 1 }, (_, i) => {
      const date = monthStart + Math.floor((span * i) / COUNT);
      return docRecord(`ledgers/${id}/transactions/bulk-${i}`, {
        ...seed.data,
        description: `Expense ${i}`,
        date,
        createdAt: date,
        updatedAt: date,
      });
    });
    await putRecords(page, records);
    await page.goto('/ledger/switch');
    await page.getByRole('button', { name: 'Household', exact: true }).click();
    await expect(toast(page, 'Switched to Household')).toBeVisible();
    return id;
  }

  /** Whole (listed, every child stored, all entries shown) or gone (not listed, nothing left under it). */
  async function wholeOrGone(id: string): Promise<'whole' | 'gone'> {
    await expect(page.getByRole('button', { name: 'Household', exact: true })).toBeVisible();
    const ledger = await readRecords(page, `ledgers/${id}`);
    const children = ledger.filter((r) => r.path !== `ledgers/${id}`);
    if (ledger.some((r) => r.path === `ledgers/${id}`)) {
      // COUNT expenses, Asha's member document, common and one-time settings, and the log's one entry (the
      // seed expense added through the form; the bulk was put straight into storage).
      const log = children.filter((r) => r.path.startsWith(`ledgers/${id}/activity/`));
      expect(log.length, 'the log keeps its entry').toBe(1);
      expect(children.length - log.length, 'a listed ledger keeps every document under it').toBe(COUNT + 3);
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Big trip', exact: true }) });
      await expect(row.getByLabel('1 member')).toBeVisible();
      await page.getByRole('button', { name: 'Big trip', exact: true }).click();
      await expect(totalCard(page)).toContainText(`1 member · ${COUNT} expenses`);
      await page.goto('/ledger/switch');
      return 'whole';
    }
    expect(
      children.map((r) => r.path),
      'a deleted ledger leaves nothing behind',
    ).toEqual([]);
    await expect(page.getByRole('button', { name: 'Big trip', exact: true })).toHaveCount(0);
    return 'gone';
  }

  async function startDelete(): Promise<void> {
    await page.goto('/ledger/switch');
    await page.getByRole('button', { name: 'Delete Big trip' }).click();
    await page.getByRole('dialog', { name: 'Delete group' }).getByRole('button', { name: 'Delete' }).click();
  }

  await createLedger(page, 'Household');
  let id = await bigTrip();

  // First: the reload comes straight after the confirmation.
  await startDelete();
  await page.reload();
  const first = await wholeOrGone(id);
  test.info().annotations.push({ type: 'reload straight after Delete', description: first });

  // Then: the reload comes the moment any part of the delete is visible in storage.
  if (first === 'gone') id = await bigTrip();
  await page.goto('/ledger/switch');
  await page.evaluate(
    ({ memberPath }) => {
      const open = indexedDB.open('vyay-device');
      open.onsuccess = () => {
        const db = open.result;
        const poll = () => {
          const request = db.transaction('docs').objectStore('docs').count(memberPath);
          request.onsuccess = () => {
            if (request.result === 0) location.reload();
            else setTimeout(poll, 0);
          };
        };
        poll();
      };
    },
    { memberPath: `ledgers/${id}/members/${uid}` },
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Delete Big trip' }).click();
  await page.getByRole('dialog', { name: 'Delete group' }).getByRole('button', { name: 'Delete' }).click();
  await reloaded;
  test.info().annotations.push({ type: 'reload at the first sign of the delete', description: await wholeOrGone(id) });
});

test('10. a hidden half-finished import is cleaned up at start-up, and a recent one is left alone', async ({
  signedIn: page,
}) => {
  await createLedger(page, 'Household');
  const uid = await sessionUid(page);
  const hour = 3600 * 1000;
  const now = Date.now();
  const hiddenLedger = (id: string, name: string, updatedAt: number) => [
    docRecord(`ledgers/${id}`, {
      name,
      type: 'monthly',
      owner: uid,
      admins: [uid],
      contributors: [],
      createdAt: now - 3 * hour,
      updatedAt,
    }),
    docRecord(`ledgers/${id}/members/${uid}`, { displayName: 'Asha', userId: uid }),
    docRecord(`ledgers/${id}/settings/common`, { categories: ['Food'], tags: ['Work'] }),
    docRecord(`ledgers/${id}/transactions/t1`, {
      description: 'Imported rent',
      amount: 1000,
      category: 'Rent',
      tags: [],
      type: 'expense',
      owner: uid,
      date: now - hour,
      createdAt: now - hour,
      updatedAt: now - hour,
      comments: '',
      from: uid,
      paymentMode: 'UPI',
    }),
  ];
  await putRecords(page, [
    ...hiddenLedger('half-import', 'Half', now - 2 * hour),
    ...hiddenLedger('running-import', 'Running', now - 5 * 60 * 1000),
  ]);
  expect(await readRecords(page, 'ledgers/half-import')).toHaveLength(4);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'This month' })).toBeVisible();
  await expect.poll(async () => (await readRecords(page, 'ledgers/half-import')).map((r) => r.path)).toEqual([]);
  // An import touched within the hour may still be running elsewhere.
  expect(await readRecords(page, 'ledgers/running-import')).toHaveLength(4);
  expect(await groupNames(page)).toEqual(['Household']);
});

test('11. reserved and duplicate temporary member names are refused and add nobody', async ({ signedIn: page }) => {
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  const name = page.getByRole('textbox', { name: 'Temporary member name' });
  const add = page.getByRole('button', { name: 'Add temporary member' });
  await name.fill('Ravi');
  await add.click();
  await expect(toast(page, 'Temporary Member added successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'Members' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  for (const [typed, message] of [
    ['common', '"common" is reserved. Choose another name.'],
    ['x/transactions/y', 'A name cannot contain "/" or be "." or "..".'],
    ['..', 'A name cannot contain "/" or be "." or "..".'],
    ['__proto__', '"__proto__" is reserved. Choose another name.'],
    ['constructor', '"constructor" is reserved. Choose another name.'],
    ['ravi', 'Ravi is already a member.'],
  ] as const) {
    await name.fill(typed);
    await add.click();
    await expect(toast(page, message)).toBeVisible();
    // A refused name stays in the box to be corrected.
    await expect(name).toHaveValue(typed);
  }
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const ledgerId = await ledgerIdByName(page, 'Goa trip');
  const records = await readRecords(page, `ledgers/${ledgerId}/`);
  const stored = records
    .filter((r) => !r.path.includes('/settings/') && !r.path.includes('/activity/'))
    .map((r) => r.path);
  expect(stored).toEqual(
    [`ledgers/${ledgerId}/members/${await sessionUid(page)}`, `ledgers/${ledgerId}/members/Ravi`].sort(),
  );
  // The log says Ravi was added, once; the refused names left no entry.
  const log = records
    .filter((r) => r.path.includes('/activity/'))
    .map((r) => r.data as { kind: string; title: string });
  expect(log.map((e) => `${e.kind} ${e.title}`)).toEqual(['member-added Ravi']);
});

// 12. Storage full: covered by storage-failures.spec.ts.
