// Shown to someone who joined as a temporary member until an admin's app has moved that member's entries to
// them: nothing is doubled meanwhile, the entries just still read under the old name.
import { usePendingClaim } from '../../store/invite-actions';

export function ClaimPendingNote() {
  const pending = usePendingClaim();
  if (!pending) return null;
  return (
    <p className="card" role="status">
      {pending.admin} will move {pending.name}'s entries to you the next time they open Vyay
    </p>
  );
}
