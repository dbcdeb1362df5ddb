// A new deploy under an open app: the waiting service worker is announced, and Reload switches to it.
import { expect, test } from '@playwright/test';
import { startStaticServer } from './support/static-server';

// This spec is about the service worker, which the device and phone projects otherwise block.
test.use({ serviceWorkers: 'allow' });

test('a second build offers Reload, and Reload brings the new version in', async ({ page }) => {
  const server = await startStaticServer('dist', 4175);
  try {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('button', { name: 'Continue on this device' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A new worker only waits while an old one controls a page, which starts with the next load.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.locator('meta[name="vyay-build"]')).toHaveAttribute('content', 'local');

    server.serve('dist-next');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('A new version of Vyay is available.');
    await expect(prompt).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="vyay-build"]')).toHaveAttribute('content', 'next', { timeout: 15_000 });
  } finally {
    await server.close();
  }
});
