// The Balances table (SPEC §2): what each person's share came to (Spent) and what they paid out (Paid),
// with Why? under each person for the entries behind it.
import { Fragment } from 'react';
import type { Balance, Transaction } from '../../domain/types';
import { Money } from '../../ui/money';
import { BalanceBreakdown, useWhy, WhyButton } from './why-button';

/** `owed`: each person's figure in whole paise (balances.ts owedByPerson), which their Why? ends on. */
export function BalancesTable({
  balances,
  owed,
  transactions,
}: {
  balances: Balance[];
  owed: ReadonlyMap<string, number>;
  transactions: Transaction[];
}) {
  return (
    <section className="card onetime-balances" aria-labelledby="balances-title">
      <div className="table-scroll">
        <table className="table">
          <caption id="balances-title" className="onetime-caption">
            Balances
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className="num">
                Spent
              </th>
              <th scope="col" className="num">
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {balances.map((b) => (
              <BalanceRow key={b.userId} balance={b} owed={owed.get(b.userId) ?? 0} transactions={transactions} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function BalanceRow({
  balance: b,
  owed,
  transactions,
}: {
  balance: Balance;
  owed: number;
  transactions: Transaction[];
}) {
  const why = useWhy();
  return (
    <Fragment>
      <tr>
        <th scope="row" className="onetime-name">
          {b.displayName}
          {/* In the name's cell rather than a column of its own: a phone has no width to spare. */}
          <WhyButton expanded={why.open} onToggle={why.toggle} controls={why.id} />
        </th>
        <td className="num">
          <Money amount={b.spent} />
        </td>
        <td className="num">
          <Money amount={b.paid} />
        </td>
      </tr>
      {why.open ? (
        <tr className="why-row">
          <td colSpan={3}>
            <BalanceBreakdown
              id={why.id}
              transactions={transactions}
              userId={b.userId}
              name={b.displayName}
              owed={owed}
            />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
