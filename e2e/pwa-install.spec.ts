// Installability: the manifest and its icons resolve, and a service worker controls the page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

// This spec is about the service worker, which the device and phone projects otherwise block.
test.use({ serviceWorkers: 'allow' });

test('the manifest has what an installable app needs, and every icon resolves', async ({ page, request, baseURL }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href ?? '', baseURL).toString())).json();
  expect(manifest).toMatchObject({
    name: 'Vyay',
    short_name: 'Vyay',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#10151c',
    background_color: '#10151c',
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const item of [...manifest.icons, ...(manifest.screenshots ?? [])]) {
    const response = await request.get(new URL(item.src, baseURL).toString());
    expect(response.status(), item.src).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#10151c');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
});

test('Chromium finds no installability errors once the service worker controls the page', async ({ baseURL }) => {
  // A persistent profile: Chromium never offers installation in an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'vyay-install-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions());
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL ?? '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
