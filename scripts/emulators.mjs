// The Firebase emulators that cloud mode is tested on, on 127.0.0.1 only.
//
// Firestore: Google's launcher from the Debian package `google-cloud-cli-firestore-emulator` (Java 17),
// started directly because firebase-tools 15 refuses Java below 21 for Firestore. FIRESTORE_EMULATOR_DIR
// may point at another folder holding `cloud_firestore_emulator`.
// Auth: firebase-tools (pure Node) with a demo- project, which never reaches a real Firebase project.
// Hosting: firebase-tools too, serving a build with firebase.json's hosting rules (headers, rewrites), as
// Firebase Hosting serves production; the browser tests that check the security headers run against it.
//
//   node scripts/emulators.mjs check                 exit 1 with what to install when something is missing
//   node scripts/emulators.mjs firestore [--port N] [--quiet]  run Firestore in the foreground (Playwright's webServer)
//   node scripts/emulators.mjs auth [--quiet]                   run Auth in the foreground
//   node scripts/emulators.mjs cloud [--quiet] [--reuse]        run both, started side by side (the browser
//        tests' cloud project); prints 'Emulators ready' once both answer. --reuse keeps one already running.
//   node scripts/emulators.mjs hosting --dist DIR --port N [--quiet]  serve a build through the Hosting emulator
// --quiet sends the emulator's own log to a file in the temp folder instead of the terminal.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DEFAULT_DIR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
export const HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;
export const AUTH_PORT = 9099;
export const PROJECT_ID = 'demo-vyay';

export function firestoreLauncher() {
  const dir = process.env.FIRESTORE_EMULATOR_DIR || DEFAULT_DIR;
  const launcher = join(dir, 'cloud_firestore_emulator');
  return existsSync(launcher) ? launcher : null;
}

function javaWorks() {
  const result = spawnSync(process.env.JAVA || 'java', ['-version'], { stdio: 'ignore' });
  return result.status === 0;
}

/** What is missing, in words a new developer can act on; '' when both emulators can start. */
export function missingEmulatorHelp() {
  const problems = [];
  if (!firestoreLauncher()) {
    problems.push(
      `The Firestore emulator is not at ${process.env.FIRESTORE_EMULATOR_DIR || DEFAULT_DIR}/cloud_firestore_emulator.`,
      "Install it from Google's Cloud SDK apt repository (https://cloud.google.com/sdk/docs/install#deb):",
      '  sudo apt-get install -y google-cloud-cli-firestore-emulator openjdk-17-jre-headless',
      'or point FIRESTORE_EMULATOR_DIR at a folder that holds cloud_firestore_emulator',
      '(e.g. the one `gcloud components install cloud-firestore-emulator` makes). With Java 21 or newer,',
      '`npx firebase setup:emulators:firestore` downloads the same emulator for firebase-tools.',
    );
  }
  if (!javaWorks()) {
    problems.push(
      'Java is missing: the Firestore emulator needs Java 17 or newer (Debian: sudo apt-get install -y openjdk-17-jre-headless).',
    );
  }
  return problems.join('\n');
}

async function isUp(port) {
  try {
    await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilUp(port, child, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    if (await isUp(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer on ${HOST}:${port} within ${timeoutMs / 1000} s`);
}

/** Kills the whole process group: the launcher is a shell script whose Java child must go too. */
function stopper(child) {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000).unref();
    });
}

/** Quiet emulators log to a file (its path is in any start-up error) instead of the test output. */
function launch(command, args, options) {
  const stdio = options.log ? ['ignore', openSync(options.log, 'w'), openSync(options.log, 'a')] : 'inherit';
  return spawn(command, args, {
    cwd: options.cwd ?? root,
    detached: true,
    stdio,
    env: { ...process.env, ...options.env },
  });
}

function logFile(name, quiet) {
  return quiet ? join(tmpdir(), `vyay-${name}-emulator.log`) : undefined;
}

/**
 * A cold emulator (its JVM not yet compiled hot) answers the first browser sessions so slowly that their
 * WebChannel streams time out and resend writes; the emulator then answers pipelined writes without a
 * commit time and the SDK stops (assertion c050). Real Firestore is never cold in that way, so the tests
 * start from a warm one: a few hundred writes, reads and rule checks through its REST API, in a project
 * of its own that is cleared afterwards.
 */
async function warmUpFirestore(port) {
  const base = `http://${HOST}:${port}/v1/projects/demo-warmup/databases/(default)/documents`;
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  for (let i = 0; i < 150; i++) {
    const body = JSON.stringify({ fields: { n: { integerValue: String(i) }, name: { stringValue: `warm ${i}` } } });
    await fetch(`${base}/warmup/w${i % 10}`, { method: 'PATCH', headers: owner, body });
    await fetch(`${base}/warmup/w${i % 10}`, { headers: owner });
    // Unauthenticated: evaluated, and refused, by the project's rules.
    await fetch(`${base}/ledgers/w${i % 10}`);
  }
  await fetch(`http://${HOST}:${port}/emulator/v1/projects/demo-warmup/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

/** Starts Firestore with the project's rules and resolves once it answers (and is warm). */
export async function startFirestore({
  port = FIRESTORE_PORT,
  rules = join(root, 'firestore.rules'),
  quiet = false,
} = {}) {
  const launcher = firestoreLauncher();
  if (!launcher) throw new Error(missingEmulatorHelp());
  if (await isUp(port))
    throw new Error(`Something already listens on ${HOST}:${port}; stop it or choose another port.`);
  const log = logFile(`firestore-${port}`, quiet);
  const child = launch(
    launcher,
    [
      'start',
      `--host=${HOST}`,
      `--port=${port}`,
      `--rules=${rules}`,
      `--project_id=${PROJECT_ID}`,
      '--single_project_mode=true',
    ],
    { log },
  );
  const stop = stopper(child);
  try {
    await waitUntilUp(port, child, 'The Firestore emulator', 60_000);
    await warmUpFirestore(port);
  } catch (error) {
    await stop();
    throw log ? new Error(`${error instanceof Error ? error.message : error} (its log: ${log})`) : error;
  }
  return { host: `${HOST}:${port}`, stop };
}

const FIREBASE_TOOLS_ENV = { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' };

/** Starts the Auth emulator through firebase-tools (its host and port come from firebase.json). */
export async function startAuth({ quiet = false } = {}) {
  if (await isUp(AUTH_PORT)) throw new Error(`Something already listens on ${HOST}:${AUTH_PORT}; stop it first.`);
  const log = logFile('auth', quiet);
  const child = launch('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
    log,
    env: FIREBASE_TOOLS_ENV,
  });
  const stop = stopper(child);
  try {
    await waitUntilUp(AUTH_PORT, child, 'The Auth emulator', 90_000);
  } catch (error) {
    await stop();
    throw log ? new Error(`${error instanceof Error ? error.message : error} (its log: ${log})`) : error;
  }
  return { host: `${HOST}:${AUTH_PORT}`, stop };
}

/**
 * Serves the build in `dist` through the Hosting emulator with firebase.json's hosting section unchanged
 * (headers, rewrites, ignore), so the tests see what production is served. Only the folder and the port
 * differ: they go in a config of its own in a temporary folder, because firebase.json names `dist` and
 * leaves the Hosting emulator's port to firebase-tools. That folder is the emulator's project root, so its
 * debug log lands there too, and both go when it stops. Starts in about 1.5 s (5-7 s on a machine at load 14).
 */
export async function startHosting({ dist = 'dist', port, quiet = false }) {
  if (!existsSync(join(root, dist, 'index.html'))) throw new Error(`No build in ${dist}: build it first.`);
  if (await isUp(port)) throw new Error(`Something already listens on ${HOST}:${port}; stop it first.`);
  const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'vyay-hosting-'));
  const config = {
    // Relative: the emulator joins `public` onto its project root even when it is absolute.
    hosting: { ...hosting, public: relative(dir, join(root, dist)) },
    emulators: { singleProjectMode: true, hosting: { host: HOST, port }, ui: { enabled: false } },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const log = logFile(`hosting-${port}`, quiet);
  // The CLI by its path: `npx firebase` run from the temporary folder would not find this project's copy.
  const cli = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = launch(
    process.execPath,
    [cli, 'emulators:start', '--only', 'hosting', '--project', PROJECT_ID, '--config', join(dir, 'firebase.json')],
    { log, cwd: dir, env: FIREBASE_TOOLS_ENV },
  );
  const stopEmulator = stopper(child);
  const stop = async () => {
    await stopEmulator();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(port, child, 'The Hosting emulator', 30_000);
  } catch (error) {
    await stop();
    throw log ? new Error(`${error instanceof Error ? error.message : error} (its log: ${log})`) : error;
  }
  return { host: `${HOST}:${port}`, stop };
}

/** Runs emulators in the foreground, started side by side, until this process is told to stop. */
async function foreground(...starts) {
  const started = await Promise.allSettled(starts.map((start) => start()));
  const running = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((r) => r.stop()));
    throw failure.reason;
  }
  console.log(`Emulator${running.length > 1 ? 's' : ''} ready at ${running.map((r) => r.host).join(' and ')}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(running.map((r) => r.stop()));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  // Keep the event loop alive until a signal arrives.
  setInterval(() => undefined, 1 << 30);
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'check') {
    const help = missingEmulatorHelp();
    if (help) {
      console.error(help);
      process.exit(1);
    }
  } else if (command === 'firestore') {
    await foreground(() =>
      startFirestore({ port: Number(option('--port', FIRESTORE_PORT)), quiet: process.argv.includes('--quiet') }),
    );
  } else if (command === 'auth') {
    await foreground(() => startAuth({ quiet: process.argv.includes('--quiet') }));
  } else if (command === 'hosting') {
    const port = Number(option('--port', NaN));
    if (!Number.isInteger(port)) {
      console.error('Name the port: node scripts/emulators.mjs hosting --dist dist --port 5050');
      process.exit(2);
    }
    await foreground(() =>
      startHosting({ dist: option('--dist', 'dist'), port, quiet: process.argv.includes('--quiet') }),
    );
  } else if (command === 'cloud') {
    const quiet = process.argv.includes('--quiet');
    // With --reuse, an emulator someone already runs by hand is used as it is (never in CI).
    const reuse = (port, start) => async () =>
      process.argv.includes('--reuse') && (await isUp(port))
        ? { host: `${HOST}:${port}`, stop: async () => {} }
        : start();
    await foreground(
      reuse(FIRESTORE_PORT, () => startFirestore({ quiet })),
      reuse(AUTH_PORT, () => startAuth({ quiet })),
    );
  } else {
    console.error(
      'Usage: node scripts/emulators.mjs check | firestore [--port N] [--quiet] | auth [--quiet] | cloud [--quiet] [--reuse] | hosting --dist DIR --port N [--quiet]',
    );
    process.exit(2);
  }
}
