// `npm test`: every check, one step after another. The steps fall into two lanes, and TEST_LANES=1 runs the
// lanes side by side, since nothing in one waits on the other:
//   checks:   typecheck, lint, unit tests, the emulator suite
//   browser:  the three builds, then the browser tests (which need all three)
// Side by side is the default nowhere: on a 2-core machine the lanes starve each other (CPU-bound property
// tests ran 3-4× slower beside the browser tests, past their timeouts, and toasts came late in browser
// tests), for about a minute saved. One after another, CI's npm test takes about 15 minutes (903-936 s in
// the last runs), and 28-29 on a machine running at about half its usual speed.
// A lane runs its steps in order and stops at the first failure; a failure in either lane stops the other,
// and `npm test` fails. Each step's output is printed whole when it ends (the browser tests' as they run),
// then a table of how long each step and lane took.
//   TEST_LANES=1 npm test       runs the two lanes side by side, on a machine with cores to spare.
//   TEST_KEEP_GOING=1 npm test  runs every step even after a failure, to see every failure at once.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const lanes = {
  checks: ['typecheck', 'lint', 'test:unit', 'test:emulator'],
  browser: ['build', 'build:next', 'build:emulator', 'test:e2e'],
};
const LIVE = new Set(['test:e2e']);

const running = new Set();
const timings = [];
let failed = false;

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const live = LIVE.has(step);
    if (live) console.log(`\n── ${step}: started`);
    // Its own process group, so stopping it also stops what it started (servers, emulators, browsers).
    const child = spawn('npm', ['run', '-s', step], {
      detached: true,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      const stopped = stoppedByUs.has(child);
      timings.push({ step, seconds, ok: ok ? 'ok' : stopped ? 'stopped' : 'FAILED' });
      if (!live) process.stdout.write(Buffer.concat(output));
      console.log(`── ${step}: ${ok ? 'passed' : stopped ? 'stopped' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve(ok);
    });
  });
}

const stoppedByUs = new Set();

/**
 * SIGINT, as Ctrl+C would: Playwright then stops the servers it started in process groups of their own
 * (a SIGTERM left the previews and emulators running), and Vitest its emulator. SIGKILL if still there.
 */
function stopAll() {
  const signal = (child, name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  for (const child of running) {
    stoppedByUs.add(child);
    signal(child, 'SIGINT');
    setTimeout(() => running.has(child) && signal(child, 'SIGKILL'), 30_000).unref();
  }
}

async function lane(name, steps) {
  const started = Date.now();
  let ok = 'ok';
  for (const step of steps) {
    if (failed && !process.env.TEST_KEEP_GOING) return;
    if (!(await run(step))) {
      ok = 'FAILED';
      if (process.env.TEST_KEEP_GOING) console.error(`\nnpm test: ${step} failed; going on.`);
      else if (!failed) console.error(`\nnpm test: ${step} failed; stopping the other steps.`);
      failed = true;
      if (process.env.TEST_KEEP_GOING) continue;
      stopAll();
      return;
    }
  }
  timings.push({ step: `lane ${name}`, seconds: (Date.now() - started) / 1000, ok });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(1);
  });
}

const started = Date.now();
if (process.env.TEST_LANES) await Promise.all(Object.entries(lanes).map(([name, steps]) => lane(name, steps)));
else await lane('serial', [...lanes.checks, ...lanes.browser]);

console.log('\nnpm test, where the time went:');
for (const { step, seconds, ok } of timings)
  console.log(`  ${step.padEnd(16)} ${seconds.toFixed(1).padStart(7)} s  ${ok}`);
console.log(`  ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
process.exit(failed ? 1 : 0);
