// The Balances table (SPEC §2): what each person's share came to (Spent) and what they paid out (Paid),
// with Why? under each person for the entries behind it.
import { Fragment } from 'react';
import type { HouseholdPosition } from '../../domain/households';
import { formatAmount, fromMilli, toMilli } from '../../domain/money';
import type { Balance, Transaction } from '../../domain/types';
import { Money } from '../../ui/money';
import { BalanceBreakdown, useWhy, WhyButton } from './why-button';
import './households.css';

/** `owed`: each person's figure in whole paise (balances.ts owedByPerson), which their Why? ends on. */
export function BalancesTable({
  balances,
  owed,
  transactions,
  households = [],
}: {
  balances: Balance[];
  owed: ReadonlyMap<string, number>;
  transactions: Transaction[];
  /** Settling by household: each household's total first, its members under it. */
  households?: HouseholdPosition[];
}) {
  const grouped = new Set(households.flatMap((h) => h.members));
  const byId = new Map(balances.map((b) => [b.userId, b]));
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
          {households.map((h) => {
            const people = h.members.map((id) => byId.get(id)!).filter(Boolean);
            const sum = (f: (b: Balance) => number) => fromMilli(people.reduce((s, b) => s + toMilli(f(b)), 0));
            return (
              <tbody key={h.name + h.through} className="household-rows" aria-label={h.name}>
                <tr className="household-total">
                  <th scope="row" className="onetime-name">
                    {h.name}
                    <span className="muted household-figure">
                      {' '}
                      {h.paise < 0 ? 'owes' : h.paise > 0 ? 'gets' : 'settled'}
                      {h.paise !== 0 ? ` ${formatAmount(Math.abs(h.paise) / 100)}` : ''}
                    </span>
                  </th>
                  <td className="num">
                    <Money amount={sum((b) => b.spent)} />
                  </td>
                  <td className="num">
                    <Money amount={sum((b) => b.paid)} />
                  </td>
                </tr>
                {people.map((b) => (
                  <BalanceRow
                    key={b.userId}
                    balance={b}
                    owed={owed.get(b.userId) ?? 0}
                    transactions={transactions}
                    member
                  />
                ))}
              </tbody>
            );
          })}
          <tbody>
            {balances
              .filter((b) => !grouped.has(b.userId))
              .map((b) => (
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
  member = false,
}: {
  balance: Balance;
  owed: number;
  transactions: Transaction[];
  /** Listed under its household. */
  member?: boolean;
}) {
  const why = useWhy();
  return (
    <Fragment>
      <tr className={member ? 'household-member' : undefined}>
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
