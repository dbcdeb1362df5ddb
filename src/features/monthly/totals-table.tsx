// The month's totals; the admin-only rows are simply absent from a member's summary (SPEC §6).
import type { MonthlySummary } from '../../domain/types';
import { Money } from '../../ui/money';

export function TotalsTable({ summary }: { summary: MonthlySummary }) {
  const rows: [string, number | undefined, string?][] = [
    ['Total Income', summary.totalIncome, 'gets'],
    ['Total Expenses', summary.totalExpenses],
    ['Balance', summary.balance, summary.balance !== undefined && summary.balance < 0 ? 'owes' : 'gets'],
    ['Income yet to receive', summary.incomeYetToReceive],
    ['Expenses yet to spend', summary.expensesYetToSpend],
    ['Yet to settle', summary.yetToSettle],
  ];
  return (
    <div className="card totals-card">
      <table className="table totals-table" aria-label="Totals">
        <tbody>
          {rows
            .filter(([, amount]) => amount !== undefined)
            .map(([label, amount, tone]) => (
              <tr key={label} className={label === 'Balance' ? 'totals-balance' : undefined}>
                <th scope="row">{label}</th>
                <td className="num">
                  <Money amount={amount ?? 0} className={tone ? `tone-${tone}` : undefined} />
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
