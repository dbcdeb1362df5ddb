// Switch group with many trips (issue 32, part 4): the header's Switch group link clicked on the monthly
// home, timed until every ledger's row is listed and until every row's position and the total across trips
// are shown, first in a fresh page (nothing known yet this session: every trip is read) and then once more
// in the same page (the session's figures). Each opening follows a reference click, so every figure is
// also a same-run ratio; 20 trips are compared with one, their rounds taken in turn.
import type { BrowserContext, Page } from '@playwright/test';
import type { ProbeWindow } from './probe';
import { openApp, type Reference, type Repeat } from './screens';

export interface SwitchTimes {
  /** First opening in a page: click until every row is listed. */
  rows: number[];
  /** First opening: click until every position and the total are shown. */
  positions: number[];
  /** Opened again in the same page: click until every position and the total are shown. */
  again: number[];
  /** The reference click before each first opening, and before each second. */
  refs: number[];
  againRefs: number[];
}

const homeReady = (page: Page) => page.locator('.monthly-home:not([aria-busy])').waitFor({ timeout: 180_000 });

async function openSwitchGroup(page: Page, rows: number): Promise<{ rows: number; positions: number }> {
  await page.evaluate((arg) => (window as unknown as ProbeWindow).__vyayArmSwitch(arg), { rows });
  await page.getByRole('link', { name: 'Switch group' }).click();
  return page.evaluate(() => (window as unknown as ProbeWindow).__vyaySwitch);
}

/** One seeded browser context, and how many rows its Switch group lists. */
export interface SwitchSetup {
  context: BrowserContext;
  rows: number;
}

/** One round in a fresh page: a reference click, the first opening, back home, a reference click, again. */
async function round(setup: SwitchSetup, origin: string, reference: Reference) {
  // A fresh page is a fresh session of the app: no position is known yet.
  const page = await openApp(setup.context, origin);
  await homeReady(page);
  const r1 = await reference.sample(page);
  const first = await openSwitchGroup(page, setup.rows);
  await page.getByRole('button', { name: 'Back' }).click();
  await homeReady(page);
  const r2 = await reference.sample(page);
  const second = await openSwitchGroup(page, setup.rows);
  await page.close();
  return { first, second, r1, r2 };
}

/**
 * The setups' rounds taken in turn (one round of each, then the next), so the machine's drift touches
 * every setup alike and the i-th samples of two setups can be compared as a pair.
 */
export async function switchGroupTimes(
  setups: SwitchSetup[],
  origin: string,
  reference: Reference,
  { warmup, runs }: Repeat,
): Promise<SwitchTimes[]> {
  const all: SwitchTimes[] = setups.map(() => ({ rows: [], positions: [], again: [], refs: [], againRefs: [] }));
  for (let i = 0; i < warmup + runs; i++) {
    for (const [k, setup] of setups.entries()) {
      const { first, second, r1, r2 } = await round(setup, origin, reference);
      if (i < warmup) continue;
      const times = all[k]!;
      times.rows.push(first.rows);
      times.positions.push(first.positions);
      times.again.push(second.positions);
      times.refs.push(r1);
      times.againRefs.push(r2);
    }
  }
  return all;
}
