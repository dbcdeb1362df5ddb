// /ledger/transactions/all/:year?/:month?: one month's transactions by a one-off query (SPEC §2, §7).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { MONTH_NAMES, monthWiseYears } from '../../domain/months';
import type { Transaction } from '../../domain/types';
import { fetchMonth } from '../../store/transaction-actions';
import { SelectField } from '../../ui/select-field';
import './monthly.css';
import { describeError } from '../../ui/error-message';

interface MonthWisePageProps {
  year: number;
  month: number;
  /** The route puts the choice in the URL, which then comes back here as year and month. */
  onSelect: (year: number, month: number) => void;
  renderTransactions: (transactions: Transaction[], refresh: () => void) => ReactNode;
}

type Fetched = { key: string; transactions: Transaction[] } | null;

export function MonthWisePage({ year, month, onSelect, renderTransactions }: MonthWisePageProps) {
  const [fetched, setFetched] = useState<Fetched>(null);
  const [round, setRound] = useState(0);
  const [years] = useState(() => monthWiseYears(Date.now()));
  const key = `${year}-${month}`;
  const refresh = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    let live = true;
    fetchMonth(year, month).then(
      (transactions) => {
        if (live) setFetched({ key: `${year}-${month}`, transactions });
      },
      (error: unknown) => {
        if (!live) return;
        toast.error(`Error fetching transactions: ${describeError(error)}`);
        setFetched({ key: `${year}-${month}`, transactions: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [year, month, round]);

  // A refresh keeps showing the previous result; a different month shows loading until its own arrives.
  const current = fetched?.key === key ? fetched.transactions : null;
  return (
    <section className="stack">
      <header className="monthly-heading">
        <h1>All Transactions</h1>
        <button type="button" className="btn btn-small" onClick={refresh}>
          Refresh
        </button>
      </header>
      <div className="card month-picker">
        <SelectField
          label="Month"
          value={String(month)}
          onChange={(v) => onSelect(year, Number(v))}
          options={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
        />
        <SelectField label="Year" value={String(year)} onChange={(v) => onSelect(Number(v), month)} options={years.map(String)} />
      </div>
      {current === null ? (
        <p className="muted" role="status">
          Loading ...
        </p>
      ) : (
        <>
          <p className="muted month-count" aria-live="polite">
            {MONTH_NAMES[month - 1]} {year}: {current.length} {current.length === 1 ? 'transaction' : 'transactions'}
          </p>
          {renderTransactions(current, refresh)}
        </>
      )}
    </section>
  );
}
