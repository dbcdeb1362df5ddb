// The "Invite link" button (Members page, trip home's Add people card) and the dialog it opens. Renders
// nothing where invites are not offered: device mode, or someone who is not an admin.
import { lazy, Suspense, useState } from 'react';
import type { Invite } from '../../domain/invites';
import { isTemporaryMember } from '../../domain/roles';
import { useCanInvite } from '../../store/invite-actions';
import { useActiveLedger, useMembers } from '../../store/ledger-store';

// The dialog (its form, expiry wording, share and QR code) loads when opened: the trip home's button is on
// the first screen, the dialog is not.
const InviteDialog = lazy(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })));

export function useInviteDialog() {
  const ledger = useActiveLedger();
  const members = useMembers();
  const [open, setOpen] = useState<{ invite?: Invite; refocus: HTMLElement | null } | null>(null);
  const temporary = ledger ? members.filter((m) => isTemporaryMember(ledger, m)).map((m) => m.id) : [];
  const dialog =
    open && ledger ? (
      <Suspense fallback={null}>
        <InviteDialog
          ledgerName={ledger.name}
          temporary={temporary}
          opened={open.invite}
          onClose={() => {
            open.refocus?.focus();
            setOpen(null);
          }}
        />
      </Suspense>
    ) : null;
  const show = (from: HTMLElement, invite?: Invite) => setOpen({ invite, refocus: from });
  return { dialog, show };
}

export function InviteButton({ className = 'btn' }: { className?: string }) {
  const canInvite = useCanInvite();
  const { dialog, show } = useInviteDialog();
  if (!canInvite) return null;
  return (
    <>
      <button type="button" className={className} onClick={(event) => show(event.currentTarget)}>
        Invite link
      </button>
      {dialog}
    </>
  );
}
