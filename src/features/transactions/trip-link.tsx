// "From Goa trip" on a monthly expense that is someone's share of a trip: a button that opens the trip when
// it is one of the reader's ledgers, else just its name (deleted, left, or restored from a backup since).
import { useNavigation } from '../../ui/navigation';
import { toast } from '../../ui/toast';
import { switchedToMessage } from '../../domain/display';
import type { TripLink } from '../../domain/types';
import { chooseLedger } from '../../store/ledger-actions';
import { useLedgers } from '../../store/ledger-store';
import { describeError } from '../../ui/error-message';

export function TripLinkLine({ link }: { link: TripLink }) {
  const trip = useLedgers().find((l) => l.id === link.ledgerId && l.type === 'onetime');
  const { navigate } = useNavigation();
  if (!trip)
    return (
      <p className="tx-trip muted" title="This trip is no longer one of your ledgers">
        From {link.name}
      </p>
    );

  async function open() {
    if (!trip) return;
    try {
      await chooseLedger(trip.id);
      await navigate({ to: '/' });
      toast.success(switchedToMessage(trip.name));
    } catch (error) {
      toast.error(describeError(error));
    }
  }
  return (
    <p className="tx-trip">
      <button type="button" className="btn btn-small btn-link" onClick={() => void open()}>
        From {trip.name}
      </button>
    </p>
  );
}
