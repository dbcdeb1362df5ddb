// The security headers as served (vite preview reads them from firebase.json, as Hosting does), and the app
// living within its Content-Security-Policy: the main screens raise no violation, and markup typed into a
// description, a comment or a member name shows as text and never runs.
import { expect, test, type Page } from './support/fixtures';
import { createLedger, openMenu } from './helpers';
import { openActivity, comment, commentsOn } from './activity-steps';
import { card } from './monthly-steps';
import { addSplit, openAddForm, startTrip } from './onetime-steps';
import { attachReceipt, receiptDialog, receiptPdf, receiptPreview } from './receipts-steps';

test.setTimeout(60_000);

const XSS_IMG = '<img src=x onerror="window.__xss=1">';
const XSS_SCRIPT = '<script>window.__xss=1</script>';

declare global {
  interface Window {
    __violations?: string[];
    __xss?: number;
  }
}

/** Every CSP violation the page reports, recorded from before the app's first script. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__violations ?? []);
}

test('every path is served with the policy, nosniff, a referrer policy and a permissions policy', async ({
  request,
}) => {
  for (const path of ['/', '/ledger/members', '/theme.js', '/manifest.webmanifest']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self' https://apis.google.com;");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'self' blob:");
    expect(csp.match(/script-src[^;]*/)?.[0], path).not.toMatch(/unsafe-(inline|eval)/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=(self)');
    expect(headers['permissions-policy'], path).toContain('microphone=()');
  }
});

test('the main screens raise no policy violation, a PDF receipt included', async ({ page }) => {
  await recordViolations(page);
  await startTrip(page);
  await addSplit(page, { description: 'Dinner', amount: '1200' });
  const pdf = receiptPdf();
  await openAddForm(page);
  await page.getByRole('textbox', { name: 'Description' }).fill('Hotel');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5400');
  await attachReceipt(page, pdf);
  await expect(receiptPreview(page)).toHaveText(`PDF · hotel.pdf · ${pdf.buffer.length} B`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Total Expenses' })).toBeVisible();
  await card(page, 'Hotel').getByRole('button', { name: 'View receipt' }).click();
  const dialog = receiptDialog(page, 'Hotel');
  await expect(dialog.locator('object')).toHaveAttribute('data', /^blob:/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/ledger/members');
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
  await page.goto('/ledger/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openActivity(page);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await page.goto('/');
  await createLedger(page, 'Home', { monthly: true });

  expect(await violations(page)).toEqual([]);
});

test('markup in a description, a comment and a member name shows as text and never runs', async ({
  signedIn: page,
}) => {
  await recordViolations(page);
  await createLedger(page, 'Goa trip', { monthly: false });

  await page.goto('/ledger/members');
  await page.getByRole('textbox', { name: 'Temporary member name' }).fill(XSS_IMG);
  await page.getByRole('button', { name: 'Add temporary member' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(XSS_IMG)).toBeVisible();

  await page.goto('/');
  await addSplit(page, { description: XSS_SCRIPT, amount: '300' });
  await expect(card(page, XSS_SCRIPT)).toBeVisible();
  await comment(page, XSS_SCRIPT, XSS_IMG);
  await expect(commentsOn(page, XSS_SCRIPT).getByText(XSS_IMG)).toBeVisible();

  await openActivity(page);
  await expect(page.getByText(XSS_SCRIPT).first()).toBeVisible();

  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  expect(await violations(page)).toEqual([]);

  // The listener and the policy are live in this page: an inline script added outright is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toEqual(['script-src-elem blocked inline']);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});
