// "EMI 7 of 24" on an entry of a recurring item that ends after a number of payments (issue 31). Admins
// have the items; others see the card without it.
import { instalmentOf } from '../../domain/recurring-schedule';
import type { Transaction } from '../../domain/types';
import { useRecurringItems } from '../../store/ledger-store';

export function InstalmentBadge({ tx }: { tx: Transaction }) {
  const item = useRecurringItems().find((i) => i.id === tx.recursiveId);
  const place = item ? instalmentOf(item, tx.date) : null;
  if (!item || !place) return null;
  return (
    <span className="badge">
      {item.description} {place.number} of {place.of}
    </span>
  );
}
