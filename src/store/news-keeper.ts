// Keeps What's new live for the signed-in person (issue 32), alongside the ledger sync: their seen times,
// and for each of their ledgers a subscription to its log from that time on (only what may be new). A ledger
// with no seen time yet (just created, joined or added to) is marked seen on first sight, so joining a busy
// trip does not greet anyone with its whole history as new. Only once the times read can be trusted: from
// the server, or from a cache that holds some (a listener is not told when the server merely agrees with the
// cache); an empty cache on a new device, offline, would otherwise mark every ledger seen and hide its news.
import type { AuthUser, DocumentStore, Unsubscribe } from '../data/ports';
import { markSeen, watchActivitySince, watchSeen } from '../data/repo/seen';
import { userIdFromEmail } from '../domain/user-id';
import { isAdmin } from '../domain/roles';
import { totalNew } from '../domain/whats-new';
import type { Ledger } from '../domain/types';
import { currentLedgerState, subscribeLedgerState } from './ledger-store';
import { freshEntries, newCounts, newsChanged, newsEnded, readNews, subscribeNews } from './news-store';
import type { ErrorReporter } from './ledger-sync';

/** A monthly member reads only what is about him or the whole ledger (the rules, SPEC §6). */
const onlyAbout = (ledger: Ledger, uid: string) => (ledger.type === 'monthly' && !isAdmin(ledger, uid) ? uid : null);

export async function keepNews(
  docs: DocumentStore,
  user: AuthUser,
  report: ErrorReporter,
  now: () => number = Date.now,
): Promise<Unsubscribe> {
  const profileId = await userIdFromEmail(user.email);
  newsChanged({ profileId });
  const logs = new Map<string, { key: string; stop: Unsubscribe }>();
  const firstSightMarked = new Set<string>();
  const times = { trusted: false };

  const stored = { seen: {} as Record<string, number> };

  const follow = () => {
    const { ledgers } = currentLedgerState();
    // A group this person made was seen when they made it: its creation time stands in until they look, with
    // no write of its own (the first sight of a group someone else made is written, below).
    const seen = { ...stored.seen };
    for (const l of ledgers)
      if (seen[l.id] === undefined && l.owner === user.uid && l.createdAt > 0) seen[l.id] = l.createdAt;
    const shown = readNews().seen;
    if (
      Object.keys(seen).length !== Object.keys(shown).length ||
      Object.entries(seen).some(([id, at]) => shown[id] !== at)
    )
      newsChanged({ seen });
    const wanted = new Set(ledgers.map((l) => l.id));
    for (const [id, log] of logs)
      if (!wanted.has(id)) {
        log.stop();
        logs.delete(id);
        freshEntries(id, null);
      }
    for (const ledger of ledgers) {
      const since = seen[ledger.id];
      if (since === undefined) {
        if (times.trusted && !firstSightMarked.has(ledger.id)) {
          firstSightMarked.add(ledger.id);
          markSeen(docs, profileId, ledger.id, now()).catch((e: unknown) => console.warn('Marking seen failed', e));
        }
        continue;
      }
      const about = onlyAbout(ledger, user.uid);
      const key = `${since}|${about ?? ''}`;
      if (logs.get(ledger.id)?.key === key) continue;
      logs.get(ledger.id)?.stop();
      const stop = watchActivitySince(
        docs,
        ledger.id,
        about,
        since,
        (entries) => freshEntries(ledger.id, entries),
        // A ledger just left or deleted refuses its log; What's new is a courtesy, so this is logged only.
        (message) => console.warn(`What's new for ${ledger.name}: ${message}`),
      );
      logs.set(ledger.id, { key, stop });
    }
  };

  const stopSeen = watchSeen(
    docs,
    profileId,
    (seen, meta) => {
      if (!meta.fromCache || Object.keys(seen).length > 0) times.trusted = true;
      stored.seen = seen;
      follow();
    },
    (message) => report(`Could not read what's new: ${message}`),
  );
  const stopLedgers = subscribeLedgerState(follow);
  const stopBadge = subscribeNews((state) => showOnAppIcon(totalNew(newCounts(state, user.uid))));

  return () => {
    stopSeen();
    stopLedgers();
    stopBadge();
    for (const log of logs.values()) log.stop();
    logs.clear();
    newsEnded();
    showOnAppIcon(0);
  };
}

/** The installed app's icon shows the total (Badging API), where the browser has it. */
function showOnAppIcon(total: number): void {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  const done = total > 0 ? navigator.setAppBadge(total) : navigator.clearAppBadge();
  done.catch(() => {
    /* Not installed, or not allowed: the in-app badges say the same. */
  });
}
