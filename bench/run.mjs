// `npm run bench`: builds the production app, serves it, seeds realistic data through the app's own
// repository, and measures bundle size, offline cold start, interactions, domain speed, memory and growth.
// Prints a table and writes bench/results.json. `--smoke`: one iteration on small data, no budgets.
/* global window, document, navigator, performance */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { bundleFigures } from './lib/bundle.mjs';
import { installProbe } from './lib/probe.mjs';
import { median, printTable, row, skippedRow, summaryRow } from './lib/stats.mjs';
import { percentile, preparedCloudContext, startEmulators, syncLatencies } from './lib/cloud.mjs';
import { updateReadme } from './lib/readme.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

const smoke = flag('smoke');
// `--only cold,interaction,...` runs a subset while working on one figure; the full run is the default.
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(',')) : null;
const section = (name) => !only || only.has(name);
const RUNS = option('runs', smoke ? 1 : 9);
const WARMUP = smoke ? 0 : 1;
const PORT = option('port', 4194);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MAIN_SIZE = smoke ? 500 : 10_000;
const GROWTH = smoke ? [] : [1_000, 50_000];
const ONETIME = smoke ? { expenses: 100, settlements: 10 } : { expenses: 2_000, settlements: 150 };
// The emulator build with the cloud seeder, served next to the device build.
const CLOUD_PORT = PORT + 1;
const CLOUD_ORIGIN = `http://127.0.0.1:${CLOUD_PORT}`;
// Smoke skips the cloud figures: the two emulators alone take longer to start than the rest of smoke
// takes to run, and CI's cloud e2e suite already exercises sign-in and sharing on them. `--cloud` runs
// them in smoke too, on tiny data (200 transactions, 3 writes), with no budgets.
const CLOUD = section('cloud') && (!smoke || flag('cloud'));
const CLOUD_SIZE = option('cloud-size', smoke ? 200 : MAIN_SIZE);
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

const log = (...parts) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(1)}s]`, ...parts);
const t0 = performance.now();

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
  sh('npx', ['vite', 'build', '--outDir', 'dist-bench-app']);
  if (!smoke) sh('npx', ['vite', 'build', '--mode', 'emulator', '--outDir', 'dist-bench-cloud']);
  // The served app: the same build with the seeder and the blank floor page added as entries.
  sh('npx', ['vite', 'build', '--config', 'bench/vite.bench.config.ts']);
  // The served cloud app: the emulator build with the cloud seeder added as an entry.
  if (CLOUD) sh('npx', ['vite', 'build', '--mode', 'emulator', '--config', 'bench/vite.bench-cloud.config.ts']);
}

function bundleRows() {
  const device = bundleFigures(`${root}dist-bench-app`);
  const rows = [
    row('Bundle: first-load JS, device (gzip)', 'KB', device.firstLoadKB, 150, { enforce }),
    row(
      `Bundle: largest route chunk, device (gzip; ${device.lazy[0]?.file ?? 'none'})`,
      'KB',
      device.lazy[0]?.kb ?? 0,
      25,
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
// medians, the smallest min and the largest max.
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
    log(`${name}: process medians ${found.map((b) => b.median.toFixed(2)).join(', ')} ms`);
    return {
      median: median(found.map((b) => b.median)),
      min: Math.min(...found.map((b) => b.min)),
      max: Math.max(...found.map((b) => b.max)),
      runs: found.reduce((n, b) => n + b.samples, 0),
    };
  };
  return [
    summaryRow(
      `Domain: balances + who owes whom (${smoke ? 'smoke' : '10,000 tx, 20 members'})`,
      'ms',
      pick('computeBalances + suggestTransfers'),
      5,
      { enforce },
    ),
    summaryRow(`Domain: monthly summary (${smoke ? 'smoke' : '10,000 tx'})`, 'ms', pick('monthlySummary (admin)'), 5, {
      enforce,
    }),
    summaryRow(
      `Domain: insights, monthly (${smoke ? 'smoke' : '10,000 tx over 13 months'})`,
      'ms',
      pick('monthlyInsights (admin)'),
      10,
      { enforce },
    ),
    summaryRow(
      `Domain: insights, trip (${smoke ? 'smoke' : '10,000 tx, 20 members'})`,
      'ms',
      pick('tripInsights'),
      10,
      {
        enforce,
      },
    ),
  ];
}

async function startServer(outDir = 'dist-bench', port = PORT) {
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
async function preparedContext(browser, monthlyCount, onetime) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(ORIGIN);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  for (let i = 0; i < 10 && !(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))); i++)
    await page.reload();
  await page.close();
  // No app page is open while seeding, so nothing reacts to the writes.
  const seeder = await context.newPage();
  await seeder.goto(`${ORIGIN}/bench/seed.html`);
  await seeder.waitForFunction(() => typeof window.vyaySeed === 'function');
  const seed = await seeder.evaluate((options) => window.vyaySeed(options), {
    monthlyCount,
    onetimeExpenses: onetime.expenses,
    onetimeSettlements: onetime.settlements,
    now: Date.now(),
  });
  await seeder.close();
  log(
    `seeded ${monthlyCount} monthly + ${onetime.expenses + onetime.settlements} one-time transactions in ${seed.seedMs} ms; this month holds ${seed.currentMonthCount}`,
  );
  await context.setOffline(true);
  return { context, seed };
}

/** One cold start: a new page (a cold JS heap), offline, served by the service worker. */
async function coldStart(
  context,
  path,
  { memory = false, expectCount = null, origin = ORIGIN, ready = '__vyayReady' } = {},
) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(`${origin}${path}`);
  const ms = await page.evaluate((name) => window[name], ready);
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) throw new Error(`${path} was not served by the service worker`);
  if (expectCount !== null) {
    // The mark must mean "this month's totals are on screen", not an empty or loading home.
    await page.waitForFunction(
      (count) => document.querySelector('.monthly-home .accordion-count')?.textContent === String(count),
      expectCount,
      { timeout: 10_000 },
    );
  }
  let heapMB = null;
  if (memory) {
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    heapMB = usedSize / 1024 / 1024;
    await cdp.detach();
  }
  await page.close();
  return { ms, heapMB };
}

async function coldStarts(context, seed, { withFloor }) {
  const app = [];
  const floor = [];
  const heap = [];
  // App and floor alternate, so drift in the machine's load affects both alike.
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const a = await coldStart(context, '/', { memory: withFloor, expectCount: seed.currentMonthCount });
    const b = withFloor ? await coldStart(context, '/bench/blank.html') : null;
    if (i < WARMUP) continue;
    app.push(a.ms);
    if (a.heapMB !== null) heap.push(a.heapMB);
    if (b) floor.push(b.ms);
  }
  return { app, floor, heap };
}

/**
 * Insights opened cold (offline, from the service worker) against the monthly home, alternating so the
 * machine's drift touches both alike: each sample is a ratio from one pair.
 */
async function insightsStarts(context, seed) {
  const insights = [];
  const ratios = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const home = await coldStart(context, '/', { expectCount: seed.currentMonthCount });
    const opened = await coldStart(context, '/ledger/insights', { ready: '__vyayInsightsReady' });
    if (i < WARMUP) continue;
    insights.push(opened.ms);
    ratios.push(opened.ms / home.ms);
  }
  return { insights, ratios };
}

/** Runs `act` and returns what the in-page probe timed between `eventType` and the predicate. */
async function timed(page, eventType, predicate, arg, act) {
  await page.evaluate(({ eventType, predicate, arg }) => window.__vyayArm(eventType, predicate, arg), {
    eventType,
    predicate,
    arg,
  });
  await act();
  return page.evaluate(() => window.__vyayTiming);
}

async function openApp(context) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await page.goto(ORIGIN);
  await page.evaluate(() => window.__vyayReady);
  return page;
}

async function monthWise(context, seed) {
  const page = await openApp(context);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'All Transactions' }).click();
  await page.locator('.month-count').waitFor();
  // Two past months of the same year, so only the Month select changes.
  // Small seeds (smoke) may have a single past month; then the current month is the other one.
  const sameYear = (m, i, all) => all[i + 1] && all[i + 1].year === m.year;
  const past = seed.months.slice(1);
  const pair = past.findIndex(sameYear);
  const targets = pair >= 0 ? [past[pair], past[pair + 1]] : [seed.months[1], seed.months[0]];
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(targets[0].year));
  const samples = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const target = targets[i % 2];
    const label = `${names[target.month - 1]} ${target.year}: ${target.count} transactions`;
    const ms = await timed(page, 'change', 'monthWise', label, () =>
      page.getByRole('combobox', { name: 'Month' }).selectOption(String(target.month)),
    );
    if (i >= WARMUP) samples.push(ms);
  }
  await page.close();
  return samples;
}

async function search(page, seed) {
  await page.getByRole('button', { name: 'Transactions' }).click();
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.waitFor();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[role="list"][aria-label="Transactions"] > [role="listitem"]').length === n,
    seed.currentMonthCount,
  );
  const filter = [];
  const clear = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const f = await timed(page, 'input', 'listCount', seed.searchMatches, () => box.fill('grocer'));
    const c = await timed(page, 'input', 'listCount', seed.currentMonthCount, () => box.fill(''));
    if (i >= WARMUP) {
      filter.push(f);
      clear.push(c);
    }
  }
  // Close the accordion again, so later steps see home as a person opens it.
  await page.getByRole('button', { name: 'Transactions' }).click();
  return { filter, clear };
}

async function switchLedgers(page, seed) {
  const toOnetime = [];
  const toMonthly = [];
  const fullList = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await page.getByRole('link', { name: 'Switch group' }).click();
    const a = await timed(
      page,
      'click',
      'onetimeHome',
      { members: seed.onetimeMembers, expenses: seed.onetimeExpenseCount },
      () => page.getByRole('button', { name: seed.onetimeName, exact: true }).click(),
    );
    await page.getByRole('link', { name: 'Switch group' }).click();
    const b = await timed(page, 'click', 'monthlyHome', seed.currentMonthCount, () =>
      page.getByRole('button', { name: seed.monthlyName, exact: true }).click(),
    );
    // The list of every expense follows the summary in a background render: reported, so its cost shows.
    await page.getByRole('link', { name: 'Switch group' }).click();
    const c = await timed(page, 'click', 'onetimeList', seed.onetimeTransactionCount, () =>
      page.getByRole('button', { name: seed.onetimeName, exact: true }).click(),
    );
    await page.getByRole('link', { name: 'Switch group' }).click();
    await page.getByRole('button', { name: seed.monthlyName, exact: true }).click();
    await page.locator('.monthly-home:not([aria-busy])').waitFor();
    if (i >= WARMUP) {
      toOnetime.push(a);
      toMonthly.push(b);
      fullList.push(c);
    }
  }
  return { toOnetime, toMonthly, fullList };
}

async function addExpense(page, seed) {
  const samples = [];
  let count = seed.currentMonthCount;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await page.getByRole('link', { name: 'Add Expense' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill(`Bench expense ${i}`);
    await page.getByRole('textbox', { name: 'Amount' }).fill(String(100 + i));
    count += 1;
    const ms = await timed(page, 'click', 'monthlyHome', count, () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    if (i >= WARMUP) samples.push(ms);
  }
  return samples;
}

const CLOUD_LABEL = `Cold start offline: cloud home with ${CLOUD_SIZE.toLocaleString('en-US')} tx`;
const CLOUD_RATIO_LABEL = 'Cold start offline: cloud / device';
const CLOUD_RATIO_BUDGET = 1.5;

function cloudSkippedRows() {
  return [
    skippedRow(CLOUD_LABEL, 'ms'),
    skippedRow(CLOUD_RATIO_LABEL, 'x', CLOUD_RATIO_BUDGET),
    skippedRow('Sync: Save on A until B shows it, p50', 'ms'),
    skippedRow('Sync: Save on A until B shows it, p95', 'ms'),
  ];
}

/**
 * Cloud home cold starts, each paired with a device home cold start right after it (same run, same
 * machine load), then sync latency between two people. Emulators run only for this part.
 */
async function cloudRows(browser, device) {
  const emulators = await startEmulators(log);
  if (!emulators) return cloudSkippedRows();
  const started = performance.now();
  const server = await startServer('dist-bench-cloud-app', CLOUD_PORT);
  try {
    const { context, seed } = await preparedCloudContext(browser, CLOUD_ORIGIN, CLOUD_SIZE, log);
    const cloud = [];
    const local = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const c = await coldStart(context, '/', { origin: CLOUD_ORIGIN, expectCount: seed.currentMonthCount });
      const d = await coldStart(device.context, '/', { expectCount: device.seed.currentMonthCount });
      if (i < WARMUP) continue;
      cloud.push(c.ms);
      local.push(d.ms);
    }
    await context.close();
    log('cold start cloud', cloud.map(Math.round), 'device', local.map(Math.round));
    const sync = await syncLatencies(browser, CLOUD_ORIGIN, SYNC_WRITES);
    log('sync latency', sync.map(Math.round));
    log(`cloud part took ${((performance.now() - started) / 1000).toFixed(1)} s after the emulators started`);
    // The ratio compares against device mode on the same data size only when the sizes match (not in smoke).
    const ratioBudget = CLOUD_SIZE === MAIN_SIZE ? CLOUD_RATIO_BUDGET : null;
    return [
      row(CLOUD_LABEL, 'ms', cloud),
      row(
        CLOUD_RATIO_LABEL,
        'x',
        cloud.map((c, i) => c / local[i]),
        ratioBudget,
        { enforce },
      ),
      row(`Sync: Save on A until B shows it, p50 (${sync.length} writes)`, 'ms', percentile(sync, 50)),
      row(`Sync: Save on A until B shows it, p95 (${sync.length} writes)`, 'ms', percentile(sync, 95)),
    ];
  } finally {
    stopServer(server);
    await emulators.stop();
  }
}

/** A cloud part that breaks (an emulator that dies, a write refused) fails the run, but the other figures still print. */
async function cloudPart(browser, device) {
  try {
    return await cloudRows(browser, device);
  } catch (error) {
    console.error('cloud figures failed:', error);
    process.exitCode = 1;
    return cloudSkippedRows();
  }
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
  try {
    const growth = new Map();
    const growthMonth = new Map();

    const { context, seed } = await preparedContext(browser, MAIN_SIZE, ONETIME);
    const starts = await coldStarts(context, seed, { withFloor: true });
    log('cold start app', starts.app.map(Math.round), 'floor', starts.floor.map(Math.round));
    const label = MAIN_SIZE.toLocaleString('en-US');
    results.push(row(`Cold start offline: home with ${label} tx`, 'ms', starts.app));
    results.push(row('Cold start offline: blank React page (floor)', 'ms', starts.floor));
    const ratios = starts.app.map((a, i) => a / starts.floor[i]);
    results.push(row('Cold start offline: home / floor', 'x', ratios, 2, { enforce }));
    results.push(row(`Memory: JS heap after cold start (${label} tx, after GC)`, 'MB', starts.heap));
    growth.set(MAIN_SIZE, starts.app);

    // Before the interactions add expenses, so the device home still shows the seeded count.
    if (CLOUD) results.push(...(await cloudPart(browser, { context, seed })));

    if (section('insights')) {
      const opened = await insightsStarts(context, seed);
      results.push(
        row(`Cold start offline: Insights until the chosen month's figures show (${label} tx)`, 'ms', opened.insights),
      );
      results.push(row('Cold start offline: Insights / monthly home', 'x', opened.ratios, 2, { enforce }));
    }

    if (section('interaction')) {
      const monthSamples = await monthWise(context, seed);
      growthMonth.set(MAIN_SIZE, monthSamples);
      const page = await openApp(context);
      const searched = await search(page, seed);
      const switched = await switchLedgers(page, seed);
      const added = await addExpense(page, seed);
      await page.close();
      results.push(row('Interaction: Add Expense, Save until home shows it', 'ms', added, 50, { enforce }));
      results.push(
        row(
          `Interaction: switch to one-time ledger (${seed.onetimeExpenseCount} expenses, ${seed.onetimeMembers} members) until summary ready`,
          'ms',
          switched.toOnetime,
        ),
      );
      results.push(
        row(
          `Interaction: switch to one-time ledger until all ${seed.onetimeTransactionCount} transactions are listed`,
          'ms',
          switched.fullList,
        ),
      );
      results.push(row('Interaction: switch to monthly ledger until summary ready', 'ms', switched.toMonthly));
      results.push(row(`Interaction: month-wise query of a past month (${label} tx)`, 'ms', monthSamples));
      results.push(
        row(
          `Interaction: Search typed until list filtered (${seed.currentMonthCount} -> ${seed.searchMatches})`,
          'ms',
          searched.filter,
          16,
          { enforce },
        ),
      );
      results.push(row('Interaction: Search cleared until full list back', 'ms', searched.clear));
    }
    await context.close();

    for (const size of section('growth') ? GROWTH : []) {
      const prepared = await preparedContext(browser, size, ONETIME);
      const g = await coldStarts(prepared.context, prepared.seed, { withFloor: false });
      growth.set(size, g.app);
      growthMonth.set(size, await monthWise(prepared.context, prepared.seed));
      await prepared.context.close();
    }
    for (const size of [...growth.keys()].sort((a, b) => a - b)) {
      results.push(row(`Growth: cold start offline, ${size.toLocaleString('en-US')} tx`, 'ms', growth.get(size)));
    }
    for (const size of [...growthMonth.keys()].sort((a, b) => a - b)) {
      results.push(row(`Growth: month-wise query, ${size.toLocaleString('en-US')} tx`, 'ms', growthMonth.get(size)));
    }
    if (growth.size > 1) {
      const sizes = [...growth.keys()].sort((a, b) => a - b);
      const first = median(growth.get(sizes[0]));
      const last = median(growth.get(sizes.at(-1)));
      log(
        `growth: cold start ${sizes[0]} -> ${sizes.at(-1)} tx changes by ${(((last - first) / first) * 100).toFixed(1)}%`,
      );
    }
  } finally {
    await browser.close();
    stopServer(server);
  }

  printTable(results);
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
    writeFileSync(`${root}bench/results.json`, `${JSON.stringify(json, null, 2)}\n`);
    if (flag('readme')) updateReadme(`${root}README.md`, results, { runs: RUNS });
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
