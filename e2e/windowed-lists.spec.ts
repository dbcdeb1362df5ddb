// Long lists render what is near the screen only, and stay usable as lists: a trip of 2,000 expenses
// (seeded by restoring an edited backup) is searchable, announces its size, scrolls to its oldest entry,
// and keeps keyboard focus in the list as Tab walks down it.
import { expect, test, type Page } from '@playwright/test';
import { exportJson, importFile } from './backup-steps';
import { toast } from './monthly-steps';
import { addSplit, startTrip } from './onetime-steps';

const COUNT = 2_000;
const DAY = 24 * 60 * 60 * 1000;
const label = (i: number) => `Expense ${String(i).padStart(4, '0')}`;

/** A trip of Asha, Ravi and Meera restored with COUNT expenses, Expense 0000 the newest. */
async function longTrip(page: Page, name: string): Promise<void> {
  await startTrip(page);
  await addSplit(page, { description: 'Seed', amount: '300' });
  const backup = JSON.parse((await exportJson(page)).text) as {
    ledger: { name: string };
    transactions: { description: string; date: number; createdAt: number; updatedAt: number }[];
  };
  const seed = backup.transactions[0]!;
  const transactions = Array.from({ length: COUNT }, (_, i) => ({
    ...seed,
    id: `long-${i}`,
    description: label(i),
    date: seed.date - i * DAY,
    createdAt: seed.createdAt - i * DAY,
    updatedAt: seed.updatedAt - i * DAY,
  }));
  await importFile(
    page,
    `${name}.json`,
    JSON.stringify({ ...backup, ledger: { ...backup.ledger, name }, transactions }),
  );
  await expect(toast(page, `Backup imported as ${name}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  await page.goto('/');
}

function transactions(page: Page) {
  return page.getByRole('list', { name: 'Transactions' });
}

test('a 2,000-expense trip: windowed, announced, searchable, scrollable to its end, walkable by keyboard', async ({
  page,
}) => {
  test.slow();
  await longTrip(page, 'Long trip');
  const list = transactions(page);
  // The list's own items (a card holds lists of its own: its split lines).
  const items = list.locator(':scope > [role="listitem"]');
  const first = items.first();
  await expect(first).toContainText(label(0));
  // Each item says where it is in the whole list; only a window of them is in the page.
  await expect(first).toHaveAttribute('aria-setsize', String(COUNT));
  await expect(first).toHaveAttribute('aria-posinset', '1');
  expect(await items.count()).toBeLessThan(80);

  // Search looks through all of them, not just the rendered window.
  await page.getByRole('searchbox', { name: 'Search' }).fill(label(1_777));
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(label(1_777));
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(first).toContainText(label(0));

  // Scrolling to the end reaches the oldest entry.
  const oldest = items.filter({ hasText: label(COUNT - 1) });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(oldest).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(oldest).toHaveAttribute('aria-posinset', String(COUNT));
  // Midway, cards sit one under another with their usual gap, none overlapping (measured heights).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(async () => {
    const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    const sorted = boxes.sort((a, b) => a.top - b.top);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.top).toBeGreaterThanOrEqual(sorted[i - 1]!.bottom - 1);
  }).toPass({ timeout: 5_000 });
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/windowed-middle.png` });

  // Tab walks down the cards; the focused card is always rendered and focus never leaves the list.
  await page.evaluate(() => window.scrollTo(0, 0));
  await list.getByRole('button', { name: `Edit ${label(0)}` }).focus();
  // At the pace of a held Tab key (about 30 presses a second, a keyboard's auto-repeat): the list renders
  // the next cards as focus scrolls them in, which takes a frame; Playwright's presses back to back come
  // faster than any keyboard can, and on a busy machine outran that frame.
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(33);
  }
  const position = await page.evaluate(() => {
    const item = document.activeElement?.closest('[aria-posinset]');
    return item ? Number(item.getAttribute('aria-posinset')) : 0;
  });
  expect(position).toBeGreaterThan(15);
  await expect(page.locator(':focus')).toBeInViewport();
});

/** The top of each of the list's drawn items, in order, and whether any overlaps the one before it. */
async function overlaps(page: Page): Promise<string[]> {
  return transactions(page)
    .locator(':scope > [role="listitem"]')
    .evaluateAll((els) => {
      const boxes = els
        .map((el) => ({ pos: el.getAttribute('aria-posinset'), box: el.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top);
      return boxes
        .slice(1)
        .flatMap((b, i) => (b.box.top < boxes[i]!.box.bottom - 1 ? [`${boxes[i]!.pos}/${b.pos}`] : []));
    });
}

test('a long list drawn again after a form: an entry that grew pushes the next down, and a card keeping focus far away stays in its place', async ({
  page,
}) => {
  test.slow();
  // A phone: the long description wraps over the most lines here.
  await page.setViewportSize({ width: 360, height: 740 });
  await longTrip(page, 'Long trip');
  const items = transactions(page).locator(':scope > [role="listitem"]');
  await expect(items.first()).toContainText(label(0));

  // Edited to a description that wraps over several lines, the card comes back taller than the list
  // remembers it: it takes its new height at once, and the cards after it sit below it.
  const long = `${label(1)} ${'with a much longer description '.repeat(6).trim()}`;
  await transactions(page)
    .getByRole('button', { name: `Edit ${label(1)}` })
    .click();
  await page.getByRole('textbox', { name: 'Description' }).fill(long);
  await page.getByRole('button', { name: 'Save' }).click();
  const edited = items.filter({ hasText: long });
  await expect(edited).toBeVisible();
  expect(await overlaps(page)).toEqual([]);
  const next = items.filter({ hasText: label(2) });
  expect((await next.boundingBox())!.y).toBeGreaterThanOrEqual((await edited.boundingBox())!.y + 60);
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    await edited.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/windowed-edited-360.png` });
  }

  // Focus on the first card, then the page scrolled far down: that card stays drawn (the keyboard keeps
  // its place) above the screen, and the cards on screen do not overlap it or each other.
  await page.evaluate(() => window.scrollTo(0, 0));
  await transactions(page)
    .getByRole('button', { name: `Edit ${label(0)}` })
    .focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const focusedCard = items.filter({ hasText: label(0) });
  await expect(focusedCard).toHaveAttribute('aria-posinset', '1');
  await expect(async () => {
    expect((await focusedCard.boundingBox())!.y).toBeLessThan(0);
    expect(await overlaps(page)).toEqual([]);
    expect(await items.count()).toBeGreaterThan(2);
  }).toPass({ timeout: 5_000 });
  await expect(page.locator(':focus')).toHaveAccessibleName(`Edit ${label(0)}`);
});
