// Every figure the bench reports: its printed name, its unit and its budget, in one list. Rows are made
// from these ids (lib/stats.ts), so a figure cannot be printed under a name, unit or budget of its own.
import { DOMAIN_TASKS, type DomainTaskId } from './domain-tasks';

export type Unit = 'KB' | 'MB' | 'ms' | 'x';

interface MetricSpec<P> {
  unit: Unit;
  /** An upper bound; null when the figure is only reported. */
  budget: number | null;
  name: (p: P) => string;
}

const metric = <P = void>(unit: Unit, budget: number | null, name: (p: P) => string): MetricSpec<P> => ({
  unit,
  budget,
  name,
});

const fmt = (n: number) => n.toLocaleString('en-US');

/** Parameters of the main run's names: the monthly ledger's size, and the seeded ledgers. */
interface MainRun {
  /** The monthly ledger's transactions, formatted. */
  label: string;
}
interface Seeded {
  onetimeExpenseCount: number;
  onetimeMembers: number;
  currentMonthCount: number;
  searchMatches: number;
}
export type GrowthMode = 'device' | 'cloud';
interface GrowthAt {
  mode: GrowthMode;
  size: number;
}
interface FlatAt {
  mode: GrowthMode;
  largest: number;
}
interface DomainAt {
  smoke: boolean;
  units?: number;
}

const growth =
  (label: string) =>
  ({ mode, size }: GrowthAt) =>
    `Growth, ${mode}: ${label}, ${fmt(size)} tx`;
const flat =
  (label: string) =>
  ({ mode, largest }: FlatAt) =>
    `Growth, ${mode}: ${label}, ${fmt(largest)} ÷ 10,000 tx (flat)`;
/** A new device reading history: how many entries the 12 months before this one hold, in a ledger of `size`. */
interface HistoryAt {
  size: number;
  entries: number;
}
const history =
  (what: string) =>
  ({ size, entries }: HistoryAt) =>
    `History, cloud: a new device reads the 12 months before this one (${fmt(entries)} tx of ${fmt(size)}), ${what}`;
const domainLabel = (id: DomainTaskId, smoke: boolean) => {
  const task = DOMAIN_TASKS[id];
  return `Domain: ${task.label} (${smoke ? 'smoke' : task.size})`;
};
const domainMs = (id: DomainTaskId) => metric('ms', null, ({ smoke }: DomainAt) => domainLabel(id, smoke));
const domainRatio = (id: DomainTaskId, budget: number) =>
  metric('x', budget, ({ smoke, units }: DomainAt) => `${domainLabel(id, smoke)} / reference loop (${units} units)`);
/** An interaction in milliseconds and, budgeted, as a ratio to the reference clicks measured beside it. */
const interaction = <P>(budget: number, name: (p: P) => string) => ({
  ms: metric('ms', null, name),
  ratio: metric('x', budget, (p: P) => `${name(p)} / reference`),
});

// Issue 34, part 5: Save until home lists the entry, within 1.8× of the reference click (2.46× before).
const ADD_EXPENSE = 1.8;
const add = interaction<void>(ADD_EXPENSE, () => 'Interaction: Add Expense, Save until home shows it');
const toOnetime = interaction(
  27,
  (s: Seeded) =>
    `Interaction: switch to one-time ledger (${s.onetimeExpenseCount} expenses, ${s.onetimeMembers} members) until summary ready`,
);
const toMonthly = interaction<void>(5.3, () => 'Interaction: switch to monthly ledger until summary ready');
const monthWise = interaction(
  7.3,
  ({ label }: MainRun) => `Interaction: month-wise query of a past month (${label} tx)`,
);
const search = interaction(
  1.4,
  (s: Seeded) => `Interaction: Search typed until list filtered (${s.currentMonthCount} -> ${s.searchMatches})`,
);

/** Switch group's seeding: how many trips, of how many entries each. */
interface SwitchAt {
  trips: number;
  entries: number;
}
const switchGroup = (what: string) => (p: SwitchAt) =>
  `Switch group (${p.trips} ${p.trips === 1 ? 'trip' : 'trips'} of ${fmt(p.entries)} entries): ${what}`;
const switchRatio = (what: string, budget: number | null) => ({
  ms: metric('ms', null, switchGroup(what)),
  ratio: metric('x', budget, (p: SwitchAt) => `${switchGroup(what)(p)} / reference`),
});
const switchRows = switchRatio('click until every row is listed', 3);
const switchPositions = switchRatio('click until every position and the total show, first time in a session', null);
const switchAgain = switchRatio('click until every position and the total show, opened again', 3);
const switchGrowth = (what: string, budget: number | null) =>
  metric(
    'x',
    budget,
    ({ trips }: { trips: number }) => `Switch group: ${what}, ${trips} trips ÷ 1 trip (medians of rounds in turn)`,
  );

/**
 * The budgets. Fixed ones come from the issue (cold start, memory, the trip's list) or from
 * ARCHITECTURE.md (bundle); the ratio budgets were chosen from the ratios measured on 2026-11-22 on this
 * shared 2-core machine at load averages of 3 to 16 from other people's test runs (domain: 4 runs;
 * interactions: 5 runs): the worst run's median ratio, times 1.3, rounded up. README.md, Performance,
 * gives each one's reasons.
 */
// Issue 34, part 4: device mode's cold start within 1.5× the blank page, at 10,000 and at 100,000.
const COLD_START_VS_FLOOR = 1.5;
const HEAP_MB = 10;
// Issue 34: a screen that reads one month grows by at most 1.3 from 10,000 to 100,000 transactions (each
// side a same-run ratio), in both modes: it reads the same month, with the same entries, at every size.
const FLAT = 1.3;
// Insights reads the chosen month and the 12 before it: the whole ledger at 10,000, and 10,842 of 100,000
// (8% more). It reads all but the same entries at both sizes, so it has no more reason to grow than a
// one-month screen, and is held to the same bound, though the issue budgets it only against device mode.
const FLAT_INSIGHTS = FLAT;
// Issue 34: cloud mode, reading from its own mirror, within these of device mode on the same data.
const CLOUD_COLD_VS_DEVICE = 1.2;
const CLOUD_SCREEN_VS_DEVICE = 1.5;

export const METRICS = {
  firstLoadDevice: metric(
    'KB',
    150,
    ({ smoke }: { smoke: boolean }) => `Bundle: first-load JS, device (gzip${smoke ? '; smoke: from dist-bench' : ''})`,
  ),
  routeChunkDevice: metric(
    'KB',
    25,
    ({ file }: { file: string }) => `Bundle: largest route chunk, device (gzip; ${file})`,
  ),
  firstLoadCloud: metric('KB', null, () => 'Bundle: first-load JS, cloud (gzip)'),
  firebaseChunksCloud: metric('KB', null, () => 'Bundle: lazy Firebase chunks, cloud (gzip)'),

  domainReferenceUnit: metric('ms', null, () => 'Domain: reference loop, one unit (1,000 records)'),
  domainBalances: domainMs('balances'),
  domainBalancesRatio: domainRatio('balances', 2.5),
  domainMonthlySummary: domainMs('monthlySummary'),
  domainMonthlySummaryRatio: domainRatio('monthlySummary', 3.6),
  domainMonthlyInsights: domainMs('monthlyInsights'),
  domainMonthlyInsightsRatio: domainRatio('monthlyInsights', 21),
  domainTripInsights: domainMs('tripInsights'),
  domainTripInsightsRatio: domainRatio('tripInsights', 2.8),

  coldHome: metric('ms', null, ({ label }: MainRun) => `Cold start offline: home with ${label} tx`),
  coldFloor: metric('ms', null, () => 'Cold start offline: blank React page (floor)'),
  coldHomeVsFloor: metric(
    'x',
    COLD_START_VS_FLOOR,
    ({ label }: MainRun) => `Cold start offline: home / floor (${label} tx)`,
  ),
  heapAfterCold: metric(
    'MB',
    HEAP_MB,
    ({ label }: MainRun) => `Memory: JS heap after cold start (${label} tx, after GC)`,
  ),
  insightsCold: metric(
    'ms',
    null,
    ({ label }: MainRun) => `Cold start offline: Insights until the chosen month's figures show (${label} tx)`,
  ),
  insightsVsHome: metric('x', 2, () => 'Cold start offline: Insights / monthly home'),

  referenceClick: metric(
    'ms',
    null,
    () => 'Reference: blank React page, click, IndexedDB read, until one new element (100 cards) shows',
  ),
  addExpense: add.ms,
  addExpenseRatio: add.ratio,
  toOnetime: toOnetime.ms,
  toOnetimeRatio: toOnetime.ratio,
  toMonthly: toMonthly.ms,
  toMonthlyRatio: toMonthly.ratio,
  monthWise: monthWise.ms,
  monthWiseRatio: monthWise.ratio,
  searchFilter: search.ms,
  searchFilterRatio: search.ratio,
  searchClear: metric('ms', null, () => 'Interaction: Search cleared until full list back'),

  tripSummary: metric(
    'ms',
    null,
    ({ expenses }: { expenses: number }) => `Trip (${fmt(expenses)} expenses): Switch group until summary ready`,
  ),
  tripEnd: metric(
    'ms',
    null,
    ({ expenses }: { expenses: number }) =>
      `Trip (${fmt(expenses)} expenses): until its list, scrolled to the end, shows the oldest expense`,
  ),
  tripEndVsSummary: metric('x', 1.3, () => 'Trip: fully interactive (list scrolled to its end) / summary ready'),
  heapAfterTrip: metric('MB', HEAP_MB, () => 'Memory: JS heap after scrolling the trip to its end (after GC)'),

  switchRows: switchRows.ms,
  switchRowsRatio: switchRows.ratio,
  switchPositions: switchPositions.ms,
  switchPositionsRatio: switchPositions.ratio,
  switchAgain: switchAgain.ms,
  switchAgainRatio: switchAgain.ratio,
  // Issue 32: with all 20 trips Switch group stays within 1.5× of its time with one.
  switchRowsGrowth: switchGrowth('every row listed', 1.5),
  switchPositionsGrowth: switchGrowth('every position shown, first time', null),
  switchAgainGrowth: switchGrowth('every position shown, opened again', 1.5),

  growthStorage: metric('MB', null, growth('IndexedDB size')),
  growthCold: metric('ms', null, growth('cold start offline')),
  growthColdVsFloor: metric('x', COLD_START_VS_FLOOR, growth('cold start / floor')),
  growthCloudVsDevice: metric('x', CLOUD_COLD_VS_DEVICE, growth('cold start cloud / device')),
  growthHeap: metric('MB', HEAP_MB, growth('JS heap after cold start')),
  growthInsights: metric('ms', null, growth('Insights cold start')),
  growthInsightsVsHome: metric('x', null, growth('Insights / monthly home')),
  growthMonth: metric('ms', null, growth('month switch (month-wise query)')),
  growthMonthRatio: metric('x', null, growth('month switch / reference')),
  growthMonthVsDevice: metric(
    'x',
    CLOUD_SCREEN_VS_DEVICE,
    growth("month switch cloud / device (each mode's median / its own reference)"),
  ),
  growthInsightsVsDevice: metric('x', CLOUD_SCREEN_VS_DEVICE, growth('Insights cold start cloud / device')),
  growthSearch: metric('ms', null, growth('search typed until filtered')),
  growthSearchRatio: metric('x', null, growth('search / reference')),
  growthAddRatio: metric('x', ADD_EXPENSE, growth('Add Expense, Save until home shows it / reference')),
  growthExport: metric('ms', null, growth('export JSON')),
  growthExportMB: metric('MB', null, growth('export file size')),
  growthImport: metric('ms', null, growth('import JSON')),
  growthImportRefused: metric(
    'ms',
    null,
    (p: GrowthAt & { limitMB: number }) => `${growth('import JSON')(p)} (refused: the file is over ${p.limitMB} MB)`,
  ),
  flatColdVsFloor: metric('x', FLAT, flat('cold start / floor')),
  flatInsightsVsHome: metric('x', FLAT_INSIGHTS, flat('Insights / monthly home')),
  flatMonthRatio: metric('x', FLAT, flat('month switch / reference')),
  flatSearchRatio: metric('x', FLAT, flat('search / reference')),
  mirrorMB: metric('MB', null, growth("mirror's records (vyay-mirror; keys and values, uncompressed)")),
  firestoreCacheMB: metric(
    'MB',
    null,
    growth("Firestore's cache records (firestore/…; keys and values, uncompressed)"),
  ),
  historyMs: metric('ms', null, history('page load until the mirror holds them')),
  historyMainThread: metric('ms', null, history('main-thread time over it (CDP TaskDuration)')),
  historyFailed: metric(
    'ms',
    null,
    ({ size, why }: { size: number; why: string }) =>
      `History, cloud: a new device, ledger of ${fmt(size)} tx, not measured (${why})`,
  ),
  cloudNotMeasured: metric(
    'ms',
    null,
    ({ size, why }: { size: number; why: string }) => `Growth, cloud: ${fmt(size)} tx not measured (${why})`,
  ),

  syncP50: metric(
    'ms',
    null,
    ({ writes }: { writes: number }) => `Sync: Save on A until B shows it, p50 (${writes} writes)`,
  ),
  syncP95: metric(
    'ms',
    null,
    ({ writes }: { writes: number }) => `Sync: Save on A until B shows it, p95 (${writes} writes)`,
  ),
  syncFailed: metric('ms', null, ({ why }: { why: string }) => `Sync: Save on A until B shows it (${why})`),
} as const;

export type MetricId = keyof typeof METRICS;
/** What a metric's printed name is made from (void when it takes nothing). */
export type NameArgs<K extends MetricId> = Parameters<(typeof METRICS)[K]['name']>[0];

/** The domain metrics of each task (bench/domain.ts), in milliseconds and as a ratio to the reference loop. */
export const DOMAIN_METRICS = {
  balances: { ms: 'domainBalances', ratio: 'domainBalancesRatio' },
  monthlySummary: { ms: 'domainMonthlySummary', ratio: 'domainMonthlySummaryRatio' },
  monthlyInsights: { ms: 'domainMonthlyInsights', ratio: 'domainMonthlyInsightsRatio' },
  tripInsights: { ms: 'domainTripInsights', ratio: 'domainTripInsightsRatio' },
} as const satisfies Record<DomainTaskId, { ms: MetricId; ratio: MetricId }>;
