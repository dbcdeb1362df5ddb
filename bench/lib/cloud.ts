// Cloud figures on the Firebase emulators (127.0.0.1 only): the ledger seeded into Firestore's persistent
// cache and the app's mirror, how long one person's Save takes to show on another person's screen, and a new
// device reading its history.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  FIRESTORE_PORT,
  HOST,
  missingEmulatorHelp,
  PROJECT_ID,
  startAuth,
  startFirestore,
} from '../../scripts/emulators.mjs';
import { MIRROR_DB_NAME } from '../../src/data/mirror/transaction-mirror';
import { monthRange, monthsBefore, type YearMonth } from '../../src/domain/months';
import { HISTORY_MONTHS } from '../../src/store/history-keeper';
import type { CloudSeedResult } from '../seed-cloud';
import { BENCH_USER } from '../seed-data';
import { installServiceWorker, openApp } from './screens';

export type Log = (...parts: unknown[]) => void;

/** The seeded cloud ledger as the screens see it, with how long seeding took in all. */
export type CloudSeed = Omit<CloudSeedResult, 'transactions'>;

/** Ben's and Asha's pages during the sync run. */
interface SyncWindow extends Window {
  __vyaySeen: Promise<number>;
  __vyaySavedAt: number | null;
}

/** Starts both emulators, or returns null with the reason printed when they cannot run here. */
export async function startEmulators(log: Log): Promise<{ stop: () => Promise<unknown> } | null> {
  const help = missingEmulatorHelp();
  if (help) {
    log(`cloud figures skipped, the emulators cannot start:\n${help}`);
    return null;
  }
  const firestore = await startFirestore({ quiet: true });
  try {
    const auth = await startAuth({ quiet: true });
    return { stop: () => Promise.all([auth.stop(), firestore.stop()]) };
  } catch (error) {
    await firestore.stop();
    throw error;
  }
}

/** The emulator build's login screen, as a person uses it; resolves once the signed-in frame shows. */
export async function signIn(page: Page, origin: string, { name, email }: { name: string; email: string }) {
  await page.goto(origin);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in with a test Google account' }).click();
  await page.getByRole('button', { name: 'Menu' }).waitFor({ timeout: 30_000 });
}

// Seeding waits for every write to be acknowledged; if the emulator goes away, that wait never ends.
const SEED_TIMEOUT_MS = 15 * 60_000;
// Reading 100,000 entries into the cache took about 12 minutes on a busy 2-core machine.
const FILL_TIMEOUT_MS = 30 * 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 60_000} min`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A fresh context signed in to the emulator build, its monthly ledger written through the app's
 * repository by the bench seeder (bench/seed-cloud.ts), then taken offline.
 */
export async function preparedCloudContext(
  browser: Browser,
  origin: string,
  monthlyCount: number,
  log: Log,
  { perMonth }: { perMonth?: number } = {},
): Promise<{ context: BrowserContext; seed: CloudSeed }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await signIn(page, origin, BENCH_USER);
  await installServiceWorker(page);
  await page.close();
  // No app page is open while seeding, so nothing reacts to the writes.
  const seeder = await context.newPage();
  // The seeder's errors (a refused write names its document) show in the bench's log.
  seeder.on('console', (m) => m.type() === 'error' && log('seeder:', m.text()));
  await seeder.goto(`${origin}/bench/seed-cloud.html`);
  await seeder.waitForFunction(() => typeof window.vyaySeedCloud === 'function');
  const { transactions, ...seed } = await withTimeout(
    seeder.evaluate((options) => window.vyaySeedCloud!(options), { monthlyCount, perMonth, now: Date.now() }),
    SEED_TIMEOUT_MS,
    `writing the ledger through the emulator`,
  );
  const committed = performance.now();
  await commitOnServer(seed.ledgerId, transactions);
  const commitMs = Math.round(performance.now() - committed);
  const filled = performance.now();
  const dates = transactions.map((t) => t.date as number);
  const cached = await withTimeout(
    seeder.evaluate(([id, all]) => window.vyayFillCache!(id, all), [seed.ledgerId, dates] as const),
    FILL_TIMEOUT_MS,
    'reading the ledger into the cache',
  );
  const fillMs = Math.round(performance.now() - filled);
  if (cached !== monthlyCount) throw new Error(`the cache holds ${cached} transactions, not ${monthlyCount}`);
  await seeder.close();
  // Then the app itself, online, as a person opens it after signing in: its listeners bring the ledger list
  // and profile into Firestore's cache and hold them there. The seeder never listens to them, and during a
  // long fill (100,000 entries: 13 min) Firestore's garbage collection evicted them, so the app opened
  // offline found no ledger ("You have no ledgers"). In the app they are always listened to.
  await (await openApp(context, origin)).close();
  log(
    `cloud: ledger written through the app in ${seed.seedMs} ms; ${monthlyCount} transactions committed on the emulator in ${commitMs} ms ` +
      `and read into the persistent cache in ${fillMs} ms; this month holds ${seed.currentMonthCount}`,
  );
  await context.setOffline(true);
  return { context, seed: { ...seed, seedMs: seed.seedMs + commitMs + fillMs } };
}

/** Two people in two contexts sharing one one-time ledger, both on its home screen. */
async function sharedLedger(browser: Browser, origin: string): Promise<{ asha: Page; ben: Page }> {
  const ben = await (await browser.newContext()).newPage();
  // Ben signs in first, so his profile exists when Asha adds him by email.
  await signIn(ben, origin, { name: 'Ben', email: 'ben.bench@example.com' });
  const asha = await (await browser.newContext()).newPage();
  await signIn(asha, origin, { name: 'Asha', email: 'asha.bench@example.com' });
  await asha.getByRole('link', { name: 'Add group' }).click();
  await asha.getByRole('textbox', { name: 'Group name' }).fill('Sync bench');
  const monthly = asha.getByRole('switch', { name: 'Monthly' });
  if (await monthly.isChecked()) await monthly.click();
  await asha.getByRole('button', { name: 'Save' }).click();
  await asha.getByRole('banner').getByRole('link', { name: 'Sync bench' }).waitFor();
  await asha.goto(`${origin}/ledger/members`);
  await asha.getByRole('textbox', { name: 'Member email' }).fill('ben.bench@example.com');
  await asha.getByRole('button', { name: 'Add member' }).click();
  await asha.getByText('Member added successfully').last().waitFor();
  await asha.goto(origin);
  await asha.getByRole('heading', { name: 'Total Expenses' }).waitFor();
  // The shared ledger reaches Ben live and, as his only one, opens.
  await ben.getByRole('heading', { name: 'Total Expenses' }).waitFor({ timeout: 30_000 });
  return { asha, ben };
}

/** Ben's page resolves `window.__vyaySeen` with Date.now() when a card with this name first appears. */
function armObserver(description: string) {
  const found = () =>
    [...document.querySelectorAll('article[aria-label]')].some((a) => a.getAttribute('aria-label') === description);
  (window as unknown as SyncWindow).__vyaySeen = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`"${description}" did not reach the other screen within 30 s`)),
      30_000,
    );
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(Date.now());
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  return true;
}

/** Asha's page records Date.now() at the Save click, captured before the app sees it. */
function armSaveClock() {
  const w = window as unknown as SyncWindow;
  w.__vyaySavedAt = null;
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('button')?.textContent?.trim() !== 'Save') return;
    w.__vyaySavedAt = Date.now();
    window.removeEventListener('click', onClick, true);
  };
  window.addEventListener('click', onClick, true);
  return true;
}

/**
 * Wall time from Asha's Save to Ben's screen showing the expense, per write. Both pages read Date.now()
 * on the same machine, so one clock serves both; the write goes through the emulator and back.
 */
export async function syncLatencies(browser: Browser, origin: string, writes: number): Promise<number[]> {
  const { asha, ben } = await sharedLedger(browser, origin);
  const samples = [];
  try {
    for (let i = 0; i < writes; i++) {
      const description = `Sync bench ${i}`;
      await asha.getByRole('link', { name: 'Add Expense' }).click();
      await asha.getByRole('textbox', { name: 'Description' }).fill(description);
      await asha.getByRole('textbox', { name: 'Amount' }).fill(String(100 + i));
      await ben.evaluate(armObserver, description);
      await asha.evaluate(armSaveClock);
      await asha.getByRole('button', { name: 'Save' }).click();
      const seenAt = await ben.evaluate(() => (window as unknown as SyncWindow).__vyaySeen);
      const savedAt = await asha.evaluate(() => (window as unknown as SyncWindow).__vyaySavedAt);
      if (savedAt === null) throw new Error(`Asha's Save click for "${description}" was not seen`);
      samples.push(seenAt - savedAt);
      // Back on Asha's home before the next write, as a person would be.
      await asha.getByRole('heading', { name: 'Total Expenses' }).waitFor();
    }
  } finally {
    await asha.context().close();
    await ben.context().close();
  }
  return samples;
}

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// The emulator's REST API, as its owner (rules do not apply): what a server-side import would do.
const DOCUMENTS = `http://${HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
// Firestore's limit of writes in one commit.
const BATCH = 500;

type RestValue =
  | { nullValue: null }
  | { stringValue: string }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

/** A JavaScript value as a Firestore REST value (the shapes the seeded transactions use). */
function toValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
}

function toFields(object: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(
    Object.entries(object)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toValue(v)]),
  );
}

/** Commits the transactions BATCH at a time. */
async function commitOnServer(ledgerId: string, transactions: Record<string, unknown>[]) {
  const name = (id: unknown) =>
    `projects/${PROJECT_ID}/databases/(default)/documents/ledgers/${ledgerId}/transactions/${String(id)}`;
  for (let i = 0; i < transactions.length; i += BATCH) {
    const writes = transactions
      .slice(i, i + BATCH)
      .map(({ id, ...data }) => ({ update: { name: name(id), fields: toFields(data) } }));
    const response = await fetch(`${DOCUMENTS}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok)
      throw new Error(`committing transactions on the emulator failed: ${response.status} ${await response.text()}`);
  }
}

/** A new device's first visit, until its mirror holds the months the history keeper reads by itself. */
export interface HistoryRead {
  /** From the home page's navigation until the mirror holds them (checked every POLL_MS). */
  ms: number;
  /** The page's main-thread task time over the same interval (CDP Performance's TaskDuration). */
  mainThreadMs: number;
  /** Of which JavaScript (ScriptDuration). */
  scriptMs: number;
  /** The ledger's entries the mirror then holds in those months. */
  entries: number;
}

/** What the page's poll looks for: the mirror's record of the spans it holds, and the span wanted. */
interface HeldArgs {
  database: string;
  spansPath: string;
  transactions: string;
  start: number;
  end: number;
  pollMs: number;
  timeoutMs: number;
}

const POLL_MS = 200;
// Ten minutes: the download took under a minute at 10,000 on this machine; a stalled one fails the part.
const HISTORY_TIMEOUT_MS = 10 * 60_000;

/**
 * A new device: a fresh context that signs in as the bench user with no app screen running (the seeder
 * page's vyaySignIn), then opens home online, as a person does after signing in. The history keeper then
 * reads the HISTORY_MONTHS months before this one into the mirror at idle moments; the page polls the
 * mirror's own record of the spans it holds. Main-thread time is the renderer's, from CDP's Performance
 * metrics read just before the navigation and just after the mirror holds the months.
 */
export async function newDeviceHistory(
  browser: Browser,
  origin: string,
  { ledgerId, current }: { ledgerId: string; current: YearMonth },
  log: Log,
): Promise<HistoryRead> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    // Why a month was not stored (a short answer, a failed read) shows in the bench's log.
    page.on('console', (m) => ['error', 'warning', 'info'].includes(m.type()) && log('new device:', m.text()));
    await page.goto(`${origin}/bench/seed-cloud.html`);
    await page.waitForFunction(() => typeof window.vyaySignIn === 'function');
    await page.evaluate((user) => window.vyaySignIn!(user), { name: BENCH_USER.name, email: BENCH_USER.email });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = await mainThread(cdp);
    await page.goto(origin);
    const args: HeldArgs = {
      database: MIRROR_DB_NAME,
      spansPath: `ledgers/${ledgerId}/mirrorSpans/all`,
      transactions: `ledgers/${ledgerId}/transactions`,
      ...historySpan(current),
      pollMs: POLL_MS,
      timeoutMs: HISTORY_TIMEOUT_MS,
    };
    const ms = await page.evaluate(waitUntilHeld, args);
    const after = await mainThread(cdp);
    const entries = await page.evaluate(countHeld, args);
    await cdp.detach();
    return {
      ms,
      mainThreadMs: after.task - before.task,
      scriptMs: after.script - before.script,
      entries,
    };
  } finally {
    await context.close();
  }
}

/** The months the history keeper reads: the HISTORY_MONTHS before this one, as one span of time. */
function historySpan(current: YearMonth): { start: number; end: number } {
  const oldest = monthsBefore(current, HISTORY_MONTHS).at(-1)!;
  return { start: monthRange(oldest.year, oldest.month).start, end: monthRange(current.year, current.month).start };
}

/** The renderer's main-thread task and script time so far, in ms. */
async function mainThread(cdp: CDPSession): Promise<{ task: number; script: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: seconds('TaskDuration') * 1000, script: seconds('ScriptDuration') * 1000 };
}

/**
 * In the page (so it names no helper of this module): resolves with performance.now() (ms since this
 * page's navigation began) at the first poll that finds the span held. The mirror is opened only where it
 * exists, so a poll never creates it.
 */
async function waitUntilHeld({ database, spansPath, start, end, pollMs, timeoutMs }: HeldArgs): Promise<number> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const held = async () => {
    const open = indexedDB.open(database);
    open.onupgradeneeded = () => open.transaction?.abort();
    const db = await request(open).catch(() => null);
    if (!db) return false;
    try {
      if (!db.objectStoreNames.contains('docs')) return false;
      const record = (await request(db.transaction('docs').objectStore('docs').get(spansPath))) as
        { data?: { spans?: { start: number; end: number }[] } } | undefined;
      return (record?.data?.spans ?? []).some((s) => s.start <= start && s.end >= end);
    } finally {
      db.close();
    }
  };
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await held()) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`the mirror did not hold the ${spansPath} span within ${timeoutMs / 60_000} min`);
}

/** In the page: the ledger's entries the mirror holds in the span (its index by collection and date). */
async function countHeld({ database, transactions, start, end }: HeldArgs): Promise<number> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const db = await request(indexedDB.open(database));
  try {
    const range = IDBKeyRange.bound([transactions, start], [transactions, end], false, true);
    return await request(db.transaction('docs').objectStore('docs').index('parentDate').count(range));
  } finally {
    db.close();
  }
}
