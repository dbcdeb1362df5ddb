// Cloud mode: brings the active monthly ledger's last 12 months onto this device in the background, so
// Insights and the month-wise page open from the mirror, offline too (issue 34). One month per idle moment,
// newest first; months the mirror already holds cost nothing, so each month is read once per device and
// ledger. A month it cannot read (offline, Firestore not connected yet as the app opens, a failed read, or
// one with no answer within 90 s) is tried again later, after 30 s and then twice as long each time up
// to 5 minutes, and at once when the reads change.
import type { AuthUser, DocumentStore, Unsubscribe } from '../data/ports';
import { downloadMonth } from '../data/repo/live';
import { monthsBefore } from '../domain/months';
import { activeLedgerOf, sameReads, type ActiveReads } from './ledger-lifecycle';
import { currentLedgerState, subscribeLedgerState } from './ledger-store';

/** Insights' window: the chosen month and the 12 before it. Older months are read when opened. */
export const HISTORY_MONTHS = 12;

type Idle = (run: () => void) => () => void;
/** Runs `run` after `ms`; returns its cancel. */
type Later = (run: () => void, ms: number) => () => void;

const FIRST_RETRY_MS = 30_000;
/**
 * A month's read that has not answered by then is put off like an offline one: a month of 834 entries is
 * about 1.3 MB, under a minute on a slow mobile connection.
 */
export const READ_AT_MOST_MS = 90_000;
const LAST_RETRY_MS = 5 * 60_000;

const after: Later = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** An idle moment comes within this even on a page that is never idle, so the download still goes on. */
const IDLE_AT_MOST_MS = 2_000;

/** The browser's next idle moment; where there is none (Safari), the next task. */
const nextIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_AT_MOST_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

export function keepHistory(
  docs: DocumentStore,
  user: AuthUser,
  idle: Idle = nextIdle,
  later: Later = after,
): Unsubscribe {
  // Only a store with a mirror has history to fetch; the device holds everything.
  if (!docs.holds) return () => undefined;
  const run = { reads: null as ActiveReads | null, cancel: () => undefined as void };

  const start = (reads: ActiveReads) => {
    const ledger = activeLedgerOf(currentLedgerState());
    if (!ledger || ledger.id !== reads.ledgerId) return;
    const months = monthsBefore(reads, HISTORY_MONTHS);
    let cancelled = false;
    let cancelWait = () => undefined as void;
    const step = (i: number, retryMs = FIRST_RETRY_MS) => {
      const month = months[i];
      if (cancelled || !month) return;
      cancelWait = idle(() => {
        // The first of the read's answer and READ_AT_MOST_MS decides; the other is ignored.
        const decided = { yet: false };
        const decide = (outcome: 'held' | 'read' | 'offline') => {
          if (decided.yet || cancelled) return;
          decided.yet = true;
          stopWaiting();
          if (outcome !== 'offline') return step(i + 1);
          console.info(`${month.year}-${month.month} is not on this device yet; trying again in ${retryMs / 1000} s`);
          cancelWait = later(() => step(i, Math.min(retryMs * 2, LAST_RETRY_MS)), retryMs);
        };
        // A read that never answers (a connection that stalls without failing) must not stop the download.
        const stopWaiting = later(() => decide('offline'), READ_AT_MOST_MS);
        downloadMonth(docs, ledger, user.uid, month).then(decide, (error: unknown) => {
          // A failed read (a server error, a quota) is tried again like an offline one, not given up on.
          console.error('Reading past months onto this device failed', error);
          decide('offline');
        });
      });
    };
    step(0);
    run.cancel = () => {
      cancelled = true;
      cancelWait();
    };
  };

  const follow = () => {
    const { reads, source } = currentLedgerState();
    // Live reads only: a restored state may name a ledger this user no longer has.
    if (source !== 'live' || sameReads(reads, run.reads)) return;
    run.cancel();
    run.reads = reads;
    if (reads?.type === 'monthly') start(reads);
  };
  const unsubscribe = subscribeLedgerState(follow);
  follow();
  return () => {
    unsubscribe();
    run.cancel();
  };
}
