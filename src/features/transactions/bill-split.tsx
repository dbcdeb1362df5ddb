// A card's split lines for an entry split item by item: each person's line opens, on tap, to the items
// they had (their part of each shared one) and their share of the charges.
import { itemsOf } from '../../domain/bill';
import { billMoney } from '../../domain/bill-input';
import { toMilli } from '../../domain/money';
import type { Bill, SplitLine } from '../../domain/types';

interface BillSplitProps {
  bill: Bill;
  lines: SplitLine[];
  description: string;
  nameOf: (userId: string) => string;
  /** How an amount reads on this card. */
  money: (amount: number) => string;
  symbol: string;
}

export function BillSplit({ bill, lines, description, nameOf, money, symbol }: BillSplitProps) {
  return (
    <ul className="tx-split tx-bill" aria-label={`Split of ${description}`}>
      {lines.map((line, person) => {
        const parts = itemsOf(bill, person);
        const charges = toMilli(line.amount) - parts.reduce((s, p) => s + p.part, 0);
        return (
          <li key={line.userId}>
            <details>
              <summary>
                {nameOf(line.userId)}: {money(line.amount)}
              </summary>
              <ul className="tx-bill-items" aria-label={`${nameOf(line.userId)}'s items`}>
                {parts.map((p, i) => (
                  <li key={i}>
                    {p.name}
                    {p.quantity > 1 ? ` × ${p.quantity}` : ''}
                    {p.sharedBy > 1 ? ` (shared by ${p.sharedBy})` : ''}: {billMoney(p.part, symbol)}
                  </li>
                ))}
                {charges !== 0 ? (
                  <li>
                    {charges > 0 ? 'Charges and tax' : 'Discount and rounding'}: {billMoney(charges, symbol)}
                  </li>
                ) : null}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
