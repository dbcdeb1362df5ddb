// Delete my account, in the data: leaving a ledger (handing it over when owned), and the profile's delete.
// Every write here is confirmed by the server before the next step: the account goes last, and a write still
// queued when it goes could never be sent.
import type { Ledger } from '../../domain/types';
import { ledgerAfterLeaving } from '../../domain/account-deletion';
import { userIdFromEmail } from '../../domain/user-id';
import type { DocumentStore, WriteOp } from '../ports';
import { batchesFor } from './batches';
import { commit, logWording, type Author } from './commit';
import { paths } from './paths';

/**
 * One write: out of the ledger's contributors and admins (and owner, to `newOwner`), and the UPI ID gone from
 * the member document, which otherwise stays so entries keep the name (firestore.rules isLeave).
 */
export async function leaveLedgerOps(
  docs: DocumentStore,
  ledger: Ledger,
  uid: string,
  newOwner: string | undefined,
  now: number,
): Promise<WriteOp[]> {
  const after = ledgerAfterLeaving(ledger, uid, newOwner);
  const ops: WriteOp[] = [
    { type: 'set', path: paths.ledger(ledger.id), data: { ...after, updatedAt: now }, merge: true },
  ];
  const member = await docs.get(paths.member(ledger.id, uid));
  // Where the group would pay him is his to take away; an update, so a member document already gone stays gone.
  if (typeof member?.upiId === 'string' && member.upiId !== '') {
    ops.push({ type: 'update', path: paths.member(ledger.id, uid), data: { upiId: '' } });
  }
  return ops;
}

/** "Asha left Goa trip", logged in the same batch; the new owner, if any, is in the title. */
export async function leaveLedger(
  docs: DocumentStore,
  ledger: Ledger,
  author: Author,
  handTo: { id: string; name: string } | undefined,
  now: number,
): Promise<void> {
  const [ops, { ledgerEntry }] = await Promise.all([
    leaveLedgerOps(docs, ledger, author.uid, handTo?.id, now),
    logWording(),
  ]);
  const title = handTo ? `${ledger.name}, handing it to ${handTo.name}` : ledger.name;
  const writer = { docs, ledgerId: ledger.id, author, now: () => now };
  await commit(writer, { ops, entry: ledgerEntry('member-left', title, { subject: author.uid }) }, { confirmed: true });
}

/** users/{sha256(email)}, and when they last looked at each ledger: nobody can look this person up any more. */
export async function deleteProfile(docs: DocumentStore, email: string): Promise<void> {
  const profileId = await userIdFromEmail(email);
  const seen = await docs.query(paths.seenLedgers(profileId));
  const ops: WriteOp[] = [
    ...seen.map((d): WriteOp => ({ type: 'delete', path: paths.seenLedger(profileId, d.id) })),
    { type: 'delete', path: paths.user(profileId) },
  ];
  // The profile goes in the last batch, so a failure midway leaves it there to try again.
  for (const batch of batchesFor(docs, ops)) await docs.batch(batch, { confirmed: true });
}
