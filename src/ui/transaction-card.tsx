// One transaction as a card (SPEC §2): read-only cards hide edit and delete.
import { formatDateTime, formatLong } from '../domain/months';
import { formatAmount } from '../domain/money';
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

export function TransactionCard({ transaction: tx, nameOf, readOnly, onEdit, onDelete }: TransactionCardProps) {
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
        <time dateTime={new Date(tx.date).toISOString()} title={formatLong(tx.date)}>
          {formatDateTime(tx.date)}
        </time>
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
          {onDelete ? (
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-label={`Delete ${tx.description}`}
              onClick={() => onDelete(tx)}
            >
              Delete
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
