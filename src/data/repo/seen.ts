// What's new, in the data: when this person last looked at each ledger, kept with the account at
// users/{profile}/seen/{ledger} {at}, so looking on the phone counts on the laptop too. Only they read or
// write it (firestore.rules); on the device it is per device profile, at the same path.
import { orderBy, where, type DocumentStore, type SnapshotMeta, type Unsubscribe } from '../ports';
import type { ActivityEntry } from '../../domain/activity';
import { decodeEntries } from './activity';
import { paths } from './paths';

export type SeenTimes = Record<string, number>;

export function watchSeen(
  docs: DocumentStore,
  profileId: string,
  next: (seen: SeenTimes, meta: SnapshotMeta) => void,
  onError: (message: string) => void,
): Unsubscribe {
  return docs.watchQuery(
    paths.seenLedgers(profileId),
    [],
    (found, meta) => {
      const seen: SeenTimes = {};
      for (const d of found) if (typeof d.at === 'number' && Number.isFinite(d.at)) seen[d.id] = d.at;
      next(seen, meta);
    },
    onError,
  );
}

/** The caller passes a time no earlier than what is stored (whats-new.ts seenMark). */
export async function markSeen(docs: DocumentStore, profileId: string, ledgerId: string, at: number): Promise<void> {
  await docs.set(paths.seenLedger(profileId, ledgerId), { at });
}

/**
 * A ledger's log from `since` on, live: only what may be new, so a ledger with thousands of entries costs a
 * handful of reads. A monthly member reads what is about him and about the whole ledger (two queries the
 * rules can check, as watchActivity).
 */
export function watchActivitySince(
  docs: DocumentStore,
  ledgerId: string,
  onlyAbout: string | null,
  since: number,
  next: (entries: ActivityEntry[]) => void,
  onError: (message: string) => void,
): Unsubscribe {
  if (onlyAbout === null)
    return docs.watchQuery(
      paths.activity(ledgerId),
      [where('at', '>=', since), orderBy('at', 'desc')],
      (found) => next(decodeEntries(found)),
      onError,
    );
  const parts: ActivityEntry[][] = [[], []];
  const stops = [onlyAbout, ''].map((about, i) =>
    docs.watchQuery(
      paths.activity(ledgerId),
      [where('about', '==', about), where('at', '>=', since)],
      (found) => {
        parts[i] = decodeEntries(found);
        next([...parts[0]!, ...parts[1]!]);
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
