// Home for a monthly ledger (SPEC §2, §6): totals, Settlements, Transactions and the bottom bar.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../ui/navigation';
import { monthlySummary } from '../../domain/monthly-summary';
import { MONTH_NAMES, monthRange } from '../../domain/months';
import { billsToAdd } from '../../domain/recurring-posting';
import { monthlyVisibility } from '../../domain/roles';
import { useActiveLedger, useActiveMonth, useBusy, useRecurringItems, useTransactions } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { SettlementsTable } from './settlements-table';
import { TotalsTable } from './totals-table';
import { useMonthNotDownloaded, useMonthlySettings, useNameOf } from '../../store/ledger-store';
import { MONTH_NOT_DOWNLOADED } from '../../domain/not-downloaded';

// Budgets are drawn only where some are set: their code loads then, keeping it off the first screen.
const CategoryBudgetsProgress = lazy(() =>
  import('./category-budgets-progress').then((m) => ({ default: m.CategoryBudgetsProgress })),
);
import './monthly.css';
import { markOnce } from '../../ui/perf-marks';
import { useJustSavedId } from '../../store/just-saved';

export function MonthlyHome({ transactionsSlot }: { transactionsSlot: ReactNode }) {
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  const transactions = useTransactions();
  const recurring = useRecurringItems();
  const busy = useBusy();
  const notDownloaded = useMonthNotDownloaded();
  const nameOf = useNameOf();
  const can = monthlyVisibility(ledger, uid);
  const summary = useMemo(
    () => monthlySummary({ transactions, recurring, isAdmin: can.totalIncome }),
    [transactions, recurring, can.totalIncome],
  );
  // The month the live query reads: the sync moves it on when the month turns (store/month-watch.ts).
  const { year, month } = useActiveMonth();
  // Items with no amount of their own (electricity) are never added by themselves: someone adds each.
  const bills = useMemo(
    () => billsToAdd(recurring, transactions, monthRange(year, month).start),
    [recurring, transactions, year, month],
  );
  const budgets = useMonthlySettings()?.budgets;
  const hasBudgets = budgets !== undefined && Object.keys(budgets).length > 0;
  // Back from a form: the list opens on what was just saved (when it is in this month).
  const justSaved = useJustSavedId();
  const showSaved = justSaved !== null && transactions.some((t) => t.id === justSaved);

  useEffect(() => {
    // The benchmark measures the first paint of real data once per page load, not every revisit of home.
    if (!busy) markOnce('vyay:summary-ready', 'monthly');
  }, [busy]);

  return (
    <section className="stack monthly-home" aria-busy={busy || undefined}>
      <header className="monthly-heading">
        <h1>This month</h1>
        <p className="muted">
          {MONTH_NAMES[month - 1]} {year}
        </p>
      </header>
      {/* First after the heading in tab order (it is drawn fixed at the foot): adding is one Tab away. */}
      <nav className="bottom-bar" aria-label="Add">
        {can.addIncome ? (
          <Link to="/ledger/income/add" className="btn">
            Add Income
          </Link>
        ) : null}
        <Link to="/ledger/expense/add" className="btn btn-primary">
          Add Expense
        </Link>
      </nav>
      {can.totalIncome && bills > 0 && !notDownloaded ? (
        <p className="card bills-to-add">
          <Link to="/ledger/recurring-transactions">
            {bills} {bills === 1 ? 'bill' : 'bills'} to add this month
          </Link>
        </p>
      ) : null}
      {notDownloaded ? (
        // Cloud mode, offline: only part of the month is on this device, so its totals would mislead. What
        // is here (entries typed offline, say) stays listed below, with no count that would read as whole.
        <p className="card muted" role="status">
          {MONTH_NOT_DOWNLOADED}
        </p>
      ) : (
        // From 1200 px the totals and settlements stand beside the transactions (shell/desktop.css).
        <div className="stack home-summary">
          <TotalsTable summary={summary} />
          {can.balance && hasBudgets ? (
            <Suspense fallback={null}>
              <CategoryBudgetsProgress transactions={transactions} year={year} month={month} />
            </Suspense>
          ) : null}
          <LazyAccordion title="Settlements">
            <SettlementsTable
              rows={summary.settlements}
              transactions={transactions}
              nameOf={nameOf}
              year={year}
              month={month}
            />
          </LazyAccordion>
        </div>
      )}
      <LazyAccordion title="Transactions" count={notDownloaded ? undefined : transactions.length} open={showSaved}>
        {/* The cards' h3 titles sit under a heading of their own, for screen readers' heading lists. */}
        <h2 className="visually-hidden">Transactions</h2>
        {transactionsSlot}
      </LazyAccordion>
    </section>
  );
}

/**
 * A <details> section whose body mounts on first open: a month can hold thousands of cards, and the
 * summary should not wait for them. Once opened it stays mounted, so the search text survives a close.
 */
function LazyAccordion({
  title,
  count,
  open = false,
  children,
}: {
  title: string;
  count?: number;
  /** Opens it (once): the list holds the entry just saved. The person can still close it. */
  open?: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (open && details.current) details.current.open = true;
  }, [open]);
  return (
    <details ref={details} className="accordion" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary role="button">
        <span>{title}</span>
        {count !== undefined ? (
          <span className="badge accordion-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </summary>
      <div className="accordion-body">{opened ? children : null}</div>
    </details>
  );
}
