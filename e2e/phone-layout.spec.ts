// Phone screens with long names and lakh amounts: nothing wider than the screen, and every member's
// name visible beside the input it belongs to. Screenshots are attached to the report to look at.
import { expect, test, type Page } from '@playwright/test';
import { addSplit, fillSplit, openAddForm, startTrip } from './onetime-steps';

const LONG = 'Kabir Singh Dhillon-Ramaswamy';

async function fitsTheScreen(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what} is ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
  await test.info().attach(what, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The name is drawn with real width (not squeezed to nothing) inside its row. */
async function nameIsReadable(row: ReturnType<Page['getByRole']>, name: string) {
  const box = await row.getByText(name, { exact: true }).boundingBox();
  expect(box?.width ?? 0, `${name} is drawn`).toBeGreaterThan(40);
}

test('the split form, the trip home and the split defaults fit a phone with long names', async ({ page }) => {
  await startTrip(page, { others: [LONG, 'Meera'] });
  await addSplit(page, { description: 'Houseboat on the backwaters', amount: '1234567.89', paidBy: LONG });
  await fitsTheScreen(page, 'trip home');

  await openAddForm(page);
  for (const method of ['Shares', 'Percentage', 'Custom'] as const) {
    await fillSplit(page, { description: 'Villa', amount: '1000', method });
    const rows = page.getByRole('list', { name: 'Split between members' });
    await nameIsReadable(rows.getByRole('listitem', { name: LONG }), LONG);
    await nameIsReadable(rows.getByRole('listitem', { name: 'Meera' }), 'Meera');
    await fitsTheScreen(page, `split form, ${method}`);
  }

  await page.goto('/ledger/settings');
  await expect(page.getByRole('combobox', { name: 'Split type' })).toBeVisible();
  await fitsTheScreen(page, 'split defaults');
  await page.goto('/ledger/switch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsTheScreen(page, 'switch group');
});
