// /ledger/activity: what happened in the ledger, newest first, by whom, and for edits each field before
// and after. Every member reads it; a monthly member only what is about his own entries and the whole
// ledger (the subscription asks for no more). Deleted entries can be restored from here.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '../../ui/toast';
import { filterActivity, headline, type ActivityEntry, type ActivityGroup } from '../../domain/activity';
import { authorLookup } from '../../domain/member-names';
import { isAdmin } from '../../domain/roles';
import { activeLedger } from '../../store/active-ledger';
import { AlreadyRestoredError, SettlementChangedError } from '../../store/ledger-errors';
import { pruneActiveLedgerActivity, useActivityLog } from '../../store/activity-live';
import { useActiveLedger, useMembers, useTransactions } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { alertDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { SelectField } from '../../ui/select-field';
import { ActivityItem } from './activity-item';
import { WindowedList } from '../../ui/windowed-list';

const entryKey = (entry: ActivityEntry) => entry.id;
import { KIND_OPTIONS, personOptions, restoreOffers } from './activity-view';
import { useSeenAfterDelay } from '../../store/news-actions';
import { useNewEntries } from '../../store/news-store';
import './activity.css';

export function ActivityPage() {
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  const members = useMembers();
  const transactions = useTransactions();
  const { entries, loaded, error } = useActivityLog();
  const [by, setBy] = useState('');
  const [group, setGroup] = useState<ActivityGroup | ''>('');
  const admin = isAdmin(ledger, uid);
  const monthly = ledger?.type === 'monthly';
  const ledgerId = ledger?.id;
  // Looking at the log counts as having seen what is new in it (What's new), after a few seconds.
  useSeenAfterDelay(ledgerId, useNewEntries(ledgerId, uid).length);

  // The log is bounded by whoever may prune it, when they look at it; nobody waits for that.
  useEffect(() => {
    if (!admin || !ledgerId) return;
    pruneActiveLedgerActivity().catch((failure: unknown) => console.warn('Could not prune the activity log', failure));
  }, [admin, ledgerId]);

  // Authors are named by the members list, never by the name an entry carries (member-names.ts).
  const authorOf = useMemo(() => authorLookup(members), [members]);
  const itemLabel = useCallback((entry: ActivityEntry) => headline(entry, authorOf), [authorOf]);
  const people = useMemo(() => {
    const accounts = ledger
      ? members.filter(
          (m) =>
            m.userId === ledger.owner || ledger.admins.includes(m.userId) || ledger.contributors.includes(m.userId),
        )
      : [];
    return personOptions(entries, accounts, authorOf);
  }, [entries, members, ledger, authorOf]);
  const shown = useMemo(() => filterActivity(entries, { by, group }), [entries, by, group]);
  const present = useMemo(() => new Set(transactions.map((t) => t.id)), [transactions]);
  const offers = useMemo(
    () => restoreOffers(entries, { uid, admin, monthly }, present),
    [entries, uid, admin, monthly, present],
  );

  const restore = useCallback(async (entry: ActivityEntry, item: HTMLElement | null) => {
    try {
      await (await activeLedger()).restore(entry);
      toast.success(`Restored ${entry.title}`);
      // Its Restore button goes once the log has the restore; the entry itself keeps focus.
      item?.focus();
    } catch (failure) {
      if (failure instanceof AlreadyRestoredError || failure instanceof SettlementChangedError)
        await alertDialog('Cannot restore', failure.message);
      else {
        console.error(failure);
        await alertDialog('Error', `Error while restoring ${entry.title}: ${describeError(failure)}`);
      }
    }
  }, []);

  return (
    <section className="stack activity">
      <h1>Activity</h1>
      <div className="activity-filters">
        <SelectField label="Person" value={by} onChange={setBy} options={people} />
        <SelectField label="Kind" value={group} onChange={setGroup} options={KIND_OPTIONS} />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {!loaded ? (
        <p className="muted" role="status">
          Loading ...
        </p>
      ) : null}
      {loaded && entries.length === 0 && !error ? (
        <p className="muted">Nothing has happened in this ledger yet. Changes show here as they are made.</p>
      ) : null}
      {loaded && entries.length > 0 && shown.length === 0 ? (
        <p className="muted">No activity matches these filters.</p>
      ) : null}
      <WindowedList
        as="ol"
        className="list activity-list"
        label="Activity"
        items={shown}
        getKey={entryKey}
        itemLabel={itemLabel}
        estimateSize={120}
        hidden={shown.length === 0}
        renderItem={(entry) => (
          <ActivityItem entry={entry} authorOf={authorOf} restorable={offers.has(entry.id)} onRestore={restore} />
        )}
      />
    </section>
  );
}
