// The Why? disclosure: a button that opens the breakdown of a balance below it. The breakdown itself
// (balance-why.tsx) loads on the first press, keeping it out of the home's first load.
import { lazy, Suspense, useId, useState } from 'react';
import type { Transaction } from '../../domain/types';

const BalanceBreakdownTable = lazy(() => import('./balance-why'));

export function WhyButton({
  expanded,
  onToggle,
  controls,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <button
      type="button"
      className="btn btn-small btn-link"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      Why?
    </button>
  );
}

/** A Why? button and, once pressed, the breakdown below it. */
export function useWhy() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return { open, id, toggle: () => setOpen((o) => !o) };
}

/** The element Why? controls exists at once, while the table is still loading. */
export function BalanceBreakdown({
  id,
  ...props
}: {
  id: string;
  transactions: Transaction[];
  userId: string;
  name: string;
  /** What the person owes (negative) or is owed, in whole paise, as Settle up shows it. */
  owed: number;
}) {
  return (
    <div id={id}>
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <BalanceBreakdownTable {...props} />
      </Suspense>
    </div>
  );
}
