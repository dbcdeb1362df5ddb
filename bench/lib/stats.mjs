// Medians, result rows and the printed table.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (n, digits = 2) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/**
 * One result row. `budget` is an upper bound (null when the figure is only reported); `pass` is null
 * when there is no budget, or when the run enforces none (smoke).
 */
export function row(metric, unit, samples, budget = null, { enforce = true } = {}) {
  const values = Array.isArray(samples) ? samples : [samples];
  const med = median(values);
  return {
    metric,
    unit,
    median: round(med),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    budget: budget === null ? null : round(budget),
    pass: budget === null || !enforce ? null : med <= budget,
    runs: values.length,
  };
}

/**
 * A ratio to a reference measured in the same run: the samples' median over the reference samples'
 * median (min and max: the samples' extremes over the same median).
 */
export function ratioRow(metric, samples, refs, budget = null, { enforce = true } = {}) {
  const ref = median(refs);
  const med = median(samples) / ref;
  return {
    metric,
    unit: 'x',
    median: round(med),
    min: round(Math.min(...samples) / ref),
    max: round(Math.max(...samples) / ref),
    budget: budget === null ? null : round(budget),
    pass: budget === null || !enforce ? null : med <= budget,
    runs: samples.length,
  };
}

/** A row that could not be measured on this machine (e.g. no emulators): shown as '–', never a failure. */
export function skippedRow(metric, unit, budget = null) {
  return { metric, unit, median: null, min: null, max: null, budget, pass: null, runs: 0 };
}

const cell = (n) => (n === null ? '–' : String(n));

/** A row whose median, min and max come from elsewhere (the domain bench's own statistics). */
export function summaryRow(metric, unit, { median: med, min, max, runs }, budget = null, { enforce = true } = {}) {
  return {
    metric,
    unit,
    median: round(med, 3),
    min: round(min, 3),
    max: round(max, 3),
    budget,
    pass: budget === null || !enforce ? null : med <= budget,
    runs,
  };
}

export function printTable(rows) {
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
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i >= 2 && i <= 4 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** The README's Performance table, in Markdown. */
export function markdownTable(rows) {
  const out = ['| metric | unit | median | min | max | budget | pass |', '|---|---|---:|---:|---:|---|---|'];
  for (const r of rows) {
    out.push(
      `| ${r.metric} | ${r.unit} | ${cell(r.median)} | ${cell(r.min)} | ${cell(r.max)} | ${r.budget === null ? '–' : `≤ ${r.budget}`} | ${r.pass === null ? '–' : r.pass ? 'pass' : '**fail**'} |`,
    );
  }
  return out.join('\n');
}
