// The repository of the active ledger, bound to this session's storage and user. Screens take it per
// action: storage may open after the UI painted from the last saved state, so it is awaited.
import { loadOnce } from '../data/load-once';
import type { LedgerRepository } from '../data/repo/ledger-repository';
import { readMonthsForScreen, readMonthsHeld, type MonthsRead } from '../data/repo/live';
import { sortTransactions } from '../domain/active-ledger';
import type { YearMonth } from '../domain/months';
import { nameLookup } from '../domain/member-names';
import type { Ledger } from '../domain/types';
import { currentActiveLedger, currentLedgerState } from './ledger-store';
import { backendReady, readSession, requireUser } from './session-store';

export function requireActiveLedger(): Ledger {
  const ledger = currentActiveLedger();
  if (!ledger) throw new Error('No ledger is selected.');
  return ledger;
}

/**
 * The repository loads with the first change a person makes, not with the first screen: screens read
 * through the live subscriptions, and every write is async anyway.
 */
const repositoryCode = loadOnce(() => import('../data/repo/ledger-repository'));

export async function activeLedger(): Promise<LedgerRepository> {
  const [{ docs }, { LedgerRepository }] = await Promise.all([backendReady(), repositoryCode()]);
  const { members } = currentLedgerState();
  return new LedgerRepository(docs, requireActiveLedger(), requireUser(), Date.now, nameLookup(members));
}

/**
 * Fetches the repository and the log's wording once the first screen is up, so that the first change (a
 * Settle Now pressed at once, then the app closed) never waits on loading code: in a moment the change is
 * written, not after a download.
 */
export function preloadChangeCode(): void {
  void repositoryCode().then((m) => m.preloadLogText());
}

/**
 * The active ledger's entries from month `first` to `last` that this person may read, and the months this
 * device never downloaded (cloud mode, offline): reads only, so a cold start on Insights or the month-wise
 * page does not wait for the repository's code. In cloud mode, before the backend has opened, the mirror
 * answers alone when it holds the whole range: a cold start does not wait for Firebase either.
 */
export async function readActiveMonths(first: YearMonth, last: YearMonth): Promise<MonthsRead> {
  const { backend, held } = readSession();
  const mirror = backend ? null : await held;
  const early = mirror && (await readMonthsHeld(mirror, requireActiveLedger(), requireUser().uid, first, last));
  if (early) {
    void backendReady().then(({ docs }) => early.refresh(docs));
    return early.read;
  }
  const { docs } = await backendReady();
  return readMonthsForScreen(docs, requireActiveLedger(), requireUser().uid, first, last);
}

/** One month, newest first, as the month-wise page lists it. */
export async function readActiveMonth(month: YearMonth): Promise<MonthsRead> {
  const read = await readActiveMonths(month, month);
  return { ...read, transactions: sortTransactions(read.transactions) };
}

/** Edit pages opened from the month-wise page may name a transaction outside the live month. */
export async function loadTransaction(id: string) {
  const loaded = currentLedgerState().transactions.find((t) => t.id === id);
  return loaded ?? (await activeLedger()).getTransaction(id);
}

/** Admins delete what cannot be read in the active ledger; returns how many entries went. */
export async function deleteUnreadableEntries(): Promise<number> {
  const { unreadableTransactions, unreadableRecurring } = currentLedgerState();
  return (await activeLedger()).deleteUnreadable(unreadableTransactions, unreadableRecurring);
}
