// What the bench does on the app's screens, as a person would, timed inside the page by the probe
// (probe.ts). Shared by device mode and cloud mode: both serve the same screens, offline, from the
// service worker.
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';
import { MONTH_NAMES } from '../../src/domain/months';
import type { SeedResult } from '../seed';
import { SEARCH_TERM } from '../seed-data';
import { addProfile, profiled, profileReport, profiling, traceKept, traced } from './profile';
import {
  installProbe,
  type Armed,
  type PredicateArgs,
  type PredicateName,
  type ProbeWindow,
  type SearchArgs,
} from './probe';

/** What the screens need of a seeded monthly ledger, in either mode. */
export type MonthlySeed = Pick<
  SeedResult,
  | 'monthlyName'
  | 'currentMonthCount'
  | 'searchMatches'
  | 'searchMatchIds'
  | 'searchMatchDescriptions'
  | 'newestCurrentId'
  | 'newestCurrentDescription'
  | 'months'
>;

/** How many samples to take, after how many untimed ones. */
export interface Repeat {
  warmup: number;
  runs: number;
}

/** The blank reference page: one timed reference click, then `back` brought to the front again. */
export interface Reference {
  sample: (back?: Page) => Promise<number>;
  close: () => Promise<void>;
}

/** What the trip's screens need of the seeded ledgers (device mode only). */
export type TripSeed = MonthlySeed &
  Pick<SeedResult, 'onetimeName' | 'onetimeMembers' | 'onetimeExpenseCount' | 'onetimeLastDescription'>;

/** Installs the service worker (a page it controls), as an installed PWA has it. */
export async function installServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  for (let i = 0; i < 10 && !(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))); i++)
    await page.reload();
}

/** The JS heap after a full garbage collection, in MB. */
export async function heapMB(context: BrowserContext, page: Page): Promise<number> {
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** The origin's IndexedDB (the device database, or Firestore's persistent cache), in MB. */
export async function indexedDbMB(context: BrowserContext, origin: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${origin}/bench/blank.html`);
  const estimate = await page.evaluate(async () => {
    const e = await navigator.storage.estimate();
    // Chromium's own breakdown, not in the standard's StorageEstimate.
    const details = (e as StorageEstimate & { usageDetails?: { indexedDB?: number } }).usageDetails;
    return { usage: e.usage ?? 0, indexedDB: details?.indexedDB ?? null };
  });
  await page.close();
  return (estimate.indexedDB ?? estimate.usage) / 1024 / 1024;
}

/**
 * Each IndexedDB database of the origin, in MB: the bytes of its records' keys and values as stored before
 * compression (strings in UTF-8, numbers 8 bytes, binary by length). Chromium's storage estimate covers the
 * whole origin, compressed, and does not drop when one database is deleted (tried: it grew), so it cannot
 * tell the mirror from Firestore's cache; counting their records can. Read with no app page open.
 */
export async function databaseSizesMB(context: BrowserContext, origin: string): Promise<Map<string, number>> {
  const page = await context.newPage();
  await page.goto(`${origin}/bench/blank.html`);
  const sizes = await page.evaluate(readDatabaseSizes);
  await page.close();
  return new Map(Object.entries(sizes).map(([name, bytes]) => [name, bytes / 1024 / 1024]));
}

/** In the page: every database's records, a chunk at a time, measured by bytesOf. */
async function readDatabaseSizes(): Promise<Record<string, number>> {
  const CHUNK = 2_000;
  const utf8 = new TextEncoder();
  const bytesOf = (value: unknown): number => {
    if (typeof value === 'string') return utf8.encode(value).length;
    if (typeof value === 'number' || typeof value === 'bigint' || value instanceof Date) return 8;
    if (typeof value === 'boolean') return 1;
    if (value === null || value === undefined) return 0;
    if (value instanceof ArrayBuffer) return value.byteLength;
    if (ArrayBuffer.isView(value)) return value.byteLength;
    if (value instanceof Blob) return value.size;
    if (Array.isArray(value)) return value.reduce((n: number, v) => n + bytesOf(v), 0);
    return Object.entries(value).reduce((n, [k, v]) => n + utf8.encode(k).length + bytesOf(v), 0);
  };
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const storeBytes = async (db: IDBDatabase, name: string) => {
    let total = 0;
    let after: IDBValidKey | null = null;
    for (;;) {
      const store = db.transaction(name).objectStore(name);
      const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
      const [keys, values]: [IDBValidKey[], unknown[]] = await Promise.all([
        request(store.getAllKeys(range, CHUNK)),
        request(store.getAll(range, CHUNK)),
      ]);
      total += keys.reduce((n: number, k) => n + bytesOf(k), 0) + values.reduce((n: number, v) => n + bytesOf(v), 0);
      if (keys.length < CHUNK) return total;
      after = keys[keys.length - 1]!;
    }
  };
  const sizes: Record<string, number> = {};
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const open = indexedDB.open(name);
    // Listed a moment ago: if it is gone now, creating an empty one here would only confuse the app.
    open.onupgradeneeded = () => open.transaction?.abort();
    const db = await request(open).catch(() => null);
    if (!db) continue;
    let total = 0;
    for (const store of Array.from(db.objectStoreNames)) total += await storeBytes(db, store);
    db.close();
    sizes[name] = total;
  }
  return sizes;
}

// As long as the count below may take: a cold start over 100,000 cached entries in cloud mode.
const READY_TIMEOUT_MS = 180_000;

/** One cold start: a new page (a cold JS heap), offline, served by the service worker. */
export async function coldStart(
  context: BrowserContext,
  url: string,
  {
    memory = false,
    expectCount = null,
    ready = '__vyayReady',
  }: { memory?: boolean; expectCount?: number | null; ready?: '__vyayReady' | '__vyayInsightsReady' } = {},
): Promise<{ ms: number; heapMB: number | null }> {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const trace = await traceKept(page);
  await page.goto(url);
  // The mark may never come (a screen stuck loading): the run then fails here, named, instead of waiting on.
  const ms = await page
    .evaluate(
      ([name, limit]) =>
        Promise.race([
          (window as unknown as ProbeWindow)[name],
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`${name} did not come within ${limit / 1000} s`)), limit),
          ),
        ]),
      [ready, READY_TIMEOUT_MS] as const,
    )
    .catch((error: unknown) => stuckScreen(page, error));
  await trace?.stop(`cold-${new URL(url).pathname.replace(/\W+/g, '_')}-${Math.round(ms)}ms`);
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) throw new Error(`${url} was not served by the service worker`);
  if (expectCount !== null) {
    // The mark must mean "this month's totals are on screen", not an empty or loading home.
    await page.waitForFunction(
      (count) => document.querySelector('.monthly-home .accordion-count')?.textContent === String(count),
      expectCount,
      { timeout: 180_000 },
    );
  }
  const heap = memory ? await heapMB(context, page) : null;
  await page.close();
  return { ms, heapMB: heap };
}

/** Fails a cold start that never got ready with what its screen showed, and keeps a screenshot of it. */
async function stuckScreen(page: Page, error: unknown): Promise<never> {
  const shot = `${tmpdir()}/vyay-bench-stuck-${Date.now()}.png`;
  await page.screenshot({ path: shot }).catch(() => undefined);
  const text = await page
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300))
    .catch(() => '(the page could not be read)');
  throw new Error(`${String(error)}; the screen showed: "${text}" (screenshot ${shot})`);
}

/** Runs `act` and returns what the in-page probe timed between `eventType` and the predicate. */
export async function timed<K extends PredicateName>(
  page: Page,
  eventType: string,
  predicate: K,
  arg: PredicateArgs[K],
  act: () => Promise<unknown>,
  timeoutMs = 30_000,
): Promise<number> {
  const armed = { eventType, predicate, arg, timeoutMs } as Armed;
  await page.evaluate((a) => (window as unknown as ProbeWindow).__vyayArm(a), armed);
  await act();
  return page.evaluate(() => (window as unknown as ProbeWindow).__vyayTiming);
}

export async function openApp(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(origin);
  await page.evaluate(() => (window as unknown as ProbeWindow).__vyayReady);
  return page;
}

/**
 * The interactions' reference: the blank React page (bench/blank.tsx) in the same context, where a click
 * reads 100 entries from the page's own IndexedDB store and renders one new element from them (a block of
 * 100 card-like entries). `sample()` times one such click, from the click to the DOM change, as the probe
 * times the app's interactions, and brings `back` (the app's page) to the front again. One click
 * first, untimed, opens and fills the store.
 */
export async function openReference(context: BrowserContext, origin: string): Promise<Reference> {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(`${origin}/bench/blank.html`);
  await page.evaluate(() => (window as unknown as ProbeWindow).__vyayReady);
  const button = page.getByRole('button', { name: 'Render block' });
  let round = 0;
  // Each page is brought to the front for its own work: a page in the background gets its tasks late
  // (the store's answers here took a steady 55 ms instead of 6-8 ms).
  const sample = async (back?: Page) => {
    round += 1;
    await page.bringToFront();
    const ms = await timed(page, 'click', 'blankBlock', round, () => button.click());
    if (back) await back.bringToFront();
    return ms;
  };
  await sample();
  return { sample, close: () => page.close() };
}

/**
 * The month-wise page switching between two past months of one year (only the Month select changes),
 * each sample preceded by a reference click. Small seeds may have a single past month; then the
 * current month is the other one.
 */
export async function monthWise(
  context: BrowserContext,
  origin: string,
  seed: MonthlySeed,
  reference: Reference,
  { warmup, runs }: Repeat,
): Promise<{ samples: number[]; refs: number[] }> {
  const page = await openApp(context, origin);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'All Transactions' }).click();
  await page.locator('.month-count').waitFor({ timeout: 180_000 });
  type Month = MonthlySeed['months'][number];
  const sameYear = (m: Month, i: number, all: Month[]) => all[i + 1]?.year === m.year;
  const past = seed.months.slice(1);
  const pair = past.findIndex(sameYear);
  const targets = (pair >= 0 ? [past[pair], past[pair + 1]] : [seed.months[1], seed.months[0]]) as [Month, Month];
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(targets[0].year));
  const samples = [];
  const refs = [];
  for (let i = 0; i < warmup + runs; i++) {
    const target = targets[i % 2]!;
    const label = `${MONTH_NAMES[target.month - 1]} ${target.year}: ${target.count} transactions`;
    const r = await reference.sample(page);
    const ms = await timed(
      page,
      'change',
      'monthWise',
      label,
      () => page.getByRole('combobox', { name: 'Month' }).selectOption(String(target.month)),
      180_000,
    );
    if (i < warmup) continue;
    samples.push(ms);
    refs.push(r);
  }
  await page.close();
  return { samples, refs };
}

/** What the Search predicates need: the matches and the month's newest entry, by id and by description. */
function searchArgs(seed: MonthlySeed): SearchArgs {
  return {
    ids: seed.searchMatchIds,
    descriptions: seed.searchMatchDescriptions,
    first: { id: seed.searchMatchIds[0] ?? null, description: seed.searchMatchDescriptions[0] ?? null },
    newest: { id: seed.newestCurrentId, description: seed.newestCurrentDescription },
  };
}

/** Search on the monthly home's Transactions list: typed, then cleared, each after a reference click. */
export async function search(
  page: Page,
  seed: MonthlySeed,
  reference: Reference,
  { warmup, runs }: Repeat,
): Promise<{ filter: number[]; clear: number[]; refs: number[] }> {
  await page.getByRole('button', { name: 'Transactions' }).click();
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.waitFor();
  const args = searchArgs(seed);
  await page.waitForFunction((a) => (window as unknown as ProbeWindow).__vyayCheck('searchCleared', a), args, {
    timeout: 180_000,
  });
  const filter = [];
  const clear = [];
  const refs = [];
  for (let i = 0; i < warmup + runs; i++) {
    const r = await reference.sample(page);
    const f = await timed(page, 'input', 'searchFiltered', args, () => box.fill(SEARCH_TERM));
    const c = await timed(page, 'input', 'searchCleared', args, () => box.fill(''));
    if (i < warmup) continue;
    filter.push(f);
    clear.push(c);
    refs.push(r);
  }
  // Close the accordion again, so later steps see home as a person opens it.
  await page.getByRole('button', { name: 'Transactions' }).click();
  return { filter, clear, refs };
}

/** Switch group, to the trip and back to the monthly ledger, each switch after a reference click. */
export async function switchLedgers(
  page: Page,
  seed: TripSeed,
  reference: Reference,
  { warmup, runs }: Repeat,
): Promise<{ toOnetime: number[]; toMonthly: number[]; refs: number[] }> {
  const toOnetime = [];
  const toMonthly = [];
  const refs = [];
  for (let i = 0; i < warmup + runs; i++) {
    await page.getByRole('link', { name: 'Switch group' }).click();
    const r1 = await reference.sample(page);
    const a = await timed(
      page,
      'click',
      'onetimeHome',
      { members: seed.onetimeMembers, expenses: seed.onetimeExpenseCount },
      () => page.getByRole('button', { name: seed.onetimeName, exact: true }).click(),
    );
    await page.getByRole('link', { name: 'Switch group' }).click();
    const r2 = await reference.sample(page);
    const b = await timed(page, 'click', 'monthlyHome', seed.currentMonthCount, () =>
      page.getByRole('button', { name: seed.monthlyName, exact: true }).click(),
    );
    if (i < warmup) continue;
    toOnetime.push(a);
    toMonthly.push(b);
    refs.push(r1, r2);
  }
  return { toOnetime, toMonthly, refs };
}

/** Add Expense: from Save until home lists it (the month's count goes up by one). */
export async function addExpense(
  page: Page,
  seed: MonthlySeed,
  reference: Reference,
  { warmup, runs }: Repeat,
): Promise<{ samples: number[]; refs: number[]; count: number }> {
  const samples = [];
  const refs = [];
  let count = seed.currentMonthCount;
  const save = async (i: number) => {
    await page.getByRole('link', { name: 'Add Expense' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(`Bench expense ${i}`);
    await page.getByRole('textbox', { name: 'Amount' }).fill(String(100 + i));
    count += 1;
    const r = await reference.sample(page);
    return {
      r,
      click: () => timed(page, 'click', 'monthlyHome', count, () => page.getByRole('button', { name: 'Save' }).click()),
    };
  };
  for (let i = 0; i < warmup + runs; i++) {
    const { r, click } = await save(i);
    const ms = await click();
    if (i < warmup) continue;
    samples.push(ms);
    refs.push(r);
  }
  // Profiled saves come after the timed ones, so profiling never slows a figure in the table.
  if (profiling()) {
    const profile = new Map<string, number>();
    const timeline = new Map<string, number>();
    for (let i = 0; i < runs; i++) addProfile(profile, await profiled(page, (await save(warmup + runs + i)).click));
    for (let i = 0; i < runs; i++) addProfile(timeline, await traced(page, (await save(warmup + 2 * runs + i)).click));
    console.log(profileReport('Add Expense, Save until home shows it', profile, runs));
    console.log(profileReport('Add Expense, Save until home shows it, by timeline event (nested)', timeline, runs));
  }
  return { samples, refs, count };
}

/**
 * The trip opened from Switch group in a fresh page (after one switch there and back, so its code is
 * loaded): summary ready, then the list scrolled to its end until the oldest expense is on screen; then
 * the heap after a full garbage collection, with the whole trip scrolled through.
 */
export async function tripScroll(
  context: BrowserContext,
  origin: string,
  seed: TripSeed,
  { warmup, runs }: Repeat,
): Promise<{ summary: number[]; end: number[]; heap: number[] }> {
  const summary = [];
  const end = [];
  const heap = [];
  const trip = { members: seed.onetimeMembers, expenses: seed.onetimeExpenseCount, last: seed.onetimeLastDescription };
  for (let i = 0; i < warmup + runs; i++) {
    const page = await openApp(context, origin);
    await page.getByRole('link', { name: 'Switch group' }).click();
    await page.getByRole('button', { name: seed.onetimeName, exact: true }).click();
    await page.locator('.onetime-total-meta').waitFor();
    await page.getByRole('link', { name: 'Switch group' }).click();
    await page.getByRole('button', { name: seed.monthlyName, exact: true }).click();
    await page.locator('.monthly-home:not([aria-busy])').waitFor();
    await page.getByRole('link', { name: 'Switch group' }).click();
    await page.evaluate((arg) => (window as unknown as ProbeWindow).__vyayArmTrip(arg), trip);
    await page.getByRole('button', { name: seed.onetimeName, exact: true }).click();
    const timing = await page.evaluate(() => (window as unknown as ProbeWindow).__vyayTrip);
    const h = await heapMB(context, page);
    await page.close();
    if (i < warmup) continue;
    summary.push(timing.summary);
    end.push(timing.end);
    heap.push(h);
  }
  return { summary, end, heap };
}

/**
 * Export JSON on the Settings screen: from the click until the app hands the browser the file. Returns
 * the samples and the last file (for the import), with its size.
 */
export async function exportJson(
  context: BrowserContext,
  origin: string,
  { warmup, runs }: Repeat,
  dir: string,
): Promise<{ samples: number[]; file: string; sizeMB: number }> {
  const page = await openApp(context, origin);
  await page.goto(`${origin}/ledger/settings`);
  const button = page.getByRole('button', { name: 'Export JSON' });
  await button.waitFor({ timeout: 180_000 });
  const samples = [];
  let file: string | null = null;
  for (let i = 0; i < warmup + runs; i++) {
    await button.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Export JSON' && !b.disabled),
    );
    await page.evaluate(() => (window as unknown as ProbeWindow).__vyayArmDownload());
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), button.click()]);
    const ms = await page.evaluate(() => (window as unknown as ProbeWindow).__vyayDownload);
    file = `${dir}/export-${Date.now()}.json`;
    await download.saveAs(file);
    if (i >= warmup) samples.push(ms);
  }
  await page.close();
  if (file === null) throw new Error('Export JSON ran no times');
  return { samples, file, sizeMB: statSync(file).size / 1024 / 1024 };
}

/**
 * Import backup on the Settings screen: from choosing the file until the app says it is imported (a new
 * ledger with every entry of the file, written to this device's store).
 */
export async function importJson(
  context: BrowserContext,
  origin: string,
  file: string,
  { runs }: Pick<Repeat, 'runs'>,
): Promise<number[]> {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const page = await openApp(context, origin);
    await page.goto(`${origin}/ledger/settings`);
    const input = page.locator('input[type="file"]');
    await input.waitFor({ state: 'attached' });
    const ms = await timed(page, 'change', 'toast', 'Backup imported as', () => input.setInputFiles(file), 600_000);
    samples.push(ms);
    await page.close();
  }
  return samples;
}
