// Home states without an active ledger (SPEC §2): none at all, or a list to pick from.
import { Link } from '../../ui/navigation';
import { toast } from '../../ui/toast';
import type { Ledger } from '../../domain/types';
import { chooseLedger } from '../../store/ledger-actions';

export function NoLedgers() {
  return (
    <section className="card stack" style={{ textAlign: 'center' }}>
      <h1 style={{ margin: 0 }}>Welcome to Vyay</h1>
      <p style={{ margin: 0 }}>You have no ledgers.</p>
      <Link to="/ledger/add" className="btn btn-primary">
        Create a ledger
      </Link>
    </section>
  );
}

export function SelectLedger({ ledgers }: { ledgers: Ledger[] }) {
  return (
    <section className="stack">
      <h1>Select a ledger</h1>
      <ul className="list">
        {ledgers.map((ledger) => (
          <li key={ledger.id}>
            <button
              type="button"
              className="btn btn-block"
              onClick={() => {
                chooseLedger(ledger.id).catch((error: unknown) => toast.error(String(error)));
              }}
            >
              {ledger.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
