// Switch group with many trips (issue 32, part 4): the header's Switch group link clicked on the monthly
// home, timed until every ledger's row is listed and until every row's position and the total across trips
// are shown, first in a fresh page (nothing known yet this session: every trip is read) and then once more
// in the same page (the session's figures). Each opening follows a reference click, so every figure is
// also a same-run ratio; 20 trips are compared with one, their rounds taken in turn.
import type { BrowserContext, Page } from '@playwright/test';
import { installProbe, type ProbeWindow } from './probe';
import { openReference, type Reference, type Repeat } from './screens';
import { median, type Row, type RowMakers } from './stats';

interface SwitchWindow extends ProbeWindow {
  __vyayArmSwitch: (arg: { rows: number }, timeoutMs?: number) => true;
  __vyaySwitch: Promise<{ rows: number; positions: number }>;
}

/**
 * An init script beside the probe (handed to the page as source text, so it uses nothing from outside its
 * body): from the first click, the time until `rows` ledger rows are listed, and the time until every row's
 * position and the total across trips are shown too (no placeholder left).
 */
function installSwitchProbe(): void {
  const w = window as unknown as SwitchWindow;
  w.__vyayArmSwitch = ({ rows }, timeoutMs = 120_000) => {
    w.__vyaySwitch = new Promise((resolve, reject) => {
      let start: number | null = null;
      let listed: number | null = null;
      const onClick = () => {
        if (start === null) start = performance.now();
      };
      const finish = (value: { rows: number; positions: number } | null, error?: Error) => {
        observer.disconnect();
        window.removeEventListener('click', onClick, true);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(value!);
      };
      const observer = new MutationObserver(() => {
        if (start === null) return;
        if (document.querySelectorAll('.ledger-row').length !== rows) return;
        if (listed === null) listed = performance.now() - start;
        const shown = document.querySelectorAll('.ledger-row [data-position="shown"]').length;
        if (shown === rows && document.querySelector('.trips-total [data-position="shown"]'))
          finish({ rows: listed, positions: performance.now() - start });
      });
      const timer = setTimeout(
        () => finish(null, new Error(`Switch group did not show ${rows} rows with positions in ${timeoutMs} ms`)),
        timeoutMs,
      );
      window.addEventListener('click', onClick, true);
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    return true;
  };
}

interface SwitchTimes {
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

/** One seeded browser context, and how many rows its Switch group lists. */
interface SwitchSetup {
  context: BrowserContext;
  rows: number;
}

const homeReady = (page: Page) => page.locator('.monthly-home:not([aria-busy])').waitFor({ timeout: 180_000 });

async function openSwitchGroup(page: Page, rows: number): Promise<{ rows: number; positions: number }> {
  await page.evaluate((arg) => (window as unknown as SwitchWindow).__vyayArmSwitch(arg), { rows });
  await page.getByRole('link', { name: 'Switch group' }).click();
  return page.evaluate(() => (window as unknown as SwitchWindow).__vyaySwitch);
}

/** One round in a fresh page: a reference click, the first opening, back home, a reference click, again. */
async function round(setup: SwitchSetup, origin: string, reference: Reference) {
  // A fresh page is a fresh session of the app: no position is known yet.
  const page = await setup.context.newPage();
  await page.addInitScript(installProbe);
  await page.addInitScript(installSwitchProbe);
  await page.goto(origin);
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
 * every setup alike.
 */
async function switchGroupTimes(
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

interface SwitchGroupPart {
  /** How many trips each setup has, fewest first: [1, 20]. */
  trips: number[];
  /** Each trip's entries. */
  trip: { expenses: number; settlements: number };
  /** A fresh context with a household month (the active ledger) and this many trips, seeded. */
  prepare: (trips: number) => Promise<{ context: BrowserContext }>;
  origin: string;
  repeat: Repeat;
  rows: Pick<RowMakers, 'row' | 'ratioRow'>;
  log: (...parts: unknown[]) => void;
}

/**
 * Switch group with one trip and with 20, each beside a month of a household (the active ledger, so every
 * trip's position is read): opened first in a session and again, each against same-run reference clicks;
 * then 20 trips against one, their rounds taken in turn, as the ratio of their medians.
 */
export async function switchGroupRows({
  trips,
  trip,
  prepare,
  origin,
  repeat,
  rows: { row, ratioRow },
  log,
}: SwitchGroupPart): Promise<Row[]> {
  const rows: Row[] = [];
  const entries = trip.expenses + trip.settlements;
  const contexts: BrowserContext[] = [];
  try {
    for (const count of trips) contexts.push((await prepare(count)).context);
    const reference = await openReference(contexts[0]!, origin);
    // The household and every trip are rows.
    const setups = contexts.map((context, i) => ({ context, rows: trips[i]! + 1 }));
    const measured = await switchGroupTimes(setups, origin, reference, repeat);
    await reference.close();
    for (const [i, times] of measured.entries()) {
      const of = { trips: trips[i]!, entries };
      const ms = (xs: number[]) => xs.map(Math.round).join(' ');
      log(
        `switch group, ${of.trips} trips: rows ${ms(times.rows)}; positions ${ms(times.positions)}; ` +
          `again ${ms(times.again)}; refs ${ms([...times.refs, ...times.againRefs])}`,
      );
      const first = (samples: number[]) => ({ samples, refs: times.refs });
      rows.push(row('switchRows', times.rows, { of }));
      rows.push(ratioRow('switchRowsRatio', first(times.rows), { of }));
      rows.push(row('switchPositions', times.positions, { of }));
      rows.push(ratioRow('switchPositionsRatio', first(times.positions), { of }));
      rows.push(row('switchAgain', times.again, { of }));
      rows.push(ratioRow('switchAgainRatio', { samples: times.again, refs: times.againRefs }, { of }));
    }
    // Most trips against one: the median of its rounds over the median of the one-trip rounds taken in turn
    // with them. Not the median of each pair's ratio: at 10 ms a single preempted sample (2.6 ms against
    // 13 ms) makes a pair's ratio anything, while the medians shrug it off.
    const one = measured[0]!;
    const most = measured[measured.length - 1]!;
    const of = { trips: trips[trips.length - 1]! };
    const over = (a: number[], b: number[]) => median(b) / median(a);
    rows.push(row('switchRowsGrowth', over(one.rows, most.rows), { of }));
    rows.push(row('switchPositionsGrowth', over(one.positions, most.positions), { of }));
    rows.push(row('switchAgainGrowth', over(one.again, most.again), { of }));
  } finally {
    for (const context of contexts) await context.close();
  }
  return rows;
}
