// What's new (issue 32), on one device with two profiles taking turns: what Ben changed shows on Asha's home
// with her share, the Switch group page and the header count it in words, and it clears once she has looked
// (after a few seconds on screen, by Playwright's clock, or at once with Mark as seen).
import { expect, test, type Page } from '@playwright/test';
import { createLedger, signIn, signOut } from './helpers';
import { addSplit } from './onetime-steps';

test.setTimeout(60_000);

const whatsNew = (page: Page) => page.getByRole('region', { name: "What's new" });

async function openGroup(page: Page, name: string) {
  await page.goto('/ledger/switch');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
}

/** Asha's trip with Ben and two temporary members, a Taxi of hers in it, and a household budget of her own. */
async function ashasTrip(page: Page) {
  await signIn(page, 'Ben', 'ben@example.com');
  await signOut(page);
  await signIn(page, 'Asha', 'asha@example.com');
  await createLedger(page, 'Home budget', { monthly: true });
  await createLedger(page, 'Goa trip', { monthly: false });
  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Member email' }).fill('ben@example.com');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Member added successfully').last()).toBeVisible();
  for (const name of ['Ravi', 'Meera']) {
    await page.getByRole('textbox', { name: 'Temporary member name' }).fill(name);
    await page.getByRole('button', { name: 'Add temporary member' }).click();
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name, exact: true }),
    ).toBeVisible();
  }
  await page.goto('/');
  await addSplit(page, { description: 'Taxi', amount: '600' });
  await signOut(page);
}

test("Ben's changes show on Asha's home with her share, counted on Switch group, until she has looked", async ({
  page,
}) => {
  await ashasTrip(page);

  // Ben's first look at the trip: nothing is new for him (the first look sets his time), even Asha's Taxi.
  await signIn(page, 'Ben', 'ben@example.com');
  await openGroup(page, 'Goa trip');
  await expect(page.getByRole('article', { name: 'Taxi' })).toBeVisible();
  await expect(whatsNew(page)).toHaveCount(0);
  await addSplit(page, { description: 'Dinner', amount: '3000' });
  await page.getByRole('button', { name: 'Edit Taxi' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('800');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction saved successfully').last()).toBeVisible();
  await signOut(page);

  // Asha is on her household budget: the header counts what is new elsewhere, in words.
  await page.clock.install();
  await signIn(page, 'Asha', 'asha@example.com');
  await openGroup(page, 'Home budget');
  await expect(page.getByRole('link', { name: 'Switch group' })).toHaveAccessibleDescription('2 new');
  await page.getByRole('link', { name: 'Switch group' }).click();
  const tripRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Goa trip', exact: true }) });
  await expect(tripRow).toContainText('2 new');
  await page.getByRole('button', { name: 'Goa trip', exact: true }).click();

  const card = whatsNew(page);
  await expect(card.getByRole('listitem').first()).toHaveText(
    /^Ben edited Taxi, ₹800 · your share ₹200\s*Amount 600 → 800/,
  );
  await expect(card).toContainText('Ben added Dinner, ₹3,000 · your share ₹750');
  await expect(card.getByRole('link', { name: 'See all in Activity' })).toBeVisible();

  // A few seconds on screen counts as looking; what was shown stays until she leaves.
  await page.clock.runFor(3_500);
  await page.goto('/ledger/switch');
  await expect(tripRow).not.toContainText('new');
  await page.getByRole('button', { name: 'Goa trip', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Dinner' })).toBeVisible();
  await expect(whatsNew(page)).toHaveCount(0);
});

test('Mark as seen clears the card at once, and it stays cleared after a reload', async ({ page }) => {
  await ashasTrip(page);
  await signIn(page, 'Ben', 'ben@example.com');
  await openGroup(page, 'Goa trip');
  await addSplit(page, { description: 'Ferry', amount: '400' });
  await signOut(page);

  await signIn(page, 'Asha', 'asha@example.com');
  await openGroup(page, 'Goa trip');
  await expect(whatsNew(page)).toContainText('Ben added Ferry, ₹400 · your share ₹100');
  await whatsNew(page).getByRole('button', { name: 'Mark as seen' }).click();
  await expect(whatsNew(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Ferry' })).toBeVisible();
  await expect(whatsNew(page)).toHaveCount(0);
});
