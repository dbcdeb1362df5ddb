// /ledger/members: who is in the ledger, and the admin's tools to change that (SPEC §5, §6, §8).
import { useState, type ReactNode } from 'react';
import { toast } from '../../ui/toast';
import { WindowedList } from '../../ui/windowed-list';
import { entriesNaming } from '../../domain/link-member';
import { canRemoveMember, canToggleAdmin, isAdmin, roleLabel } from '../../domain/roles';
import type { Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { useActiveLedger, useMembers, useTransactions } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { confirmDialog } from '../../ui/dialogs';
import { focusAfterRemoval } from '../../ui/focus-after-removal';
import { AddMemberForms } from './add-member-forms';
import { LinkMemberDialog } from './link-member-dialog';
import { OwnershipSection } from './ownership-section';
import { UpiIdField } from './upi-id-field';
import { MemberDatesField } from './member-dates-field';
import './members.css';
import { toastFailure } from '../../ui/error-message';
import {
  ADMIN_ADDED,
  ADMIN_REMOVED,
  ERROR_ADDING_ADMIN,
  ERROR_REMOVING_ADMIN,
  ERROR_REMOVING_MEMBER,
  MEMBER_REMOVED,
} from '../../domain/messages';

/** `invites`: the invite links section, which the route supplies (features stay apart). */
export function MembersPage({ invites }: { invites?: ReactNode }) {
  const ledger = useActiveLedger();
  const members = useMembers();
  const transactions = useTransactions();
  const me = useCurrentUser()?.uid ?? '';
  const [linking, setLinking] = useState<{ member: Member; refocus: () => void } | null>(null);
  if (!ledger) return null;
  const sorted = [...members].sort((a, b) => a.displayName.localeCompare(b.displayName));
  const temporary = (member: Member) => roleLabel(ledger, member) === 'Temporary member';
  // Any member with an account can be who a temporary member really was, the admin included.
  const accounts = sorted.filter((m) => !temporary(m));
  const canLink = (member: Member) => isAdmin(ledger, me) && temporary(member) && accounts.length > 0;

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
      {invites}
      <AddMemberForms />
      {ledger.type === 'onetime' && isAdmin(ledger, me) ? (
        <p className="muted">
          From and To say when someone is on the trip: a new expense is split, by default, among the people there on its
          date. Entries already saved never change when dates are edited.
        </p>
      ) : null}
      <WindowedList
        as="ul"
        className="list"
        label="Members"
        items={sorted}
        getKey={(member) => member.id}
        itemClassName={() => 'list-row member-row'}
        itemLabel={(member) => member.displayName}
        estimateSize={88}
        renderItem={(member) => {
          const label = roleLabel(ledger, member);
          const admin = isAdmin(ledger, member.userId);
          return (
            <>
              <div className="grow">
                <div style={{ fontWeight: 600 }}>
                  {member.displayName}
                  {member.userId === me ? <span className="muted"> (you)</span> : null}
                </div>
                <span className="badge">{label}</span>
                {ledger.type === 'onetime' ? (
                  // Only its owner sets a UPI ID (the rules insist): yours, or a temporary member's, whom
                  // admins manage. Anyone else's is shown, not editable: money would go where it says.
                  member.userId === me || !ledger.contributors.includes(member.userId) ? (
                    <UpiIdField member={member} />
                  ) : member.upiId ? (
                    <div className="muted">UPI ID {member.upiId}</div>
                  ) : null
                ) : null}
                {ledger.type === 'onetime' && isAdmin(ledger, me) ? <MemberDatesField member={member} /> : null}
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
              {canLink(member) ? (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Link ${member.displayName} to an account`}
                  onClick={(event) =>
                    setLinking({
                      member,
                      // The row goes once linked: focus moves to its neighbour, as after a remove.
                      refocus: focusAfterRemoval(event.currentTarget, () =>
                        document.querySelector<HTMLElement>('main input'),
                      ),
                    })
                  }
                >
                  Link
                </button>
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
            </>
          );
        }}
      />
      <OwnershipSection ledger={ledger} members={sorted} me={me} />
      {linking ? (
        <LinkMemberDialog
          temp={linking.member}
          accounts={accounts}
          // A monthly ledger's screen holds one month only: the dialog then gives no count.
          entries={ledger.type === 'onetime' ? entriesNaming(linking.member.userId, transactions) : null}
          onClose={() => setLinking(null)}
          onLinked={linking.refocus}
        />
      ) : null}
    </section>
  );
}
