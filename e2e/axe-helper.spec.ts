// The accessibility specs' one axe pass (support/axe.ts) still finds what the two passes found: a serious
// WCAG finding, and the heading outline's findings at any impact, which axe's tags alone would not run.
import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe';

const FLAWED = `<!doctype html><html lang="en"><head><title>Flawed</title></head><body><main>
  <h2>Starts at level two</h2><h4>Skips level three</h4>
  <button type="button"></button>
</main></body></html>`;

test('one pass reports a nameless button and, when asked, a skipped heading level and a missing h1', async ({
  page,
}) => {
  await page.setContent(FLAWED);
  const withOutline = await axeFindings(page, 'flawed', { outline: true });
  const rules = (found: string[]) => found.map((line) => line.split(' ')[1]).sort();
  expect(rules(withOutline)).toEqual(['button-name', 'heading-order', 'page-has-heading-one']);
  expect(withOutline.find((line) => line.includes('button-name'))).toMatch(/^flawed: button-name \(critical\) at /);
  // Without the outline, the headings are not judged; the WCAG finding still is.
  expect(rules(await axeFindings(page, 'flawed'))).toEqual(['button-name']);
});

test('a page with one h1, headings in order and named controls has no findings', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1><h2>Part</h2>` +
      `<button type="button">Save</button></main></body></html>`,
  );
  expect(await axeFindings(page, 'fine', { outline: true })).toEqual([]);
});
