// One transaction as a card (SPEC §2): read-only cards hide edit and delete.
import { formatDateTime, formatLong } from '../domain/months';
import { formatAmount } from '../domain/money';
import { paymentSentence } from '../domain/record-payment';
import { COMMON_PAYER, type Transaction } from '../domain/types';

interface TransactionCardProps {
  transaction: Transaction;
  nameOf: (userId: string) => string;
  readOnly?: boolean;
  onEdit?: (tx: Transaction) => void;
  onDelete?: (tx: Transaction) => void;
}

const TYPE_LABEL: Record<Transaction['type'], string> = {
  income: 'Income',
  expense: 'Expense',
  settlement: 'Settlement',
};

/** A one-time Settle Up is a payment between two people; its stored fields (SPEC §4) say little. */
const isPayment = (tx: Transaction) => tx.type === 'settlement' && tx.from !== COMMON_PAYER;

export function TransactionCard({ transaction: tx, nameOf, readOnly, onEdit, onDelete }: TransactionCardProps) {
  if (isPayment(tx)) return <PaymentCard transaction={tx} nameOf={nameOf} readOnly={readOnly} onDelete={onDelete} />;
  const payer = tx.from === COMMON_PAYER ? 'common' : nameOf(tx.from);
  const editable = !readOnly && tx.type !== 'settlement' && onEdit;
  return (
    <article className={`card tx-card tx-${tx.type}`} aria-label={tx.description}>
      <div className="spread">
        <h3 className="tx-title">{tx.description}</h3>
        <strong className={`money tx-amount tx-amount-${tx.type}`}>
          {tx.type === 'income' ? '+' : ''}
          {formatAmount(tx.amount)}
        </strong>
      </div>
      <div className="tx-meta muted">
        <span className="badge">{TYPE_LABEL[tx.type]}</span>
        <span>{tx.category}</span>
        {tx.tags.length > 0 ? <span>{tx.tags.join(', ')}</span> : null}
      </div>
      <div className="tx-meta muted">
        <span>
          {tx.type === 'income' ? 'From' : 'Paid by'} {payer}
        </span>
        <span>{tx.paymentMode}</span>
        <CardDate date={tx.date} />
        {tx.isSettled ? <span className="badge">Settled</span> : null}
      </div>
      {tx.splitInfo && tx.splitInfo.details.length > 0 ? (
        <ul className="tx-split" aria-label={`Split of ${tx.description}`}>
          {tx.splitInfo.details.map((line) => (
            <li key={line.userId}>
              {tx.type === 'settlement' ? 'To ' : ''}
              {nameOf(line.userId)}: {formatAmount(line.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      {tx.comments ? <p className="tx-comments">{tx.comments}</p> : null}
      {!readOnly ? (
        <div className="row tx-actions">
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
          {onDelete ? <DeleteButton transaction={tx} onDelete={onDelete} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/** "Asha paid Ravi ₹6,533.33", with how and when. */
function PaymentCard({ transaction: tx, nameOf, readOnly, onDelete }: Omit<TransactionCardProps, 'onEdit'>) {
  const to = tx.splitInfo?.details[0]?.userId ?? '';
  return (
    <article className="card tx-card tx-settlement" aria-label={tx.description}>
      <h3 className="tx-title">{paymentSentence(nameOf(tx.from), nameOf(to), tx.amount)}</h3>
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
