// Before axe judges colours: a toast mid-transition is measured at part opacity, and one can start to fade
// out (its timer ends) while axe is still reading the page. With reduced motion sonner drops its
// transitions, so a toast is either fully shown or fully hidden at any instant; what is left to wait for
// is a toast not yet mounted (it shows a frame after it appears) and any animation the app runs itself.
import type { Page } from '@playwright/test';

export async function whenSettled(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every((t) => t.getAttribute('data-mounted') === 'true') &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
}
