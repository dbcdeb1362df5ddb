// /ledger/transactions/all/:year?/:month?: one month's transactions by a one-off query (SPEC §2, §7).
import { useState, type ReactNode } from 'react';
import { MONTH_NAMES, monthWiseYears, type YearMonth } from '../../domain/months';
import type { Transaction } from '../../domain/types';
import { SelectField } from '../../ui/select-field';
import './monthly.css';

interface MonthWisePageProps {
  year: number;
  month: number;
  /** The month's entries as the route's loader read them. */
  transactions: Transaction[];
  /** The route puts the choice in the URL, which then comes back here as year and month. */
  onSelect: (year: number, month: number) => void;
  onRefresh: () => void;
  renderTransactions: (transactions: Transaction[]) => ReactNode;
}

/** A month picked here, and the month on screen when it was picked. */
type Choice = YearMonth & { shown: string };

export function MonthWisePage({
  year,
  month,
  transactions,
  onSelect,
  onRefresh,
  renderTransactions,
}: MonthWisePageProps) {
  const [years] = useState(() => monthWiseYears(Date.now()));
  const [choice, setChoice] = useState<Choice | null>(null);
  const shown = `${year}-${month}`;
  // Until the chosen month's list arrives the pickers show the choice, so picking a month and then a year
  // asks for both, and the list says it is loading. Once any other month is on screen the choice is spent.
  const pending = choice && choice.shown === shown && (choice.year !== year || choice.month !== month) ? choice : null;
  const picked = pending ?? { year, month };
  const select = (next: YearMonth) => {
    setChoice({ ...next, shown });
    onSelect(next.year, next.month);
  };
  return (
    <section className="stack">
      <header className="monthly-heading">
        <h1>All Transactions</h1>
        <button type="button" className="btn btn-small" onClick={onRefresh}>
          Refresh
        </button>
      </header>
      <div className="card month-picker">
        <SelectField
          label="Month"
          value={String(picked.month)}
          onChange={(v) => select({ year: picked.year, month: Number(v) })}
          options={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
        />
        <SelectField
          label="Year"
          value={String(picked.year)}
          onChange={(v) => select({ year: Number(v), month: picked.month })}
          options={years.map(String)}
        />
      </div>
      {pending ? (
        <p className="muted" role="status">
          Loading ...
        </p>
      ) : (
        <>
          <p className="muted month-count" aria-live="polite">
            {MONTH_NAMES[month - 1]} {year}: {transactions.length}{' '}
            {transactions.length === 1 ? 'transaction' : 'transactions'}
          </p>
          {renderTransactions(transactions)}
        </>
      )}
    </section>
  );
}
