// The Firebase emulators that cloud mode is tested on, on 127.0.0.1 only.
//
// Firestore: Google's launcher from the Debian package `google-cloud-cli-firestore-emulator` (Java 17),
// started directly because firebase-tools 15 refuses Java below 21 for Firestore. FIRESTORE_EMULATOR_DIR
// may point at another folder holding `cloud_firestore_emulator`.
// Auth: firebase-tools (pure Node) with a demo- project, which never reaches a real Firebase project.
//
//   node scripts/emulators.mjs check                 exit 1 with what to install when something is missing
//   node scripts/emulators.mjs firestore [--port N]  run Firestore in the foreground (Playwright's webServer)
//   node scripts/emulators.mjs auth [--port N]       run Auth in the foreground
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
      'Install it from Google\'s Cloud SDK apt repository (https://cloud.google.com/sdk/docs/install#deb):',
      '  sudo apt-get install -y google-cloud-cli-firestore-emulator openjdk-17-jre-headless',
      'or point FIRESTORE_EMULATOR_DIR at a folder that holds cloud_firestore_emulator',
      '(e.g. the one `gcloud components install cloud-firestore-emulator` makes). With Java 21 or newer,',
      '`npx firebase setup:emulators:firestore` downloads the same emulator for firebase-tools.',
    );
  }
  if (!javaWorks()) {
    problems.push('Java is missing: the Firestore emulator needs Java 17 or newer (Debian: sudo apt-get install -y openjdk-17-jre-headless).');
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

function launch(command, args, options) {
  return spawn(command, args, { cwd: root, detached: true, stdio: options.quiet ? 'ignore' : 'inherit', env: { ...process.env, ...options.env } });
}

/** Starts Firestore with the project's rules and resolves once it answers. */
export async function startFirestore({ port = FIRESTORE_PORT, rules = join(root, 'firestore.rules'), quiet = false } = {}) {
  const launcher = firestoreLauncher();
  if (!launcher) throw new Error(missingEmulatorHelp());
  if (await isUp(port)) throw new Error(`Something already listens on ${HOST}:${port}; stop it or choose another port.`);
  const child = launch(launcher, ['start', `--host=${HOST}`, `--port=${port}`, `--rules=${rules}`, `--project_id=${PROJECT_ID}`, '--single_project_mode=true'], { quiet });
  const stop = stopper(child);
  try {
    await waitUntilUp(port, child, 'The Firestore emulator', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `${HOST}:${port}`, stop };
}

/** Starts the Auth emulator through firebase-tools (its host and port come from firebase.json). */
export async function startAuth({ quiet = false } = {}) {
  if (await isUp(AUTH_PORT)) throw new Error(`Something already listens on ${HOST}:${AUTH_PORT}; stop it first.`);
  const child = launch('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
    quiet,
    env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
  });
  const stop = stopper(child);
  try {
    await waitUntilUp(AUTH_PORT, child, 'The Auth emulator', 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `${HOST}:${AUTH_PORT}`, stop };
}

/** Runs one emulator in the foreground until this process is told to stop, then stops it. */
async function foreground(start) {
  const running = await start();
  console.log(`Emulator ready at ${running.host}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await running.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  // Keep the event loop alive until a signal arrives.
  setInterval(() => undefined, 1 << 30);
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? Number(process.argv[at + 1]) : fallback;
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
    await foreground(() => startFirestore({ port: option('--port', FIRESTORE_PORT) }));
  } else if (command === 'auth') {
    await foreground(() => startAuth());
  } else {
    console.error('Usage: node scripts/emulators.mjs check | firestore [--port N] | auth');
    process.exit(2);
  }
}
