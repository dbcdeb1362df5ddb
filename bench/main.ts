// `npm run bench`: builds the production app, serves it, seeds realistic data through the app's own
// repository, and measures bundle size, offline cold start, interactions, domain speed, memory and growth
// to 100,000 transactions in device and cloud mode. Timings are budgeted as ratios to a reference measured
// in the same run (the blank React page, a fixed reference loop), so a busy machine slows both sides
// alike; the milliseconds are kept beside them as information. Prints a table and writes
// bench/results.json. `--smoke`: one iteration on small data, no budgets.
/* global window, performance */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { bundleFigures } from './lib/bundle.mjs';
import { describeMachine, machine } from './lib/machine.mjs';
import { median, printTable, ratioRow, row, skippedRow, summaryRow } from './lib/stats.mjs';
import { percentile, preparedCloudContext, startEmulators, syncLatencies } from './lib/cloud.mjs';
import {
  addExpense,
  coldStart,
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
} from './lib/screens.mjs';
import { updateReadme } from './lib/readme.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const listOption = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1].split(',').map(Number) : fallback;
};

const smoke = flag('smoke');
// `--only cold,interaction,...` runs a subset while working on one figure; the full run is the default.
// Sections: domain, bundle, cold, insights, interaction, trip, growth, cloud.
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(',')) : null;
const section = (name) => !only || only.has(name);
const RUNS = option('runs', smoke ? 1 : 9);
const WARMUP = smoke ? 0 : 1;
const REPEAT = { warmup: WARMUP, runs: RUNS };
const PORT = option('port', 4194);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MAIN_SIZE = smoke ? 500 : 10_000;
const ONETIME = smoke ? { expenses: 100, settlements: 10 } : { expenses: 2_000, settlements: 150 };
const NO_TRIP = { expenses: 0, settlements: 0 };
// Growth: 100,000 transactions over 10 years, so 834 a month; each size is that rate over a longer
// history (10,000 is the first year, 50,000 five years, 100,000 ten). A screen that reads one month reads
// the same month, with the same entries, at every size.
const GROWTH_PER_MONTH = smoke ? 200 : Math.ceil(100_000 / 120);
const GROWTH = listOption('growth', smoke ? [] : [1_000, 10_000, 50_000, 100_000]);
// Export and import are long (and an import adds a whole ledger to the store), so fewer runs: cloud mode
// reads 10,000 entries back from Firestore's cache in about 10 s and imports them in about 2 minutes.
const exportRepeat = (mode, size) => ({
  warmup: 0,
  runs: smoke || (mode === 'cloud' && size > 10_000) ? 1 : Math.min(RUNS, 3),
});
const importRuns = (mode) => (smoke || mode === 'cloud' ? 1 : Math.min(RUNS, 2));
// The app refuses a backup file larger than this (src/domain/backup/format.ts MAX_BACKUP_FILE_BYTES).
const MAX_BACKUP_MB = 200;
// The emulator build with the cloud seeder, served next to the device build.
const CLOUD_PORT = PORT + 1;
const CLOUD_ORIGIN = `http://127.0.0.1:${CLOUD_PORT}`;
// Smoke skips the cloud figures: the two emulators alone take longer to start than the rest of smoke
// takes to run, and CI's cloud e2e suite already exercises sign-in and sharing on them. `--cloud` runs
// them in smoke too, on tiny data (500 transactions, 3 writes), with no budgets.
const CLOUD = section('cloud') && (!smoke || flag('cloud'));
const CLOUD_SIZES = listOption('cloud-sizes', smoke ? [500] : [10_000, 100_000]);
const SYNC_WRITES = smoke ? 3 : 30;
const enforce = !smoke;
const root = new URL('..', import.meta.url).pathname;
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The flags of playwright.config.ts.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The budgets. Fixed ones come from the issue (cold start, memory, the trip's list) or from
 * ARCHITECTURE.md (bundle); the ratio budgets were chosen from the ratios measured on 2026-11-22 on this
 * shared 2-core machine at load averages of 3 to 16 from other people's test runs (domain: 4 runs;
 * interactions: 5 runs): the worst run's median ratio, times 1.3, rounded up. README.md, Performance,
 * gives each one's reasons.
 */
const BUDGET = {
  firstLoadKB: 150,
  routeChunkKB: 25,
  coldStart: 1.6,
  heapMB: 10,
  trip: 1.3,
  insightsVsHome: 2,
  cloudVsDevice: 1.5,
  domain: {
    'computeBalances + suggestTransfers': 2.5,
    'monthlySummary (admin)': 3.6,
    'monthlyInsights (admin)': 21,
    tripInsights: 2.8,
  },
  interaction: { add: 7, toOnetime: 27, toMonthly: 5.3, monthWise: 7.3, search: 1.4 },
  // 100,000 against 10,000 transactions, each side a same-run ratio: 0.79 and 1.41 in two full runs.
  flat: 1.9,
};

const log = (...parts) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(1)}s]`, ...parts);
const t0 = performance.now();
const fmt = (n) => n.toLocaleString('en-US');

function sh(command, commandArgs, env = {}) {
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

function bundleRows() {
  const device = bundleFigures(`${root}${smoke ? 'dist-bench' : 'dist-bench-app'}`);
  const rows = [
    row(
      `Bundle: first-load JS, device (gzip${smoke ? '; smoke: from dist-bench' : ''})`,
      'KB',
      device.firstLoadKB,
      BUDGET.firstLoadKB,
      { enforce },
    ),
    row(
      `Bundle: largest route chunk, device (gzip; ${device.lazy[0]?.file ?? 'none'})`,
      'KB',
      device.lazy[0]?.kb ?? 0,
      BUDGET.routeChunkKB,
      { enforce },
    ),
  ];
  if (!smoke) {
    const cloud = bundleFigures(`${root}dist-bench-cloud`);
    const firebase = cloud.lazy.filter((c) => /firebase|index\.esm|firestore/i.test(c.file));
    rows.push(row('Bundle: first-load JS, cloud (gzip)', 'KB', cloud.firstLoadKB));
    rows.push(
      row(
        'Bundle: lazy Firebase chunks, cloud (gzip)',
        'KB',
        firebase.reduce((s, c) => s + c.kb, 0),
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
async function buildDomainBench() {
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

async function domainRows() {
  const script = await buildDomainBench();
  const runs = [];
  for (let i = 0; i < (smoke ? 1 : DOMAIN_PROCESSES); i++) {
    const report = JSON.parse(
      sh('node', [script, ...(smoke ? ['--smoke'] : [])])
        .trim()
        .split('\n')
        .pop(),
    );
    if (i === 0)
      log(
        `domain data: ${report.transactions} transactions, ${report.members} members, ${report.splitLines} split lines`,
      );
    runs.push(report.results);
  }
  const pick = (name) => {
    const found = runs.map((results) => results.find((x) => x.name === name));
    if (found.some((b) => !b)) throw new Error(`domain bench "${name}" missing`);
    log(
      `${name}: process medians ${found.map((b) => b.median.toFixed(2)).join(', ')} ms; ` +
        `references ${found.map((b) => b.reference.toFixed(2)).join(', ')} ms; ratios ${found.map((b) => b.ratio.toFixed(2)).join(', ')}`,
    );
    return {
      ms: {
        median: median(found.map((b) => b.median)),
        min: Math.min(...found.map((b) => b.min)),
        max: Math.max(...found.map((b) => b.max)),
        runs: found.reduce((n, b) => n + b.samples, 0),
      },
      ratio: {
        median: median(found.map((b) => b.ratio)),
        min: Math.min(...found.map((b) => b.ratio)),
        max: Math.max(...found.map((b) => b.ratio)),
        runs: found.length,
      },
      unit: median(found.map((b) => b.unit)),
      units: found[0].units,
    };
  };
  const size = smoke ? 'smoke' : '10,000 tx';
  const tasks = [
    ['computeBalances + suggestTransfers', `balances + who owes whom (${smoke ? 'smoke' : '10,000 tx, 20 members'})`],
    ['monthlySummary (admin)', `monthly summary (${size})`],
    ['monthlyInsights (admin)', `insights, monthly (${smoke ? 'smoke' : '10,000 tx over 13 months'})`],
    ['tripInsights', `insights, trip (${smoke ? 'smoke' : '10,000 tx, 20 members'})`],
  ];
  const rows = [];
  const units = [];
  for (const [name, label] of tasks) {
    const picked = pick(name);
    units.push(picked.unit);
    rows.push(summaryRow(`Domain: ${label}`, 'ms', picked.ms));
    rows.push(
      summaryRow(`Domain: ${label} / reference loop (${picked.units} units)`, 'x', picked.ratio, BUDGET.domain[name], {
        enforce,
      }),
    );
  }
  rows.unshift(row('Domain: reference loop, one unit (1,000 records)', 'ms', units));
  return rows;
}

// BENCH_SERVED_DIR serves another build of bench/vite.bench.config.ts (with --no-build): for working on
// the bench pages while a run serves dist-bench.
async function startServer(outDir = process.env.BENCH_SERVED_DIR || 'dist-bench', port = PORT) {
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
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
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

function stopServer(server) {
  try {
    process.kill(-server.pid);
  } catch {
    // Already gone.
  }
}

/** A fresh context (fresh IndexedDB), with the service worker installed and the ledgers seeded. */
async function preparedContext(browser, { monthlyCount, onetime, perMonth }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(ORIGIN);
  await installServiceWorker(page);
  await page.close();
  // No app page is open while seeding, so nothing reacts to the writes.
  const seeder = await context.newPage();
  await seeder.goto(`${ORIGIN}/bench/seed.html`);
  await seeder.waitForFunction(() => typeof window.vyaySeed === 'function');
  const seed = await seeder.evaluate((options) => window.vyaySeed(options), {
    monthlyCount,
    perMonth,
    onetimeExpenses: onetime.expenses,
    onetimeSettlements: onetime.settlements,
    now: Date.now(),
  });
  await seeder.close();
  log(
    `seeded ${fmt(monthlyCount)} monthly + ${onetime.expenses + onetime.settlements} one-time transactions in ${seed.seedMs} ms; ` +
      `${seed.months.length} months; this month holds ${seed.currentMonthCount}`,
  );
  await context.setOffline(true);
  return { context, seed };
}

/**
 * Home cold starts, each followed by the blank page's (the floor): app and floor alternate, so drift in
 * the machine's load affects both alike, and each pair gives one ratio.
 */
async function coldStarts(context, origin, seed, { memory = false, paired = null, repeat = REPEAT } = {}) {
  const app = [];
  const floor = [];
  const heap = [];
  const pairedApp = [];
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
  return { app, floor, heap, ratios: app.map((a, i) => a / floor[i]), pairedApp };
}

/**
 * Insights opened cold (offline, from the service worker) against the monthly home, alternating so the
 * machine's drift touches both alike: each sample is a ratio from one pair.
 */
async function insightsStarts(context, origin, seed, repeat = REPEAT) {
  const insights = [];
  const ratios = [];
  for (let i = 0; i < repeat.warmup + repeat.runs; i++) {
    const home = await coldStart(context, `${origin}/`, { expectCount: seed.currentMonthCount });
    const opened = await coldStart(context, `${origin}/ledger/insights`, { ready: '__vyayInsightsReady' });
    if (i < repeat.warmup) continue;
    insights.push(opened.ms);
    ratios.push(opened.ms / home.ms);
  }
  return { insights, ratios };
}

/** The main run: 10,000 transactions (280 a month) and the 2,000-expense trip, in device mode. */
async function mainRows({ context, seed }) {
  const results = [];
  const label = fmt(MAIN_SIZE);
  if (section('cold')) {
    const starts = await coldStarts(context, ORIGIN, seed, { memory: true });
    log('cold start app', starts.app.map(Math.round), 'floor', starts.floor.map(Math.round));
    results.push(row(`Cold start offline: home with ${label} tx`, 'ms', starts.app));
    results.push(row('Cold start offline: blank React page (floor)', 'ms', starts.floor));
    results.push(
      row(`Cold start offline: home / floor (${label} tx)`, 'x', starts.ratios, BUDGET.coldStart, { enforce }),
    );
    results.push(
      row(`Memory: JS heap after cold start (${label} tx, after GC)`, 'MB', starts.heap, BUDGET.heapMB, { enforce }),
    );
  }

  if (section('insights')) {
    const opened = await insightsStarts(context, ORIGIN, seed);
    results.push(
      row(`Cold start offline: Insights until the chosen month's figures show (${label} tx)`, 'ms', opened.insights),
    );
    results.push(
      row('Cold start offline: Insights / monthly home', 'x', opened.ratios, BUDGET.insightsVsHome, { enforce }),
    );
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
    const budget = BUDGET.interaction;
    results.push(
      row('Reference: blank React page, click, IndexedDB read, until one new element (100 cards) shows', 'ms', refs),
    );
    const pairs = [
      ['Interaction: Add Expense, Save until home shows it', added.samples, added.refs, budget.add],
      [
        `Interaction: switch to one-time ledger (${seed.onetimeExpenseCount} expenses, ${seed.onetimeMembers} members) until summary ready`,
        switched.toOnetime,
        switched.refs,
        budget.toOnetime,
      ],
      [
        'Interaction: switch to monthly ledger until summary ready',
        switched.toMonthly,
        switched.refs,
        budget.toMonthly,
      ],
      [`Interaction: month-wise query of a past month (${label} tx)`, month.samples, month.refs, budget.monthWise],
      [
        `Interaction: Search typed until list filtered (${seed.currentMonthCount} -> ${seed.searchMatches})`,
        searched.filter,
        searched.refs,
        budget.search,
      ],
    ];
    for (const [metric, samples, refSamples, ratioBudget] of pairs) {
      results.push(row(metric, 'ms', samples));
      results.push(ratioRow(`${metric} / reference`, samples, refSamples, ratioBudget, { enforce }));
    }
    results.push(row('Interaction: Search cleared until full list back', 'ms', searched.clear));
  }

  if (section('trip')) {
    const trip = await tripScroll(context, ORIGIN, seed, REPEAT);
    log('trip summary', trip.summary.map(Math.round), 'end', trip.end.map(Math.round));
    const what = `${fmt(seed.onetimeExpenseCount)} expenses`;
    results.push(row(`Trip (${what}): Switch group until summary ready`, 'ms', trip.summary));
    results.push(row(`Trip (${what}): until its list, scrolled to the end, shows the oldest expense`, 'ms', trip.end));
    results.push(
      row(
        'Trip: fully interactive (list scrolled to its end) / summary ready',
        'x',
        trip.end.map((e, i) => e / trip.summary[i]),
        BUDGET.trip,
        { enforce },
      ),
    );
    results.push(
      row(`Memory: JS heap after scrolling the trip to its end (after GC)`, 'MB', trip.heap, BUDGET.heapMB, {
        enforce,
      }),
    );
  }
  return results;
}

/**
 * One size of the growth series, in one mode: IndexedDB size, cold start against the floor (and, for
 * cloud, against device mode on the same data), heap, Insights, month switch, search, export and import.
 * `figures` collects every figure by name and size, for the table and the flatness rows.
 */
async function growthFigures({ mode, context, seed, origin, size, figures, paired, dir, light = false }) {
  const put = (name, value) => {
    if (!figures.has(name)) figures.set(name, new Map());
    figures.get(name).set(size, value);
  };
  put('storage', await indexedDbMB(context, origin));
  if (light) return exportFigures({ mode, context, origin, size, put, dir });
  // Cloud mode past 10,000 reads a month in seconds (the cache has no index for it), so fewer runs there.
  const repeat = mode === 'cloud' && size > 10_000 ? { warmup: 1, runs: Math.min(RUNS, 3) } : REPEAT;
  const starts = await coldStarts(context, origin, seed, { memory: true, paired, repeat });
  put('cold', starts.app);
  put('coldRatio', starts.ratios);
  put('heap', starts.heap);
  if (paired)
    put(
      'cloudVsDevice',
      starts.app.map((c, i) => c / starts.pairedApp[i]),
    );
  log(`${mode} ${fmt(size)}: cold start`, starts.app.map(Math.round), 'floor', starts.floor.map(Math.round));
  const opened = await insightsStarts(context, origin, seed, repeat);
  put('insights', opened.insights);
  put('insightsRatio', opened.ratios);
  const reference = await openReference(context, origin);
  const month = await monthWise(context, origin, seed, reference, repeat);
  put('month', month.samples);
  put('monthRatio', { samples: month.samples, refs: month.refs });
  const page = await openApp(context, origin);
  const searched = await search(page, seed, reference, repeat);
  await page.close();
  await reference.close();
  put('search', searched.filter);
  put('searchRatio', { samples: searched.filter, refs: searched.refs });
  return exportFigures({ mode, context, origin, size, put, dir });
}

async function exportFigures({ mode, context, origin, size, put, dir }) {
  const exported = await exportJson(context, origin, exportRepeat(mode, size), dir);
  put('export', exported.samples);
  put('exportMB', exported.sizeMB);
  log(`${mode} ${fmt(size)}: export ${exported.samples.map(Math.round)} ms, ${exported.sizeMB.toFixed(1)} MB`);
  return exported;
}

/** Imports last: each one adds a whole ledger to the store, which no later figure of this size should see. */
async function growthImport({ mode, context, origin, size, figures, exported }) {
  if (!figures.has('import')) figures.set('import', new Map());
  if (exported.sizeMB > MAX_BACKUP_MB) {
    log(`${mode} ${fmt(size)}: import not measured, the app refuses a backup over ${MAX_BACKUP_MB} MB`);
    figures.get('import').set(size, null);
    return;
  }
  const samples = await importJson(context, origin, exported.file, { runs: importRuns(mode) });
  log(`${mode} ${fmt(size)}: import ${samples.map(Math.round)} ms`);
  figures.get('import').set(size, samples);
}

/** The table rows of the growth series of one mode, with the flatness rows (largest against 10,000). */
function growthTableRows(mode, figures, sizes) {
  const rows = [];
  const m = `Growth, ${mode}:`;
  const at = (name, size) => figures.get(name)?.get(size);
  const largest = Math.max(...sizes);
  const isBudgeted = (size) => size === largest && largest >= 100_000;
  const add = (name, size, make) => {
    const value = at(name, size);
    if (value !== undefined) rows.push(make(value));
  };
  for (const size of sizes) {
    const n = `${fmt(size)} tx`;
    const budget = (value) => (isBudgeted(size) ? value : null);
    add('storage', size, (v) => row(`${m} IndexedDB size, ${n}`, 'MB', v));
    add('cold', size, (v) => row(`${m} cold start offline, ${n}`, 'ms', v));
    add('coldRatio', size, (v) => row(`${m} cold start / floor, ${n}`, 'x', v, budget(BUDGET.coldStart), { enforce }));
    add('cloudVsDevice', size, (v) =>
      row(`${m} cold start cloud / device, ${n}`, 'x', v, size === 10_000 ? BUDGET.cloudVsDevice : null, {
        enforce,
      }),
    );
    add('heap', size, (v) => row(`${m} JS heap after cold start, ${n}`, 'MB', v, budget(BUDGET.heapMB), { enforce }));
    add('insights', size, (v) => row(`${m} Insights cold start, ${n}`, 'ms', v));
    add('insightsRatio', size, (v) => row(`${m} Insights / monthly home, ${n}`, 'x', v));
    add('month', size, (v) => row(`${m} month switch (month-wise query), ${n}`, 'ms', v));
    add('monthRatio', size, (v) => ratioRow(`${m} month switch / reference, ${n}`, v.samples, v.refs));
    add('search', size, (v) => row(`${m} search typed until filtered, ${n}`, 'ms', v));
    add('searchRatio', size, (v) => ratioRow(`${m} search / reference, ${n}`, v.samples, v.refs));
    add('export', size, (v) => row(`${m} export JSON, ${n}`, 'ms', v));
    add('exportMB', size, (v) => row(`${m} export file size, ${n}`, 'MB', v));
    add('import', size, (v) =>
      v
        ? row(`${m} import JSON, ${n}`, 'ms', v)
        : skippedRow(`${m} import JSON, ${n} (refused: the file is over ${MAX_BACKUP_MB} MB)`, 'ms'),
    );
  }
  // Flat: the same-run ratios of the screens that read one month, at the largest size against 10,000.
  if (sizes.includes(10_000) && largest > 10_000) {
    const flat = (label, name, pick = (v) => median(v)) => {
      const a = pick(at(name, 10_000));
      const b = pick(at(name, largest));
      rows.push(
        row(`${m} ${label}, ${fmt(largest)} ÷ 10,000 tx (flat)`, 'x', b / a, largest >= 100_000 ? BUDGET.flat : null, {
          enforce,
        }),
      );
    };
    const ratioOf = ({ samples, refs }) => median(samples) / median(refs);
    flat('cold start / floor', 'coldRatio');
    flat('Insights / monthly home', 'insightsRatio');
    flat('month switch / reference', 'monthRatio', ratioOf);
    flat('search / reference', 'searchRatio', ratioOf);
  }
  return rows;
}

/** The growth series in device mode and, for CLOUD_SIZES, in cloud mode beside it. */
async function growthRows(browser) {
  const dir = mkdtempSync(join(tmpdir(), 'vyay-bench-'));
  const device = new Map();
  const cloud = new Map();
  const cloudRows = [];
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
        if (CLOUD && CLOUD_SIZES.includes(size)) {
          const result = await cloudPart(browser, size, cloud, prepared, dir, !syncDone);
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
    const measured = CLOUD_SIZES.filter((s) => cloud.get('cold')?.has(s));
    if (measured.length) rows.push(...growthTableRows('cloud', cloud, measured));
    rows.push(...cloudRows);
  }
  return rows;
}

async function smokeGrowthRows(prepared) {
  const dir = mkdtempSync(join(tmpdir(), 'vyay-bench-'));
  const figures = new Map();
  try {
    const common = { mode: 'device', ...prepared, origin: ORIGIN, size: MAIN_SIZE, figures, dir };
    const exported = await growthFigures({ ...common, light: true });
    await growthImport({ ...common, exported });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return growthTableRows('device', figures, [MAIN_SIZE]);
}

function cloudSkippedRows(size, why) {
  log(`cloud ${fmt(size)}: not measured (${why})`);
  return [skippedRow(`Growth, cloud: ${fmt(size)} tx not measured (${why})`, 'ms')];
}

/**
 * Cloud mode at one size: the emulators run only for this part. The same figures as device mode, with
 * each cold start paired with a device cold start on the same data; at the first size, sync latency too.
 */
async function cloudPart(browser, size, figures, device, dir, withSync) {
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
  const rows = [];
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
        rows.push(row(`Sync: Save on A until B shows it, p50 (${sync.length} writes)`, 'ms', percentile(sync, 50)));
        rows.push(row(`Sync: Save on A until B shows it, p95 (${sync.length} writes)`, 'ms', percentile(sync, 95)));
      } catch (error) {
        console.error('sync latency failed:', error);
        process.exitCode = 1;
        const why = `failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
        rows.push(skippedRow(`Sync: Save on A until B shows it (${why})`, 'ms'));
      }
    }
    log(`cloud ${fmt(size)} took ${((performance.now() - started) / 1000).toFixed(1)} s after the emulators started`);
  } catch (error) {
    // A cloud part that breaks (an emulator that dies, a write refused) fails the run, but the other
    // figures still print.
    console.error(`cloud figures at ${size} failed:`, error);
    process.exitCode = 1;
    for (const values of figures.values()) values.delete(size);
    return cloudSkippedRows(size, `failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  } finally {
    stopServer(server);
    await emulators.stop();
  }
  return rows;
}

async function main() {
  const results = [];
  // The domain runs first, on a quiet machine, before builds and browsers have warmed it up.
  const domain = section('domain') ? await domainRows() : [];
  if (!flag('no-build')) build();
  if (section('bundle')) results.push(...bundleRows());
  results.push(...domain);

  const server = await startServer();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const ranOn = machine(browser.version());
  log('machine:', describeMachine(ranOn));
  try {
    if (['cold', 'insights', 'interaction', 'trip'].some(section)) {
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
    if ((!smoke && section('growth')) || CLOUD) results.push(...(await growthRows(browser)));
  } finally {
    await browser.close();
    stopServer(server);
  }

  printTable(results);
  console.log(`\nMachine: ${describeMachine(ranOn)}`);
  // `--json FILE`: this run's rows as JSON, also for `--only` runs (which never touch results.json).
  if (args.includes('--json'))
    writeFileSync(args[args.indexOf('--json') + 1], `${JSON.stringify({ machine: ranOn, results }, null, 2)}\n`);
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
    if (flag('readme')) updateReadme(`${root}README.md`, results, { runs: RUNS, machine: describeMachine(ranOn) });
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
