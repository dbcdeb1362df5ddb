// A write the server refuses after the app has shown it saved is never silent (issue 27): Firestore undoes
// it on the device, so the app says what was undone, keeps what was typed, and opens it again on request.
// The refusal is a real one: the emulator is given the project's own rules plus one condition that
// refuses transactions described 'Houseboat', and nothing else, so the other specs running beside this
// one (same emulator, other workers) are untouched; the project's rules come back after each test.
import { readFileSync } from 'node:fs';
import { FIRESTORE_PORT, HOST, PROJECT_ID } from '../../scripts/emulators.mjs';
import { createLedger } from '../helpers';
import { expect, test, type Page } from './fixtures';
import { expenseCard, openScreen } from './people';
import { aboutLoading } from './reloads';

const REFUSED = 'Houseboat';
const MESSAGE = "The server refused 'Houseboat' (₹7,000). It was not saved.";
const RULES_URL = `http://${HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:securityRules`;

/** Read afresh each time: another engineer's edit of the rules file must not be undone by this spec. */
const projectRules = () => readFileSync('firestore.rules', 'utf8');

/** The emulator's own REST call for new rules at runtime (as @firebase/rules-unit-testing makes it). */
async function loadRules(content: string): Promise<void> {
  const response = await fetch(RULES_URL, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`The emulator did not take the rules: ${response.status} ${await response.text()}`);
}

/** The project's rules, with every create and update of a transaction described REFUSED refused. */
function refusingHouseboats(rules: string): string {
  const opening = 'match /transactions/{transactionId} {';
  const start = rules.indexOf(opening);
  if (start < 0) throw new Error('firestore.rules has no transactions block');
  let depth = 0;
  let end = start + opening.length - 1;
  for (; end < rules.length; end += 1) {
    if (rules[end] === '{') depth += 1;
    else if (rules[end] === '}' && (depth -= 1) === 0) break;
  }
  const block = rules.slice(start, end);
  const refused = `request.resource.data.get('description', '') != '${REFUSED}'`;
  const changed = block.replace(/allow (create|update): if ([^;]*);/g, `allow $1: if ${refused} && ($2);`);
  if (changed === block) throw new Error('firestore.rules has no create or update rule for transactions');
  return rules.slice(0, start) + changed + rules.slice(end);
}

const refusal = (page: Page) => page.getByRole('listitem').filter({ hasText: MESSAGE });

/**
 * For what waits on the emulator's answer (a refusal, "All changes synced") or on a cold start after a
 * reload: on two busy cores, with other specs' clients on the same emulator, both can take longer than
 * the default 5 s.
 */
const SERVER_ANSWER = { timeout: 15_000 };

/** How many refused entries this device keeps (idb-keyval's store, refused-entries/{uid}/{ledger}). */
function keptOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval');
          const range = IDBKeyRange.bound('refused-entries/', 'refused-entries/\uffff');
          const read = store.getAll(range);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as unknown[][]).reduce((sum, list) => sum + list.length, 0));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test.describe.serial('a refused write is never silent', () => {
  test.afterEach(async () => {
    await loadRules(projectRules());
  });

  test('a refused new expense is told, kept over a reload, opened again filled, and saved once allowed', async ({
    asha,
  }, testInfo) => {
    aboutLoading(2, 'the refused entry is kept over a restart, and the saved one leaves no copy');
    const { page } = asha;
    // Phone first: the message and its buttons must read well, and leave Save free, at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await createLedger(page, 'Kerala trip', { monthly: false });
    await openScreen(page, 'Members');
    await page.getByRole('textbox', { name: 'Temporary member name' }).fill('Ravi');
    await page.getByRole('button', { name: 'Add temporary member' }).click();
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Ravi' })).toBeVisible();
    await openScreen(page, 'Home');
    await loadRules(refusingHouseboats(projectRules()));

    await page.getByRole('link', { name: 'Add Expense' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(REFUSED);
    await page.getByRole('textbox', { name: 'Amount' }).fill('7000');
    await page.getByRole('combobox', { name: 'Split method' }).selectOption('Percentage');
    await page.getByRole('textbox', { name: 'Asha', exact: true }).fill('70');
    await page.getByRole('textbox', { name: 'Ravi', exact: true }).fill('30');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Entertainment');
    await page.getByRole('button', { name: 'More details' }).click();
    await page.getByRole('textbox', { name: 'Comments' }).fill('Two nights on the backwaters');
    await page.getByRole('button', { name: 'Save' }).click();

    // The app called it saved (applied locally, as every write is); the server then refused it and
    // Firestore took it back off every screen. The person is told so, in words, and it stays said.
    await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
    await expect(refusal(page)).toBeVisible(SERVER_ANSWER);
    await expect(expenseCard(page, REFUSED)).toHaveCount(0);
    expect(await keptOnDevice(page)).toBe(1);
    // For a person to look at (the message at phone width), once the saved toast has gone.
    await expect(page.getByText('Transaction saved successfully')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('refused-home-360.png') });

    // A restart offers it again: the copy is on this device, not in the page.
    await page.reload();
    await expect(refusal(page)).toBeVisible(SERVER_ANSWER);
    await expect(refusal(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Add Expense' }).click();
    await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
    // The message stays over the form; Save must stay in reach beside it.
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('refused-form-360.png') });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await refusal(page).getByRole('button', { name: 'Open again' }).click();
    await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(REFUSED);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('7000');
    await expect(page.getByRole('combobox', { name: 'Split method' })).toHaveValue('Percentage');
    await expect(page.getByRole('textbox', { name: 'Asha', exact: true })).toHaveValue('70');
    await expect(page.getByRole('textbox', { name: 'Ravi', exact: true })).toHaveValue('30');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Entertainment');
    await expect(page.getByRole('textbox', { name: 'Comments' })).toHaveValue('Two nights on the backwaters');

    // Once the server allows it, Save keeps it for good, and the kept copy is gone.
    await loadRules(projectRules());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(expenseCard(page, REFUSED)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible(SERVER_ANSWER);
    await expect(refusal(page)).toHaveCount(0);
    // A restart must not offer it again either: it is saved, and no copy is left on the device.
    await page.reload();
    await expect(expenseCard(page, REFUSED)).toBeVisible(SERVER_ANSWER);
    await expect(expenseCard(page, REFUSED)).toContainText('Two nights on the backwaters');
    await expect(refusal(page)).toHaveCount(0);
    expect(await keptOnDevice(page)).toBe(0);
  });

  test('a refused edit can be discarded, or opened again on the entry with what was typed', async ({ asha }) => {
    const { page } = asha;
    await createLedger(page, 'Alleppey', { monthly: false });
    await page.getByRole('link', { name: 'Add Expense' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Boat ride');
    await page.getByRole('textbox', { name: 'Amount' }).fill('3000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(expenseCard(page, 'Boat ride')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible(SERVER_ANSWER);
    await loadRules(refusingHouseboats(projectRules()));

    const editIntoHouseboat = async () => {
      await page.getByRole('button', { name: 'Edit Boat ride' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Description' }).fill(REFUSED);
      await page.getByRole('textbox', { name: 'Amount' }).fill('7000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
      await expect(refusal(page)).toBeVisible(SERVER_ANSWER);
      // Undone: the entry is as the server has it.
      await expect(expenseCard(page, 'Boat ride')).toBeVisible();
      await expect(expenseCard(page, REFUSED)).toHaveCount(0);
    };

    // Discarded, after a question: what was typed is gone, from the screen and from the device.
    await editIntoHouseboat();
    await refusal(page).getByRole('button', { name: 'Discard' }).click();
    const question = page.getByRole('dialog', { name: 'Discard this entry?' });
    await expect(question).toContainText(MESSAGE);
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(refusal(page)).toHaveCount(0);
    await expect.poll(() => keptOnDevice(page)).toBe(0);

    await editIntoHouseboat();
    await refusal(page).getByRole('button', { name: 'Open again' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Expense' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(REFUSED);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('7000');

    await loadRules(projectRules());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(expenseCard(page, REFUSED)).toBeVisible();
    await expect(expenseCard(page, 'Boat ride')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible(SERVER_ANSWER);
    await expect(refusal(page)).toHaveCount(0);
    await expect.poll(() => keptOnDevice(page)).toBe(0);
  });

  test("a monthly budget's refused expense opens again in its own form", async ({ asha }) => {
    const { page } = asha;
    await createLedger(page, 'Home budget');
    await loadRules(refusingHouseboats(projectRules()));
    await page.getByRole('link', { name: 'Add Expense' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(REFUSED);
    await page.getByRole('textbox', { name: 'Amount' }).fill('7000');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Entertainment');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(refusal(page)).toBeVisible(SERVER_ANSWER);

    await refusal(page).getByRole('button', { name: 'Open again' }).click();
    await expect(page.getByRole('heading', { name: 'Add Expense' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(REFUSED);
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('7000');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Entertainment');
    await loadRules(projectRules());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(expenseCard(page, REFUSED)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All changes synced' })).toBeVisible(SERVER_ANSWER);
    await expect(refusal(page)).toHaveCount(0);
    await expect.poll(() => keptOnDevice(page)).toBe(0);
  });
});
