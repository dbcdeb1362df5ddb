// axe-core on what the page shows: WCAG 2.1 A and AA, where a serious or critical finding fails a test.
// `outline` adds the heading outline (one h1, no level skipped), which fails a test at any impact: it is how
// screen-reader users skim a screen. Both run in one pass: axe runs a rule enabled by name in `rules`
// whatever `runOnly`'s tags say (axe-core's ruleShouldRun), so axe is injected and walks the page once per
// screen instead of twice, which was a large share of the accessibility specs' time.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { whenSettled } from './settled';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const OUTLINE_RULES = ['heading-order', 'page-has-heading-one'];

/** Each failing finding as one line: where, the rule, its impact and the elements (with axe's message). */
export async function axeFindings(
  page: Page,
  where: string,
  { outline = false, within }: { outline?: boolean; within?: string } = {},
): Promise<string[]> {
  await whenSettled(page);
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    ...(outline ? { rules: Object.fromEntries(OUTLINE_RULES.map((id) => [id, { enabled: true }])) } : {}),
  });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || OUTLINE_RULES.includes(v.id))
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()).join(' | ')}`,
    );
}
