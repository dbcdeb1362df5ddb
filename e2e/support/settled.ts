// Before axe judges colours: a toast still fading in is measured at part opacity. A toast starts its
// transition a frame after it appears (sonner's data-mounted), so both are waited for, not just animations.
import type { Page } from '@playwright/test';

export async function whenSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every((t) => t.getAttribute('data-mounted') === 'true') &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
}
