// Who owes whom, per person, in the fewest transfers (domain suggestTransfers), each with Settle Up.
import { useState, type ReactNode } from 'react';
import { formatAmount } from '../../domain/money';
import { transfersFor } from '../../domain/balances';
import type { Balance, Transfer } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { useTransactions } from '../../store/ledger-store';
import { Accordion } from '../../ui/accordion';
import { alertDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { errorSettlingUp } from '../../domain/messages';
import { nameLookup } from '../../domain/member-names';

const rupees = (n: number) => `₹${formatAmount(n)}`;

export function TransfersSection({ balances, transfers }: { balances: Balance[]; transfers: Transfer[] }) {
  // One settle at a time: a double tap must not write the same settlement twice.
  const [pending, setPending] = useState<Transfer | null>(null);
  // What the suggested transfers were computed from: the settlement's id is derived from it.
  const transactions = useTransactions();
  const nameOf = nameLookup(balances);

  async function settle(transfer: Transfer) {
    setPending(transfer);
    try {
      await (await activeLedger()).settleUp(transfer, transactions);
    } catch (error) {
      await alertDialog('Error', errorSettlingUp(describeError(error)));
    } finally {
      setPending(null);
    }
  }

  if (transfers.length === 0) {
    return (
      <section className="card onetime-settled" aria-label="Settle up">
        <span className="onetime-settled-icon" aria-hidden="true">
          ✓
        </span>
        <p>Everyone is settled up.</p>
      </section>
    );
  }

  const people = balances.filter((b) => transfers.some((t) => t.from === b.userId || t.to === b.userId));
  return (
    <section className="stack onetime-transfers" aria-labelledby="transfers-title">
      <h2 id="transfers-title" className="onetime-section-title">
        Settle up
      </h2>
      {people.map((person) => {
        const { owes, gets } = transfersFor(person.userId, transfers);
        const owing = owes.length > 0;
        const total = [...owes, ...gets].reduce((sum, t) => sum + t.amount, 0);
        return (
          <Accordion
            key={person.userId}
            title={person.displayName}
            defaultOpen
            extra={
              <span
                className={owing ? 'pill pill-owes' : 'pill pill-gets'}
              >{`${owing ? 'owes' : 'gets'} ${rupees(total)}`}</span>
            }
          >
            <ul className="list transfer-list">
              {owes.map((t) => (
                <TransferRow
                  key={`owes-${t.to}`}
                  label={`${person.displayName} owes ${nameOf(t.to)}`}
                  sentence={
                    <>
                      {person.displayName} owes <strong>{nameOf(t.to)}</strong>{' '}
                      <span className="money amount-owes">{rupees(t.amount)}</span>
                    </>
                  }
                  disabled={pending !== null}
                  onSettle={() => void settle(t)}
                />
              ))}
              {gets.map((t) => (
                <TransferRow
                  key={`gets-${t.from}`}
                  label={`${person.displayName} gets from ${nameOf(t.from)}`}
                  sentence={
                    <>
                      {person.displayName} gets <span className="money amount-gets">{rupees(t.amount)}</span> from{' '}
                      <strong>{nameOf(t.from)}</strong>
                    </>
                  }
                  disabled={pending !== null}
                  onSettle={() => void settle(t)}
                />
              ))}
            </ul>
          </Accordion>
        );
      })}
    </section>
  );
}

function TransferRow({
  label,
  sentence,
  disabled,
  onSettle,
}: {
  label: string;
  sentence: ReactNode;
  disabled: boolean;
  onSettle: () => void;
}) {
  return (
    <li className="transfer-row" aria-label={label}>
      <p className="transfer-text">{sentence}</p>
      <button type="button" className="btn btn-small btn-primary" disabled={disabled} onClick={onSettle}>
        Settle Up
      </button>
    </li>
  );
}
