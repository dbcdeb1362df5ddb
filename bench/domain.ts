// The domain half of `npm run bench`: balances + who-owes-whom and the monthly summary on 10,000
// transactions, timed by tinybench in a plain Node process. bench/run.mjs bundles this file the way the
// app is bundled (Vite, minified) and runs it in several fresh processes; it prints one JSON line.
//
// Why not `vitest bench`: on this 2-core machine the figure inside Vitest's worker swung from 1.7 to
// 5.2 ms between processes for the same bundled code (the runner's own process shares the cores and
// the heap). Plain Node processes are steadier, though not immune to a busy machine, hence several.
import { createHash } from 'node:crypto';
import { Bench } from 'tinybench';
import type { DocData } from '../src/data/ports';
import { withId } from '../src/data/with-id';
import { computeBalances, suggestTransfers } from '../src/domain/balances';
import { insightMonths, monthlyInsights, tripInsights } from '../src/domain/insights';
import { monthlySummary } from '../src/domain/monthly-summary';
import type { Member, RecurringItem, Transaction } from '../src/domain/types';
import { buildMonthlyLedger, buildOnetimeLedger, TRIP_MEMBERS, type TxDoc } from './seed-data';

const smoke = process.argv.includes('--smoke');
const SIZE = smoke ? 500 : 10_000;
// A device-mode id: the upper-case SHA-256 of the email, as device sign-in makes it.
const OWNER = createHash('sha256').update('bench.user@example.com').digest('hex').toUpperCase();
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
  { id: OWNER, userId: OWNER, displayName: 'Bench User' },
  ...TRIP_MEMBERS.map((name) => ({ id: name, userId: name, displayName: name })),
]);

const household = buildMonthlyLedger({ count: SIZE, ownerId: OWNER, ownerName: 'Bench User', now: NOW });
const householdTransactions: Transaction[] = asRead<TxDoc>(household.transactions);
const recurring: RecurringItem[] = asRead(household.recurring.map((r, i) => ({ ...r, id: `rec${i}` })));

// A second of warm-up: V8 tiers hot code up in steps, and timing before the top tier measures the
// compiler rather than the code.
const bench = new Bench({
  time: smoke ? 50 : 1000,
  warmupTime: smoke ? 0 : 1000,
  iterations: 7,
  warmupIterations: smoke ? 1 : 20,
});
// bench/run.mjs reads the results by these names.
bench.add('computeBalances + suggestTransfers', () => {
  suggestTransfers(computeBalances(tripTransactions, tripMembers));
});
bench.add('monthlySummary (admin)', () => {
  monthlySummary({ transactions: householdTransactions, recurring, isAdmin: true });
});
// Insights reads 13 months; here all 10,000 entries are dealt into them, so the figure is for 10,000.
const chosen = { year: 2026, month: 11 };
const insightData = insightMonths(chosen).map((ym, i) => ({
  ...ym,
  transactions: householdTransactions.filter((_, k) => k % 13 === i),
}));
bench.add('monthlyInsights (admin)', () => {
  monthlyInsights({ chosen, months: insightData, isAdmin: true, onlyFrom: undefined });
});
bench.add('tripInsights', () => {
  tripInsights({ transactions: tripTransactions, members: tripMembers });
});
await bench.run();

const results = bench.tasks.map((task) => {
  const result = task.result;
  if (result.state !== 'completed')
    throw new Error(`${task.name}: ${result.state === 'errored' ? result.error.message : result.state}`);
  const { p50, min, max, samplesCount } = result.latency;
  return { name: task.name, median: p50, min, max, samples: samplesCount };
});
const lines = tripTransactions.reduce((n, t) => n + (t.splitInfo?.details.length ?? 0), 0);
console.log(
  JSON.stringify({ transactions: tripTransactions.length, members: tripMembers.length, splitLines: lines, results }),
);
