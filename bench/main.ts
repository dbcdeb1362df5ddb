// `npm run bench`: builds the production app, serves it, seeds realistic data through the app's own
// repository, and measures bundle size, offline cold start, interactions, domain speed, memory and growth
// to 100,000 transactions in device and cloud mode. Timings are budgeted as ratios to a reference measured
// in the same run (the blank React page, a fixed reference loop), so a busy machine slows both sides
// alike; the milliseconds are kept beside them as information. Prints a table and writes
// bench/results.json. `--smoke`: one iteration on small data, no budgets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { MIRROR_DB_NAME } from '../src/data/mirror/transaction-mirror';
import { MAX_BACKUP_FILE_BYTES } from '../src/domain/backup/format';
import { HISTORY_MONTHS } from '../src/store/history-keeper';
import type { SeedOptions } from './seed';
import { PER_MONTH } from './seed-data';
import { bundleFigures } from './lib/bundle';
import {
  newDeviceHistory,
  percentile,
  preparedCloudContext,
  startEmulators,
  syncLatencies,
  type CloudSeed,
  type HistoryRead,
} from './lib/cloud';
import { DOMAIN_TASKS, type DomainReport, type DomainResult, type DomainTaskId } from './lib/domain-tasks';
import { describeMachine, machine } from './lib/machine';
import { DOMAIN_METRICS, type GrowthMode } from './lib/metrics';
import { benchOptions, type Section } from './lib/options';
import { updateReadme } from './lib/readme';
import {
  addExpense,
  coldStart,
  databaseSizesMB,
  exportJson,
  importJson,
  indexedDbMB,
  installServiceWorker,
  monthWise,
  openApp,
  openReference,
  search,
  switchLedgers,
  tripScroll,
  type MonthlySeed,
  type Repeat,
  type TripSeed,
} from './lib/screens';
import { median, printTable, rowsFor, type Paired, type Row } from './lib/stats';
import { switchGroupRows } from './lib/switch-group';

const options = (() => {
  try {
    return benchOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : error}`);
    return process.exit(2);
  }
})();
const smoke = options.smoke;
// `--only cold,interaction,...` runs a subset while working on one figure; the full run is the default.
const only = options.only;
const section = (name: Section) => !only || only.has(name);
const RUNS = options.runs ?? (smoke ? 1 : 9);
const WARMUP = smoke ? 0 : 1;
const REPEAT: Repeat = { warmup: WARMUP, runs: RUNS };
const PORT = options.port;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MAIN_SIZE = smoke ? 500 : 10_000;
const ONETIME = smoke ? { expenses: 100, settlements: 10 } : { expenses: 2_000, settlements: 150 };
const NO_TRIP = { expenses: 0, settlements: 0 };
// Switch group (issue 32): 20 trips of 500 entries each against one such trip, beside a month of a household.
const SWITCH_TRIPS = smoke ? [1, 3] : [1, 20];
const SWITCH_TRIP = smoke ? { expenses: 45, settlements: 5 } : { expenses: 480, settlements: 20 };
// Growth: 100,000 transactions over 10 years, so 834 a month; each size is that rate over a longer
// history (10,000 is the first year, 50,000 five years, 100,000 ten). A screen that reads one month reads
// the same month, with the same entries, at every size.
const GROWTH_PER_MONTH = smoke ? 200 : Math.ceil(100_000 / 120);
const GROWTH = options.growth ?? (smoke ? [] : [1_000, 10_000, 50_000, 100_000]);
// Export and import are long (and an import adds a whole ledger to the store), so fewer runs: cloud mode
// reads 10,000 entries back from Firestore's cache in about 10 s and imports them in about 2 minutes.
const exportRepeat = (mode: GrowthMode, size: number): Repeat => ({
  warmup: 0,
  runs: smoke || (mode === 'cloud' && size > 10_000) ? 1 : Math.min(RUNS, 3),
});
const importRuns = (mode: GrowthMode) => (smoke || mode === 'cloud' ? 1 : Math.min(RUNS, 2));
// The app refuses a backup file larger than this.
const MAX_BACKUP_MB = MAX_BACKUP_FILE_BYTES / 1024 / 1024;
// The emulator build with the cloud seeder, served next to the device build.
const CLOUD_PORT = PORT + 1;
const CLOUD_ORIGIN = `http://127.0.0.1:${CLOUD_PORT}`;
// Smoke skips the cloud figures: the two emulators alone take longer to start than the rest of smoke
// takes to run, and CI's cloud e2e suite already exercises sign-in and sharing on them. `--cloud` runs
// them in smoke too, on tiny data (500 transactions, 3 writes), with no budgets.
const CLOUD = section('cloud') && (!smoke || options.cloud);
const CLOUD_SIZES = options.cloudSizes ?? (smoke ? [500] : [10_000, 100_000]);
const SYNC_WRITES = smoke ? 3 : 30;
const { row, ratioRow, summaryRow, skippedRow } = rowsFor({ enforce: !smoke });
const root = new URL('..', import.meta.url).pathname;

const log = (...parts: unknown[]) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(1)}s]`, ...parts);
const t0 = performance.now();
const fmt = (n: number) => n.toLocaleString('en-US');

function sh(command: string, commandArgs: string[], env: Record<string, string> = {}): string {
  log('$', command, commandArgs.join(' '));
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
  }
  return result.stdout;
}

function build() {
  // The measured app: the plain production builds, exactly what `npm run build` and `build:emulator` ship.
  // Smoke reads the bundle figures from dist-bench instead (the same app plus two bench pages), to stay
  // well under CI's 30 s: it checks that the harness works, not the budgets.
  if (!smoke) sh('npx', ['vite', 'build', '--outDir', 'dist-bench-app']);
  if (!smoke) sh('npx', ['vite', 'build', '--mode', 'emulator', '--outDir', 'dist-bench-cloud']);
  // The served app: the same build with the seeder and the blank floor page added as entries.
  sh('npx', ['vite', 'build', '--config', 'bench/vite.bench.config.ts']);
  // The served cloud app: the emulator build with the cloud seeder and the blank page added as entries.
  if (CLOUD) sh('npx', ['vite', 'build', '--mode', 'emulator', '--config', 'bench/vite.bench-cloud.config.ts']);
}

function bundleRows(): Row[] {
  const device = bundleFigures(`${root}${smoke ? 'dist-bench' : 'dist-bench-app'}`);
  const rows = [
    row('firstLoadDevice', device.firstLoadKB, { of: { smoke } }),
    row('routeChunkDevice', device.lazy[0]?.kb ?? 0, { of: { file: device.lazy[0]?.file ?? 'none' } }),
  ];
  if (!smoke) {
    const cloud = bundleFigures(`${root}dist-bench-cloud`);
    const firebase = cloud.lazy.filter((c) => /firebase|index\.esm|firestore/i.test(c.file));
    rows.push(row('firstLoadCloud', cloud.firstLoadKB, {}));
    rows.push(
      row(
        'firebaseChunksCloud',
        firebase.reduce((s, c) => s + c.kb, 0),
        {},
      ),
    );
    log('cloud lazy chunks', cloud.lazy.slice(0, 4));
  }
  log('device first-load files', device.firstLoadFiles.join(', '));
  return rows;
}

// Several fresh processes, each warmed up: one process that V8 happens to optimise late (or that
// starts while the machine is busy) must not decide the figure. Reported: the median of the processes'
// medians (and of their ratios to the reference loop), the smallest min and the largest max.
const DOMAIN_PROCESSES = 5;

/** bench/domain.ts bundled and minified by Vite, as the app's code ships, for plain Node to run. */
async function buildDomainBench(): Promise<string> {
  const { build: viteBuild } = await import('vite');
  log('$ vite build --ssr bench/domain.ts');
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'bench/domain.ts', outDir: 'bench/.domain', emptyOutDir: true, minify: true, target: 'node20' },
    ssr: { noExternal: true },
  });
  return `${root}bench/.domain/domain.js`;
}

async function domainRows(): Promise<Row[]> {
  const script = await buildDomainBench();
  const runs: DomainResult[][] = [];
  for (let i = 0; i < (smoke ? 1 : DOMAIN_PROCESSES); i++) {
    const report = JSON.parse(
      sh('node', [script, ...(smoke ? ['--smoke'] : [])])
        .trim()
        .split('\n')
        .pop()!,
    ) as DomainReport;
    if (i === 0)
      log(
        `domain data: ${report.transactions} transactions, ${report.members} members, ${report.splitLines} split lines`,
      );
    runs.push(report.results);
  }
  const pick = (id: DomainTaskId) => {
    const { name } = DOMAIN_TASKS[id];
    const found = runs.map((results) => results.find((x) => x.id === id));
    if (found.some((b) => !b)) throw new Error(`domain bench "${name}" missing`);
    const all = found as DomainResult[];
    log(
      `${name}: process medians ${all.map((b) => b.median.toFixed(2)).join(', ')} ms; ` +
        `references ${all.map((b) => b.reference.toFixed(2)).join(', ')} ms; ratios ${all.map((b) => b.ratio.toFixed(2)).join(', ')}`,
    );
    return {
      ms: {
        median: median(all.map((b) => b.median)),
        min: Math.min(...all.map((b) => b.min)),
        max: Math.max(...all.map((b) => b.max)),
        runs: all.reduce((n, b) => n + b.samples, 0),
      },
      ratio: {
        median: median(all.map((b) => b.ratio)),
        min: Math.min(...all.map((b) => b.ratio)),
        max: Math.max(...all.map((b) => b.ratio)),
        runs: all.length,
      },
      unit: median(all.map((b) => b.unit)),
      units: all[0]!.units,
    };
  };
  const rows: Row[] = [];
  const units: number[] = [];
  for (const id of Object.keys(DOMAIN_TASKS) as DomainTaskId[]) {
    const picked = pick(id);
    units.push(picked.unit);
    rows.push(summaryRow(DOMAIN_METRICS[id].ms, picked.ms, { of: { smoke } }));
    rows.push(summaryRow(DOMAIN_METRICS[id].ratio, picked.ratio, { of: { smoke, units: picked.units } }));
  }
  rows.unshift(row('domainReferenceUnit', units, {}));
  return rows;
}

// BENCH_SERVED_DIR serves another build of bench/vite.bench.config.ts (with --no-build): for working on
// the bench pages while a run serves dist-bench.
async function startServer(outDir = process.env.BENCH_SERVED_DIR || 'dist-bench', port = PORT): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  server.stdout.on('data', (d: Buffer) => (output += d));
  server.stderr.on('data', (d: Buffer) => (output += d));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not start on ${origin}:\n${output}`);
}

function stopServer(server: ChildProcess) {
  try {
    process.kill(-server.pid!);
  } catch {
    // Already gone.
  }
}

/** A fresh context (fresh IndexedDB), with the service worker installed and the ledgers seeded. */
interface Prepared {
  context: BrowserContext;
  seed: TripSeed;
}

async function preparedContext(
  browser: Browser,
  {
    monthlyCount,
    onetime,
    perMonth,
    extraTrips = 0,
  }: { monthlyCount: number; onetime: typeof NO_TRIP; perMonth?: number; extraTrips?: number },
): Promise<Prepared> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(ORIGIN);
  await installServiceWorker(page);
  await page.close();
  // No app page is open while seeding, so nothing reacts to the writes.
  const seeder = await context.newPage();
  await seeder.goto(`${ORIGIN}/bench/seed.html`);
  await seeder.waitForFunction(() => typeof window.vyaySeed === 'function');
  const seedOptions: SeedOptions = {
    monthlyCount,
    perMonth,
    onetimeExpenses: onetime.expenses,
    onetimeSettlements: onetime.settlements,
    extraTrips,
    now: Date.now(),
  };
  const seed = await seeder.evaluate((o) => window.vyaySeed!(o), seedOptions);
  await seeder.close();
  log(
    `seeded ${fmt(monthlyCount)} monthly + ${1 + extraTrips} × ${onetime.expenses + onetime.settlements} one-time transactions in ${seed.seedMs} ms; ` +
      `${seed.months.length} months; this month holds ${seed.currentMonthCount}`,
  );
  await context.setOffline(true);
  return { context, seed };
}

/**
 * Home cold starts, each followed by the blank page's (the floor): app and floor alternate, so drift in
 * the machine's load affects both alike, and each pair gives one ratio.
 */
async function coldStarts(
  context: BrowserContext,
  origin: string,
  seed: MonthlySeed,
  {
    memory = false,
    paired = null,
    repeat = REPEAT,
  }: { memory?: boolean; paired?: Prepared | null; repeat?: Repeat } = {},
) {
  const app: number[] = [];
  const floor: number[] = [];
  const heap: number[] = [];
  const pairedApp: number[] = [];
  for (let i = 0; i < repeat.warmup + repeat.runs; i++) {
    const a = await coldStart(context, `${origin}/`, { memory, expectCount: seed.currentMonthCount });
    const b = await coldStart(context, `${origin}/bench/blank.html`);
    const p = paired
      ? await coldStart(paired.context, `${ORIGIN}/`, { expectCount: paired.seed.currentMonthCount })
      : null;
    if (i < repeat.warmup) continue;
    app.push(a.ms);
    floor.push(b.ms);
    if (a.heapMB !== null) heap.push(a.heapMB);
    if (p) pairedApp.push(p.ms);
  }
  if (paired) log('paired device cold starts', pairedApp.map(Math.round));
  return { app, floor, heap, ratios: app.map((a, i) => a / floor[i]!), pairedApp };
}

/**
 * Insights opened cold (offline, from the service worker) against the monthly home, alternating so the
 * machine's drift touches both alike: each sample is a ratio from one pair. With `paired` (cloud mode),
 * each round also opens Insights in device mode on the same data, for cloud against device.
 */
async function insightsStarts(
  context: BrowserContext,
  origin: string,
  seed: MonthlySeed,
  { paired = null, repeat = REPEAT }: { paired?: Prepared | null; repeat?: Repeat } = {},
) {
  const insights: number[] = [];
  const ratios: number[] = [];
  const pairedInsights: number[] = [];
  for (let i = 0; i < repeat.warmup + repeat.runs; i++) {
    const home = await coldStart(context, `${origin}/`, { expectCount: seed.currentMonthCount });
    const opened = await coldStart(context, `${origin}/ledger/insights`, { ready: '__vyayInsightsReady' });
    const device = paired
      ? await coldStart(paired.context, `${ORIGIN}/ledger/insights`, { ready: '__vyayInsightsReady' })
      : null;
    if (i < repeat.warmup) continue;
    insights.push(opened.ms);
    ratios.push(opened.ms / home.ms);
    if (device) pairedInsights.push(device.ms);
  }
  if (paired) log('paired device Insights', pairedInsights.map(Math.round));
  return { insights, ratios, pairedInsights };
}

/** The main run: 10,000 transactions (280 a month) and the 2,000-expense trip, in device mode. */
async function mainRows({ context, seed }: Prepared): Promise<Row[]> {
  const results: Row[] = [];
  const main = { label: fmt(MAIN_SIZE) };
  if (section('cold')) {
    const starts = await coldStarts(context, ORIGIN, seed, { memory: true });
    log('cold start app', starts.app.map(Math.round), 'floor', starts.floor.map(Math.round));
    results.push(row('coldHome', starts.app, { of: main }));
    results.push(row('coldFloor', starts.floor, {}));
    results.push(row('coldHomeVsFloor', starts.ratios, { of: main }));
    results.push(row('heapAfterCold', starts.heap, { of: main }));
  }

  if (section('insights')) {
    const opened = await insightsStarts(context, ORIGIN, seed);
    results.push(row('insightsCold', opened.insights, { of: main }));
    results.push(row('insightsVsHome', opened.ratios, {}));
  }

  if (section('interaction')) {
    const reference = await openReference(context, ORIGIN);
    const month = await monthWise(context, ORIGIN, seed, reference, REPEAT);
    const page = await openApp(context, ORIGIN);
    const searched = await search(page, seed, reference, REPEAT);
    const switched = await switchLedgers(page, seed, reference, REPEAT);
    const added = await addExpense(page, seed, reference, REPEAT);
    await page.close();
    await reference.close();
    const refs = [...month.refs, ...searched.refs, ...switched.refs, ...added.refs];
    log('reference clicks', refs.map((r) => r.toFixed(1)).join(' '));
    results.push(row('referenceClick', refs, {}));
    const paired = (samples: number[], refSamples: number[]): Paired => ({ samples, refs: refSamples });
    results.push(row('addExpense', added.samples, {}));
    results.push(ratioRow('addExpenseRatio', added, {}));
    results.push(row('toOnetime', switched.toOnetime, { of: seed }));
    results.push(ratioRow('toOnetimeRatio', paired(switched.toOnetime, switched.refs), { of: seed }));
    results.push(row('toMonthly', switched.toMonthly, {}));
    results.push(ratioRow('toMonthlyRatio', paired(switched.toMonthly, switched.refs), {}));
    results.push(row('monthWise', month.samples, { of: main }));
    results.push(ratioRow('monthWiseRatio', month, { of: main }));
    results.push(row('searchFilter', searched.filter, { of: seed }));
    results.push(ratioRow('searchFilterRatio', paired(searched.filter, searched.refs), { of: seed }));
    results.push(row('searchClear', searched.clear, {}));
  }

  if (section('trip')) {
    const trip = await tripScroll(context, ORIGIN, seed, REPEAT);
    log('trip summary', trip.summary.map(Math.round), 'end', trip.end.map(Math.round));
    const what = { expenses: seed.onetimeExpenseCount };
    results.push(row('tripSummary', trip.summary, { of: what }));
    results.push(row('tripEnd', trip.end, { of: what }));
    results.push(
      row(
        'tripEndVsSummary',
        trip.end.map((e, i) => e / trip.summary[i]!),
        {},
      ),
    );
    results.push(row('heapAfterTrip', trip.heap, {}));
  }
  return results;
}

/** The figures of one size of the growth series, by what they are. */
interface GrowthValues {
  storage: number;
  cold: number[];
  coldRatio: number[];
  heap: number[];
  cloudVsDevice: number[];
  insights: number[];
  /** Cloud only: each round's Insights cold start over device mode's, on the same data. */
  insightsVsDevice: number[];
  insightsRatio: number[];
  month: number[];
  monthRatio: Paired;
  /** Add Expense, Save until home lists it, against the reference clicks beside it. */
  addRatio: Paired;
  search: number[];
  searchRatio: Paired;
  export: number[];
  exportMB: number;
  /** null: the app refuses a file this large, so it was not imported. */
  import: number[] | null;
  /** Cloud only: the mirror's and Firestore's cache's records, measured apart (databaseSizesMB). */
  mirrorMB: number;
  firestoreMB: number;
  /** Cloud only: a new device reading its history (newDeviceHistory). */
  history: HistoryRead;
}
type GrowthFigure = keyof GrowthValues;

/** Every figure of one mode's growth series, by figure and size. */
class GrowthFigures {
  private readonly bySize = new Map<number, Partial<GrowthValues>>();

  put<K extends GrowthFigure>(size: number, name: K, value: GrowthValues[K]): void {
    const at = this.bySize.get(size) ?? {};
    at[name] = value;
    this.bySize.set(size, at);
  }

  at<K extends GrowthFigure>(size: number, name: K): GrowthValues[K] | undefined {
    return this.bySize.get(size)?.[name];
  }

  has(size: number, name: GrowthFigure): boolean {
    return this.at(size, name) !== undefined;
  }

  /** Forgets one size (a cloud part that broke half way). */
  drop(size: number): void {
    this.bySize.delete(size);
  }
}

type Put = <K extends GrowthFigure>(name: K, value: GrowthValues[K]) => void;

interface GrowthPart {
  mode: GrowthMode;
  context: BrowserContext;
  seed: MonthlySeed;
  origin: string;
  size: number;
  figures: GrowthFigures;
  /** Device mode on the same data, for cloud mode's paired cold starts. */
  paired?: Prepared;
  dir: string;
  /** Only storage and export (smoke). */
  light?: boolean;
}
type Exported = Awaited<ReturnType<typeof exportJson>>;

/** Cloud mode past 10,000 is slow to seed and to read from the emulator, so fewer runs there. */
const growthRepeat = (mode: GrowthMode, size: number): Repeat =>
  mode === 'cloud' && size > 10_000 ? { warmup: 1, runs: Math.min(RUNS, 3) } : REPEAT;

/**
 * One size of the growth series, in one mode: IndexedDB size, cold start against the floor (and, for
 * cloud, against device mode on the same data), heap, Insights, month switch, search, export and import.
 * `figures` collects every figure by name and size, for the table and the flatness rows.
 */
async function growthFigures({
  mode,
  context,
  seed,
  origin,
  size,
  figures,
  paired,
  dir,
  light = false,
}: GrowthPart): Promise<Exported> {
  const put: Put = (name, value) => figures.put(size, name, value);
  put('storage', await indexedDbMB(context, origin));
  if (light) return exportFigures({ mode, context, origin, size, put, dir });
  const repeat = growthRepeat(mode, size);
  const starts = await coldStarts(context, origin, seed, { memory: true, paired: paired ?? null, repeat });
  put('cold', starts.app);
  put('coldRatio', starts.ratios);
  put('heap', starts.heap);
  if (paired)
    put(
      'cloudVsDevice',
      starts.app.map((c, i) => c / starts.pairedApp[i]!),
    );
  log(`${mode} ${fmt(size)}: cold start`, starts.app.map(Math.round), 'floor', starts.floor.map(Math.round));
  const opened = await insightsStarts(context, origin, seed, { paired: paired ?? null, repeat });
  put('insights', opened.insights);
  put('insightsRatio', opened.ratios);
  if (paired)
    put(
      'insightsVsDevice',
      opened.insights.map((c, i) => c / opened.pairedInsights[i]!),
    );
  const reference = await openReference(context, origin);
  const month = await monthWise(context, origin, seed, reference, repeat);
  put('month', month.samples);
  put('monthRatio', { samples: month.samples, refs: month.refs });
  const page = await openApp(context, origin);
  const searched = await search(page, seed, reference, repeat);
  await page.close();
  put('search', searched.filter);
  put('searchRatio', { samples: searched.filter, refs: searched.refs });
  await reference.close();
  return exportFigures({ mode, context, origin, size, put, dir });
}

async function exportFigures({
  mode,
  context,
  origin,
  size,
  put,
  dir,
}: Pick<GrowthPart, 'mode' | 'context' | 'origin' | 'size' | 'dir'> & { put: Put }): Promise<Exported> {
  const exported = await exportJson(context, origin, exportRepeat(mode, size), dir);
  put('export', exported.samples);
  put('exportMB', exported.sizeMB);
  log(`${mode} ${fmt(size)}: export ${exported.samples.map(Math.round)} ms, ${exported.sizeMB.toFixed(1)} MB`);
  return exported;
}

/**
 * Add Expense, Save until home lists it (issue 34, part 5), after the figures of its own mode that count
 * this month's entries: each save adds one. Returns the month's count after the saves, for the figures
 * that come later (device mode's paired cold starts in the cloud part). Cloud's context is offline, so
 * this is an entry typed with no signal (Firestore's queue and the mirror).
 */
async function addFigures({
  mode,
  context,
  origin,
  seed,
  size,
  figures,
}: Pick<GrowthPart, 'mode' | 'context' | 'origin' | 'seed' | 'size' | 'figures'>): Promise<number> {
  const reference = await openReference(context, origin);
  const page = await openApp(context, origin);
  const added = await addExpense(page, seed, reference, growthRepeat(mode, size));
  await page.close();
  await reference.close();
  figures.put(size, 'addRatio', { samples: added.samples, refs: added.refs });
  log(`${mode} ${fmt(size)}: Add Expense`, added.samples.map(Math.round), 'reference', added.refs.map(Math.round));
  return added.count;
}

/** Imports last: each one adds a whole ledger to the store, which no later figure of this size should see. */
async function growthImport({
  mode,
  context,
  origin,
  size,
  figures,
  exported,
}: Pick<GrowthPart, 'mode' | 'context' | 'origin' | 'size' | 'figures'> & { exported: Exported }): Promise<void> {
  if (exported.sizeMB > MAX_BACKUP_MB) {
    log(`${mode} ${fmt(size)}: import not measured, the app refuses a backup over ${MAX_BACKUP_MB} MB`);
    figures.put(size, 'import', null);
    return;
  }
  const samples = await importJson(context, origin, exported.file, { runs: importRuns(mode) });
  log(`${mode} ${fmt(size)}: import ${samples.map(Math.round)} ms`);
  figures.put(size, 'import', samples);
}

/** A month switch's median over its same-run reference clicks' median. */
const toReference = ({ samples, refs }: Paired) => median(samples) / median(refs);

/**
 * The table rows of the growth series of one mode, with the flatness rows (largest against 10,000). For
 * cloud mode, `device` holds device mode's figures of the same run, for the rows of cloud against device.
 */
function growthTableRows(mode: GrowthMode, figures: GrowthFigures, sizes: number[], device?: GrowthFigures): Row[] {
  const rows: Row[] = [];
  const largest = Math.max(...sizes);
  const isBudgeted = (size: number) => size === largest && largest >= 100_000;
  for (const size of sizes) {
    const of = { mode, size };
    // Issue 34 holds cloud mode to device mode at 10,000 and 100,000 transactions (so at any size between).
    const againstDevice = size >= 10_000;
    const add = <K extends GrowthFigure>(name: K, make: (value: GrowthValues[K]) => Row | null) => {
      const value = figures.at(size, name);
      const made = value === undefined ? null : make(value);
      if (made) rows.push(made);
    };
    const budgeted = isBudgeted(size);
    add('storage', (v) => row('growthStorage', v, { of }));
    add('cold', (v) => row('growthCold', v, { of }));
    add('coldRatio', (v) => row('growthColdVsFloor', v, { of, budgeted }));
    add('cloudVsDevice', (v) => row('growthCloudVsDevice', v, { of, budgeted: againstDevice }));
    add('heap', (v) => row('growthHeap', v, { of, budgeted }));
    add('insights', (v) => row('growthInsights', v, { of }));
    add('insightsRatio', (v) => row('growthInsightsVsHome', v, { of }));
    add('insightsVsDevice', (v) => row('growthInsightsVsDevice', v, { of, budgeted: againstDevice }));
    add('month', (v) => row('growthMonth', v, { of }));
    add('monthRatio', (v) => ratioRow('growthMonthRatio', v, { of }));
    // Cloud's and device's month switches ran minutes apart (cloud with the emulators beside it), so each is
    // first taken over the reference clicks measured beside it; the row is cloud's ratio over device's.
    const deviceMonth = device?.at(size, 'monthRatio');
    add('monthRatio', (v) => {
      if (!deviceMonth) return null;
      return row('growthMonthVsDevice', toReference(v) / toReference(deviceMonth), { of, budgeted: againstDevice });
    });
    add('search', (v) => row('growthSearch', v, { of }));
    add('searchRatio', (v) => ratioRow('growthSearchRatio', v, { of }));
    // Issue 34, part 5: at the interaction section's size, in both modes.
    add('addRatio', (v) => ratioRow('growthAddRatio', v, { of, budgeted: size === MAIN_SIZE }));
    add('export', (v) => row('growthExport', v, { of }));
    add('exportMB', (v) => row('growthExportMB', v, { of }));
    add('import', (v) =>
      v ? row('growthImport', v, { of }) : skippedRow('growthImportRefused', { of: { ...of, limitMB: MAX_BACKUP_MB } }),
    );
    add('mirrorMB', (v) => row('mirrorMB', v, { of }));
    add('firestoreMB', (v) => row('firestoreCacheMB', v, { of }));
    add('history', (v) => row('historyMs', v.ms, { of: { size, entries: v.entries } }));
    add('history', (v) => row('historyMainThread', v.mainThreadMs, { of: { size, entries: v.entries } }));
  }
  // Flat: the same-run ratios of the screens that read one month, at the largest size against 10,000.
  if (sizes.includes(10_000) && largest > 10_000) {
    const flat = (id: Parameters<typeof row>[0] & `flat${string}`, a: number, b: number) =>
      rows.push(row(id, b / a, { of: { mode, largest }, budgeted: largest >= 100_000 }));
    const sampled = (name: 'coldRatio' | 'insightsRatio', size: number) => median(figures.at(size, name)!);
    const ratioOf = (name: 'monthRatio' | 'searchRatio', size: number) => toReference(figures.at(size, name)!);
    flat('flatColdVsFloor', sampled('coldRatio', 10_000), sampled('coldRatio', largest));
    flat('flatInsightsVsHome', sampled('insightsRatio', 10_000), sampled('insightsRatio', largest));
    flat('flatMonthRatio', ratioOf('monthRatio', 10_000), ratioOf('monthRatio', largest));
    flat('flatSearchRatio', ratioOf('searchRatio', 10_000), ratioOf('searchRatio', largest));
  }
  return rows;
}

/** The growth series in device mode and, for CLOUD_SIZES, in cloud mode beside it. */
async function growthRows(browser: Browser): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vyay-bench-'));
  const device = new GrowthFigures();
  const cloud = new GrowthFigures();
  const cloudRows: Row[] = [];
  let syncDone = false;
  // `--only cloud` measures the cloud sizes alone (each still with its device twin, for the pairs).
  const sizes = [...new Set([...(section('growth') && !smoke ? GROWTH : []), ...(CLOUD ? CLOUD_SIZES : [])])].sort(
    (a, b) => a - b,
  );
  const deviceSizes = sizes.filter((s) => section('growth') && GROWTH.includes(s));
  try {
    for (const size of sizes) {
      const prepared = await preparedContext(browser, {
        monthlyCount: size,
        onetime: NO_TRIP,
        perMonth: GROWTH_PER_MONTH,
      });
      try {
        const exported = await growthFigures({
          mode: 'device',
          ...prepared,
          origin: ORIGIN,
          size,
          figures: device,
          dir,
        });
        // Before the cloud part: after it, the same Save read 1.9-2.1 times its reference clicks against 1.42
        // here, with the code and data unchanged. Its paired cold starts then count the saved entries too.
        const added = await addFigures({ mode: 'device', ...prepared, origin: ORIGIN, size, figures: device });
        const saved = { ...prepared, seed: { ...prepared.seed, currentMonthCount: added } };
        if (CLOUD && CLOUD_SIZES.includes(size)) {
          const result = await cloudPart(browser, size, cloud, saved, dir, !syncDone);
          syncDone = true;
          cloudRows.push(...result);
        }
        await growthImport({ mode: 'device', ...prepared, origin: ORIGIN, size, figures: device, exported });
      } finally {
        await prepared.context.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = deviceSizes.length ? growthTableRows('device', device, deviceSizes) : [];
  if (CLOUD) {
    const measured = CLOUD_SIZES.filter((s) => cloud.has(s, 'cold'));
    if (measured.length) rows.push(...growthTableRows('cloud', cloud, measured, device));
    rows.push(...cloudRows);
  }
  return rows;
}

async function smokeGrowthRows(prepared: Prepared): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vyay-bench-'));
  const figures = new GrowthFigures();
  try {
    const common = { mode: 'device' as const, ...prepared, origin: ORIGIN, size: MAIN_SIZE, figures, dir };
    const exported = await growthFigures({ ...common, light: true });
    await growthImport({ ...common, exported });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return growthTableRows('device', figures, [MAIN_SIZE]);
}

function cloudSkippedRows(size: number, why: string): Row[] {
  log(`cloud ${fmt(size)}: not measured (${why})`);
  return [skippedRow('cloudNotMeasured', { of: { size, why } })];
}

/**
 * Cloud mode at one size: the emulators run only for this part. The same figures as device mode, with
 * each cold start paired with a device cold start on the same data; at the first size, sync latency too.
 */
async function cloudPart(
  browser: Browser,
  size: number,
  figures: GrowthFigures,
  device: Prepared,
  dir: string,
  withSync: boolean,
): Promise<Row[]> {
  let emulators;
  try {
    emulators = await startEmulators(log);
  } catch (error) {
    console.error('the emulators did not start:', error);
    return cloudSkippedRows(size, 'the emulators did not start');
  }
  if (!emulators) return cloudSkippedRows(size, 'no emulators on this machine');
  const started = performance.now();
  const server = await startServer('dist-bench-cloud-app', CLOUD_PORT);
  const rows: Row[] = [];
  try {
    const { context, seed } = await preparedCloudContext(browser, CLOUD_ORIGIN, size, log, {
      perMonth: GROWTH_PER_MONTH,
    });
    try {
      const exported = await growthFigures({
        mode: 'cloud',
        context,
        seed,
        origin: CLOUD_ORIGIN,
        size,
        figures,
        paired: device,
        dir,
      });
      // Right after the screens, as in device mode, not after a new device's download of the history.
      await addFigures({ mode: 'cloud', context, origin: CLOUD_ORIGIN, seed, size, figures });
      // Before the import, which adds a whole ledger to both stores.
      await cloudStorage(context, size, figures);
      rows.push(...(await historyRead(browser, seed, size, figures)));
      await growthImport({ mode: 'cloud', context, origin: CLOUD_ORIGIN, size, figures, exported });
    } finally {
      await context.close();
    }
    if (withSync) {
      // On its own: a sync run that breaks (the emulator's stray answers, see Emulators) fails the run
      // but keeps the figures above.
      try {
        const sync = await syncLatencies(browser, CLOUD_ORIGIN, SYNC_WRITES);
        log('sync latency', sync.map(Math.round));
        rows.push(row('syncP50', percentile(sync, 50), { of: { writes: sync.length } }));
        rows.push(row('syncP95', percentile(sync, 95), { of: { writes: sync.length } }));
      } catch (error) {
        console.error('sync latency failed:', error);
        process.exitCode = 1;
        rows.push(skippedRow('syncFailed', { of: { why: `failed: ${firstLine(error)}` } }));
      }
    }
    log(`cloud ${fmt(size)} took ${((performance.now() - started) / 1000).toFixed(1)} s after the emulators started`);
  } catch (error) {
    // A cloud part that breaks (an emulator that dies, a write refused) fails the run, but the other
    // figures still print.
    console.error(`cloud figures at ${size} failed:`, error);
    process.exitCode = 1;
    figures.drop(size);
    return cloudSkippedRows(size, `failed: ${firstLine(error)}`);
  } finally {
    stopServer(server);
    await emulators.stop();
  }
  return rows;
}

/**
 * The mirror and Firestore's cache, apart, once every screen of this size has run on them (no app page is
 * open now): the mirror is the app's database, Firestore's cache every `firestore/…` database.
 */
async function cloudStorage(context: BrowserContext, size: number, figures: GrowthFigures): Promise<void> {
  const sizes = await databaseSizesMB(context, CLOUD_ORIGIN);
  log(
    `cloud ${fmt(size)}: databases`,
    [...sizes].map(([name, mb]) => `${name} ${mb.toFixed(2)} MB`),
  );
  const mirror = sizes.get(MIRROR_DB_NAME);
  const firestore = [...sizes].filter(([name]) => name.startsWith('firestore/'));
  if (mirror === undefined || !firestore.length)
    throw new Error(`no mirror or no Firestore cache among ${[...sizes.keys()]}`);
  figures.put(size, 'mirrorMB', mirror);
  figures.put(
    size,
    'firestoreMB',
    firestore.reduce((n, [, mb]) => n + mb, 0),
  );
}

/**
 * A new device reading the months before this one (lib/cloud.ts newDeviceHistory). On its own, as sync:
 * if it breaks, the run fails but this size's other figures stay.
 */
async function historyRead(browser: Browser, seed: CloudSeed, size: number, figures: GrowthFigures): Promise<Row[]> {
  const current = seed.months[0];
  if (!current) throw new Error('the seeded ledger has no months');
  const seeded = seed.months.slice(1, 1 + HISTORY_MONTHS).reduce((n, m) => n + m.count, 0);
  try {
    const read = await newDeviceHistory(browser, CLOUD_ORIGIN, { ledgerId: seed.ledgerId, current }, log);
    log(
      `cloud ${fmt(size)}: a new device held the ${HISTORY_MONTHS} months before this one (${read.entries} entries; ` +
        `${seeded} seeded) after ${Math.round(read.ms)} ms, main thread ${Math.round(read.mainThreadMs)} ms ` +
        `(script ${Math.round(read.scriptMs)} ms)`,
    );
    if (read.entries !== seeded) throw new Error(`the mirror holds ${read.entries} of those months' ${seeded} entries`);
    figures.put(size, 'history', read);
    return [];
  } catch (error) {
    console.error('the history download failed:', error);
    process.exitCode = 1;
    return [skippedRow('historyFailed', { of: { size, why: `failed: ${firstLine(error)}` } })];
  }
}

/** What a caught error says, in one line. */
function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

async function main() {
  const results: Row[] = [];
  // The domain runs first, on a quiet machine, before builds and browsers have warmed it up.
  const domain = section('domain') ? await domainRows() : [];
  if (options.build) build();
  if (section('bundle')) results.push(...bundleRows());
  results.push(...domain);

  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const ranOn = machine(browser.version());
  log('machine:', describeMachine(ranOn));
  try {
    if ((['cold', 'insights', 'interaction', 'trip'] as const).some(section)) {
      const prepared = await preparedContext(browser, { monthlyCount: MAIN_SIZE, onetime: ONETIME });
      try {
        results.push(...(await mainRows(prepared)));
        // Smoke proves the growth part's own steps (storage, export, import) on the main ledgers, rather
        // than seeding another store: CI's 30 s would not hold it.
        if (smoke && section('growth')) results.push(...(await smokeGrowthRows(prepared)));
      } finally {
        await prepared.context.close();
      }
    }
    // Smoke leaves it out unless asked for (`--smoke --only switch`): its two seeded stores would take
    // CI's smoke past its 30 s.
    if (section('switch') && (!smoke || only?.has('switch')))
      results.push(
        ...(await switchGroupRows({
          trips: SWITCH_TRIPS,
          trip: SWITCH_TRIP,
          prepare: (trips) =>
            preparedContext(browser, { monthlyCount: PER_MONTH, onetime: SWITCH_TRIP, extraTrips: trips - 1 }),
          origin: ORIGIN,
          repeat: REPEAT,
          rows: { row, ratioRow },
          log,
        })),
      );
    if ((!smoke && section('growth')) || CLOUD) results.push(...(await growthRows(browser)));
  } finally {
    await browser.close();
    stopServer(server);
  }

  printTable(results);
  console.log(`\nMachine: ${describeMachine(ranOn)}`);
  // `--json FILE`: this run's rows as JSON, also for `--only` runs (which never touch results.json).
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ machine: ranOn, results }, null, 2)}\n`);
  if (!smoke && !only) {
    const json = results.map(({ metric, unit, median: med, min, max, budget, pass }) => ({
      metric,
      unit,
      median: med,
      min,
      max,
      budget,
      pass,
    }));
    writeFileSync(`${root}bench/results.json`, `${JSON.stringify({ machine: ranOn, results: json }, null, 2)}\n`);
    if (options.readme) updateReadme(`${root}README.md`, results, { runs: RUNS, machine: describeMachine(ranOn) });
    log('wrote bench/results.json');
  }
  const failed = results.filter((r) => r.pass === false);
  if (failed.length) {
    console.log(`\n${failed.length} budget(s) missed: ${failed.map((r) => r.metric).join('; ')}`);
    process.exitCode = 1;
  }
  log(smoke ? 'smoke run done' : 'done');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
