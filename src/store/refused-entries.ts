// Writes the server refused after the app had already called them saved (cloud mode; Firestore then
// undoes them on this device). Each refusal becomes a notice saying what was undone, and an added or
// edited entry is kept in this device's IndexedDB, per user and ledger, until it is saved again or
// discarded: a reload offers it again, so nothing typed is lost. Loaded with the first refusal, or when a
// kept entry is looked for, never with the first screen.
import { delMany, get, keys, update } from 'idb-keyval';
import type { RefusedWrite } from '../data/ports';
import { ledgerCurrency } from '../domain/currency';
import {
  decodeKeptEntries,
  entryAsTyped,
  entryFormOf,
  keptEntryOf,
  refusalMessage,
  refusedEntryWrite,
  reopening,
  withKeptEntry,
  type EntryForm,
  type KeptEntry,
  type RefusedEntryWrite,
  type ReopenedEntry,
} from '../domain/refused-writes';
import { isPostingWrite } from '../domain/recurring-posting';
import type { Transaction } from '../domain/types';
import { loadTransaction } from './active-ledger';
import { chooseLedger } from './ledger-actions';
import { currentActiveLedger, currentLedgerState } from './ledger-store';
import { forgetNotices, tell, wasOffered } from './refusal-notices';
import { getBackend, readSession } from './session-store';

/** idb-keyval's own database, which holds no ledger documents; one key per user and ledger. */
const keyOf = (uid: string, ledgerId: string) => `refused-entries/${uid}/${ledgerId}`;
const userPrefix = (uid: string) => `refused-entries/${uid}/`;

const currentUid = (): string | null => readSession().user?.uid ?? null;

/**
 * The entry as stored now. Firestore has already gone back to the server's copy when it reports a
 * refusal, so that is what an edit was made on; the live list is the fallback for an unreadable one.
 */
async function storedCopy(write: RefusedEntryWrite): Promise<Record<string, unknown> | null> {
  const read = await getBackend()
    .docs.get(`ledgers/${write.ledgerId}/transactions/${write.transactionId}`)
    .catch(() => null);
  if (read) return read;
  const listed = currentLedgerState().transactions.find((t) => t.id === write.transactionId);
  return listed ? { ...listed } : null;
}

/**
 * Turns a refused write into its notice, keeping an added or edited entry on this device first. Called
 * by the backend for every refusal; `now` is when it came.
 */
export async function keepRefusedWrite({ ops, error }: RefusedWrite, now = Date.now()): Promise<void> {
  // Another device posted the same recurring entry first: its copy stands, and nothing typed was lost.
  if (isPostingWrite(ops.map((op) => op.path))) {
    console.info('A recurring entry posted here was already posted on another device', error);
    return;
  }
  // The reason stays in the console for whoever investigates; the person gets plain words.
  console.error('The server refused a write that was already shown as saved', error);
  const write = refusedEntryWrite(ops);
  const ledger = write ? currentLedgerState().ledgers.find((l) => l.id === write.ledgerId) : null;
  const needsStored = write && (write.op.type !== 'set' || write.op.merge);
  const typed = write ? entryAsTyped(write, needsStored ? await storedCopy(write) : null) : null;
  const message = refusalMessage(ops, ledgerCurrency(ledger), typed);
  const kept = write ? keptEntryOf(write, typed, message, now) : null;
  const uid = currentUid();
  if (!kept || !uid) return tell({ message, kept: null });
  try {
    await update(keyOf(uid, kept.ledgerId), (list: unknown) => withKeptEntry(decodeKeptEntries(list), kept));
    tell({ message, kept });
  } catch (failure) {
    // Not kept, so not offered again: the sentence alone still says what was lost.
    console.error('Keeping the refused entry on this device failed', failure);
    tell({ message, kept: null });
  }
}

/** The signed-in user's kept entries of a ledger, newest first; [] when storage cannot answer. */
export async function keptEntries(ledgerId: string): Promise<KeptEntry[]> {
  const uid = currentUid();
  if (!uid) return [];
  try {
    return decodeKeptEntries(await get(keyOf(uid, ledgerId)));
  } catch (error) {
    console.error('Reading the kept entries failed', error);
    return [];
  }
}

/** Offers again, once per start of the app, each entry of the ledger still kept from an earlier refusal. */
export async function offerKeptEntries(ledgerId: string): Promise<void> {
  for (const kept of (await keptEntries(ledgerId)).reverse()) {
    if (wasOffered(kept)) continue;
    tell({ message: kept.message, kept });
  }
}

/** Saved again, or discarded: the copy goes. */
export async function forgetKeptEntry(ledgerId: string, transactionId: string): Promise<void> {
  const uid = currentUid();
  if (!uid) return;
  await update(keyOf(uid, ledgerId), (list: unknown) =>
    decodeKeptEntries(list).filter((k) => k.transactionId !== transactionId),
  );
}

/** Sign-out forgets this user's data on the device (SPEC §4), kept entries too. */
export async function clearKeptEntries(uid: string): Promise<void> {
  forgetNotices();
  const mine = (await keys()).filter((key) => typeof key === 'string' && key.startsWith(userPrefix(uid)));
  await delMany(mine);
}

/**
 * Where a kept entry opens again: its ledger is made active, and an edit opens on the entry while it
 * still exists, else as a new entry. Null when its ledger is gone or the entry has no form.
 */
export async function prepareReopen(kept: KeptEntry): Promise<{ form: EntryForm; editId: string | null } | null> {
  const ledger = currentLedgerState().ledgers.find((l) => l.id === kept.ledgerId);
  const form = ledger ? entryFormOf(kept.entry, ledger.type) : null;
  if (!ledger || !form) return null;
  if (currentActiveLedger()?.id !== ledger.id) await chooseLedger(ledger.id);
  const stored = kept.edit ? await loadTransaction(kept.transactionId).catch(() => null) : null;
  return { form, editId: stored ? stored.id : null };
}

/** For the form's route: the kept entry named by `keptId` in the active ledger, laid over `stored` for an edit. */
export async function loadReopened(keptId: string, stored: Transaction | null): Promise<ReopenedEntry | null> {
  const ledgerId = currentActiveLedger()?.id;
  const kept = ledgerId ? (await keptEntries(ledgerId)).find((k) => k.transactionId === keptId) : undefined;
  return kept ? { keptId, values: reopening(kept, stored).values } : null;
}
