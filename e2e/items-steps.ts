// Steps for the Items split method: entering a bill row by row through the form, as a person would.
import { expect, type Locator, type Page } from '@playwright/test';
import type { BillFixture } from '../src/domain/bill-fixtures';

/** The form's row for the n-th item (1-based). */
export function itemRow(page: Page, n: number): Locator {
  return page.getByRole('group', { name: `Item ${n}`, exact: true });
}

export async function fillItem(
  page: Page,
  n: number,
  item: { name: string; price: string; quantity?: string; people: string[] },
): Promise<void> {
  const row = itemRow(page, n);
  if ((await row.count()) === 0) await page.getByRole('button', { name: 'Add item' }).click();
  await row.getByRole('textbox', { name: 'Item', exact: true }).fill(item.name);
  await row.getByRole('textbox', { name: 'Price', exact: true }).fill(item.price);
  if (item.quantity) await row.getByRole('textbox', { name: 'Quantity', exact: true }).fill(item.quantity);
  for (const person of item.people) await row.getByRole('checkbox', { name: person, exact: true }).check();
}

/** Every item of a fixture bill and its charges, on a form already set to Items. */
export async function fillBill(page: Page, f: BillFixture): Promise<void> {
  for (const [i, item] of f.bill.items.entries()) {
    await fillItem(page, i + 1, {
      name: item.name,
      price: String(item.price),
      quantity: item.quantity > 1 ? String(item.quantity) : undefined,
      people: item.people.map((p) => f.people[p]!),
    });
  }
  const charges = page.getByRole('group', { name: 'Charges' });
  if (f.bill.cgst !== undefined) {
    await charges.getByRole('checkbox', { name: 'CGST and SGST separately' }).check();
    await charges.getByRole('textbox', { name: 'CGST' }).fill(String(f.bill.cgst));
    await charges.getByRole('textbox', { name: 'SGST' }).fill(String(f.bill.sgst));
  }
  if (f.bill.gst !== undefined)
    await charges.getByRole('textbox', { name: 'GST', exact: true }).fill(String(f.bill.gst));
  if (f.bill.service !== undefined)
    await charges.getByRole('textbox', { name: 'Service charge' }).fill(String(f.bill.service));
  for (const [field, label] of [
    ['tip', 'Tip'],
    ['discount', 'Discount'],
    ['other', 'Other charges'],
  ] as const) {
    const value = f.bill[field];
    if (value === undefined) continue;
    await charges.getByRole('textbox', { name: label, exact: true }).fill(String(value));
    if (f.bill.equally?.includes(field))
      await charges.getByRole('checkbox', { name: `Share equally (${label.toLowerCase()})` }).check();
  }
}

/** The status line that adds the bill up. */
export async function expectReconciliation(page: Page, line: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Items ₹' })).toContainText(line);
}
