// `BENCH_PROFILE=1`: where an interaction's main-thread time goes. Chrome's sampling profiler runs around
// the timed action only, and the top functions by self time are printed, with the share of time idle,
// in garbage collection and in the app's own code. A tool for finding the cost before changing anything;
// the figures in the table never come from a profiled run (profiling slows the page).
// `BENCH_TRACE_DUMP=/tmp/trace` keeps Chrome traces, as /tmp/trace-<what>-<time>.json, to read task by
// task (what waits on what) or to open in DevTools' Performance panel: each profiled interaction's, and
// each cold start's (which then run traced, so their figures are not to be quoted).
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export const profiling = () => Boolean(process.env.BENCH_PROFILE);

/** Runs `act` under the sampling profiler and returns inclusive time (ms) by function, summed over calls. */
export async function profiled(page: Page, act: () => Promise<unknown>): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await act();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.detach();
  const nameOf = new Map(
    profile.nodes.map((n) => {
      const file = n.callFrame.url.split('/').pop() ?? '';
      return [n.id, `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`];
    }),
  );
  const selfById = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => {
    selfById.set(id, (selfById.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  // Inclusive time (the function and all it called), counted once per name along any one call path.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  const walk = (id: number, open: Set<string>): number => {
    const node = byId.get(id)!;
    const name = nameOf.get(id) ?? '?';
    const first = !open.has(name);
    if (first) open.add(name);
    let sum = selfById.get(id) ?? 0;
    for (const child of node.children ?? []) sum += walk(child, open);
    if (first) {
      open.delete(name);
      total.set(name, (total.get(name) ?? 0) + sum);
    }
    return sum;
  };
  const root = profile.nodes[0];
  if (root) walk(root.id, new Set());
  return total;
}

/** `BENCH_TRACE_DUMP`'s file for one trace; nothing without it. */
function keep(raw: string, what: string): void {
  const dump = process.env.BENCH_TRACE_DUMP;
  if (dump) writeFileSync(`${dump}-${what}-${Date.now()}.json`, raw);
}

/**
 * With `BENCH_TRACE_DUMP` set: a Chrome trace of this page from now (a cold start: the navigation, the
 * scripts, each render), kept by `stop`. Null without it, so timed runs are never traced.
 */
export async function traceKept(page: Page): Promise<{ stop: (what: string) => Promise<void> } | null> {
  const browser = page.context().browser();
  if (!process.env.BENCH_TRACE_DUMP || !browser) return null;
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      // JS samples: which functions a cold start's script time went to.
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  return { stop: async (what) => keep((await browser.stopTracing()).toString('utf8'), what) };
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
}

/** Main-thread time (ms) of `act` by Chrome's timeline event (style, layout, paint, script, IndexedDB…). */
export async function traced(page: Page, act: () => Promise<unknown>): Promise<Map<string, number>> {
  const browser = page.context().browser();
  const out = new Map<string, number>();
  if (!browser) return out;
  // With BENCH_TRACE_DUMP, the kept trace has JS samples too (which functions the script time went to),
  // and the probe's mark where the timing ended.
  const samples = process.env.BENCH_TRACE_DUMP ? ['disabled-by-default-v8.cpu_profiler', 'blink.user_timing'] : [];
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...samples],
  });
  await act();
  const raw = (await browser.stopTracing()).toString('utf8');
  keep(raw, 'interaction');
  const { traceEvents } = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  // The renderer's main thread is the one running the page's scripts.
  const main = traceEvents.find((e) => e.name === 'FunctionCall' || e.name === 'EventDispatch');
  for (const e of traceEvents) {
    if (!main || e.ph !== 'X' || e.tid !== main.tid || e.pid !== main.pid || !e.dur) continue;
    out.set(e.name, (out.get(e.name) ?? 0) + e.dur / 1000);
  }
  return out;
}

/** Adds one profile's self times into a running total. */
export function addProfile(total: Map<string, number>, one: Map<string, number>): void {
  for (const [name, ms] of one) total.set(name, (total.get(name) ?? 0) + ms);
}

/** The top functions by self time, averaged over `runs`. */
export function profileReport(what: string, total: Map<string, number>, runs: number, top = 25): string {
  const all = [...total.values()].reduce((s, v) => s + v, 0) / runs;
  const lines = [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${(ms / runs).toFixed(2).padStart(8)} ms  ${name}`);
  return `${what}: ${all.toFixed(1)} ms sampled per run, top by inclusive time (a function and what it called):\n${lines.join('\n')}`;
}
