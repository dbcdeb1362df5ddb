// Actions on transactions, settlements, recurring items and ledger settings for the screens.
import { queryTransactions } from '../data/repo/live';
import { saveMonthlySettings as writeMonthly, saveOnetimeSettings as writeOnetime } from '../data/repo/settings';
import * as repo from '../data/repo/transactions';
import { sortTransactions } from '../domain/active-ledger';
import { buildMonthlySettlement } from '../domain/monthly-summary';
import { monthRange } from '../domain/months';
import { isAdmin } from '../domain/roles';
import { buildSettleUp } from '../domain/settlements';
import type { MonthlySettings, OnetimeSettings, RecurringItem, Transaction } from '../domain/types';
import { backendReady } from './backend-holder';
import { requireActiveLedger } from './ledger-actions';
import { ledgerStore } from './ledger-store';
import { requireUser } from './session-store';

/** Actions may run before storage has opened (the UI paints from the last saved state), so they wait. */
const docs = async () => (await backendReady()).docs;

export type TransactionDraft = repo.TransactionData & { id?: string };

export async function saveTransaction(tx: TransactionDraft): Promise<string> {
  return repo.saveTransaction(await docs(), requireActiveLedger().id, tx);
}

export async function deleteTransaction(tx: Transaction): Promise<void> {
  await repo.deleteTransaction(await docs(), requireActiveLedger().id, tx);
}

/** Settle Now: repays `payer` for their unsettled expenses of that month, in one batch. */
export async function settleMonthly(payer: string, expenses: Transaction[], year: number, month: number): Promise<void> {
  const { settlement, settledIds } = buildMonthlySettlement({ payer, expenses, owner: requireUser().uid, year, month, now: Date.now() });
  if (settledIds.length === 0) return;
  await repo.settleExpenses(await docs(), requireActiveLedger().id, settlement, settledIds);
}

/** Settle Up in a one-time ledger: the debtor pays the creditor (SPEC §4). */
export async function settleUp(from: string, to: string, amount: number): Promise<void> {
  await repo.saveTransaction(await docs(), requireActiveLedger().id, buildSettleUp({ from, to, amount, owner: requireUser().uid, now: Date.now() }));
}

/** The month-wise page's one-off read; non-admins get only their own entries, as the live query does. */
export async function fetchMonth(year: number, month: number): Promise<Transaction[]> {
  const ledger = requireActiveLedger();
  const user = requireUser();
  const txs = await queryTransactions(await docs(), ledger.id, {
    range: monthRange(year, month),
    onlyFrom: isAdmin(ledger, user.uid) ? undefined : user.uid,
  });
  return sortTransactions(txs);
}

export function findLoadedTransaction(id: string): Transaction | null {
  return ledgerStore.getState().transactions.find((t) => t.id === id) ?? null;
}

/** Edit pages opened from the month-wise page may name a transaction outside the live month. */
export async function loadTransaction(id: string): Promise<Transaction | null> {
  const loaded = findLoadedTransaction(id);
  if (loaded) return loaded;
  return repo.getTransaction(await docs(), requireActiveLedger().id, id);
}

export async function saveRecurringItem(item: Omit<RecurringItem, 'id'> & { id?: string }): Promise<string> {
  return repo.saveRecurringItem(await docs(), requireActiveLedger().id, item);
}

export async function deleteRecurringItem(id: string): Promise<void> {
  await repo.deleteRecurringItem(await docs(), requireActiveLedger().id, id);
}

export async function saveMonthlySettings(patch: Partial<MonthlySettings>): Promise<void> {
  await writeMonthly(await docs(), requireActiveLedger().id, patch);
}

export async function saveOnetimeSettings(settings: OnetimeSettings): Promise<void> {
  await writeOnetime(await docs(), requireActiveLedger().id, settings);
}
