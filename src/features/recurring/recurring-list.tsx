// The rows of one recurring tab: what each item is, with Add now, edit and delete.
import { format } from 'date-fns';
import { formatAmount } from '../../domain/money';
import type { RecurringItem } from '../../domain/types';
import { scheduleWords } from '../../domain/recurring-upcoming';
import { describeRecurringAmount } from './recurring-draft';
import { AutoMarker } from './upcoming-list';

interface RecurringListProps {
  items: RecurringItem[];
  empty: string;
  nameOf: (id: string) => string;
  /** Already added this month: Add now is still offered (it asks first), but not as the main action. */
  added?: boolean;
  busyId: string | null;
  onAddNow: (item: RecurringItem) => void;
  onEdit: (item: RecurringItem) => void;
  onDelete: (item: RecurringItem) => void;
}

export function RecurringList({ items, empty, added, nameOf, busyId, onAddNow, onEdit, onDelete }: RecurringListProps) {
  if (items.length === 0) return <p className="muted recurring-empty">{empty}</p>;
  return (
    <ul className="list recurring-list">
      {items.map((item) => (
        <li key={item.id} className="card recurring-row" aria-label={item.description}>
          <div className="spread">
            <strong className="recurring-title">{item.description}</strong>
            <span className={`money recurring-amount recurring-${item.type}`}>
              {describeRecurringAmount(item.amount, formatAmount)}
            </span>
          </div>
          <div className="tx-meta muted">
            <span className="badge">{item.type === 'income' ? 'Income' : 'Expense'}</span>
            <span>{item.category}</span>
            {item.tags.length > 0 ? <span>{item.tags.join(', ')}</span> : null}
          </div>
          <div className="tx-meta muted">
            <span>
              {item.type === 'income' ? 'From' : 'Paid by'} {nameOf(item.from)}
            </span>
            <span>{item.paymentMode}</span>
            <span>
              {scheduleWords(item)} since {format(item.startDate, 'dd MMM yy')}
            </span>
            {item.autoAdd ? <AutoMarker /> : null}
          </div>
          <div className="row recurring-actions">
            <button
              type="button"
              className={added ? 'btn btn-small' : 'btn btn-small btn-primary'}
              disabled={busyId !== null}
              onClick={() => onAddNow(item)}
            >
              Add now
            </button>
            <span className="grow" />
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Edit ${item.description}`}
              onClick={() => onEdit(item)}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-label={`Delete ${item.description}`}
              onClick={() => onDelete(item)}
            >
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
