// The live reads of SPEC §7: one function per subscription, each on the ports.
import type { CommonSettings, Ledger, Member, MonthlySettings, OnetimeSettings, RecurringItem, Transaction } from '../../domain/types';
import { where, type Constraint, type DocumentStore, type Unsubscribe } from '../ports';
import { paths } from './paths';

type Next<T> = (value: T) => void;
type OnError = (message: string) => void;

export function watchUserLedgers(docs: DocumentStore, userId: string, next: Next<Ledger[]>, onError: OnError): Unsubscribe {
  return docs.watchQuery<Omit<Ledger, 'id'>>(paths.ledgers(), [where('contributors', 'array-contains', userId)], next, onError);
}

export function watchMembers(docs: DocumentStore, ledgerId: string, next: Next<Member[]>, onError: OnError): Unsubscribe {
  return docs.watchQuery<Omit<Member, 'id'>>(paths.members(ledgerId), [], next, onError);
}

export interface TransactionScope {
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
  next: Next<Transaction[]>,
  onError: OnError,
): Unsubscribe {
  return docs.watchQuery<Omit<Transaction, 'id'>>(paths.transactions(ledgerId), transactionConstraints(scope), next, onError);
}

/** A one-off read of a chosen month, for the month-wise page. */
export function queryTransactions(docs: DocumentStore, ledgerId: string, scope: TransactionScope): Promise<Transaction[]> {
  return docs.query<Omit<Transaction, 'id'>>(paths.transactions(ledgerId), transactionConstraints(scope));
}

export function watchCommonSettings(docs: DocumentStore, ledgerId: string, next: Next<CommonSettings>, onError: OnError): Unsubscribe {
  return docs.watchDoc<CommonSettings & Record<string, unknown>>(paths.commonSettings(ledgerId), next, onError);
}

export function watchMonthlySettings(docs: DocumentStore, ledgerId: string, next: Next<MonthlySettings>, onError: OnError): Unsubscribe {
  return docs.watchDoc<MonthlySettings & Record<string, unknown>>(paths.monthlySettings(ledgerId), next, onError);
}

export function watchOnetimeSettings(docs: DocumentStore, ledgerId: string, next: Next<OnetimeSettings>, onError: OnError): Unsubscribe {
  return docs.watchDoc<OnetimeSettings & Record<string, unknown>>(paths.onetimeSettings(ledgerId), next, onError);
}

export function watchRecurringItems(docs: DocumentStore, ledgerId: string, next: Next<RecurringItem[]>, onError: OnError): Unsubscribe {
  return docs.watchQuery<Omit<RecurringItem, 'id'>>(paths.recurringItems(ledgerId), [], next, onError);
}
