// Bench-only page of the emulator-mode bench build: with the person already signed in through the
// app's login screen (same origin, so Auth's IndexedDB session is shared), writes the monthly ledger
// through the app's own repository into Firestore. The ledger, its member, settings and recurring items
// go through the app's writes; the 10,000 transactions are handed back to the harness, which commits them
// on the emulator's REST API (one client acknowledging 10,000 writes one batch at a time takes minutes
// on the emulator), and then `vyayFillCache` reads them all once, as the app would, into Firestore's
// persistent cache, so the app opens them with no network.
import { openBackend } from '../src/data/backend';
import { MirroredDocumentStore } from '../src/data/mirror/mirrored-store';
import type { AuthUser, Backend } from '../src/data/ports';
import { createLedger } from '../src/data/repo/ledgers';
import { addTemporaryMember } from '../src/data/repo/members';
import { saveCommonSettings } from '../src/data/repo/settings';
import { saveRecurringItem } from '../src/data/repo/transactions';
import { queryTransactions } from '../src/data/repo/live';
import { currentMonth, monthRange } from '../src/domain/months';
import { setLastUsedLedger } from '../src/data/repo/users';
import { buildMonthlyLedger, MONTHLY_PARTNER } from './seed-data';

export interface CloudSeedOptions {
  monthlyCount: number;
  /** Entries a month (seed-data's PER_MONTH by default). */
  perMonth?: number;
  now: number;
}

export interface CloudSeedResult {
  monthlyName: string;
  ledgerId: string;
  currentMonthCount: number;
  searchMatches: number;
  searchMatchIds: string[];
  searchMatchDescriptions: string[];
  newestCurrentId: string;
  newestCurrentDescription: string;
  months: { year: number; month: number; count: number }[];
  /** The transactions for the harness to commit on the server, ids included. */
  transactions: Record<string, unknown>[];
  /** Until the emulator acknowledged every write made here. */
  seedMs: number;
}

const MONTHLY_NAME = 'Household';

/** The emulator backend, opened once. */
const backend: { opened: Promise<Backend> | null } = { opened: null };

/** The app's own mode switch, which opens openFirebaseBackend on the emulators in this build; once a page. */
function openEmulatorBackend(): Promise<Backend> {
  // .env.emulator's demo- project, inlined by Vite's `--mode emulator`.
  backend.opened ??= openBackend('emulator', import.meta.env);
  return backend.opened;
}

/** The session the login screen left in this origin's Auth storage. */
function signedInUser(backend: Backend): Promise<AuthUser> {
  return new Promise((resolve, reject) => {
    const stop = backend.auth.onUserChanged((user) => {
      if (!user) return reject(new Error('Sign in through the app before seeding.'));
      resolve(user);
      queueMicrotask(() => stop());
    });
  });
}

async function seedCloud(options: CloudSeedOptions): Promise<CloudSeedResult> {
  const started = performance.now();
  const backend = await openEmulatorBackend();
  const { docs } = backend;
  const user = await signedInUser(backend);
  // Created long ago, so the app opens the last used ledger rather than treating one as just created.
  const createdAt = options.now - 400 * 86_400_000;
  const monthly = await createLedger(docs, user, { name: MONTHLY_NAME, type: 'monthly' }, createdAt);
  await addTemporaryMember(docs, monthly, MONTHLY_PARTNER);
  const data = buildMonthlyLedger({
    count: options.monthlyCount,
    ownerId: user.uid,
    ownerName: user.displayName,
    now: options.now,
    perMonth: options.perMonth,
  });
  await saveCommonSettings(docs, monthly.id, { categories: data.categories, tags: data.tags });
  for (const item of data.recurring) await saveRecurringItem(docs, monthly.id, item);
  await setLastUsedLedger(docs, user, monthly.id);
  // Resolved writes may still be queued locally; the figure is for a cache that the server has confirmed.
  await waitForAcknowledged(backend);
  return {
    monthlyName: MONTHLY_NAME,
    ledgerId: monthly.id,
    currentMonthCount: data.currentMonthCount,
    searchMatches: data.searchMatches,
    searchMatchIds: data.searchMatchIds,
    searchMatchDescriptions: data.searchMatchDescriptions,
    newestCurrentId: data.newestCurrentId,
    newestCurrentDescription: data.newestCurrentDescription,
    months: data.months,
    transactions: data.transactions,
    seedMs: Math.round(performance.now() - started),
  };
}

/**
 * Reads every transaction of the ledger from the server once, month by month as the month-wise page
 * does, which leaves them in the persistent cache. Over the emulator's long-polling channel a large
 * answer sometimes fails and getDocs then quietly answers from the cache, so a month whose count falls
 * short of what was committed is read again (up to FILL_ATTEMPTS times: with 120 months of 834, three
 * reads left 635 of 100,000 out once).
 */
const FILL_ATTEMPTS = 8;

async function fillCache(ledgerId: string, dates: number[]): Promise<number> {
  const { docs } = await openEmulatorBackend();
  const expected = new Map<string, number>();
  for (const date of dates) {
    const { year, month } = currentMonth(date);
    expected.set(`${year}-${month}`, (expected.get(`${year}-${month}`) ?? 0) + 1);
  }
  let read = 0;
  for (const [key, count] of expected) {
    const [year, month] = key.split('-').map(Number) as [number, number];
    let got = 0;
    for (let attempt = 0; attempt < FILL_ATTEMPTS && got < count; attempt++) {
      got = (await queryTransactions(docs, ledgerId, { range: monthRange(year, month) })).length;
    }
    if (got < count) console.error(`${year}-${month}: ${got} of ${count} in the cache after ${FILL_ATTEMPTS} reads`);
    read += got;
  }
  // The mirror stores each server answer after the read resolves; the harness closes this page next, and
  // the last month's answer was lost with it (its month then read as never downloaded).
  if (docs instanceof MirroredDocumentStore) await docs.mirror.settled();
  return read;
}

/**
 * Signs in through the app's own Auth adapter with no app screen running, so a page opened next starts as
 * a new device with a session and nothing else: the login screen's sign-in, without the app's start
 * that follows it on the same page.
 */
async function signInOnly(input: { name: string; email: string }): Promise<string> {
  const { auth } = await openEmulatorBackend();
  const user = await auth.signIn(input);
  if (!user) throw new Error(`${input.email} could not sign in`);
  return user.uid;
}

/** Resolves once the store's count of writes the server has not acknowledged drops to zero. */
function waitForAcknowledged(backend: Backend): Promise<void> {
  const pending = backend.pendingWrites;
  if (!pending) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = pending.subscribe((count) => {
      if (count > 0) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}

declare global {
  interface Window {
    vyaySeedCloud?: (options: CloudSeedOptions) => Promise<CloudSeedResult>;
    vyayFillCache?: (ledgerId: string, dates: number[]) => Promise<number>;
    vyaySignIn?: (input: { name: string; email: string }) => Promise<string>;
  }
}

window.vyaySeedCloud = seedCloud;
window.vyayFillCache = fillCache;
window.vyaySignIn = signInOnly;
