// The trip's entry point to "Add my share to…": shown to the signed-in person when they have a share of
// the trip's expenses and at least one monthly ledger to put it in.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Ledger, Transaction } from '../../domain/types';
import { useLedgers } from '../../store/ledger-store';

// The dialog (and the share's arithmetic and writing) load on the first tap, not with the trip home.
const MyShareDialog = lazy(() => import('./my-share-dialog').then((m) => ({ default: m.MyShareDialog })));

/** A person has a share when some expense names them in its split, or they paid for it. */
const takesPart = (t: Transaction, userId: string) =>
  t.type === 'expense' &&
  (t.from === userId ||
    t.payers?.some((p) => p.userId === userId) === true ||
    t.splitInfo?.details.some((d) => d.userId === userId && d.amount !== 0) === true);

export function MyShareButton({
  trip,
  transactions,
  userId,
}: {
  trip: Ledger | null;
  transactions: readonly Transaction[];
  userId: string;
}) {
  const ledgers = useLedgers();
  const [open, setOpen] = useState(false);
  const targets = useMemo(() => ledgers.filter((l) => l.type === 'monthly'), [ledgers]);
  const hasShare = useMemo(() => transactions.some((t) => takesPart(t, userId)), [transactions, userId]);
  if (!trip || trip.type !== 'onetime' || !userId || targets.length === 0 || !hasShare) return null;
  return (
    <>
      <button type="button" className="btn my-share-open" onClick={() => setOpen(true)}>
        Add my share to…
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MyShareDialog
            trip={trip}
            transactions={transactions}
            userId={userId}
            targets={targets}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
