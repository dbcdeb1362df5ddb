// The activity log on the ports: read live, pruned, and `recording`, for changes made outside the ledger's
// repository (a share written into another ledger, a rename) by code that writes through a plain store: its
// first write carries the log entry, through the same primitive as the repository's (commit.ts).
import { ACTIVITY_KEEP, prunable, type ActivityDraft, type ActivityEntry } from '../../domain/activity';
import { decodeActivityEntry } from '../../domain/decode-activity';
import { orderBy, where, type BatchOptions, type DocumentStore, type Unsubscribe, type WriteOp } from '../ports';
import { batchesFor } from './batches';
import { write, type Author } from './commit';
import { paths } from './paths';

/**
 * The store, with `draft` logged by the first write made through it (set, delete or batch), for code that
 * writes through a plain store (the ledger's own repository builds its writes and commits them instead). A
 * draft may be a function of that write, for what is only known once written (which entries a share
 * writes). Batches get one write less, so the entry always fits. Reads pass through.
 */
export function recording(
  docs: DocumentStore,
  ledgerId: string,
  draft: ActivityDraft | ((ops: WriteOp[]) => ActivityDraft),
  author: Author,
  at: number,
): DocumentStore {
  let logged = false;
  const writer = { docs, ledgerId, author, now: () => at };
  // The entry rides on the first write that succeeds: a batch refused (an update of a missing settings
  // document, retried as a set) leaves the next write to carry it.
  const send = async (ops: WriteOp[], options?: BatchOptions) => {
    if (logged || ops.length === 0) return docs.batch(ops, options);
    await write(writer, { ops, entry: typeof draft === 'function' ? draft(ops) : draft }, options);
    logged = true;
  };
  return {
    maxBatchWrites: docs.maxBatchWrites - 1,
    newId: () => docs.newId(),
    get: (path) => docs.get(path),
    query: (path, constraints) => docs.query(path, constraints),
    watchDoc: (path, next, onError) => docs.watchDoc(path, next, onError),
    watchQuery: (path, constraints, next, onError) => docs.watchQuery(path, constraints, next, onError),
    set: (path, data, options) => send([{ type: 'set', path, data, ...(options?.merge ? { merge: true } : {}) }]),
    delete: (path) => send([{ type: 'delete', path }]),
    batch: (ops, options) => send(ops, options),
  };
}

/**
 * The log live, newest first. Admins and one-time members read all of it; a monthly member reads what is
 * about him and what is about the whole ledger, two queries the rules can check (they merge here).
 */
export function watchActivity(
  docs: DocumentStore,
  ledgerId: string,
  onlyAbout: string | null,
  next: (entries: ActivityEntry[]) => void,
  onError: (message: string) => void,
): Unsubscribe {
  const newestFirst = (a: ActivityEntry, b: ActivityEntry) => b.at - a.at || (a.id < b.id ? 1 : -1);
  if (onlyAbout === null)
    return docs.watchQuery(
      paths.activity(ledgerId),
      [orderBy('at', 'desc')],
      (found) => next(decodeEntries(found)),
      onError,
    );
  const parts: ActivityEntry[][] = [[], []];
  const stops = [onlyAbout, ''].map((about, i) =>
    docs.watchQuery(
      paths.activity(ledgerId),
      [where('about', '==', about)],
      (found) => {
        parts[i] = decodeEntries(found);
        next([...parts[0]!, ...parts[1]!].sort(newestFirst));
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

export function decodeEntries(docs: { id: string }[]): ActivityEntry[] {
  return docs.map((d) => decodeActivityEntry(d.id, d)).filter((e): e is ActivityEntry => e !== null);
}

/** How far a device's clock may run ahead of the server's without a prune being refused. */
export const PRUNE_CLOCK_MARGIN_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the log bounded: an admin's Activity screen deletes entries beyond the newest 2,000 that are also
 * at least 30 days old (the rules refuse younger ones), oldest first. Returns how many went.
 */
export async function pruneActivity(docs: DocumentStore, ledgerId: string, now: number): Promise<number> {
  const all = await docs.query(paths.activity(ledgerId), [orderBy('at', 'desc')]);
  if (all.length <= ACTIVITY_KEEP) return 0;
  // The rules judge age by the server's clock: a device clock running ahead would otherwise offer entries
  // just short of 30 days old there, and one refused delete fails its whole batch.
  const ids = prunable(decodeEntries(all), now - PRUNE_CLOCK_MARGIN_MS);
  for (const batch of batchesFor(
    docs,
    ids.map((id): WriteOp => ({ type: 'delete', path: paths.activityEntry(ledgerId, id) })),
  ))
    await docs.batch(batch);
  return ids.length;
}
