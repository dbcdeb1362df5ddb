// One transaction as a card (SPEC §2): read-only cards hide edit and delete. Amounts are in the ledger's
// currency; an expense paid in another one also shows what was paid and the rate.
import { lazy, Suspense } from 'react';
import { currencySymbol, DEFAULT_CURRENCY, formatMoney, originalText } from '../../domain/currency';
import { formatDateTime, formatLong } from '../../domain/months';
import { hasSeveralPayers } from '../../domain/payers';
import { paymentSentence } from '../../domain/record-payment';
import { COMMON_PAYER, type Transaction } from '../../domain/types';
import { amountText, useLedgerCurrency } from '../../ui/money';
import { InstalmentBadge } from './instalment-badge';
import { BillSplit } from './bill-split';
import { TripLinkLine } from './trip-link';
import './transaction-card.css';

/** The receipt's thumbnail and dialog load only for cards that have one: most never do. */
const ReceiptOnCard = lazy(() => import('./receipt-card'));

interface TransactionCardProps {
  transaction: Transaction;
  nameOf: (userId: string) => string;
  readOnly?: boolean;
  onEdit?: (tx: Transaction) => void;
  onDelete?: (tx: Transaction) => void;
  /** The ledger's currency; the active ledger's by default. */
  currency?: string;
}

/**
 * An amount on the card: bare in rupees, as cards always showed them, and with its sign in any other
 * currency, so a euro ledger never reads as rupees.
 */
function cardAmount(amount: number, currency: string): string {
  return currency === DEFAULT_CURRENCY ? amountText(amount, currency) : formatMoney(amount, currency);
}

/** 'Asha', 'Asha and Ravi', 'Asha, Ravi and Meera'. */
function listOf(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** 'Paid by Asha', or for several payers 'Paid by Asha ₹600 and Ravi ₹400' (each with the sign). */
function payerText(tx: Transaction, nameOf: (userId: string) => string, currency: string): string {
  const label = tx.type === 'income' ? 'From' : 'Paid by';
  if (hasSeveralPayers(tx))
    return `${label} ${listOf(tx.payers.map((p) => `${nameOf(p.userId)} ${formatMoney(p.amount, currency)}`))}`;
  return `${label} ${tx.from === COMMON_PAYER ? 'common' : nameOf(tx.from)}`;
}

const TYPE_LABEL: Record<Transaction['type'], string> = {
  income: 'Income',
  expense: 'Expense',
  settlement: 'Settlement',
};

/** A one-time Settle Up is a payment between two people; its stored fields (SPEC §4) say little. */
const isPayment = (tx: Transaction) => tx.type === 'settlement' && tx.from !== COMMON_PAYER;

export function TransactionCard(props: TransactionCardProps) {
  const { transaction: tx, nameOf, readOnly, onEdit, onDelete } = props;
  const ledgers = useLedgerCurrency();
  const currency = props.currency ?? ledgers;
  if (isPayment(tx))
    return <PaymentCard transaction={tx} nameOf={nameOf} readOnly={readOnly} onDelete={onDelete} currency={currency} />;
  const editable = !readOnly && tx.type !== 'settlement' && onEdit;
  const original = originalText(tx);
  return (
    <article className={`card tx-card tx-${tx.type}`} aria-label={tx.description}>
      <div className="spread">
        <h3 className="tx-title">{tx.description}</h3>
        <div className="tx-amounts">
          <strong className={`money tx-amount tx-amount-${tx.type}`}>
            {tx.type === 'income' ? '+' : ''}
            {cardAmount(tx.amount, currency)}
          </strong>
          {original ? <span className="money tx-original muted">{original}</span> : null}
        </div>
      </div>
      <div className="tx-meta muted">
        <span className="badge">{TYPE_LABEL[tx.type]}</span>
        <span>{tx.category}</span>
        {tx.tags.length > 0 ? <span>{tx.tags.join(', ')}</span> : null}
      </div>
      <div className="tx-meta muted">
        <span>{payerText(tx, nameOf, currency)}</span>
        <span>{tx.paymentMode}</span>
        <CardDate date={tx.date} />
        {tx.isSettled ? <span className="badge">Settled</span> : null}
        {tx.recursiveId ? <InstalmentBadge tx={tx} /> : null}
      </div>
      {tx.bill && tx.splitInfo ? (
        <BillSplit
          bill={tx.bill}
          lines={tx.splitInfo.details}
          description={tx.description}
          nameOf={nameOf}
          money={(amount) => cardAmount(amount, currency)}
          symbol={currencySymbol(currency)}
        />
      ) : tx.splitInfo && tx.splitInfo.details.length > 0 ? (
        <ul className="tx-split" aria-label={`Split of ${tx.description}`}>
          {tx.splitInfo.details.map((line) => (
            <li key={line.userId}>
              {tx.type === 'settlement' ? 'To ' : ''}
              {nameOf(line.userId)}: {cardAmount(line.amount, currency)}
            </li>
          ))}
        </ul>
      ) : null}
      {tx.fromTrip ? <TripLinkLine link={tx.fromTrip} /> : null}
      {tx.comments ? <p className="tx-comments">{tx.comments}</p> : null}
      {!readOnly || tx.receipt ? (
        <div className="row tx-actions">
          {tx.receipt ? (
            <Suspense fallback={null}>
              {/* A new receipt comes with a new updatedAt: its thumbnail is read afresh. */}
              <ReceiptOnCard key={tx.updatedAt} transaction={tx} editable={Boolean(editable)} />
            </Suspense>
          ) : null}
          {editable ? (
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Edit ${tx.description}`}
              onClick={() => onEdit(tx)}
            >
              Edit
            </button>
          ) : null}
          {!readOnly && onDelete ? <DeleteButton transaction={tx} onDelete={onDelete} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/** "Asha paid Ravi ₹6,533.33" (or "€40.00" in a euro ledger), with how and when. */
function PaymentCard({
  transaction: tx,
  nameOf,
  readOnly,
  onDelete,
  currency,
}: Omit<TransactionCardProps, 'onEdit'> & { currency: string }) {
  const to = tx.splitInfo?.details[0]?.userId ?? '';
  const sentence = paymentSentence(nameOf(tx.from), nameOf(to), tx.amount, currency);
  return (
    <article className="card tx-card tx-settlement" aria-label={tx.description}>
      <h3 className="tx-title">{sentence}</h3>
      <div className="tx-meta muted">
        <span className="badge">Payment</span>
        <span>{tx.paymentMode}</span>
        <CardDate date={tx.date} />
      </div>
      {!readOnly && onDelete ? (
        <div className="row tx-actions">
          <DeleteButton transaction={tx} onDelete={onDelete} />
        </div>
      ) : null}
    </article>
  );
}

function CardDate({ date }: { date: number }) {
  return (
    <time dateTime={new Date(date).toISOString()} title={formatLong(date)}>
      {formatDateTime(date)}
    </time>
  );
}

/** Named after the entry (`Delete {description}`), as every card action is. */
function DeleteButton({
  transaction: tx,
  onDelete,
}: {
  transaction: Transaction;
  onDelete: (tx: Transaction) => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-small btn-danger"
      aria-label={`Delete ${tx.description}`}
      onClick={() => onDelete(tx)}
    >
      Delete
    </button>
  );
}
