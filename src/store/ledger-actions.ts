// Actions on the user's ledgers as a whole (choose, create, rename, delete) for the screens; changes inside
// the active ledger go through its repository (active-ledger.ts). Each throws on failure; screens show SPEC §8's
// messages. Validation belongs to the domain and is done by the caller first.
import {
  setLedgerCurrency,
  createLedger as writeLedger,
  deleteLedger as removeLedgerDocs,
  renameLedger as writeName,
  type NewLedger,
} from '../data/repo/ledgers';
import * as members from '../data/repo/members';
import { paths } from '../data/repo/paths';
import { findUserByEmail } from '../data/repo/users';
import type { Ledger } from '../domain/types';
import { backendReady, readSession, requireUser } from './session-store';
import { USER_NOT_LOADED } from '../domain/messages';

/** Actions may run before storage has opened (the UI paints from the last saved state), so they wait. */
const docs = async () => (await backendReady()).docs;

/** Makes a ledger active and remembers it as the user's last used one. */
export async function chooseLedger(ledgerId: string): Promise<void> {
  const { sync } = readSession();
  if (!sync) throw new Error(USER_NOT_LOADED);
  await sync.choose(ledgerId);
}

/**
 * Creates a ledger and makes it active. A trip's guests come along: every email is looked up first, so an
 * unknown one (UnknownUserError) stops everything before anything is written; the ledger and its temporary
 * members are then one batch, and each person with an account one more (the rules let an existing
 * ledger's admin add one contributor per write). A failure there leaves the trip open: GuestNotAddedError.
 */
export async function createLedger(input: NewLedger & { emails?: string[] }): Promise<Ledger> {
  const store = await docs();
  const found = await Promise.all(
    (input.emails ?? []).map(async (email) => {
      const user = await findUserByEmail(store, email);
      if (!user?.userId) throw new members.UnknownUserError(email);
      return { id: user.userId, userId: user.userId, displayName: user.displayName };
    }),
  );
  const creator = requireUser();
  const ledger = await writeLedger(store, creator, input, Date.now());
  const { failed } = await members.addAccountMembers(
    store,
    ledger,
    found.filter((m) => m.userId !== creator.uid),
    Date.now(),
  );
  // The trip exists either way: it opens, and a failed guest is named so they can be added from Members.
  await chooseLedger(ledger.id);
  if (failed) throw new GuestNotAddedError(ledger, failed.member.displayName, failed.error);
  return ledger;
}

/** The ledger was created and opened, but a guest (and any after them) could not be added. */
export class GuestNotAddedError extends Error {
  constructor(
    readonly ledger: Ledger,
    guest: string,
    cause: unknown,
  ) {
    super(
      `${ledger.name} was created, but ${guest} could not be added (${cause instanceof Error ? cause.message : String(cause)}). Add them from Members.`,
    );
    this.name = 'GuestNotAddedError';
  }
}

export { CurrencyLockedError } from '../data/repo/ledgers';

/** The store with a settings change of the ledger logged (the field read before it changes). */
async function settingLogged(
  ledgerId: string,
  field: 'name' | 'currency',
  label: 'Group name' | 'Currency',
  after: string,
) {
  const store = await docs();
  const stored = await store.get(paths.ledger(ledgerId));
  const before = typeof stored?.[field] === 'string' ? (stored[field] as string) : '';
  // Renames and currency changes are rare: the log's writer and wording load with them.
  const [{ recording }, { ledgerSettingEntry }] = await Promise.all([
    import('../data/repo/activity'),
    import('../domain/activity-wording'),
  ]);
  return recording(store, ledgerId, ledgerSettingEntry(label, before, after), requireUser(), Date.now());
}

export async function changeLedgerCurrency(ledgerId: string, currency: string): Promise<void> {
  await setLedgerCurrency(
    await settingLogged(ledgerId, 'currency', 'Currency', currency),
    ledgerId,
    currency,
    Date.now(),
  );
}

export async function renameLedger(ledgerId: string, name: string): Promise<void> {
  const store = await settingLogged(ledgerId, 'name', 'Group name', name.trim());
  await writeName(store, ledgerId, name, Date.now());
}

/** When the active ledger goes, the ledger list's next snapshot runs active-ledger selection again. */
export async function deleteLedger(ledgerId: string): Promise<void> {
  await removeLedgerDocs(await docs(), ledgerId, Date.now());
}

export async function memberCounts(ledgerIds: string[]): Promise<Record<string, number>> {
  const store = await docs();
  const counts = await Promise.all(ledgerIds.map((id) => members.countMembers(store, id)));
  return Object.fromEntries(ledgerIds.map((id, i) => [id, counts[i] ?? 0]));
}
