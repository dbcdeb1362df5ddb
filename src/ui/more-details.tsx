// The fields most entries never change (tags, date, payment mode, comments), tucked under one button so
// Save is a few fields away. Open or closed is remembered for the next form; an entry that already has
// tags or comments opens it, so nothing set is ever hidden.
import { useId, useState, type ReactNode } from 'react';
import { moreDetailsOpen, rememberMoreDetails } from './form-memory';

export function MoreDetails({
  summary,
  forceOpen = false,
  children,
}: {
  /** What the hidden fields hold now ("Today · UPI"), shown beside the button while closed. */
  summary: string;
  /** Open regardless of the remembered choice: the entry has something set in here. */
  forceOpen?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(() => forceOpen || moreDetailsOpen());
  function toggle() {
    setOpen(!open);
    rememberMoreDetails(!open);
  }
  return (
    <div className="more-details">
      <div className="more-details-bar">
        <button
          type="button"
          className="btn btn-link more-details-toggle"
          aria-expanded={open}
          aria-controls={id}
          aria-describedby={open ? undefined : `${id}-summary`}
          onClick={toggle}
        >
          <span aria-hidden="true" className="more-details-chevron">
            {open ? '▾' : '▸'}
          </span>
          More details
        </button>
        {open ? null : (
          <span id={`${id}-summary`} className="muted more-details-summary">
            {summary}
          </span>
        )}
      </div>
      {/* Kept mounted while closed, so a field's state (a half-typed tag) survives a toggle. */}
      <div id={id} className="more-details-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
