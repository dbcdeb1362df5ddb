// /ledger/switch: every group with its member count and where you stand in it (issue 32), the total across
// trips at the top; choose, rename or delete one (SPEC §2, §5, §8).
import { useEffect, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { toast } from '../../ui/toast';
import { switchedToMessage } from '../../domain/display';
import { isAdmin } from '../../domain/roles';
import type { Ledger } from '../../domain/types';
import { validateRename } from '../../domain/validation';
import { chooseLedger, deleteLedger, memberCounts, renameLedger } from '../../store/ledger-actions';
import { useLedgers } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { confirmDialog, promptDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { GROUP_DELETED, GROUP_RENAMED } from '../../domain/messages';
import { newCountText } from '../../domain/whats-new';
import { useNewCounts } from '../../store/news-store';
import { useLedgerPositions } from '../../store/position-actions';
import { PositionLine, TripsTotal } from './ledger-positions';

function message(error: unknown): string {
  return describeError(error);
}

export function SwitchLedgers() {
  const ledgers = useLedgers();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const router = useRouter();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const news = useNewCounts(user?.uid ?? '');
  const positions = useLedgerPositions(ledgers, user?.uid ?? '');

  useEffect(() => {
    let current = true;
    void memberCounts(ledgers.map((l) => l.id)).then((next) => {
      if (current) setCounts(next);
    });
    return () => {
      current = false;
    };
  }, [ledgers]);

  async function choose(ledger: Ledger) {
    try {
      await chooseLedger(ledger.id);
      await navigate({ to: '/' });
      toast.success(switchedToMessage(ledger.name));
    } catch (error) {
      toast.error(message(error));
    }
  }

  async function rename(ledger: Ledger) {
    const name = await promptDialog(`New name for ${ledger.name}`, {
      title: 'Rename group',
      label: 'Group name',
      initial: ledger.name,
    });
    if (name === null) return;
    const problem = validateRename(name);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await renameLedger(ledger.id, name);
      toast.success(GROUP_RENAMED);
    } catch (error) {
      toast.error(message(error));
    }
  }

  async function remove(ledger: Ledger) {
    const sure = await confirmDialog(
      `Delete ${ledger.name} and everything in it: members, transactions, settings and recurring items? This cannot be undone.`,
      {
        title: 'Delete group',
        confirmLabel: 'Delete',
        destructive: true,
      },
    );
    if (!sure) return;
    try {
      await deleteLedger(ledger.id);
      toast.success(GROUP_DELETED);
    } catch (error) {
      toast.error(message(error));
    }
  }

  return (
    <section className="stack">
      <div className="spread">
        <h1 style={{ margin: 0 }}>Switch group</h1>
        <button type="button" className="btn btn-small" onClick={() => router.history.back()}>
          Back
        </button>
      </div>
      <TripsTotal ledgers={ledgers} positions={positions} />
      <ul className="list">
        {ledgers.map((ledger) => {
          const admin = isAdmin(ledger, user?.uid ?? '');
          const count = counts[ledger.id];
          const positionId = `position-${ledger.id}`;
          return (
            <li key={ledger.id} className="list-row ledger-row">
              {/* The position describes the button; its name stays the ledger's name alone. */}
              <div className="grow ledger-main">
                <button type="button" className="btn" aria-describedby={positionId} onClick={() => void choose(ledger)}>
                  {ledger.name}
                </button>
                <PositionLine id={positionId} position={positions[ledger.id]} />
              </div>
              {news[ledger.id] ? <span className="news-badge">{newCountText(news[ledger.id]!)}</span> : null}
              <span
                className="badge"
                title="Members"
                aria-label={count === undefined ? 'Counting members' : `${count} ${count === 1 ? 'member' : 'members'}`}
              >
                {count ?? '…'}
              </span>
              {admin ? (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Rename ${ledger.name}`}
                  onClick={() => void rename(ledger)}
                >
                  Rename
                </button>
              ) : null}
              {ledger.owner === user?.uid ? (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  aria-label={`Delete ${ledger.name}`}
                  onClick={() => void remove(ledger)}
                >
                  Delete
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
