// Actions on transactions, settlements, recurring items and ledger settings for the screens.
import { DocumentMissingError } from '../data/ports';
import { queryTransactions } from '../data/repo/live';
import { saveMonthlySettings as writeMonthly, saveOnetimeSettings as writeOnetime } from '../data/repo/settings';
import { paths } from '../data/repo/paths';
import * as repo from '../data/repo/transactions';
import { sortTransactions } from '../domain/active-ledger';
import { buildMonthlySettlement } from '../domain/monthly-summary';
import { monthRange } from '../domain/months';
import { isAdmin, onlyOwnEntries } from '../domain/roles';
import { buildSettleUp } from '../domain/settlements';
import { monthlySettlementId, settleUpId } from '../domain/derived-id';
import { changedFields } from '../domain/transaction-changes';
import type { Draft, MonthlySettings, OnetimeSettings, RecurringItem, Transaction } from '../domain/types';
import { requireActiveLedger } from './ledger-actions';
import { currentLedgerState } from './ledger-store';
import { backendReady, requireUser } from './session-store';

/** Actions may run before storage has opened (the UI paints from the last saved state), so they wait. */
const docs = async () => (await backendReady()).docs;

type TransactionDraft = Draft<Transaction>;

export { SettledMeanwhileError, TransactionDeletedError } from '../data/repo/transactions';

/** A new entry. Edits go through editTransaction. */
export async function saveTransaction(tx: TransactionDraft): Promise<string> {
  return repo.saveTransaction(await docs(), requireActiveLedger().id, tx);
}

/**
 * Saves an edit form: only the fields that differ from `opened` (what the form showed) are written, on
 * top of the stored transaction. Throws TransactionDeletedError when it was deleted meanwhile.
 */
export async function editTransaction(opened: Transaction, draft: TransactionDraft): Promise<void> {
  const changes = changedFields(opened, draft);
  await repo.updateTransaction(await docs(), requireActiveLedger().id, opened, changes, Date.now());
}

export async function deleteTransaction(tx: Transaction): Promise<void> {
  await repo.deleteTransaction(await docs(), requireActiveLedger().id, tx);
}

/**
 * Settle Now: repays `payer` for their unsettled expenses of that month, in one batch. The expenses are
 * read again first (another tab or device may have settled or deleted some), and the settlement's id is
 * derived from the ones it settles, so pressing twice, anywhere, writes one settlement.
 */
export async function settleMonthly(
  payer: string,
  expenses: Transaction[],
  year: number,
  month: number,
): Promise<void> {
  const store = await docs();
  const ledgerId = requireActiveLedger().id;
  const candidates = expenses.filter((t) => t.type === 'expense' && t.from === payer && !t.isSettled).map((t) => t.id);
  // An expense deleted between the read and the write fails the batch as a whole; read again once.
  for (let attempt = 1; ; attempt += 1) {
    const current = await repo.unsettledNow(store, ledgerId, candidates);
    const { settlement, settledIds } = buildMonthlySettlement({
      payer,
      expenses: current,
      owner: requireUser().uid,
      year,
      month,
      now: Date.now(),
    });
    if (settledIds.length === 0) return;
    try {
      await repo.settleExpenses(store, ledgerId, await monthlySettlementId(settledIds), settlement, settledIds);
      return;
    } catch (error) {
      if (!(error instanceof DocumentMissingError) || attempt === 2) throw error;
    }
  }
}

/**
 * Settle Up in a one-time ledger: the debtor pays the creditor (SPEC §4). The id is derived from the
 * transfer and the ledger's entries it was computed from, so a second press (another tab, a double tap,
 * another device on the same view) writes the same settlement instead of flipping the debt.
 */
export async function settleUp(from: string, to: string, amount: number): Promise<void> {
  const id = await settleUpId({ from, to, amount }, currentLedgerState().transactions);
  const settlement = buildSettleUp({ from, to, amount, owner: requireUser().uid, now: Date.now() });
  await repo.saveSettleUpOnce(await docs(), requireActiveLedger().id, id, settlement);
}

/** The month-wise page's one-off read; non-admins get only their own entries, as the live query does. */
export async function fetchMonth(year: number, month: number): Promise<Transaction[]> {
  const ledger = requireActiveLedger();
  const user = requireUser();
  const txs = await queryTransactions(await docs(), ledger.id, {
    range: monthRange(year, month),
    onlyFrom: onlyOwnEntries({ monthly: ledger.type === 'monthly', admin: isAdmin(ledger, user.uid) }, user.uid),
  });
  return sortTransactions(txs);
}

function findLoadedTransaction(id: string): Transaction | null {
  return currentLedgerState().transactions.find((t) => t.id === id) ?? null;
}

/** Edit pages opened from the month-wise page may name a transaction outside the live month. */
export async function loadTransaction(id: string): Promise<Transaction | null> {
  const loaded = findLoadedTransaction(id);
  if (loaded) return loaded;
  return repo.getTransaction(await docs(), requireActiveLedger().id, id);
}

export async function saveRecurringItem(item: Draft<RecurringItem>): Promise<string> {
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

/**
 * Deletes the active ledger's transactions and recurring items that cannot be read. Their content is
 * unknown, so nothing else is touched (a broken settlement's expenses keep their marks). Admins only.
 */
export async function deleteUnreadableEntries(): Promise<number> {
  const ledgerId = requireActiveLedger().id;
  const { unreadableTransactions, unreadableRecurring } = currentLedgerState();
  const targets = [
    ...unreadableTransactions.map((id) => paths.transaction(ledgerId, id)),
    ...unreadableRecurring.map((id) => paths.recurringItem(ledgerId, id)),
  ];
  await repo.deleteUnreadable(await docs(), targets);
  return targets.length;
}
