// Switch group's positions (issue 32): the line under each ledger ("You owe ₹X", "You are owed ₹Y",
// "Settled", this month's spending) and the total across trips per currency at the top. Each shows a
// placeholder, named for screen readers, until its figure is worked out.
import { positionText, totalsAcrossTrips, totalTexts, type Position } from '../../domain/positions';
import type { Ledger } from '../../domain/types';
import './switch-ledgers.css';

/** undefined: being worked out; null: its ledger could not be read. */
type Shown = Position | null | undefined;

function tone(paise: number): string {
  return paise < 0 ? 'position-owes' : paise > 0 ? 'position-gets' : '';
}

function Working({ label }: { label: string }) {
  return (
    <span aria-busy="true">
      <span aria-hidden="true">…</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function PositionLine({ id, position }: { id: string; position: Shown }) {
  if (position === undefined)
    return (
      <p id={id} className="ledger-position muted" data-position="working">
        <Working label="Working out your position" />
      </p>
    );
  if (position === null)
    return (
      <p id={id} className="ledger-position muted" data-position="unknown">
        Could not work out your position
      </p>
    );
  const shade = position.kind === 'trip' ? tone(position.paise) : 'muted';
  return (
    <p id={id} className={`ledger-position ${shade}`} data-position="shown">
      {positionText(position)}
    </p>
  );
}

/**
 * The total across trips, in each currency, once every trip's figure is in; trips that could not be read
 * are named, so the total never silently leaves one out. Nothing at all without trips.
 */
export function TripsTotal({ ledgers, positions }: { ledgers: Ledger[]; positions: Record<string, Shown> }) {
  const trips = ledgers.filter((l) => l.type === 'onetime');
  if (trips.length === 0) return null;
  const working = trips.some((l) => positions[l.id] === undefined);
  const unread = trips.filter((l) => positions[l.id] === null).map((l) => l.name);
  const known = trips.map((l) => positions[l.id]).filter((p): p is Position => Boolean(p));
  const lines = totalTexts(totalsAcrossTrips(known));
  return (
    <section className="card trips-total" aria-labelledby="trips-total-title">
      <h2 id="trips-total-title" className="trips-total-title">
        Across your trips
      </h2>
      {working ? (
        <p className="trips-total-line" data-position="working">
          <Working label="Working out your total" />
        </p>
      ) : (
        <>
          <ul className="trips-total-lines" data-position="shown">
            {lines.map((line) => (
              <li key={line} className="trips-total-line">
                {line}
              </li>
            ))}
          </ul>
          {unread.length > 0 ? <p className="muted">Not counting {unread.join(', ')}: could not be read.</p> : null}
        </>
      )}
    </section>
  );
}
