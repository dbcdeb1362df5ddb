// Insights of a one-time ledger (a trip): by category, each person's share against what they paid (the
// home's Balances), and the spending day by day. Read from the live list, so they follow every change.
import { useMemo } from 'react';
import { tripInsights } from '../../domain/insights';
import { useMembers, useTransactions } from '../../store/ledger-store';
import { Money } from '../../ui/money';
import type { ChartProps } from './charts';
import { categoryName } from './category-name';
import { InsightSection } from './insight-section';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const longDayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

export function TripInsightsView() {
  const transactions = useTransactions();
  const members = useMembers();
  const figures = useMemo(() => tripInsights({ transactions, members }), [transactions, members]);
  const charts = useMemo(() => {
    const category: ChartProps = {
      kind: 'bars',
      labels: figures.byCategory.map((s) => categoryName(s.label)),
      series: [{ name: 'Spent', tone: 'accent', values: figures.byCategory.map((s) => s.amount) }],
    };
    const people: ChartProps = {
      kind: 'bars',
      labels: figures.people.map((p) => p.displayName),
      series: [
        { name: 'Spent', tone: 'expense', values: figures.people.map((p) => p.spent) },
        { name: 'Paid', tone: 'income', values: figures.people.map((p) => p.paid) },
      ],
    };
    const days: ChartProps = {
      kind: 'line',
      labels: figures.days.map((d) => dayFormat.format(d.date)),
      series: [{ name: 'Spent', tone: 'accent', values: figures.days.map((d) => d.amount) }],
    };
    return { category, people, days };
  }, [figures]);

  return (
    <>
      <p className="muted insight-total">
        Total Expenses <Money amount={figures.totalExpenses} sign />
      </p>
      <InsightSection
        title="Spending by category"
        caption="Spending by category"
        chart={charts.category}
        columns={['Category', 'Amount']}
        rows={figures.byCategory.map((s) => ({ key: s.label, head: categoryName(s.label), cells: [s.amount] }))}
        foot={{ head: 'Total Expenses', cells: [figures.totalExpenses] }}
        empty="No expenses yet."
        tableAlwaysShown
      />
      <InsightSection
        title="Spent and paid"
        caption="Each person's share (Spent) and what they paid"
        chart={charts.people}
        columns={['Name', 'Spent', 'Paid']}
        rows={figures.people.map((p) => ({ key: p.userId, head: p.displayName, cells: [p.spent, p.paid] }))}
        empty="No one in this group yet."
      />
      <InsightSection
        title="Spending by day"
        caption="Expenses per day"
        chart={charts.days}
        columns={['Day', 'Amount']}
        rows={figures.days.map((d) => ({ key: d.label, head: longDayFormat.format(d.date), cells: [d.amount] }))}
        empty="No expenses yet."
      />
    </>
  );
}
