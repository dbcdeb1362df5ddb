// Playwright fixtures for the cloud specs: Asha and Ben, each signed in to the emulators in a browser context
// of their own (closed after the test), and the reload budget every cloud test runs under (./reloads.ts).
// Cloud specs import `test` and `expect` from here instead of @playwright/test.
import { test as base, expect } from '@playwright/test';
import { personIn, watchPage, type Person } from './people';
import { closeBudget, openBudget, type ReloadBudget } from './reloads';

interface Fixtures {
  /** Counts the test's reloads and fails it at teardown when there are more than it may make. */
  reloads: ReloadBudget;
  /** Asha, signed in on her own device; list `ben` first to have him signed in before her. */
  asha: Person;
  /** Ben, signed in on his own device. */
  ben: Person;
}

export const test = base.extend<Fixtures>({
  reloads: [
    // Playwright reads a fixture's dependencies from this pattern: the budget depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, testInfo) => {
      const budget = openBudget(testInfo);
      let checked = false;
      try {
        budget.startAttempt();
        await provide(budget);
        budget.check();
        checked = true;
      } finally {
        budget.endAttempt(!checked || testInfo.status !== testInfo.expectedStatus);
        closeBudget(testInfo);
      }
    },
    { auto: true },
  ],

  // The test's own page is watched like every other (a test using it signs in by hand).
  page: async ({ page, reloads: _ }, provide, testInfo) => {
    await watchPage(page, testInfo);
    await provide(page);
  },

  asha: async ({ browser, baseURL, reloads: _ }, provide, testInfo) => {
    const asha = await personIn(browser, testInfo, 'Asha', baseURL);
    await provide(asha);
    await asha.page.context().close();
  },

  ben: async ({ browser, baseURL, reloads: _ }, provide, testInfo) => {
    const ben = await personIn(browser, testInfo, 'Ben', baseURL);
    await provide(ben);
    await ben.page.context().close();
  },
});

export { expect };
export type { Browser, Locator, Page, TestInfo } from '@playwright/test';
