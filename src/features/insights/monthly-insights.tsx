// Insights of a monthly ledger: the chosen month by category, tag and payment mode, the 12 months that end
// with it, and the same month a year before. A member's figures are his own entries only (SPEC §6).
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { monthlyInsights, type InsightSlice, type MonthEntries } from '../../domain/insights';
import { MONTH_NAMES, monthWiseYears, type YearMonth } from '../../domain/months';
import { monthlyVisibility, onlyOwnEntries } from '../../domain/roles';
import { useActiveLedger } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { Money } from '../../ui/money';
import { SelectField } from '../../ui/select-field';
import type { ChartProps } from './charts';
import { categoryName } from './category-name';
import { InsightSection, type TableRow } from './insight-section';
import type { EarlierMonths } from './load-insights';
import { monthsNotDownloaded } from '../../domain/not-downloaded';

interface MonthlyInsightsViewProps {
  chosen: YearMonth;
  months: MonthEntries[];
  /** `chosen`, when this device never downloaded it (cloud mode, offline). */
  missing: YearMonth[];
  /** The 12 months before `chosen`, read after it: the sections that need them wait, the rest do not. */
  earlier: Promise<EarlierMonths>;
  onSelect: (chosen: YearMonth) => void;
}

const monthName = ({ year, month }: YearMonth) => `${MONTH_NAMES[month - 1]} ${year}`;
const abbreviated = ({ year, month }: YearMonth) => `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${year}`;
const shortMonth = ({ year, month }: YearMonth) => `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${String(year).slice(2)}`;

function sliceChart(slices: InsightSlice[], name: string): ChartProps {
  return {
    kind: 'bars',
    labels: slices.map((s) => s.label),
    series: [{ name, tone: 'accent', values: slices.map((s) => s.amount) }],
  };
}

const sliceRows = (slices: InsightSlice[]): TableRow[] =>
  slices.map((s) => ({ key: s.label, head: s.label, cells: [s.amount] }));

/** The earlier months once their read is in; null until then (a new month picked starts over). */
function useEarlierMonths(earlier: Promise<EarlierMonths>): EarlierMonths | null {
  const [settled, setSettled] = useState<{ from: Promise<EarlierMonths>; read: EarlierMonths } | null>(null);
  useEffect(() => {
    let current = true;
    void earlier.then((read) => {
      if (current) setSettled({ from: earlier, read });
    });
    return () => {
      current = false;
    };
  }, [earlier]);
  return settled?.from === earlier ? settled.read : null;
}

export function MonthlyInsightsView({
  chosen,
  months: chosenOnly,
  missing: chosenMissing,
  earlier,
  onSelect,
}: MonthlyInsightsViewProps) {
  const earlierRead = useEarlierMonths(earlier);
  const before = earlierRead?.months ?? null;
  const months = useMemo(() => (before ? [...before, ...chosenOnly] : chosenOnly), [before, chosenOnly]);
  // Oldest first, as the months are charted.
  const missing = [...(earlierRead?.missing ?? []), ...chosenMissing];
  const [years] = useState(() => monthWiseYears(Date.now()));
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  // The home summary's role rule, so a figure here and there agree for the same month.
  const isAdmin = monthlyVisibility(ledger, uid).totalIncome;
  const onlyFrom = onlyOwnEntries({ monthly: true, admin: isAdmin }, uid);
  const figures = useMemo(
    () => monthlyInsights({ chosen, months, isAdmin, onlyFrom }),
    [chosen, months, isAdmin, onlyFrom],
  );
  const label = monthName(chosen);
  const lastYear = { year: chosen.year - 1, month: chosen.month };

  const charts = useMemo(() => {
    const flows: ChartProps = {
      kind: 'columns',
      labels: figures.flows.map(shortMonth),
      series: [
        ...(isAdmin
          ? [{ name: 'Income', tone: 'income' as const, values: figures.flows.map((f) => f.income ?? 0) }]
          : []),
        { name: 'Expenses', tone: 'expense' as const, values: figures.flows.map((f) => f.expenses) },
      ],
    };
    const rows = figures.yearOnYear.rows;
    const before = { year: chosen.year - 1, month: chosen.month };
    const yearOnYear: ChartProps = {
      kind: 'bars',
      labels: rows.map((r) => categoryName(r.category)),
      series: [
        { name: monthName(chosen), tone: 'accent', values: rows.map((r) => r.thisYear) },
        { name: monthName(before), tone: 'previous', values: rows.map((r) => r.lastYear) },
      ],
    };
    return {
      category: sliceChart(
        figures.byCategory.map((s) => ({ ...s, label: categoryName(s.label) })),
        'Spent',
      ),
      tag: sliceChart(figures.byTag, 'Spent'),
      mode: sliceChart(figures.byPaymentMode, 'Spent'),
      flows,
      yearOnYear,
    };
  }, [figures, isAdmin, chosen]);

  // The month-wise page is for admins only (SPEC §6), so only they get a link from a category.
  const categoryHead = (category: string) =>
    isAdmin && category !== '' ? (
      <Link
        to="/ledger/transactions/all/{-$year}/{-$month}"
        params={{ year: chosen.year, month: chosen.month }}
        search={{ category }}
        className="insight-link"
      >
        {category}
      </Link>
    ) : (
      categoryName(category)
    );

  return (
    <>
      <div className="card insight-picker">
        <SelectField
          label="Month"
          value={String(chosen.month)}
          onChange={(v) => onSelect({ year: chosen.year, month: Number(v) })}
          options={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
        />
        <SelectField
          label="Year"
          value={String(chosen.year)}
          onChange={(v) => onSelect({ year: Number(v), month: chosen.month })}
          options={years.map(String)}
        />
      </div>
      {missing.length > 0 ? (
        // Cloud mode, offline: these months' figures are not on this device, so the charts leave them out.
        <p className="card muted" role="status">
          {monthsNotDownloaded(missing)}
        </p>
      ) : null}
      {chosenMissing.length > 0 ? null : (
        <p className="muted insight-total" aria-live="polite">
          {label}: Total Expenses <Money amount={figures.totalExpenses} sign />
        </p>
      )}
      <InsightSection
        title="Spending by category"
        caption={`Spending by category, ${label}`}
        chart={charts.category}
        columns={['Category', 'Amount']}
        rows={figures.byCategory.map((s) => ({ key: s.label, head: categoryHead(s.label), cells: [s.amount] }))}
        foot={{ head: 'Total Expenses', cells: [figures.totalExpenses] }}
        empty={`No expenses in ${label}.`}
        tableAlwaysShown
      />
      {before ? (
        <>
          <InsightSection
            title={isAdmin ? 'Income and expenses' : 'Expenses'}
            caption={`${isAdmin ? 'Income and expenses' : 'Expenses'}, ${monthName(figures.flows[0]!)} to ${label}`}
            chart={charts.flows}
            columns={isAdmin ? ['Month', 'Income', 'Expenses'] : ['Month', 'Expenses']}
            rows={figures.flows.map((f) => ({
              key: `${f.year}-${f.month}`,
              head: monthName(f),
              cells: isAdmin ? [f.income ?? 0, f.expenses] : [f.expenses],
            }))}
            empty=""
          />
          <InsightSection
            title="Compared with last year"
            caption={`Spending by category, ${label} and ${monthName(lastYear)}`}
            chart={charts.yearOnYear}
            // Short headers keep three columns within a phone's width; the caption names the months in full.
            columns={['Category', abbreviated(chosen), abbreviated(lastYear)]}
            rows={figures.yearOnYear.rows.map((r) => ({
              key: r.category,
              head: categoryName(r.category),
              cells: [r.thisYear, r.lastYear],
            }))}
            foot={{ head: 'Total Expenses', cells: [figures.yearOnYear.thisYear, figures.yearOnYear.lastYear] }}
            empty={`No expenses in ${label} or ${monthName(lastYear)}.`}
          />
        </>
      ) : (
        <p className="card muted" role="status">
          Reading the 12 months before {label}…
        </p>
      )}
      <InsightSection
        title="Spending by tag"
        caption={`Spending by tag, ${label}`}
        chart={charts.tag}
        columns={['Tag', 'Amount']}
        rows={sliceRows(figures.byTag)}
        note="An expense with several tags counts under each of them."
        empty={`No expenses in ${label}.`}
      />
      <InsightSection
        title="Spending by payment mode"
        caption={`Spending by payment mode, ${label}`}
        chart={charts.mode}
        columns={['Payment mode', 'Amount']}
        rows={sliceRows(figures.byPaymentMode)}
        foot={{ head: 'Total Expenses', cells: [figures.totalExpenses] }}
        empty={`No expenses in ${label}.`}
      />
    </>
  );
}
