// Cloud mode's watched transactions: the mirror answers first when it holds the whole range, and Firestore's
// answers then take over (mirrored-store.ts routes a transactions listener here).
import { matches, sortDocs } from '../constraints';
import { idOf } from '../paths';
import type { Constraint, DocData, SnapshotMeta, Unsubscribe, WithId, WriteOp } from '../ports';
import { withId } from '../with-id';
import type { ServerStore } from './mirrored-store';
import { transactionPathLedger, type TransactionMirror } from './transaction-mirror';

const FROM_MIRROR: SnapshotMeta = { fromCache: true, hasPendingWrites: false };

export const logged = (what: string) => (error: unknown) =>
  console.error(`The transaction mirror could not ${what}`, error);

/** What the mirror holds of a range, and the spans of it that it does not hold. */
type Held = Awaited<ReturnType<TransactionMirror['read']>>;

/** Firestore's cached answer laid over the mirror's rows (it holds this device's writes queued offline). */
export function union(held: readonly WithId<DocData>[], cached: readonly WithId<DocData>[], constraints: Constraint[]) {
  const byId = new Map(held.map((doc) => [doc.id, doc]));
  for (const doc of cached) byId.set(doc.id, doc);
  return [...byId.values()].filter((doc) => matches(doc, constraints));
}

/**
 * This page's writes saved ahead of Firestore (outbox.ts), told to the ledger's watched ranges at once:
 * Firestore's own snapshot of the write comes only once its queue has stored it.
 */
export class LocalWrites {
  private readonly listeners = new Set<(ledgerId: string, docs: WithId<DocData>[]) => void>();

  tell(ops: readonly WriteOp[]): void {
    const byLedger = new Map<string, WithId<DocData>[]>();
    for (const op of ops) {
      const ledgerId = transactionPathLedger(op.path);
      if (!ledgerId || op.type !== 'set') continue;
      const docs = byLedger.get(ledgerId) ?? [];
      docs.push(withId({ ...op.data }, idOf(op.path)));
      byLedger.set(ledgerId, docs);
    }
    for (const [ledgerId, docs] of byLedger) for (const listener of [...this.listeners]) listener(ledgerId, docs);
  }

  listen(listener: (ledgerId: string, docs: WithId<DocData>[]) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The list last shown with the documents written here laid over it: those of them the range holds. */
function withWritten(shown: readonly WithId<DocData>[], written: WithId<DocData>[], constraints: Constraint[]) {
  const ids = new Set(written.map((doc) => doc.id));
  const kept = shown.filter((doc) => !ids.has(doc.id));
  return sortDocs([...kept, ...written.filter((doc) => matches(doc, constraints))], constraints);
}

/**
 * The mirror answers first when it holds the whole range; Firestore's answers then take over. A server
 * answer is shown as it comes and corrects the mirror. A cached one (offline) is shown over what the mirror
 * holds, or, where the mirror holds only part of the range, marked incomplete so no total is trusted.
 */
export function watchMirrored<T extends DocData>(
  server: ServerStore,
  mirror: TransactionMirror,
  { ledgerId, collectionPath, constraints }: { ledgerId: string; collectionPath: string; constraints: Constraint[] },
  next: (docs: WithId<T>[], meta: SnapshotMeta) => void,
  onError: (message: string) => void,
  localWrites?: LocalWrites,
): Unsubscribe {
  let active = true;
  /** Counts Firestore's snapshots; a late mirror read never replaces a newer answer. */
  let latest = 0;
  // The mirror's last answer for the range, and the entries in Firestore's last snapshot. A cached
  // snapshot (offline: each write made here) is shown at once over that answer, less what left
  // Firestore's view (deleted, or moved out of the range), then again over a fresh read of the mirror.
  // Waiting for the read held home back: 20 ms for a month of 834 entries (issue 34, part 5).
  const kept = { held: null as Held | null, firestoreIds: new Set<string>() };
  // What was last shown, so a write saved here can be laid over it at once.
  let shown: { docs: WithId<T>[]; meta: SnapshotMeta } | null = null;
  const show = (docs: WithId<T>[], meta: SnapshotMeta) => {
    shown = { docs, meta };
    next(docs, meta);
  };
  void mirror.read(ledgerId, constraints).then((held) => {
    kept.held ??= held;
    if (active && latest === 0 && held.missing.length === 0) show(held.docs as WithId<T>[], FROM_MIRROR);
  }, logged('read a range'));
  const stopTelling = localWrites?.listen((writtenIn, written) => {
    if (!active || writtenIn !== ledgerId || !shown || shown.meta.failed) return;
    if (kept.held?.missing.length === 0)
      kept.held = { ...kept.held, docs: withWritten(kept.held.docs, written, constraints) };
    show(withWritten(shown.docs, written, constraints) as WithId<T>[], { ...shown.meta, hasPendingWrites: true });
  });
  const stop = server.watchQuery<T>(
    collectionPath,
    constraints,
    (docs, meta) => {
      const mine = ++latest;
      const ids = new Set(docs.map((doc) => doc.id));
      const left = new Set([...kept.firestoreIds].filter((id) => !ids.has(id)));
      kept.firestoreIds = ids;
      if (meta.failed || !meta.fromCache) {
        show(docs, meta);
        if (!meta.failed) mirror.applyAnswer(ledgerId, constraints, docs).catch(logged('store an answer'));
        return;
      }
      const showOver = (held: Held) =>
        show(
          union(held.docs, docs, constraints) as WithId<T>[],
          held.missing.length ? { ...meta, incomplete: true } : meta,
        );
      // Only over a range the mirror holds whole: a partial one waits for the read, as a new device's
      // first look does, so a month being downloaded is not flagged incomplete on the way.
      if (kept.held?.missing.length === 0) {
        kept.held = { ...kept.held, docs: kept.held.docs.filter((doc) => !left.has(doc.id)) };
        showOver(kept.held);
      }
      mirror.read(ledgerId, constraints).then((held) => {
        if (!active || mine !== latest) return;
        kept.held = held;
        showOver(held);
      }, logged('read a range'));
    },
    onError,
  );
  return () => {
    active = false;
    stopTelling?.();
    stop();
  };
}
