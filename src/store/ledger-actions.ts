// Actions on ledgers, members and lists for the screens. Each throws on failure; screens show SPEC §8's
// messages. Validation belongs to the domain and is done by the caller first.
import {
  createLedger as writeLedger,
  deleteLedger as removeLedgerDocs,
  renameLedger as writeName,
  type NewLedger,
} from '../data/repo/ledgers';
import * as members from '../data/repo/members';
import { saveCommonSettings } from '../data/repo/settings';
import type { Ledger, Member } from '../domain/types';
import { currentActiveLedger } from './ledger-store';
import { backendReady, readSession, requireUser } from './session-store';
import { USER_NOT_LOADED } from '../domain/messages';

export { UnknownUserError, DuplicateMemberError } from '../data/repo/members';
export { ReservedNameError } from '../data/repo/members';

/** Actions may run before storage has opened (the UI paints from the last saved state), so they wait. */
const docs = async () => (await backendReady()).docs;

export function requireActiveLedger(): Ledger {
  const ledger = currentActiveLedger();
  if (!ledger) throw new Error('No ledger is selected.');
  return ledger;
}

/** Makes a ledger active and remembers it as the user's last used one. */
export async function chooseLedger(ledgerId: string): Promise<void> {
  const { sync } = readSession();
  if (!sync) throw new Error(USER_NOT_LOADED);
  await sync.choose(ledgerId);
}

export async function createLedger(input: NewLedger): Promise<Ledger> {
  const ledger = await writeLedger(await docs(), requireUser(), input, Date.now());
  await chooseLedger(ledger.id);
  return ledger;
}

export async function renameLedger(ledgerId: string, name: string): Promise<void> {
  await writeName(await docs(), ledgerId, name, Date.now());
}

/** When the active ledger goes, the ledger list's next snapshot runs active-ledger selection again. */
export async function deleteLedger(ledgerId: string): Promise<void> {
  await removeLedgerDocs(await docs(), ledgerId, Date.now());
}

export async function addMemberByEmail(email: string): Promise<Member> {
  return members.addMemberByEmail(await docs(), requireActiveLedger(), email, Date.now());
}

export async function addTemporaryMember(name: string): Promise<Member> {
  return members.addTemporaryMember(await docs(), requireActiveLedger(), name);
}

export async function removeMember(member: Member): Promise<void> {
  await members.removeMember(await docs(), requireActiveLedger(), member, Date.now());
}

export async function setAdmin(member: Member, admin: boolean): Promise<void> {
  await members.setAdmin(await docs(), requireActiveLedger(), member, admin, Date.now());
}

export async function saveCategories(categories: string[]): Promise<void> {
  await saveCommonSettings(await docs(), requireActiveLedger().id, { categories });
}

export async function saveTags(tags: string[]): Promise<void> {
  await saveCommonSettings(await docs(), requireActiveLedger().id, { tags });
}

export async function memberCounts(ledgerIds: string[]): Promise<Record<string, number>> {
  const store = await docs();
  const counts = await Promise.all(ledgerIds.map((id) => members.countMembers(store, id)));
  return Object.fromEntries(ledgerIds.map((id, i) => [id, counts[i] ?? 0]));
}
