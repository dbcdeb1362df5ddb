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
import { monthRange, type YearMonth } from '../../domain/months';
import { isAdmin, onlyOwnEntries } from '../../domain/roles';
import { where, type Constraint, type DocumentStore, type Unsubscribe } from '../ports';
import { decodeList } from './decoded';
import { paths } from './paths';

type Next<T> = (value: T) => void;
type NextList<T> = (items: T[], unreadable: string[]) => void;
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
  next: NextList<Transaction>,
  onError: OnError,
): Unsubscribe {
  return docs.watchQuery(
    paths.transactions(ledgerId),
    transactionConstraints(scope),
    (raw) => {
      const { items, unreadable } = decodeList(raw, decodeTransaction);
      next(items, unreadable);
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
  const only = onlyOwnEntries({ monthly: ledger.type === 'monthly', admin: isAdmin(ledger, userId) }, userId);
  const range = { start: monthRange(first.year, first.month).start, end: monthRange(last.year, last.month).end };
  return queryTransactions(docs, ledger.id, { range, onlyFrom: only });
}
