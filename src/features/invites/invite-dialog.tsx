// The "Invite link" dialog: an admin chooses how long the link works and, optionally, which temporary member
// it is for; then shares it (WhatsApp, through the share sheet) or shows it as a QR code to scan.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { DEFAULT_INVITE_DAYS, INVITE_DAYS, joinLink, type Invite, type InviteDays } from '../../domain/invites';
import { createInvite } from '../../store/invite-actions';
import { describeError } from '../../ui/error-message';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import { expiryText } from './expiry-text';
import { shareLink } from './share-link';
import './invites.css';

const QrCode = lazy(() => import('../../ui/qr-code'));

const ANYONE = '';

const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export function InviteDialog({
  ledgerName,
  temporary,
  opened,
  onClose,
}: {
  ledgerName: string;
  /** Temporary members' ids: whom an invite may be for. */
  temporary: readonly string[];
  /** An open invite to show again; otherwise the dialog makes a new one. */
  opened?: Invite;
  onClose: () => void;
}) {
  const linkId = useId();
  const [days, setDays] = useState<InviteDays>(DEFAULT_INVITE_DAYS);
  const [forWhom, setForWhom] = useState<string>(ANYONE);
  const [invite, setInvite] = useState<Invite | null>(opened ?? null);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showQr, setShowQr] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    setFailure(null);
    try {
      setInvite(await createInvite(forWhom === ANYONE ? { days } : { days, for: forWhom }));
    } catch (error) {
      console.error(error);
      setFailure(`Could not create the link. ${describeError(error)}`);
    } finally {
      setCreating(false);
    }
  }

  const link = invite ? joinLink(window.location.origin, invite.ledgerId, invite.code) : '';
  const who = invite?.for === undefined ? 'Anyone with this link' : `${invite.for}, with this link,`;

  return (
    // Once made, the link is shown instead of the form that made it.
    <Modal
      title="Invite link"
      className="invite-dialog"
      busy={creating}
      onClose={onClose}
      onSubmit={invite ? undefined : create}
    >
      {invite ? (
        <>
          <p className="invite-explain">
            {who} can join {ledgerName}. It works until {expiryText(invite.expiresAt)}.
          </p>
          <div className="field">
            <label htmlFor={linkId}>Link</label>
            <input
              id={linkId}
              className="input invite-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          {showQr ? (
            <Suspense fallback={<p className="muted">Loading QR code…</p>}>
              <QrCode className="invite-qr" text={link} label={`QR code of the invite link to ${ledgerName}`} />
            </Suspense>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn" aria-pressed={showQr} onClick={() => setShowQr((on) => !on)}>
              QR code
            </button>
            <button
              type="button"
              className="btn"
              onClick={() =>
                void shareLink(link, `Join ${ledgerName}`, `Join ${ledgerName} on Vyay to split our expenses:`)
              }
            >
              Share
            </button>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="invite-explain">
            Whoever opens the link signs in and joins {ledgerName} as a member. Send it to your group's chat.
          </p>
          <SelectField
            label="Link works for"
            value={String(days)}
            onChange={(value) => setDays(Number(value) as InviteDays)}
            options={INVITE_DAYS.map((d) => ({ value: String(d), label: daysLabel(d) }))}
            disabled={creating}
          />
          {temporary.length > 0 ? (
            <SelectField
              label="Who is it for"
              value={forWhom}
              onChange={setForWhom}
              options={[
                { value: ANYONE, label: 'Anyone in the group' },
                ...temporary.map((id) => ({ value: id, label: id })),
              ]}
              disabled={creating}
            />
          ) : null}
          {failure ? (
            <p role="alert" className="field-error">
              {failure}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn" disabled={creating} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={creating}>
              {creating ? 'Creating…' : 'Create link'}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
