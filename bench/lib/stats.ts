// Medians, result rows and the printed table. A row is made from a metric of lib/metrics.ts: its name,
// unit and budget come from there.
import { METRICS, type MetricId, type NameArgs, type Unit } from './metrics';

export interface Row {
  metric: string;
  unit: Unit;
  median: number | null;
  min: number | null;
  max: number | null;
  budget: number | null;
  /** null when there is no budget, or when the run enforces none (smoke). */
  pass: boolean | null;
  runs: number;
}

/** Samples against reference samples measured beside them in the same run. */
export interface Paired {
  samples: number[];
  refs: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round(n: number, digits?: number): number;
function round(n: number | null, digits?: number): number | null;
function round(n: number | null, digits = 2): number | null {
  return n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;
}

/** How a row names its metric (`of`, when the name takes anything) and whether its budget applies here. */
export type RowOptions<K extends MetricId> = (NameArgs<K> extends void ? { of?: undefined } : { of: NameArgs<K> }) & {
  /** False where the metric's budget does not apply (e.g. a growth size below the budgeted one). */
  budgeted?: boolean;
};

function spec<K extends MetricId>(id: K, options: RowOptions<K>, enforce: boolean) {
  const { unit, budget, name } = METRICS[id];
  const applied = options.budgeted === false ? null : budget;
  return {
    metric: (name as (p: NameArgs<K>) => string)(options.of as NameArgs<K>),
    unit,
    budget: applied,
    pass: (med: number) => (applied === null || !enforce ? null : med <= applied),
  };
}

/** The row makers of one run: `enforce` is false for smoke, which shows budgets but passes or fails none. */
export function rowsFor({ enforce }: { enforce: boolean }) {
  return {
    /** One row of samples (or a single figure). */
    row<K extends MetricId>(id: K, samples: number | readonly number[], options: RowOptions<K>): Row {
      const s = spec(id, options, enforce);
      const values = typeof samples === 'number' ? [samples] : samples;
      const med = median(values);
      return {
        metric: s.metric,
        unit: s.unit,
        median: round(med),
        min: round(Math.min(...values)),
        max: round(Math.max(...values)),
        budget: round(s.budget),
        pass: s.pass(med),
        runs: values.length,
      };
    },

    /**
     * A ratio to a reference measured in the same run: the samples' median over the reference samples'
     * median (min and max: the samples' extremes over the same median).
     */
    ratioRow<K extends MetricId>(id: K, { samples, refs }: Paired, options: RowOptions<K>): Row {
      const s = spec(id, options, enforce);
      const ref = median(refs);
      const med = median(samples) / ref;
      return {
        metric: s.metric,
        unit: s.unit,
        median: round(med),
        min: round(Math.min(...samples) / ref),
        max: round(Math.max(...samples) / ref),
        budget: round(s.budget),
        pass: s.pass(med),
        runs: samples.length,
      };
    },

    /** A row whose median, min and max come from elsewhere (the domain bench's own statistics). */
    summaryRow<K extends MetricId>(
      id: K,
      { median: med, min, max, runs }: { median: number; min: number; max: number; runs: number },
      options: RowOptions<K>,
    ): Row {
      const s = spec(id, options, enforce);
      return {
        metric: s.metric,
        unit: s.unit,
        median: round(med, 3),
        min: round(min, 3),
        max: round(max, 3),
        budget: s.budget,
        pass: s.pass(med),
        runs,
      };
    },

    /** A row that could not be measured on this machine (e.g. no emulators): shown as '–', never a failure. */
    skippedRow<K extends MetricId>(id: K, options: RowOptions<K>): Row {
      const s = spec(id, { ...options, budgeted: false }, enforce);
      return { metric: s.metric, unit: s.unit, median: null, min: null, max: null, budget: null, pass: null, runs: 0 };
    },
  };
}

export type RowMakers = ReturnType<typeof rowsFor>;

const cell = (n: number | null) => (n === null ? '–' : String(n));

export function printTable(rows: readonly Row[]): void {
  const cells = rows.map((r) => [
    r.metric,
    r.unit,
    cell(r.median),
    cell(r.min),
    cell(r.max),
    r.budget === null ? '-' : `<= ${r.budget}`,
    r.pass === null ? '-' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const head = ['metric', 'unit', 'median', 'min', 'max', 'budget', 'pass'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i >= 2 && i <= 4 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** The README's Performance table, in Markdown. */
export function markdownTable(rows: readonly Row[]): string {
  const out = ['| metric | unit | median | min | max | budget | pass |', '|---|---|---:|---:|---:|---|---|'];
  for (const r of rows) {
    out.push(
      `| ${r.metric} | ${r.unit} | ${cell(r.median)} | ${cell(r.min)} | ${cell(r.max)} | ${r.budget === null ? '–' : `≤ ${r.budget}`} | ${r.pass === null ? '–' : r.pass ? 'pass' : '**fail**'} |`,
    );
  }
  return out.join('\n');
}
