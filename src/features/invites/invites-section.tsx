// The Members page's invite links: make one, see the open ones with their expiry, show one again or revoke
// it. In device mode there is nobody to invite, and the page says where sharing lives.
import { useEffect, useId, useState } from 'react';
import { inviteLabel, type Invite } from '../../domain/invites';
import { revokeInvite, useCanInvite, useOpenInvites } from '../../store/invite-actions';
import { useMode } from '../../store/session-store';
import { confirmDialog } from '../../ui/dialogs';
import { toastFailure } from '../../ui/error-message';
import { toast } from '../../ui/toast';
import { expiryText } from './expiry-text';
import { useInviteDialog } from './invite-button';
import './invites.css';

/** Re-renders each minute, so an invite that runs out while the page is open leaves the list. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function InvitesSection() {
  const mode = useMode();
  const canInvite = useCanInvite();
  const titleId = useId();
  if (mode === 'device')
    return (
      <section className="card stack" aria-labelledby={titleId}>
        <h2 id={titleId}>Invite links</h2>
        <p className="muted" style={{ margin: 0 }}>
          Sharing a group needs the cloud version of Vyay: on this device your ledgers are yours alone. Add people here
          by name to split with them.
        </p>
      </section>
    );
  if (!canInvite) return null;
  return <OpenInvites titleId={titleId} />;
}

function OpenInvites({ titleId }: { titleId: string }) {
  const now = useMinute();
  const invites = useOpenInvites(now);
  const { dialog, show } = useInviteDialog();
  const rowId = useId();

  async function revoke(invite: Invite) {
    if (
      !(await confirmDialog(`${inviteLabel(invite)}: the link stops working at once, for everyone who has it.`, {
        title: 'Revoke invite link',
        confirmLabel: 'Revoke',
        destructive: true,
      }))
    )
      return;
    try {
      await revokeInvite(invite.code);
      toast.success('Invite link revoked');
    } catch (error) {
      toastFailure('Could not revoke the link.', error);
    }
  }

  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Invite links</h2>
      <p className="muted" style={{ margin: 0 }}>
        Share a link in your group's chat: whoever opens it joins as a member, or says which temporary member they are.
      </p>
      <div>
        <button type="button" className="btn btn-primary" onClick={(event) => show(event.currentTarget)}>
          Invite link
        </button>
      </div>
      {invites && invites.length > 0 ? (
        <ul className="list" aria-label="Open invites">
          {invites.map((invite, i) => (
            <li key={invite.code} className="list-row">
              <div className="grow invite-row-text" id={`${rowId}-${i}`}>
                <div style={{ fontWeight: 600 }}>{inviteLabel(invite)}</div>
                <div className="muted">Expires {expiryText(invite.expiresAt)}</div>
              </div>
              <button
                type="button"
                className="btn btn-small"
                aria-describedby={`${rowId}-${i}`}
                onClick={(event) => show(event.currentTarget, invite)}
              >
                Show
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                aria-describedby={`${rowId}-${i}`}
                onClick={() => void revoke(invite)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : invites ? (
        <p className="muted" style={{ margin: 0 }}>
          No open invite links.
        </p>
      ) : null}
      {dialog}
    </section>
  );
}
