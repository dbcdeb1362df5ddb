// The trip's entry point to "Add my share to…": shown to the signed-in person when they have a share of
// the trip's expenses and at least one monthly ledger to put it in.
import { useMemo, useState } from 'react';
import { ledgerCurrency } from '../../domain/currency';
import { myShareParts } from '../../domain/my-share';
import type { Ledger, Transaction } from '../../domain/types';
import { useLedgers } from '../../store/ledger-store';
import { shareTargets } from '../../store/my-share-actions';
import { MyShareDialog } from './my-share-dialog';

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
  const targets = useMemo(() => shareTargets(ledgers), [ledgers]);
  const hasShare = useMemo(
    () => trip !== null && myShareParts(transactions, userId, ledgerCurrency(trip), false).length > 0,
    [trip, transactions, userId],
  );
  if (!trip || trip.type !== 'onetime' || !userId || targets.length === 0 || !hasShare) return null;
  return (
    <>
      <button type="button" className="btn my-share-open" onClick={() => setOpen(true)}>
        Add my share to…
      </button>
      {open ? (
        <MyShareDialog
          trip={trip}
          transactions={transactions}
          userId={userId}
          targets={targets}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
