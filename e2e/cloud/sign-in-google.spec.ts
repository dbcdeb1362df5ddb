// `Login via Google` as people meet it, on a phone-sized screen: a blocked popup goes on through Google's
// page and comes back signed in, to the invite link the person opened; an installed app goes to Google's
// page at once; a closed popup changes nothing; a network failure says so; an account without a name is
// refused. Google itself cannot be reached from test machines, so the emulator build lets the test play it
// (src/data/firebase/google-stub.ts, at the edge of the app): everything from the choice of popup or
// redirect onwards is the app's own code, and a granted account signs in to the Auth emulator.
import { createLedger } from '../helpers';
import { expect, test, type Page } from './fixtures';
import { addMemberByEmail, createInviteLink, expectScreen, watchPage } from './people';

interface GoogleStub {
  popup?: Outcome | Outcome[];
  account: { name?: string; email?: string };
  holdRedirect?: boolean;
}
type Outcome = 'granted' | 'blocked' | 'closed' | 'network';

const UNREACHABLE = "Can't reach Google. Check your connection and try again.";
const MISSING_IDENTITY = 'Sign-in needs an account with both an email and a display name.';

test.use({ viewport: { width: 360, height: 740 } });

/** Before the app loads, on every load of `page`: how Google will answer. */
async function googleWillAnswer(page: Page, stub: GoogleStub): Promise<void> {
  await page.addInitScript((answer) => {
    (window as Window & { __vyayGoogleStub?: unknown }).__vyayGoogleStub = answer;
  }, stub);
}

/** What the app asked of Google so far, in order, across the redirect (kept in sessionStorage). */
function googleCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('vyay-google-stub-calls') ?? '[]') as string[]);
}

/** Google's page answers: the held redirect goes on, to Google and back. */
async function googleReturns(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('vyay-google-stub-release')));
}

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login via Google' });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

function newEmail(name: string): string {
  return `${name.toLowerCase()}-google-${test.info().workerIndex}-${Date.now()}@example.com`;
}

test("a blocked popup goes on through Google's page and comes back signed in, to the invite link", async ({
  browser,
  asha,
}, testInfo) => {
  await createLedger(asha.page, 'Goa trip', { monthly: false });
  await asha.page.goto('/ledger/members');
  const link = await createInviteLink(asha.page);
  await asha.page.getByRole('dialog', { name: 'Invite link' }).getByRole('button', { name: 'Done' }).click();

  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = await context.newPage();
    await watchPage(page, testInfo);
    const ben = { name: 'Ben', email: newEmail('Ben') };
    await googleWillAnswer(page, { popup: 'blocked', account: ben, holdRedirect: true });
    await page.goto(link);
    await loginButton(page).click();

    // Held just before the page leaves for Google's: the screen says what is happening, and waits.
    await expect(page.getByRole('status').filter({ hasText: 'Opening Google…' })).toBeVisible();
    await expect(loginButton(page)).toBeDisabled();
    await expect(toasts(page)).toHaveCount(0);
    expect(await googleCalls(page)).toEqual(['popup', 'redirect']);
    await testInfo.attach('opening-google-360px', { body: await page.screenshot(), contentType: 'image/png' });

    await googleReturns(page);
    await expect(page).toHaveURL(new URL(link).pathname);
    await expectScreen(page, testInfo, page.getByRole('heading', { name: 'Join Goa trip' }), 'Join');
    expect(await googleCalls(page)).toEqual(['popup', 'redirect', 'redirect result']);

    // The profile was saved as after any sign-in: Asha finds Ben by his email.
    await addMemberByEmail(asha.page, { ...ben, page });
  } finally {
    await context.close();
  }
});

test("an installed app goes to Google's page at once, and comes back signed in", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
  await googleWillAnswer(page, { popup: 'granted', account: { name: 'Chitra', email: newEmail('Chitra') } });
  await page.goto('/ledger/add');
  await loginButton(page).click();
  // The redirect's return is a page load answered by the emulator: see FIRST_ANSWER in people.ts.
  await expect(page.getByRole('textbox', { name: 'Group name' })).toBeVisible({ timeout: 15_000 });
  expect(await googleCalls(page)).toEqual(['redirect', 'redirect result']);
});

test('a closed popup leaves the sign-in screen as it was, with no error, and a later try signs in', async ({
  page,
}) => {
  await googleWillAnswer(page, {
    popup: ['closed', 'network', 'granted'],
    account: { name: 'Dev', email: newEmail('Dev') },
  });
  await page.goto('/ledger/add');
  await loginButton(page).click();
  await expect(loginButton(page)).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Opening Google…' })).toHaveCount(0);
  expect(await googleCalls(page)).toEqual(['popup']);

  // sonner adds a toast a moment after it is asked for, and shows toasts in order: so once the second
  // try's toast shows, an error from the first would be showing too.
  await loginButton(page).click();
  await expect(toasts(page).filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);

  await loginButton(page).click();
  await expect(page.getByRole('textbox', { name: 'Group name' })).toBeVisible();
  expect(await googleCalls(page)).toEqual(['popup', 'popup', 'popup']);
});

test("a network failure says Google can't be reached, and the sign-in screen stays", async ({ page }) => {
  await googleWillAnswer(page, { popup: 'network', account: { name: 'Esha', email: newEmail('Esha') } });
  await page.goto('/');
  await loginButton(page).click();
  await expect(toasts(page).filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(loginButton(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect(await googleCalls(page)).toEqual(['popup']);
});

test('an account without a display name is refused after the redirect too (SPEC §4)', async ({ page }) => {
  await googleWillAnswer(page, { popup: 'blocked', account: { email: newEmail('nameless') } });
  await page.goto('/');
  await loginButton(page).click();
  // The redirect's return is a page load answered by the emulator: see FIRST_ANSWER in people.ts.
  await expect(toasts(page).filter({ hasText: MISSING_IDENTITY })).toBeVisible({ timeout: 15_000 });
  await expect(loginButton(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect(await googleCalls(page)).toEqual(['popup', 'redirect', 'redirect result']);
});

test("Google's sign-in handler on the app's own domain comes from Hosting, not from the installed app's shell", async ({
  page,
  context,
}) => {
  // authDomain is the app's Hosting domain (README, Cloud mode, step 4), so the popup and the redirect open
  // /__/auth/handler on the origin the service worker controls. Hosting serves it; the test plays Hosting.
  await context.route('**/__/auth/handler**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Firebase</title><h1>Firebase sign-in handler</h1>' }),
  );
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const handler = await context.newPage();
  await handler.goto('/__/auth/handler?apiKey=demo-api-key&authType=signInViaRedirect');
  expect(await handler.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(handler.getByRole('heading', { name: 'Firebase sign-in handler' })).toBeVisible();
});
