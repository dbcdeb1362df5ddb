// The live reads of SPEC §7: one function per subscription, each on the ports. Lists arrive decoded,
// with the ids of documents that could not be read (decoded.ts).
import {
  decodeCommonSettings,
  decodeLedger,
  decodeMember,
  decodeMonthlySettings,
  decodeOnetimeSettings,
  decodeRecurringItem,
  decodeTransaction,
} from '../../domain/decode';
import type {
  CommonSettings,
  Ledger,
  Member,
  MonthlySettings,
  OnetimeSettings,
  RecurringItem,
  Transaction,
} from '../../domain/types';
import { monthRange, monthsTouching, type YearMonth } from '../../domain/months';
import { isAdmin, onlyOwnEntries } from '../../domain/roles';
import { where, type Constraint, type DocumentStore, type HeldReader, type Unsubscribe } from '../ports';
import { decodeList, rememberingDecoder } from './decoded';
import { paths } from './paths';

type Next<T> = (value: T) => void;
type NextList<T> = (items: T[], unreadable: string[]) => void;
/** `incomplete`: the range was never downloaded to this device and the server has not answered (ports.ts). */
type NextTransactions = (items: Transaction[], unreadable: string[], incomplete: boolean) => void;
/** `confirmed` is false while the list comes from this device's cache, before the server answered. */
type NextLedgers = (ledgers: Ledger[], unreadable: string[], confirmed: boolean) => void;
type OnError = (message: string) => void;

export function watchUserLedgers(
  docs: DocumentStore,
  userId: string,
  next: NextLedgers,
  onError: OnError,
): Unsubscribe {
  return docs.watchQuery(
    paths.ledgers(),
    [where('contributors', 'array-contains', userId)],
    (raw, meta) => {
      const { items, unreadable } = decodeList(raw, decodeLedger);
      next(items, unreadable, !meta.fromCache);
    },
    onError,
  );
}

export function watchMembers(
  docs: DocumentStore,
  ledgerId: string,
  next: NextList<Member>,
  onError: OnError,
): Unsubscribe {
  return docs.watchQuery(
    paths.members(ledgerId),
    [],
    (raw) => {
      const { items, unreadable } = decodeList(raw, decodeMember);
      next(items, unreadable);
    },
    onError,
  );
}

interface TransactionScope {
  /** Monthly ledgers read one month at a time; one-time ledgers read everything. */
  range?: { start: number; end: number };
  /** Non-admins of a monthly ledger may only read their own entries (SPEC §6), so the query says so. */
  onlyFrom?: string;
}

export function transactionConstraints(scope: TransactionScope): Constraint[] {
  const constraints: Constraint[] = [];
  if (scope.onlyFrom) constraints.push(where('from', '==', scope.onlyFrom));
  if (scope.range) constraints.push(where('date', '>=', scope.range.start), where('date', '<', scope.range.end));
  return constraints;
}

export function watchTransactions(
  docs: DocumentStore,
  ledgerId: string,
  scope: TransactionScope,
  next: NextTransactions,
  onError: OnError,
): Unsubscribe {
  const decode = rememberingDecoder(decodeTransaction);
  return docs.watchQuery(
    paths.transactions(ledgerId),
    transactionConstraints(scope),
    (raw, meta) => {
      const { items, unreadable } = decodeList(raw, decode);
      next(items, unreadable, Boolean(meta.incomplete));
    },
    onError,
  );
}

/** A one-off read of a chosen month, for the month-wise page; unreadable entries are left out. */
export async function queryTransactions(
  docs: DocumentStore,
  ledgerId: string,
  scope: TransactionScope,
): Promise<Transaction[]> {
  return decodeList(await docs.query(paths.transactions(ledgerId), transactionConstraints(scope)), decodeTransaction)
    .items;
}

export function watchCommonSettings(
  docs: DocumentStore,
  ledgerId: string,
  next: Next<CommonSettings>,
  onError: OnError,
): Unsubscribe {
  return docs.watchDoc(paths.commonSettings(ledgerId), (doc) => next(decodeCommonSettings(doc)), onError);
}

export function watchMonthlySettings(
  docs: DocumentStore,
  ledgerId: string,
  next: Next<MonthlySettings>,
  onError: OnError,
): Unsubscribe {
  return docs.watchDoc(paths.monthlySettings(ledgerId), (doc) => next(decodeMonthlySettings(doc)), onError);
}

export function watchOnetimeSettings(
  docs: DocumentStore,
  ledgerId: string,
  next: Next<OnetimeSettings>,
  onError: OnError,
): Unsubscribe {
  return docs.watchDoc(paths.onetimeSettings(ledgerId), (doc) => next(decodeOnetimeSettings(doc)), onError);
}

export function watchRecurringItems(
  docs: DocumentStore,
  ledgerId: string,
  next: NextList<RecurringItem>,
  onError: OnError,
): Unsubscribe {
  return docs.watchQuery(
    paths.recurringItems(ledgerId),
    [],
    (raw) => {
      const { items, unreadable } = decodeList(raw, decodeRecurringItem);
      next(items, unreadable);
    },
    onError,
  );
}

/**
 * The entries of the months `first` to `last` that this person may read in the ledger: a monthly member's
 * own only (SPEC §6). A one-off query, unsorted. Reads need none of the repository's write code, so the
 * screens that only read (Insights, the month-wise page) take this path on a cold start.
 */
export async function readMonths(
  docs: DocumentStore,
  ledger: Ledger,
  userId: string,
  first: YearMonth,
  last: YearMonth,
): Promise<Transaction[]> {
  return queryTransactions(docs, ledger.id, monthsScope(ledger, userId, first, last));
}

function monthsScope(ledger: Ledger, userId: string, first: YearMonth, last: YearMonth): TransactionScope {
  const only = onlyOwnEntries({ monthly: ledger.type === 'monthly', admin: isAdmin(ledger, userId) }, userId);
  const range = { start: monthRange(first.year, first.month).start, end: monthRange(last.year, last.month).end };
  return { range, onlyFrom: only };
}

/** What a screen shows of some months: the entries this device holds, and the months it never downloaded. */
export interface MonthsRead {
  transactions: Transaction[];
  /** Months of the range whose entries this device does not hold and the server could not send (offline). */
  missing: YearMonth[];
}

/**
 * readMonths for a screen (Insights, the month-wise page): in cloud mode the app's mirror answers first
 * (ports.ts readForScreen), and says which months it has never downloaded when the server cannot be asked.
 */
export async function readMonthsForScreen(
  docs: DocumentStore,
  ledger: Ledger,
  userId: string,
  first: YearMonth,
  last: YearMonth,
): Promise<MonthsRead> {
  if (!docs.readForScreen) return { transactions: await readMonths(docs, ledger, userId, first, last), missing: [] };
  const read = await docs.readForScreen(
    paths.transactions(ledger.id),
    transactionConstraints(monthsScope(ledger, userId, first, last)),
  );
  return {
    transactions: decodeList(read.docs, decodeTransaction).items,
    missing: monthsTouching(first, last, read.missing),
  };
}

/**
 * readMonthsForScreen before the store has opened (cloud mode, a cold start): the mirror's entries when it
 * holds every month of the range, else null. `refresh` corrects the mirror from the server once the store
 * is open, as readForScreen does behind what it shows.
 */
export async function readMonthsHeld(
  held: HeldReader,
  ledger: Ledger,
  userId: string,
  first: YearMonth,
  last: YearMonth,
): Promise<{ read: MonthsRead; refresh: (docs: DocumentStore) => void } | null> {
  const path = paths.transactions(ledger.id);
  const constraints = transactionConstraints(monthsScope(ledger, userId, first, last));
  const docs = await held.readHeld(path, constraints);
  if (!docs) return null;
  const read = { transactions: decodeList(docs, decodeTransaction).items, missing: [] };
  return { read, refresh: (store) => store.refreshHeld?.(path, constraints) };
}

/**
 * Cloud mode: brings one month of the ledger onto this device unless its mirror already holds it; says
 * whether it was there, was read, or could not be (offline: Firestore answered from its cache). The device
 * holds everything already: 'held'.
 */
export async function downloadMonth(
  docs: DocumentStore,
  ledger: Ledger,
  userId: string,
  month: YearMonth,
): Promise<'held' | 'read' | 'offline'> {
  const path = paths.transactions(ledger.id);
  const constraints = transactionConstraints(monthsScope(ledger, userId, month, month));
  if (!docs.holds || (await docs.holds(path, constraints))) return 'held';
  await (docs.downloadHeld ? docs.downloadHeld(path, constraints) : docs.query(path, constraints));
  return (await docs.holds(path, constraints)) ? 'read' : 'offline';
}
