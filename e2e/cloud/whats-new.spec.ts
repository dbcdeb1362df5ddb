// What's new on the emulators (issue 32): Ben adds an expense and Asha's What's new and header count show it
// live; when she looks at the trip on her second device (another browser signed in as her), the count on the
// first clears too, since the time she last looked is kept with her account.
import { createLedger } from '../helpers';
import { expect, test } from './fixtures';
import { addMemberByEmail, addTripExpense, signInWithTestAccount, watchPage } from './people';

test("Ben's expense reaches Asha's What's new live, and looking on her laptop clears her phone", async ({
  ben,
  asha,
  browser,
  baseURL,
}, testInfo) => {
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  await addMemberByEmail(asha.page, ben);
  await createLedger(asha.page, 'Home budget', { monthly: true });
  // Ben's list follows live; the trip is his only group, so it opens.
  await expect(ben.page.getByRole('banner').getByRole('link', { name: 'Goa trip' })).toBeVisible({ timeout: 15_000 });

  await addTripExpense(ben.page, 'Dinner', '3000');

  // Asha, on her household budget, sees the count on the header at once, in words.
  const switchGroup = asha.page.getByRole('link', { name: 'Switch group' });
  await expect(switchGroup).toHaveAccessibleDescription('1 new', { timeout: 15_000 });

  // Her laptop: the same account in another browser. Opening the trip there shows the card; she marks it seen
  // (the few seconds' look that does the same is timed by Playwright's clock in e2e/whats-new.spec.ts).
  const laptop = await browser.newContext({ baseURL });
  const page = await laptop.newPage();
  await watchPage(page, testInfo);
  await signInWithTestAccount(page, asha.name, asha.email);
  await page.goto('/ledger/switch');
  await page.getByRole('button', { name: 'Goa trip', exact: true }).click();
  const card = page.getByRole('region', { name: "What's new" });
  await expect(card).toContainText('Ben added Dinner, ₹3,000 · your share ₹1,500', { timeout: 15_000 });
  await card.getByRole('button', { name: 'Mark as seen' }).click();

  // The phone's count clears without a reload.
  await expect(switchGroup).not.toHaveAccessibleDescription('1 new', { timeout: 15_000 });
  await expect(asha.page.getByText('1 new')).toHaveCount(0);
  await laptop.close();
});
