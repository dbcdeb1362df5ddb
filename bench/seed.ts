// Bench-only page, served from the app's origin: signs in on this device and seeds both ledgers through
// the app's own repository into the app's IndexedDB, so the app then opens exactly what a user would have.
import { openDeviceBackend } from '../src/data/device/device-backend';
import { createLedger } from '../src/data/repo/ledgers';
import { addTemporaryMember } from '../src/data/repo/members';
import { saveCommonSettings } from '../src/data/repo/settings';
import { saveRecurringItem, saveTransactions } from '../src/data/repo/transactions';
import { saveUserProfile, setLastUsedLedger } from '../src/data/repo/users';
import {
  BENCH_USER,
  buildMonthlyLedger,
  buildOnetimeLedger,
  MONTHLY_PARTNER,
  TRIP_FIRST_EXPENSE,
  TRIP_MEMBERS,
} from './seed-data';

export interface SeedOptions {
  monthlyCount: number;
  /** Entries a month (seed-data's PER_MONTH by default). */
  perMonth?: number;
  onetimeExpenses: number;
  onetimeSettlements: number;
  /** More trips beside the Goa Trip, each with as many entries as it (the Switch group bench). */
  extraTrips?: number;
  now: number;
}

export interface SeedResult {
  monthlyLedgerId: string;
  monthlyName: string;
  onetimeLedgerId: string;
  onetimeName: string;
  currentMonthCount: number;
  searchMatches: number;
  searchMatchIds: string[];
  searchMatchDescriptions: string[];
  newestCurrentId: string;
  newestCurrentDescription: string;
  months: { year: number; month: number; count: number }[];
  onetimeExpenseCount: number;
  /** Expenses and settlements: every card of the one-time Transactions list. */
  onetimeTransactionCount: number;
  onetimeMembers: number;
  /** The trip's oldest expense: the last card of its list. */
  onetimeLastDescription: string;
  /** Every trip's name: the Goa Trip, then the extra ones. */
  tripNames: string[];
  seedMs: number;
}

const MONTHLY_NAME = 'Household';
const ONETIME_NAME = 'Goa Trip';

async function seed(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { docs, auth } = await openDeviceBackend();
  const user = await auth.signIn(BENCH_USER);
  // Only Google's window can be closed without an answer; the device always answers.
  if (!user) throw new Error('The device sign-in gave no user.');
  await saveUserProfile(docs, user);
  // Created long ago, so the app opens the last used ledger rather than treating one as just created.
  const createdAt = options.now - 400 * 86_400_000;

  const monthly = await createLedger(docs, user, { name: MONTHLY_NAME, type: 'monthly' }, createdAt);
  await addTemporaryMember(docs, monthly, MONTHLY_PARTNER);
  const monthlyData = buildMonthlyLedger({
    count: options.monthlyCount,
    ownerId: user.uid,
    ownerName: user.displayName,
    now: options.now,
    perMonth: options.perMonth,
  });
  await saveCommonSettings(docs, monthly.id, { categories: monthlyData.categories, tags: monthlyData.tags });
  for (const item of monthlyData.recurring) await saveRecurringItem(docs, monthly.id, item);
  await saveTransactions(docs, monthly.id, monthlyData.transactions);

  const onetime = await createLedger(docs, user, { name: ONETIME_NAME, type: 'onetime' }, createdAt);
  for (const name of TRIP_MEMBERS) await addTemporaryMember(docs, onetime, name);
  const onetimeData = buildOnetimeLedger({
    expenses: options.onetimeExpenses,
    settlements: options.onetimeSettlements,
    ownerId: user.uid,
    now: options.now,
  });
  await saveTransactions(docs, onetime.id, onetimeData.transactions);

  const tripNames = [ONETIME_NAME];
  for (let i = 0; i < (options.extraTrips ?? 0); i++) {
    const name = `Trip ${String(i + 2).padStart(2, '0')}`;
    const trip = await createLedger(docs, user, { name, type: 'onetime' }, createdAt);
    for (const member of TRIP_MEMBERS) await addTemporaryMember(docs, trip, member);
    // A seed of its own for each, so every trip leaves the bench user in a different position.
    const data = buildOnetimeLedger({
      expenses: options.onetimeExpenses,
      settlements: options.onetimeSettlements,
      ownerId: user.uid,
      now: options.now,
      seed: 100 + i,
    });
    await saveTransactions(docs, trip.id, data.transactions);
    tripNames.push(name);
  }

  await setLastUsedLedger(docs, user, monthly.id);
  return {
    monthlyLedgerId: monthly.id,
    monthlyName: MONTHLY_NAME,
    onetimeLedgerId: onetime.id,
    onetimeName: ONETIME_NAME,
    currentMonthCount: monthlyData.currentMonthCount,
    searchMatches: monthlyData.searchMatches,
    searchMatchIds: monthlyData.searchMatchIds,
    searchMatchDescriptions: monthlyData.searchMatchDescriptions,
    newestCurrentId: monthlyData.newestCurrentId,
    newestCurrentDescription: monthlyData.newestCurrentDescription,
    months: monthlyData.months,
    onetimeExpenseCount: onetimeData.expenseCount,
    onetimeTransactionCount: onetimeData.transactions.length,
    onetimeMembers: TRIP_MEMBERS.length + 1,
    onetimeLastDescription: TRIP_FIRST_EXPENSE,
    tripNames,
    seedMs: Math.round(performance.now() - started),
  };
}

declare global {
  interface Window {
    vyaySeed?: (options: SeedOptions) => Promise<SeedResult>;
  }
}

window.vyaySeed = seed;
