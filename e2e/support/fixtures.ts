// Playwright fixtures for the device and phone projects: a page already signed in on this device, so a
// spec starts at its first step. Specs import `test` and `expect` from here instead of @playwright/test.
import { test as base, expect, type Page } from '@playwright/test';
import { signIn } from '../helpers';

export interface Profile {
  name: string;
  email: string;
}

/** The phone project's device (playwright.config.ts): 360 × 740 with touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } as const;

interface Fixtures {
  /** Who `signedIn` and `phone` sign in as; a spec or describe block sets it with `test.use({ profile })`. */
  profile: Profile;
  /** The test's page, signed in as `profile` and on the home screen. */
  signedIn: Page;
  /**
   * A page at phone size with touch, signed in as `profile`: in the phone project the test's own page, in
   * any other a browser context of its own (closed after the test) with the phone project's settings.
   */
  phone: Page;
}

export const test = base.extend<Fixtures>({
  profile: [{ name: 'Asha Rao', email: 'asha@example.com' }, { option: true }],

  signedIn: async ({ page, profile }, provide) => {
    await signIn(page, profile.name, profile.email);
    await provide(page);
  },

  phone: async ({ browser, isMobile, page, profile, baseURL }, provide) => {
    if (isMobile) {
      await signIn(page, profile.name, profile.email);
      await provide(page);
      return;
    }
    const context = await browser.newContext({ ...PHONE, baseURL });
    const phonePage = await context.newPage();
    await signIn(phonePage, profile.name, profile.email);
    await provide(phonePage);
    await context.close();
  },
});

export { expect };
export type { Browser, Locator, Page, TestInfo } from '@playwright/test';
