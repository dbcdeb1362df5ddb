// The domain half of `npm run bench`: balances + who-owes-whom, the monthly summary and insights on
// 10,000 transactions, each timed in a plain Node process alternating with a fixed reference loop, and
// reported as a ratio to it as well as in milliseconds. bench/main.ts bundles this file the way the
// app is bundled (Vite, minified) and runs it in several fresh processes; it prints one JSON line.
//
// Why not `vitest bench`: on this 2-core machine the figure inside Vitest's worker swung from 1.7 to
// 5.2 ms between processes for the same bundled code (the runner's own process shares the cores and
// the heap). Plain Node processes are steadier, though not immune to a busy machine, hence several.
import { createHash } from 'node:crypto';
import type { DocData } from '../src/data/ports';
import { withId } from '../src/data/with-id';
import { computeBalances, suggestTransfers } from '../src/domain/balances';
import { insightMonths, monthlyInsights, tripInsights } from '../src/domain/insights';
import { monthlySummary } from '../src/domain/monthly-summary';
import type { Member, RecurringItem, Transaction } from '../src/domain/types';
import { DOMAIN_TASKS, type DomainReport, type DomainResult, type DomainTaskId } from './lib/domain-tasks';
import { BENCH_USER, buildMonthlyLedger, buildOnetimeLedger, TRIP_MEMBERS, type TxDoc } from './seed-data';

const smoke = process.argv.includes('--smoke');
const SIZE = smoke ? 500 : 10_000;
// A device-mode id: the upper-case SHA-256 of the email, as device sign-in makes it.
const OWNER = createHash('sha256').update(BENCH_USER.email).digest('hex').toUpperCase();
const NOW = Date.UTC(2026, 10, 21, 12);

/**
 * What the app's subscriptions hand to the domain: documents as IndexedDB gives them back (a structured
 * clone), with the id added the way both adapters add it.
 */
function asRead<T extends { id: string }>(docs: T[]): T[] {
  const stored: DocData[] = structuredClone(docs.map(({ id: _id, ...data }) => data));
  return stored.map((data, i) => withId(data, docs[i]!.id) as unknown as T);
}

const trip = buildOnetimeLedger({
  expenses: Math.round(SIZE * 0.95),
  settlements: Math.round(SIZE * 0.05),
  ownerId: OWNER,
  now: NOW,
});
const tripTransactions: Transaction[] = asRead<TxDoc>(trip.transactions);
const tripMembers: Member[] = asRead([
  { id: OWNER, userId: OWNER, displayName: BENCH_USER.name },
  ...TRIP_MEMBERS.map((name) => ({ id: name, userId: name, displayName: name })),
]);

const household = buildMonthlyLedger({ count: SIZE, ownerId: OWNER, ownerName: BENCH_USER.name, now: NOW });
const householdTransactions: Transaction[] = asRead<TxDoc>(household.transactions);
const recurring: RecurringItem[] = asRead(household.recurring.map((r, i) => ({ ...r, id: `rec${i}` })));

/**
 * The reference loop: a fixed pure-JS workload of the same kind as the domain code (plain records,
 * property reads, float arithmetic, a Map keyed by 20 names, a small sort), built from a fixed LCG and
 * independent of the app's code. One unit is 1,000 records; each task's reference runs a fixed number of
 * units chosen so that it takes about as long as the task on a quiet machine. Same length matters: on a
 * busy 2-core machine the scheduler's time slices (a few ms) interrupt a 5 ms task almost every time and
 * a 0.5 ms loop almost never, so only a reference of similar length is slowed alike.
 */
const REFERENCE_RECORDS = (() => {
  let x = 12345;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 4294967296;
  return Array.from({ length: 1_000 }, (_, i) => ({
    key: `member${i % 20}`,
    amount: Math.round(next() * 1_000_000) / 100,
    parts: [next(), next(), next()],
  }));
})();

function referenceUnit(): number {
  // Allocates as the domain code does: an array and an object per record, lists grouped in a Map.
  const byKey = new Map<string, { share: number; shares: number[] }[]>();
  for (const r of REFERENCE_RECORDS) {
    const shares = r.parts.map((p) => Math.round(p * r.amount * 100) / 100);
    const entry = { share: shares.reduce((a, b) => a + b, 0), shares };
    const list = byKey.get(r.key);
    if (list) list.push(entry);
    else byKey.set(r.key, [entry]);
  }
  const totals = [...byKey.entries()].map(([key, list]) => ({
    key,
    total: list.reduce((sum, e) => sum + e.share, 0),
    count: list.length,
  }));
  totals.sort((a, b) => a.total - b.total || a.key.localeCompare(b.key));
  return totals[0]!.total;
}

/** Where the reference loop's results go, so the engine cannot drop the loop as dead code. */
const sink = { total: 0 };
const reference = (units: number) => () => {
  for (let i = 0; i < units; i++) sink.total += referenceUnit();
};

// Insights reads 13 months; here all 10,000 entries are dealt into them, so the figure is for 10,000.
const chosen = { year: 2026, month: 11 };
const insightData = insightMonths(chosen).map((ym, i) => ({
  ...ym,
  transactions: householdTransactions.filter((_, k) => k % 13 === i),
}));

// The harness reads the results by task id; each task's reference length is declared beside it.
const tasks: Record<DomainTaskId, () => void> = {
  balances: () => {
    suggestTransfers(computeBalances(tripTransactions, tripMembers));
  },
  monthlySummary: () => {
    monthlySummary({ transactions: householdTransactions, recurring, isAdmin: true });
  },
  monthlyInsights: () => {
    monthlyInsights({ chosen, months: insightData, isAdmin: true, onlyFrom: undefined });
  },
  tripInsights: () => {
    tripInsights({ transactions: tripTransactions, members: tripMembers });
  },
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function timeOnce(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

/**
 * The task and its reference alternate, one sample each in turn, so both see the same moments of the
 * machine's load. A second of warm-up first: V8 tiers hot code up in steps, and timing before the top
 * tier measures the compiler rather than the code.
 */
function measure(run: () => void, ref: () => void) {
  const warm = performance.now() + (smoke ? 0 : 1000);
  for (let i = 0; i < 20 || performance.now() < warm; i++) {
    run();
    ref();
  }
  const task: number[] = [];
  const refs: number[] = [];
  const until = performance.now() + (smoke ? 50 : 2000);
  while (task.length < 10 || performance.now() < until) {
    refs.push(timeOnce(ref));
    task.push(timeOnce(run));
  }
  return { task, refs };
}

const results = (Object.keys(tasks) as DomainTaskId[]).map((id): DomainResult => {
  const { name, units } = DOMAIN_TASKS[id];
  const { task, refs } = measure(tasks[id], reference(units));
  const med = median(task);
  const ref = median(refs);
  return {
    id,
    name,
    median: med,
    min: Math.min(...task),
    max: Math.max(...task),
    samples: task.length,
    reference: ref,
    units,
    ratio: med / ref,
    /** One reference unit (1,000 records), from this task's reference. */
    unit: ref / units,
  };
});
if (!Number.isFinite(sink.total)) throw new Error('the reference loop went wrong');

const lines = tripTransactions.reduce((n, t) => n + (t.splitInfo?.details.length ?? 0), 0);
const report: DomainReport = {
  transactions: tripTransactions.length,
  members: tripMembers.length,
  splitLines: lines,
  results,
};
console.log(JSON.stringify(report));
