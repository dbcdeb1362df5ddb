// Delete my account (issue 30): every ledger first (deleted when only this person can open it, else left,
// handed over when owned), then the profile, then the account, then this device forgets it all as at sign-out.
// Each step waits for the server, so nothing is left queued behind an account that no longer exists.
import { deleteLedger } from '../data/repo/ledgers';
import { deleteProfile, leaveLedger } from '../data/repo/account';
import { paths } from '../data/repo/paths';
import { decodeMember } from '../domain/decode';
import type { LedgerFate } from '../domain/account-deletion';
import type { Member } from '../domain/types';
import { readAppState } from './app-store';
import { pauseLedgerSync, signOut } from './session';
import { backendReady, readSession, requireUser } from './session-store';

export const NEEDS_CONNECTION =
  'Deleting your account needs a connection to the cloud. Turn off Offline use only, or connect, and try again.';

/** For each group to hand over, its members with accounts, for the "New owner" choice. */
export async function handOverChoices(fates: readonly LedgerFate[]): Promise<Record<string, Member[]>> {
  const { docs } = await backendReady();
  const owned = fates.filter((f) => f.kind === 'hand-over');
  const lists = await Promise.all(
    owned.map(async (f) => {
      const stored = await docs.query(paths.members(f.ledger.id));
      const members = stored.map((d) => decodeMember(d.id, d)).filter((m): m is Member => m !== null);
      // Someone whose member document is missing still has an account in the group: he is named by his id.
      return f.candidates.map((id) => members.find((m) => m.userId === id) ?? { id, userId: id, displayName: id });
    }),
  );
  return Object.fromEntries(owned.map((f, i) => [f.ledger.id, lists[i] ?? []]));
}

export interface Progress {
  (done: number, total: number): void;
}

/**
 * `newOwners` names, for every group handed over, who takes it. `alwaysAsk` signs in again whatever the time
 * (the provider refused the last attempt as not recent). Rejects at the first failure, with everything before
 * it done: the person can press again, and what is already gone is not asked about twice.
 */
export async function deleteMyAccount(
  fates: readonly LedgerFate[],
  newOwners: Readonly<Record<string, Member>>,
  { alwaysAsk = false, progress }: { alwaysAsk?: boolean; progress?: Progress } = {},
): Promise<void> {
  const backend = await backendReady();
  const user = requireUser();
  const cloud = readSession().mode !== 'device';
  if (cloud && (readAppState().offlineUseOnly || !navigator.onLine)) throw new Error(NEEDS_CONNECTION);
  // First, while the press still counts as the person's own act: a sign-in window may open.
  await backend.auth.confirmIdentity(alwaysAsk);
  const author = { uid: user.uid, displayName: user.displayName };
  await pauseLedgerSync(async () => {
    for (const [i, fate] of fates.entries()) {
      progress?.(i, fates.length);
      const now = Date.now();
      if (fate.kind === 'delete') await deleteLedger(backend.docs, fate.ledger.id, now, { confirmed: true });
      else {
        const to = fate.kind === 'hand-over' ? newOwners[fate.ledger.id] : undefined;
        if (fate.kind === 'hand-over' && !to) throw new Error(`Choose who looks after ${fate.ledger.name}.`);
        await leaveLedger(backend.docs, fate.ledger, author, to && { id: to.userId, name: to.displayName }, now);
      }
    }
    progress?.(fates.length, fates.length);
    await deleteProfile(backend.docs, user.email);
  });
  await backend.auth.deleteAccount();
  await signOut();
}
