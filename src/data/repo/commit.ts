// The one way a ledger change is written: its writes and the log entry recording it go in one batch, so a
// change and its entry land together or not at all. Retries live here too, so no write does its own: a
// change built from what was read is read and built again once when a document it updates went meanwhile,
// and a change may name what to write instead when the document it updates was never made.
import type { ActivityDraft, ActivityKind } from '../../domain/activity';
import type { EntryOf } from '../../domain/activity-wording';
import type { Ledger } from '../../domain/types';
import { DocumentMissingError, type BatchOptions, type DocumentStore, type WriteOp } from '../ports';
import { loadOnce } from '../load-once';
import { chunks } from './batches';
import { paths } from './paths';

export interface Author {
  uid: string;
  displayName?: string;
}

/** Where and as whom changes are written. */
export interface Writer {
  docs: DocumentStore;
  ledgerId: string;
  author: Author;
  now: () => number;
}

/** A writer bound to one ledger (the repository's): its type and members decide how its entries read. */
export interface LedgerWriter extends Writer {
  ledger: Ledger;
  /** Member names for the log's before and after ("Paid by Asha → Ben"); ids read as themselves. */
  nameOf: (userId: string) => string;
}

export interface Change {
  ops: WriteOp[];
  entry: ActivityDraft;
  /** A derived id the rules look the entry up by (a restore's); otherwise a new one. */
  entryId?: string;
  /** Written instead of `ops` when one of them updates a document that is not there (settings never saved). */
  ifMissing?: WriteOp[];
  /** Too many writes for one batch (unreadable entries by the thousand): several, the entry in the first. */
  spansBatches?: boolean;
}

/** A change built from what is stored now, or null when there is nothing to write (settled already). */
export type Plan = () => Promise<Change | null>;

/**
 * How the log words a change (titles, each field before and after): needed only when something is written,
 * so it loads then, not with the first screen.
 */
export const logWording = loadOnce(() => import('../../domain/activity-wording'));

/** An entry about one of the ledger's transactions (activity-wording.ts transactionEntry). */
export async function entryAbout(
  w: LedgerWriter,
  kind: ActivityKind,
  tx: EntryOf,
  more: Partial<ActivityDraft> = {},
): Promise<ActivityDraft> {
  const { transactionEntry } = await logWording();
  return transactionEntry(w.ledger.type, kind, tx, w.nameOf, more);
}

/** The rules' bound on a title and an author's name (firestore.rules isActivity). */
const MAX_TITLE = 200;

/** A title made of two names ("Ravi to Ben") or an email can run past it; an entry over it is refused. */
const fitted = (text: string) => (text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text);

/** The stored form of an entry: no `undefined` (Firestore refuses it), no id. */
function entryData(draft: ActivityDraft, author: Author, at: number): Record<string, unknown> {
  const data: Record<string, unknown> = {
    at,
    by: author.uid,
    byName: fitted(author.displayName || author.uid),
    kind: draft.kind,
    about: draft.about,
    subject: draft.subject,
    title: fitted(draft.title),
    changes: draft.changes,
  };
  if (draft.snapshot) data.snapshot = JSON.parse(JSON.stringify(draft.snapshot));
  if (draft.settledIds) data.settledIds = draft.settledIds;
  if (draft.text !== undefined) data.text = draft.text;
  if (draft.restoredFrom) data.restoredFrom = draft.restoredFrom;
  return data;
}

function entryOp(w: Writer, change: Change): WriteOp {
  const id = change.entryId ?? w.docs.newId();
  return { type: 'set', path: paths.activityEntry(w.ledgerId, id), data: entryData(change.entry, w.author, w.now()) };
}

async function writeOnce(w: Writer, change: Change, options?: BatchOptions): Promise<void> {
  if (!change.spansBatches) return w.docs.batch([...change.ops, entryOp(w, change)], options);
  const [first = [], ...rest] = chunks(change.ops, w.docs.maxBatchWrites - 1);
  await w.docs.batch([...first, entryOp(w, change)], options);
  for (const batch of rest) await w.docs.batch(batch, options);
}

/** Writes the change with its entry; falls back on `ifMissing` when an update found nothing to update. */
export async function write(w: Writer, change: Change, options?: BatchOptions): Promise<void> {
  try {
    await writeOnce(w, change, options);
  } catch (error) {
    if (!change.ifMissing || !(error instanceof DocumentMissingError)) throw error;
    await writeOnce(w, { ...change, ops: change.ifMissing, ifMissing: undefined }, options);
  }
}

/**
 * Runs `attempt` again once when it fails because a document it updates went between its reads and its
 * write (another tab or device deleted it): the second attempt reads what is there now.
 */
export async function rereadOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof DocumentMissingError)) throw error;
    return attempt();
  }
}

/**
 * Writes a change and its log entry together. A change given ready is written as it is; a plan is built
 * from what is stored now, written, and built again once if something it updates went meanwhile. Returns
 * whether anything was written.
 */
export async function commit(w: Writer, change: Change | Plan, options?: BatchOptions): Promise<boolean> {
  if (typeof change !== 'function') {
    await write(w, change, options);
    return true;
  }
  return rereadOnce(async () => {
    const built = await change();
    if (built) await write(w, built, options);
    return built !== null;
  });
}
