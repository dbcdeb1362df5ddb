// Steps shared by the security-headers specs (device build and emulator build, both served by the Firebase
// Hosting emulator): the headers firebase.json promises, the policy violations a page reports over every
// load of a test, the markup typed into the app, and the proof that it never ran.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const XSS_IMG = '<img src=x onerror="window.__xss=1">';
export const XSS_SCRIPT = '<script>window.__xss=1</script>';

declare global {
  interface Window {
    __xss?: number;
    __cspViolation?: (violation: string) => void;
  }
}

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** firebase.json's `**` rule, the one source of the security headers, by lower-case header name. */
export function promisedHeaders(): Record<string, string> {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as HostingConfig;
  return Object.fromEntries(
    config.hosting.headers
      .filter((rule) => rule.source === '**')
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
  );
}

/** Paths of every kind Hosting serves: the app's shell, a deep link (rewritten), scripts, the manifest. */
export const SERVED_PATHS = ['/', '/ledger/members', '/no-such-page', '/theme.js', '/sw.js', '/manifest.webmanifest'];

/** GETs `path` and checks it carries firebase.json's headers exactly, and that they say what they must. */
export async function expectSecurityHeaders(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const headers = response.headers();
  for (const [name, value] of Object.entries(promisedHeaders()))
    expect(headers[name], `${name} on ${path}`).toBe(value);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toContain("script-src 'self' https://apis.google.com;");
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("object-src 'self' blob:");
  expect(csp.match(/script-src[^;]*/)?.[0], path).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=(self)');
  expect(headers['permissions-policy'], path).toContain('microphone=()');
  return headers;
}

/**
 * Records every CSP violation the page reports, from before the app's first script, on every document it
 * loads: the list lives in the test, so a violation on a screen left by `goto` is kept. Each entry names
 * the path it happened on. Call before the page's first `goto`.
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__cspViolation', ({ frame }, violation: string) => {
    seen.push(`${new URL(frame.url()).pathname}: ${violation}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return seen;
}

/** Opens `route` by its address and waits for its finished screen: its main heading, nothing loading. */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  // A route's first visit loads its code: on a busy 2-core machine that can pass the default 5 s.
  await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading ...'), route).toHaveCount(0);
}

/**
 * The markup typed into the app never ran and was never even refused (it stayed text), and the policy is
 * live in this page: an inline script added outright is refused and reported.
 */
export async function expectMarkupNeverRan(page: Page, violations: string[]): Promise<void> {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  expect(violations).toEqual([]);

  const path = new URL(page.url()).pathname;
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
  });
  await expect.poll(() => violations).toEqual([`${path}: script-src-elem blocked inline`]);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
}
