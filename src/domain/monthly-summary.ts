// Month totals, the Settlements table and the monthly Settle Now / unsettle transforms (SPEC §2, §4, §6).
import { fromMilli, toMilli } from './money';
import { addedRecurringIds } from './recurring';
import { buildSettleNow } from './transaction-documents';
import { COMMON_PAYER } from './types';
import type { MonthlySummary, RecurringItem, SettlementRow, Transaction } from './types';

interface MonthlySummaryInput {
  /** The month's transactions, already filtered to what the viewer may see. */
  transactions: Transaction[];
  recurring: RecurringItem[];
  isAdmin: boolean;
}

interface RowAcc {
  paid: number;
  yetToPay: number;
  expenseIds: string[];
}

/**
 * One pass over the month. Settlement transactions are neither income nor expense. A Settlements
 * row exists per person who paid an expense out of their own pocket (from is not 'common'): Paid is
 * their expenses already settled, Yet to pay the rest. Rows are ordered by user id; the UI names them.
 */
export function monthlySummary({ transactions, recurring, isAdmin }: MonthlySummaryInput): MonthlySummary {
  let income = 0;
  let expenses = 0;
  const rows = new Map<string, RowAcc>();
  for (const t of transactions) {
    if (t.type === 'income') {
      income += toMilli(t.amount);
      continue;
    }
    if (t.type !== 'expense') continue;
    const amount = toMilli(t.amount);
    expenses += amount;
    if (!t.from || t.from === COMMON_PAYER) continue;
    let row = rows.get(t.from);
    if (!row) rows.set(t.from, (row = { paid: 0, yetToPay: 0, expenseIds: [] }));
    if (t.isSettled) row.paid += amount;
    else {
      row.yetToPay += amount;
      row.expenseIds.push(t.id);
    }
  }

  const settlements: SettlementRow[] = [...rows.keys()].sort().map((to) => {
    const r = rows.get(to)!;
    return { to, paid: fromMilli(r.paid), yetToPay: fromMilli(r.yetToPay), expenseIds: r.expenseIds };
  });
  const summary: MonthlySummary = { totalExpenses: fromMilli(expenses), settlements };
  if (!isAdmin) return summary;

  const added = addedRecurringIds(transactions);
  let incomeDue = 0;
  let expenseDue = 0;
  for (const item of recurring) {
    if (added.has(item.id)) continue;
    if (item.type === 'income') incomeDue += toMilli(item.amount);
    else expenseDue += toMilli(item.amount);
  }
  return {
    ...summary,
    totalIncome: fromMilli(income),
    balance: fromMilli(income - expenses),
    incomeYetToReceive: fromMilli(incomeDue),
    expensesYetToSpend: fromMilli(expenseDue),
    yetToSettle: fromMilli(settlements.reduce((s, r) => s + toMilli(r.yetToPay), 0)),
  };
}

interface MonthlySettlementInput {
  payer: string;
  expenses: Transaction[];
  owner: string;
  year: number;
  month: number;
  now: number;
}

/**
 * Settle Now for one payer: the settlement (built in transaction-documents) and the expenses it settles.
 * Only the payer's unsettled expenses are taken, whatever the caller passes, so a settlement can never
 * settle something twice.
 */
export function buildMonthlySettlement({ payer, expenses, owner, year, month, now }: MonthlySettlementInput): {
  settlement: Omit<Transaction, 'id'>;
  settledIds: string[];
} {
  const due = expenses.filter((t) => t.type === 'expense' && t.from === payer && !t.isSettled);
  const amount = fromMilli(due.reduce((s, t) => s + toMilli(t.amount), 0));
  return { settledIds: due.map((t) => t.id), settlement: buildSettleNow({ payer, amount, owner, year, month, now }) };
}

/** Fields written on each expense a settlement covers. */
export function settledFields(settlementId: string): Pick<Transaction, 'isSettled' | 'settlementId'> {
  return { isSettled: true, settlementId };
}

/** Fields written when a settlement is deleted; '' rather than a missing field because writes merge. */
export const UNSETTLED_FIELDS: Readonly<Pick<Transaction, 'isSettled' | 'settlementId'>> = Object.freeze({
  isSettled: false,
  settlementId: '',
});
