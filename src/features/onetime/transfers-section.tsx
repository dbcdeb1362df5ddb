// Settle up: where the signed-in person stands, then each debt once ("Ravi owes Asha ₹250"), with Why? and
// Settle Up, which opens the Record payment sheet. Simplify debts (on by default) suggests the fewest
// transfers; off, it lists who owes whom directly, netted per pair.
import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '../../domain/currency';
import { reminderText } from '../../domain/reminder';
import { useLedgerCurrency } from '../../ui/money';
import type { Balance, Member, Transaction, Transfer } from '../../domain/types';
import type { NameOf } from '../../domain/member-names';
import { BalanceBreakdown, useWhy, WhyButton } from './why-button';
import type { PaymentParties } from './record-payment';
import { RemindButton } from './remind-button';
import { householdOf, type HouseholdPosition } from '../../domain/households';

/** "owes ₹800", "gets ₹300", "settled": one person's figure in whole paise, as a sentence part. */
function figure(paise: number, currency: string): string {
  if (paise === 0) return 'settled';
  return `${paise < 0 ? 'owes' : 'gets'} ${formatMoney(Math.abs(paise) / 100, currency)}`;
}

// The sheet loads on the first Settle Up, keeping it (and its form pieces) out of the home's first load.
const RecordPayment = lazy(() => import('./record-payment').then((m) => ({ default: m.RecordPayment })));

interface SettleUpProps {
  balances: Balance[];
  transfers: Transfer[];
  /** Each person's figure in whole paise: what `transfers` add up to for them (balances.ts owedByPerson). */
  owed: ReadonlyMap<string, number>;
  simplified: boolean;
  /** Settling by household: the households the transfers are between (households.ts). */
  households?: HouseholdPosition[];
  transactions: Transaction[];
  members: Member[];
  nameOf: NameOf;
  userId: string;
  ledgerName: string;
}

export function TransfersSection(props: SettleUpProps) {
  const { balances, transfers, owed, simplified, transactions, members, nameOf, userId, ledgerName } = props;
  const households = props.households ?? [];
  const [paying, setPaying] = useState<PaymentParties | null>(null);
  const mine = balances.find((b) => b.userId === userId);
  const currency = useLedgerCurrency();
  const myUpiId = members.find((m) => m.userId === userId)?.upiId;
  // Only on a debt to the signed-in person, and it names that debt alone.
  const reminderFor = (t: Transfer) =>
    t.to === userId && userId
      ? reminderText({
          ledgerName,
          currency,
          transfers: [t],
          debtorId: t.from,
          creditorId: userId,
          nameOf,
          creditorUpiId: myUpiId,
        })
      : null;

  function open(transfer: Transfer) {
    setPaying({
      transfer,
      debtor: nameOf(transfer.from),
      creditor: nameOf(transfer.to),
      creditorUpiId: members.find((m) => m.userId === transfer.to)?.upiId,
      ledgerName,
    });
  }

  return (
    <section className="stack onetime-transfers" aria-labelledby="transfers-title">
      <h2 id="transfers-title" className="onetime-section-title">
        Settle up
      </h2>
      {mine ? <YourPosition paise={owed.get(mine.userId) ?? 0} /> : null}
      {transfers.length === 0 ? (
        <div className="card onetime-settled">
          <span className="onetime-settled-icon" aria-hidden="true">
            ✓
          </span>
          <p>Everyone is settled up.</p>
        </div>
      ) : (
        <ul className="list transfer-list card" aria-label={simplified ? 'Suggested payments' : 'Who owes whom'}>
          {transfers.map((t) => (
            <TransferRow
              key={`${t.from}>${t.to}`}
              transfer={t}
              owed={owed}
              nameOf={nameOf}
              simplified={simplified}
              households={households}
              transactions={transactions}
              disabled={paying !== null}
              reminder={reminderFor(t)}
              onSettle={() => open(t)}
            />
          ))}
        </ul>
      )}
      {paying ? (
        <Suspense fallback={null}>
          <RecordPayment parties={paying} basis={transactions} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** "You owe ₹X" / "You are owed ₹Y" / "You are settled up": what the payments listed for you add up to. */
function YourPosition({ paise }: { paise: number }) {
  const currency = useLedgerCurrency();
  const rupees = (n: number) => formatMoney(n, currency);
  const text =
    paise < 0
      ? `You owe ${rupees(-paise / 100)}`
      : paise > 0
        ? `You are owed ${rupees(paise / 100)}`
        : 'You are settled up';
  const tone = paise < 0 ? 'amount-owes' : paise > 0 ? 'amount-gets' : '';
  return (
    <p className={`card your-position ${tone}`} role="status">
      {text}
    </p>
  );
}

function TransferRow({
  transfer: t,
  owed,
  nameOf,
  simplified,
  households,
  transactions,
  disabled,
  reminder,
  onSettle,
}: {
  transfer: Transfer;
  owed: ReadonlyMap<string, number>;
  nameOf: NameOf;
  simplified: boolean;
  households: HouseholdPosition[];
  transactions: Transaction[];
  disabled: boolean;
  /** The reminder Remind sends, on a debt to the signed-in person; else null and no Remind. */
  reminder: string | null;
  onSettle: () => void;
}) {
  const why = useWhy();
  const currency = useLedgerCurrency();
  const debtor = nameOf(t.from);
  const creditor = nameOf(t.to);
  const from = householdOf(t.from, households);
  const to = householdOf(t.to, households);
  // Between two households (or a household and someone on their own), not inside one.
  const byHousehold = (from !== undefined || to !== undefined) && from !== to;
  if (byHousehold) {
    const side = (h: HouseholdPosition | undefined, id: string) => (h ? h.members : [id]);
    return (
      <li className="transfer-row" aria-label={`${debtor} owes ${creditor}`}>
        <p className="transfer-text">
          {debtor} owes <strong>{creditor}</strong>{' '}
          <span className="money amount-owes">{formatMoney(t.amount, currency)}</span>
        </p>
        <p className="muted transfer-households">
          {from ? `For ${from.name}` : debtor} → {to ? to.name : creditor}
        </p>
        <div className="row transfer-actions">
          <WhyButton expanded={why.open} onToggle={why.toggle} controls={why.id} />
          <button type="button" className="btn btn-small btn-primary" disabled={disabled} onClick={onSettle}>
            Settle Up
          </button>
        </div>
        {why.open ? (
          <div id={why.id} className="transfer-why stack">
            <p className="muted">
              {[from, to]
                .filter((h): h is HouseholdPosition => h !== undefined)
                .map(
                  (h) =>
                    `${h.name} settles as one, through ${nameOf(h.through)}: ${h.members.map((id) => `${nameOf(id)} ${figure(owed.get(id) ?? 0, currency)}`).join(', ')}.`,
                )
                .join(' ')}
            </p>
            {[...side(from, t.from), ...side(to, t.to)].map((id) => (
              <BalanceBreakdown
                key={id}
                id={`${why.id}-${id}`}
                transactions={transactions}
                userId={id}
                name={nameOf(id)}
                owed={owed.get(id) ?? 0}
              />
            ))}
          </div>
        ) : null}
      </li>
    );
  }
  return (
    <li className="transfer-row" aria-label={`${debtor} owes ${creditor}`}>
      <p className="transfer-text">
        {debtor} owes <strong>{creditor}</strong>{' '}
        <span className="money amount-owes">{formatMoney(t.amount, currency)}</span>
      </p>
      <div className="row transfer-actions">
        <WhyButton expanded={why.open} onToggle={why.toggle} controls={why.id} />
        {reminder ? <RemindButton debtor={debtor} text={reminder} /> : null}
        <button type="button" className="btn btn-small btn-primary" disabled={disabled} onClick={onSettle}>
          Settle Up
        </button>
      </div>
      {why.open ? (
        <div id={why.id} className="transfer-why stack">
          <p className="muted">
            {simplified
              ? `Simplify debts pairs those who owe with those who are owed in the fewest payments, so ${debtor} may pay someone they never shared an expense with. The totals stay the same:`
              : `What ${debtor} and ${creditor} owe each other directly, netted:`}
          </p>
          <BalanceBreakdown
            id={`${why.id}-from`}
            transactions={transactions}
            userId={t.from}
            name={debtor}
            owed={owed.get(t.from) ?? 0}
          />
          <BalanceBreakdown
            id={`${why.id}-to`}
            transactions={transactions}
            userId={t.to}
            name={creditor}
            owed={owed.get(t.to) ?? 0}
          />
        </div>
      ) : null}
    </li>
  );
}
