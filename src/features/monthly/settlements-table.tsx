// The Settlements table: what the shared pot has paid back to each person and what it still owes them.
import { useState } from 'react';
import { toast } from '../../ui/toast';
import type { SettlementRow, Transaction } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { alertDialog } from '../../ui/dialogs';
import { Money } from '../../ui/money';
import { describeError } from '../../ui/error-message';
import { errorSettlingUp } from '../../domain/messages';

interface SettlementsTableProps {
  rows: SettlementRow[];
  transactions: Transaction[];
  nameOf: (userId: string) => string;
  year: number;
  month: number;
}

export function SettlementsTable({ rows, transactions, nameOf, year, month }: SettlementsTableProps) {
  const [settling, setSettling] = useState<string | null>(null);

  async function settle(row: SettlementRow) {
    setSettling(row.to);
    try {
      // One batch: the settlement plus the mark on every expense it covers.
      await (await activeLedger()).settleMonthly(row.to, transactions, { year, month });
      toast.success(`Settled ${nameOf(row.to)}`);
    } catch (error) {
      await alertDialog('Error', errorSettlingUp(describeError(error)));
    } finally {
      setSettling(null);
    }
  }

  if (rows.length === 0) return <p className="muted">Nobody has paid out of pocket this month.</p>;
  return (
    <div className="table-scroll">
      <table className="table settlements-table" aria-label="Settlements">
        <thead>
          <tr>
            <th scope="col">To</th>
            <th scope="col" className="num">
              Paid
            </th>
            <th scope="col" className="num">
              Yet to pay
            </th>
            <th scope="col" className="num">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.to}>
              <th scope="row">{nameOf(row.to)}</th>
              <td className="num">
                <Money amount={row.paid} />
              </td>
              <td className="num">
                <Money amount={row.yetToPay} className={row.yetToPay > 0 ? 'tone-owes' : undefined} />
              </td>
              <td className="num">
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  disabled={row.expenseIds.length === 0 || settling !== null}
                  onClick={() => void settle(row)}
                >
                  Settle Now
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
