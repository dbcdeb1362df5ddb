// Transfer ownership: the owner hands the group to another admin (and stays an admin), so an owner who
// leaves never strands it. Others see who owns the group.
import { useId, useState } from 'react';
import { ownershipCandidates } from '../../domain/roles';
import type { Ledger, Member } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { confirmDialog } from '../../ui/dialogs';
import { toastFailure } from '../../ui/error-message';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toast';

export function OwnershipSection({ ledger, members, me }: { ledger: Ledger; members: Member[]; me: string }) {
  const titleId = useId();
  const candidates = ownershipCandidates(ledger, me, members);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const owner = members.find((m) => m.userId === ledger.owner)?.displayName ?? 'Someone who left';
  const to = candidates.find((m) => m.userId === chosen) ?? candidates[0];

  async function transfer() {
    if (!to || busy) return;
    const ok = await confirmDialog(
      `${to.displayName} becomes the owner of ${ledger.name}: only the owner can delete the group or hand it on. You stay an admin.`,
      { title: 'Transfer ownership', confirmLabel: 'Transfer' },
    );
    if (!ok) return;
    setBusy(true);
    try {
      await (await activeLedger()).transferOwnership(to);
      toast.success(`${to.displayName} now owns ${ledger.name}`);
    } catch (error) {
      toastFailure('Could not transfer ownership. Please try again.', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>Ownership</h2>
      {ledger.owner !== me ? (
        <p className="muted" style={{ margin: 0 }}>
          {owner} owns this group.
        </p>
      ) : candidates.length === 0 ? (
        <p className="muted" style={{ margin: 0 }}>
          You own this group. To hand it to someone else, make them an admin first.
        </p>
      ) : (
        <>
          <p className="muted" style={{ margin: 0 }}>
            You own this group. Hand it to another admin if you are leaving; you stay an admin.
          </p>
          {candidates.length > 1 ? (
            <SelectField
              label="New owner"
              value={to?.userId ?? ''}
              onChange={setChosen}
              options={candidates.map((m) => ({ value: m.userId, label: m.displayName }))}
              disabled={busy}
            />
          ) : null}
          <div>
            <button type="button" className="btn" disabled={busy} onClick={() => void transfer()}>
              Transfer ownership
            </button>
          </div>
        </>
      )}
    </section>
  );
}
