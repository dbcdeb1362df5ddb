// Home's What's new card (issue 32): what others changed in this group since this person last looked, in the
// log's own words, with their share in each expense. The group counts as seen after a few seconds here, or at
// once with Mark as seen; what the card showed stays on it until they leave home, so nothing vanishes mid-read.
import { useId, useMemo, useState } from 'react';
import { Link } from '../../ui/navigation';
import type { ActivityEntry } from '../../domain/activity';
import { ledgerCurrency } from '../../domain/currency';
import { authorLookup } from '../../domain/member-names';
import { newsLine, WHATS_NEW_SHOWN } from '../../domain/whats-new';
import { useActiveLedger, useMembers, useTransactions } from '../../store/ledger-store';
import { markLedgerSeen, useSeenAfterDelay } from '../../store/news-actions';
import { useNewEntries } from '../../store/news-store';
import { useCurrentUser } from '../../store/session-store';
import './news.css';

export function WhatsNewCard() {
  const ledger = useActiveLedger();
  const me = useCurrentUser()?.uid ?? '';
  const entries = useNewEntries(ledger?.id, me);
  useSeenAfterDelay(ledger?.id, entries.length);
  // Entries already shown stay while the person is here, though the group is marked seen meanwhile.
  const [kept, setKept] = useState<{ ledgerId: string | undefined; entries: ActivityEntry[] }>({
    ledgerId: ledger?.id,
    entries,
  });
  const [dismissed, setDismissed] = useState(false);
  if (kept.ledgerId !== ledger?.id) {
    setKept({ ledgerId: ledger?.id, entries });
    setDismissed(false);
  } else if (entries.some((e) => !kept.entries.some((k) => k.id === e.id))) {
    setKept({ ledgerId: kept.ledgerId, entries: merged(kept.entries, entries) });
    setDismissed(false);
  }
  const shown = kept.ledgerId === ledger?.id ? kept.entries : entries;
  if (!ledger || dismissed || shown.length === 0) return null;
  return <WhatsNewList ledgerId={ledger.id} entries={shown} onSeen={() => setDismissed(true)} />;
}

function merged(before: ActivityEntry[], now: ActivityEntry[]): ActivityEntry[] {
  const byId = new Map([...before, ...now].map((e) => [e.id, e]));
  return [...byId.values()].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
}

function WhatsNewList({
  ledgerId,
  entries,
  onSeen,
}: {
  ledgerId: string;
  entries: ActivityEntry[];
  onSeen: () => void;
}) {
  const titleId = useId();
  const ledger = useActiveLedger();
  const members = useMembers();
  const transactions = useTransactions();
  const me = useCurrentUser()?.uid ?? '';
  const currency = ledgerCurrency(ledger);
  const lines = useMemo(() => {
    const authorOf = authorLookup(members);
    const byId = new Map(transactions.map((t) => [t.id, t]));
    return entries.slice(0, WHATS_NEW_SHOWN).map((e) => newsLine(e, authorOf, byId.get(e.subject), me, currency));
  }, [entries, members, transactions, me, currency]);
  const more = entries.length - lines.length;
  return (
    <section className="card stack whats-new" aria-labelledby={titleId}>
      <div className="spread">
        <h2 id={titleId} style={{ margin: 0 }}>
          What&apos;s new
        </h2>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            onSeen();
            void markLedgerSeen(ledgerId);
          }}
        >
          Mark as seen
        </button>
      </div>
      <ul className="whats-new-list">
        {lines.map((line) => (
          <li key={line.id}>
            <span>{line.text}</span>
            {line.share ? <span className="whats-new-share"> · {line.share}</span> : null}
            {line.changes.length > 0 ? (
              <ul className="whats-new-changes" aria-label="Changes">
                {line.changes.map((change, i) => (
                  <li key={i}>{change}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to="/ledger/activity" className="link">
        {more > 0 ? `${more} more in Activity` : 'See all in Activity'}
      </Link>
    </section>
  );
}
