import { createFileRoute } from '@tanstack/react-router';
import { NoLedgers, SelectLedger } from '../../features/ledgers/ledger-picker';
import { useActiveLedger, useLedgers, useLedgersLoaded } from '../../store/ledger-store';
import { Loading } from '../../ui/loading';

export const Route = createFileRoute('/_auth/')({
  component: Home,
});

function Home() {
  const loaded = useLedgersLoaded();
  const ledgers = useLedgers();
  const active = useActiveLedger();
  if (!loaded) return <Loading />;
  if (ledgers.length === 0) return <NoLedgers />;
  if (!active) return <SelectLedger ledgers={ledgers} />;
  return <h1>{active.type === 'monthly' ? 'This month' : 'Group summary'}</h1>;
}
