// Home, admins only: one bar per budgeted category with spent, left and days left, in words as well as colour.
// Members see only their own entries (SPEC §6), so for them a household limit would be measured against a part
// of the spending, and the whole would reveal others' entries: the section is not shown to them.
import { useMemo, useState } from 'react';
import { BUDGET_STATUS, budgetProgress, budgetRowText, type BudgetRow } from '../../domain/category-budgets';
import type { Transaction } from '../../domain/types';
import { useMonthlySettings } from '../../store/ledger-store';
import { useLedgerCurrency } from '../../ui/money';

interface Props {
  transactions: Transaction[];
  year: number;
  month: number;
}

export function CategoryBudgetsProgress({ transactions, year, month }: Props) {
  const budgets = useMonthlySettings()?.budgets;
  const currency = useLedgerCurrency();
  // Days left count from when home was opened; opening it again (after any save) counts afresh.
  const [now] = useState(() => Date.now());
  const rows = useMemo(
    () => (budgets ? budgetProgress(transactions, budgets, { year, month, now }) : []),
    [budgets, transactions, year, month, now],
  );
  if (!rows.length) return null;
  return (
    <section className="card budgets-card" aria-labelledby="budgets-title">
      <h2 id="budgets-title">Budgets</h2>
      <ul className="budget-list">
        {rows.map((row) => (
          <BudgetProgressRow key={row.category} row={row} currency={currency} />
        ))}
      </ul>
    </section>
  );
}

function BudgetProgressRow({ row, currency }: { row: BudgetRow; currency: string }) {
  const text = budgetRowText(row, currency);
  const status = BUDGET_STATUS[row.level];
  const filled = Math.max(0, Math.min(1, Number.isFinite(row.ratio) ? row.ratio : 1));
  return (
    <li className={`budget-row budget-${row.level}`}>
      <div className="budget-row-head">
        <span className="budget-name">{row.category}</span>
        <span className="budget-status">{status}</span>
      </div>
      {/* aria-valuenow stays inside min..max as ARIA asks; the words carry the amount over. */}
      <div
        role="progressbar"
        className="budget-bar"
        aria-label={`${row.category} budget`}
        aria-valuemin={0}
        aria-valuemax={row.limit}
        aria-valuenow={Math.max(0, Math.min(row.limit, row.spent))}
        aria-valuetext={`${status}: ${text.replaceAll(' · ', ', ')}`}
      >
        <span className="budget-fill" style={{ width: `${filled * 100}%` }} />
      </div>
      <p className="budget-text">{text}</p>
    </li>
  );
}
