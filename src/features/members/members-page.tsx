// /ledger/members: who is in the ledger, and the admin's tools to change that (SPEC §5, §6, §8).
import { toast } from 'sonner';
import { canRemoveMember, canToggleAdmin, isAdmin, roleLabel } from '../../domain/roles';
import type { Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { useActiveLedger, useMembers } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { confirmDialog } from '../../ui/dialogs';
import { focusAfterRemoval } from '../../ui/focus-after-removal';
import { AddMemberForms } from './add-member-forms';
import { UpiIdField } from './upi-id-field';
import { toastFailure } from '../../ui/error-message';
import {
  ADMIN_ADDED,
  ADMIN_REMOVED,
  ERROR_ADDING_ADMIN,
  ERROR_REMOVING_ADMIN,
  ERROR_REMOVING_MEMBER,
  MEMBER_REMOVED,
} from '../../domain/messages';

export function MembersPage() {
  const ledger = useActiveLedger();
  const members = useMembers();
  const me = useCurrentUser()?.uid ?? '';
  if (!ledger) return null;
  const sorted = [...members].sort((a, b) => a.displayName.localeCompare(b.displayName));

  async function remove(member: Member) {
    const refocus = focusAfterRemoval(document.activeElement, () => document.querySelector<HTMLElement>('main input'));
    if (
      !(await confirmDialog(`Remove ${member.displayName} from ${ledger?.name}?`, {
        title: 'Remove member',
        confirmLabel: 'Remove',
        destructive: true,
      }))
    )
      return;
    try {
      await (await activeLedger()).removeMember(member);
      toast.success(MEMBER_REMOVED);
      refocus();
    } catch (error) {
      toastFailure(ERROR_REMOVING_MEMBER, error);
    }
  }

  async function toggleAdmin(member: Member, admin: boolean) {
    try {
      await (await activeLedger()).setAdmin(member, admin);
      toast.success(admin ? ADMIN_ADDED : ADMIN_REMOVED);
    } catch (error) {
      toastFailure(admin ? ERROR_ADDING_ADMIN : ERROR_REMOVING_ADMIN, error);
    }
  }

  return (
    <section className="stack">
      <h1>Members</h1>
      <AddMemberForms />
      <ul className="list" aria-label="Members">
        {sorted.map((member) => {
          const label = roleLabel(ledger, member);
          const admin = isAdmin(ledger, member.userId);
          return (
            <li key={member.id} className="list-row" aria-label={member.displayName}>
              <div className="grow">
                <div style={{ fontWeight: 600 }}>
                  {member.displayName}
                  {member.userId === me ? <span className="muted"> (you)</span> : null}
                </div>
                <span className="badge">{label}</span>
                {ledger.type === 'onetime' ? <UpiIdField member={member} /> : null}
              </div>
              {canToggleAdmin(ledger, me, member) ? (
                admin ? (
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={`Remove ${member.displayName} as admin`}
                    onClick={() => void toggleAdmin(member, false)}
                  >
                    Remove admin
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={`Make ${member.displayName} admin`}
                    onClick={() => void toggleAdmin(member, true)}
                  >
                    Make admin
                  </button>
                )
              ) : null}
              {canRemoveMember(ledger, me, member) ? (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  aria-label={`Remove ${member.displayName}`}
                  onClick={() => void remove(member)}
                >
                  Remove
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
