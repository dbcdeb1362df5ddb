// /ledger/transactions/all/:year?/:month?: one month's transactions by a one-off query (SPEC §2, §7).
import { useMemo, useState, type ReactNode } from 'react';
import { adjacentMonth, monthWiseTotals } from '../../domain/month-wise';
import { MONTH_NAMES, monthWiseYears, type YearMonth } from '../../domain/months';
import { monthlyVisibility, onlyOwnEntries } from '../../domain/roles';
import type { Transaction } from '../../domain/types';
import { useActiveLedger } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { SelectField } from '../../ui/select-field';
import { MonthSteps } from './month-wise-steps';
import { TotalsTable } from './totals-table';
import { MONTH_NOT_DOWNLOADED } from '../../domain/not-downloaded';
import './monthly.css';

interface MonthWisePageProps {
  year: number;
  month: number;
  /** The month's entries as the route's loader read them. */
  transactions: Transaction[];
  /** Cloud mode, offline: this device never downloaded the month, so no total can be shown for it. */
  notDownloaded: boolean;
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
  notDownloaded,
  onSelect,
  onRefresh,
  renderTransactions,
}: MonthWisePageProps) {
  const [now] = useState(() => Date.now());
  const [years] = useState(() => monthWiseYears(now));
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  // The same role rule as the home summary (SPEC §6), so its figures and these agree for the same month.
  const isAdmin = monthlyVisibility(ledger, uid).totalIncome;
  const onlyFrom = onlyOwnEntries({ monthly: ledger?.type === 'monthly', admin: isAdmin }, uid);
  const { entries, summary } = useMemo(
    () => monthWiseTotals({ transactions, isAdmin, onlyFrom }),
    [transactions, isAdmin, onlyFrom],
  );
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
      <div className="card month-picker month-wise-picker">
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
        <MonthSteps picked={picked} now={now} onStep={(step) => select(adjacentMonth(picked, step))} />
      </div>
      {pending ? (
        <p className="muted" role="status">
          Loading ...
        </p>
      ) : notDownloaded ? (
        // Offline, only what this device holds of the month: no count or total that would read as whole.
        <>
          <p className="card muted" role="status">
            {MONTH_NOT_DOWNLOADED}
          </p>
          <h2 className="visually-hidden">Transactions</h2>
          {renderTransactions(entries)}
        </>
      ) : (
        <>
          <p className="muted month-count" aria-live="polite">
            {MONTH_NAMES[month - 1]} {year}: {entries.length} {entries.length === 1 ? 'transaction' : 'transactions'}
          </p>
          <TotalsTable summary={summary} />
          <h2 className="visually-hidden">Transactions</h2>
          {renderTransactions(entries)}
        </>
      )}
    </section>
  );
}
