// Loaded when Why? is first pressed. "Why?": the expenses and settlements behind one person's balance, paid, share and net, with the running
// total, adding up exactly to the balance (thousandths shown where the split has them), and why the figure
// Settle up shows for them, in whole paise, differs from it when it does.
import { CurrencySign } from '../../ui/money';
import { useMemo } from 'react';
import { balanceBreakdown } from '../../domain/balance-breakdown';
import { formatDateTime } from '../../domain/months';
import { formatSplitAmount, toMilli } from '../../domain/money';
import type { Transaction } from '../../domain/types';

const signed = (n: number) => (n > 0 ? `+${formatSplitAmount(n)}` : formatSplitAmount(n));

export default function BalanceBreakdown({
  transactions,
  userId,
  name,
  owed,
}: {
  transactions: Transaction[];
  userId: string;
  name: string;
  /** What Settle up shows for them in whole paise (balances.ts owedByPerson); negative when they owe. */
  owed: number;
}) {
  const rows = useMemo(() => balanceBreakdown(transactions, userId), [transactions, userId]);
  const net = rows.at(-1)?.runningNet ?? 0;
  const netMilli = toMilli(net);
  // Cut toward zero: the part under a paisa is dropped. Otherwise the group's pieces made a paisa more.
  const cut = Math.abs(owed * 10) < Math.abs(netMilli) && owed * netMilli >= 0;
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
      {owed * 10 !== netMilli ? (
        <p className="muted why-note">
          Shown as <CurrencySign />
          {formatSplitAmount(Math.abs(owed) / 100)}:{' '}
          {cut
            ? 'less than a paisa cannot be paid, so it is left out.'
            : 'payments are in whole paise, so the fractions of a paisa in the group, which add up to whole paise, go to those closest to the next paisa.'}
        </p>
      ) : null}
    </div>
  );
}
