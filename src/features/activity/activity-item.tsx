// One entry of the activity log: who did what and when, each field's before and after, a comment's words,
// and Restore where this reader may bring a deleted entry back. Its own component so the list can be
// windowed later without touching how an entry reads.
import { memo, useState } from 'react';
import { changeText, headline, type ActivityEntry } from '../../domain/activity';
import type { NameOf } from '../../domain/member-names';
import { formatDateTime, formatLong } from '../../domain/months';

interface ActivityItemProps {
  entry: ActivityEntry;
  /** Names the author from the members list (member-names.ts authorLookup), never from the entry itself. */
  authorOf: NameOf;
  restorable: boolean;
  /** Resolves once the restore is done or refused (the caller tells the person). */
  onRestore: (entry: ActivityEntry, item: HTMLElement | null) => Promise<void>;
}

export const ActivityItem = memo(function ActivityItem({ entry, authorOf, restorable, onRestore }: ActivityItemProps) {
  const [restoring, setRestoring] = useState(false);
  const headlineId = `activity-${entry.id}`;
  return (
    // The list item around it (WindowedList) is named by the headline, so an entry can be found and
    // announced by what happened. Focusable by script only: after a Restore its button goes, and focus
    // stays on the entry.
    <div className="card activity-entry" tabIndex={-1}>
      <div className="activity-top">
        <p className="activity-headline" id={headlineId}>
          {headline(entry, authorOf)}
        </p>
        <time className="muted activity-time" dateTime={new Date(entry.at).toISOString()} title={formatLong(entry.at)}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.changes.length > 0 ? (
        <ul className="activity-changes" aria-label="Changes">
          {entry.changes.map((change, i) => (
            <li key={i}>{changeText(change)}</li>
          ))}
        </ul>
      ) : null}
      {entry.text ? <p className="activity-comment">{entry.text}</p> : null}
      {restorable ? (
        <div className="row activity-actions">
          <button
            type="button"
            className="btn btn-small"
            aria-describedby={headlineId}
            disabled={restoring}
            onClick={(event) => {
              const item = event.currentTarget.closest<HTMLElement>('.activity-entry');
              setRestoring(true);
              void onRestore(entry, item).finally(() => setRestoring(false));
            }}
          >
            Restore
          </button>
        </div>
      ) : null}
    </div>
  );
});
