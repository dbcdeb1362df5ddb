// The active ledger's activity log, live while a screen shows it: the Activity screen, and the comments
// under transaction cards. One subscription per active ledger is shared by every holder (counted), follows
// the active ledger and the reader's role, and ends when the last holder lets go.
import { useEffect } from 'react';
import { create } from 'zustand';
import { pruneActivity, watchActivity } from '../data/repo/activity';
import type { Unsubscribe } from '../data/ports';
import type { ActivityEntry } from '../domain/activity';
import { isAdmin } from '../domain/roles';
import type { Ledger } from '../domain/types';
import { currentActiveLedger, subscribeLedgerState } from './ledger-store';
import { backendReady, readSession, subscribeSession } from './session-store';

interface ActivityState {
  /** Which ledger and reader the entries are for ('' when nothing is watched). */
  key: string;
  /** Newest first. */
  entries: ActivityEntry[];
  /** False until the first answer for `key`. */
  loaded: boolean;
  /** The storage's message when the log could not be read. */
  error: string | null;
}

const IDLE: ActivityState = { key: '', entries: [], loaded: false, error: null };

const useActivityStore = create<ActivityState>()(() => IDLE);

interface Wanted {
  key: string;
  ledgerId: string;
  onlyAbout: string | null;
}

/**
 * What the reader may read (SPEC §6): admins and one-time members all of it, a monthly member what is
 * about his own entries and the whole ledger.
 */
export function activityReader(ledger: Ledger | null, uid: string | undefined): Wanted | null {
  if (!ledger || !uid) return null;
  const onlyAbout = ledger.type === 'monthly' && !isAdmin(ledger, uid) ? uid : null;
  return { key: `${ledger.id}|${onlyAbout ?? '*'}`, ledgerId: ledger.id, onlyAbout };
}

/** The one shared subscription: how many screens hold it, what it follows, and what it reads now. */
const live: {
  holders: number;
  stopFollowing: Unsubscribe | null;
  running: { key: string; stop: Unsubscribe } | null;
} = { holders: 0, stopFollowing: null, running: null };

function stopRunning(): void {
  live.running?.stop();
  live.running = null;
}

/** Starts, moves or stops the subscription so it reads what the active ledger and the reader call for. */
function follow(): void {
  const wanted = activityReader(currentActiveLedger(), readSession().user?.uid);
  if ((wanted?.key ?? '') === (live.running?.key ?? '')) return;
  stopRunning();
  useActivityStore.setState({ ...IDLE, key: wanted?.key ?? '' }, true);
  if (!wanted) return;
  let stopped = false;
  let stopWatch: Unsubscribe | null = null;
  live.running = {
    key: wanted.key,
    stop: () => {
      stopped = true;
      stopWatch?.();
    },
  };
  void backendReady().then(({ docs }) => {
    if (stopped) return;
    stopWatch = watchActivity(
      docs,
      wanted.ledgerId,
      wanted.onlyAbout,
      (entries) => {
        if (!stopped) useActivityStore.setState({ entries, loaded: true, error: null });
      },
      (message) => {
        if (!stopped) useActivityStore.setState({ loaded: true, error: message });
      },
    );
  });
}

/** Holds the live log until the returned function is called (once). */
export function retainActivity(): () => void {
  live.holders += 1;
  if (live.holders === 1) {
    const stops = [subscribeLedgerState(follow), subscribeSession(follow)];
    live.stopFollowing = () => stops.forEach((stop) => stop());
    follow();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    live.holders -= 1;
    if (live.holders > 0) return;
    live.stopFollowing?.();
    live.stopFollowing = null;
    stopRunning();
    // Nothing read for one reader may linger for the next (a sign-out, another ledger).
    useActivityStore.setState(IDLE, true);
  };
}

/** The active ledger's log as this reader may see it, newest first, live while the caller is mounted. */
export function useActivityLog(): Pick<ActivityState, 'entries' | 'loaded' | 'error'> {
  useEffect(() => retainActivity(), []);
  const entries = useActivityStore((s) => s.entries);
  const loaded = useActivityStore((s) => s.loaded);
  const error = useActivityStore((s) => s.error);
  return { entries, loaded, error };
}

const NO_COMMENTS: readonly ActivityEntry[] = Object.freeze([]);
const indexes = new WeakMap<readonly ActivityEntry[], Map<string, ActivityEntry[]>>();

/** The log's comments by transaction id, oldest first (a thread reads top to bottom). */
export function commentsIndex(entries: readonly ActivityEntry[]): Map<string, ActivityEntry[]> {
  const known = indexes.get(entries);
  if (known) return known;
  const index = new Map<string, ActivityEntry[]>();
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i]!;
    if (entry.kind !== 'commented' || !entry.subject || entry.text === undefined) continue;
    const thread = index.get(entry.subject);
    if (thread) thread.push(entry);
    else index.set(entry.subject, [entry]);
  }
  indexes.set(entries, index);
  return index;
}

/**
 * The comments on one transaction, oldest first, live while the caller is mounted. Every card shares the
 * one subscription of the log; a card without comments gets the same empty list each time, so it does
 * not render again when the log moves.
 */
export function useTransactionComments(transactionId: string): readonly ActivityEntry[] {
  useEffect(() => retainActivity(), []);
  return useActivityStore((s) => commentsIndex(s.entries).get(transactionId) ?? NO_COMMENTS);
}

/**
 * An admin's Activity screen keeps the log bounded (data/repo/activity.ts): entries beyond the newest
 * 2,000 that are also 30 days old go. Returns how many went.
 */
export async function pruneActiveLedgerActivity(now: number = Date.now()): Promise<number> {
  const ledger = currentActiveLedger();
  if (!ledger) return 0;
  const { docs } = await backendReady();
  return pruneActivity(docs, ledger.id, now);
}
