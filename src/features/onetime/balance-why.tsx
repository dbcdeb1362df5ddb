// Loaded when Why? is first pressed. "Why?": the expenses and settlements behind one person's balance, paid, share and net, with the running
// total, adding up exactly to the balance (thousandths shown where the split has them).
import { CurrencySign } from '../../ui/money';
import { useMemo } from 'react';
import { balanceBreakdown } from '../../domain/balance-breakdown';
import { formatDateTime } from '../../domain/months';
import { formatSplitAmount } from '../../domain/money';
import { owedPaise } from '../../domain/settle-plan';
import type { Transaction } from '../../domain/types';

const signed = (n: number) => (n > 0 ? `+${formatSplitAmount(n)}` : formatSplitAmount(n));

export default function BalanceBreakdown({
  transactions,
  userId,
  name,
}: {
  transactions: Transaction[];
  userId: string;
  name: string;
}) {
  const rows = useMemo(() => balanceBreakdown(transactions, userId), [transactions, userId]);
  const net = rows.at(-1)?.runningNet ?? 0;
  const shown = owedPaise(net) / 100;
  return (
    <div className="why">
      <table className="table why-table">
        <caption className="why-caption">How {name}’s balance adds up</caption>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col" className="num">
              Paid
            </th>
            <th scope="col" className="num">
              Share
            </th>
            <th scope="col" className="num">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.transactionId}>
              <th scope="row" className="why-entry">
                {row.description}
                <span className="muted why-date">{formatDateTime(row.date)}</span>
              </th>
              <td className="num">{row.paid ? formatSplitAmount(row.paid) : ''}</td>
              <td className="num">{row.share ? formatSplitAmount(row.share) : ''}</td>
              <td className="num">{signed(row.runningNet)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{net > 0 ? `${name} gets back` : net < 0 ? `${name} owes` : 'Settled'}</th>
            <td />
            <td />
            <td className="num">{signed(net)}</td>
          </tr>
        </tfoot>
      </table>
      {Math.abs(net) > 0 && Math.round(Math.abs(net) * 100) / 100 !== Math.abs(net) ? (
        <p className="muted why-note">
          Shown as <CurrencySign />
          {formatSplitAmount(Math.abs(shown))}: less than a paisa cannot be paid, so it is left out.
        </p>
      ) : null}
    </div>
  );
}
