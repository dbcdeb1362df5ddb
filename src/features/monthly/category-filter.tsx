// The month-wise list narrowed to one category (opened from Insights), with the way back to all of it.
import type { ReactNode } from 'react';
import type { Transaction } from '../../domain/types';

export function CategoryFilter({
  category,
  transactions,
  onClear,
  children,
}: {
  category: string | undefined;
  transactions: Transaction[];
  onClear: () => void;
  children: (listed: Transaction[]) => ReactNode;
}) {
  if (category === undefined) return <>{children(transactions)}</>;
  const listed = transactions.filter((t) => t.category === category);
  return (
    <>
      <p className="category-filter" role="status">
        <span>
          Only <strong>{category}</strong>: {listed.length} of {transactions.length}
        </span>
        <button type="button" className="btn btn-small" onClick={onClear}>
          Show all categories
        </button>
      </p>
      {children(listed)}
    </>
  );
}
