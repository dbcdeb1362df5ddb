// The Balances table (SPEC §2): what each person's share came to (Spent) and what they paid out (Paid).
import type { Balance } from '../../domain/types';
import { Money } from '../../ui/money';

export function BalancesTable({ balances }: { balances: Balance[] }) {
  return (
    <section className="card onetime-balances" aria-labelledby="balances-title">
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
            <tr key={b.userId}>
              <th scope="row" className="onetime-name">
                {b.displayName}
              </th>
              <td className="num">
                <Money amount={b.spent} />
              </td>
              <td className="num">
                <Money amount={b.paid} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
