// What's new, live (issue 32): when this person last looked at each ledger, and each ledger's log entries
// since then. news-keeper.ts fills it; screens read it through the hooks below.
import { create } from 'zustand';
import { useMemo } from 'react';
import type { ActivityEntry } from '../domain/activity';
import { newSince } from '../domain/whats-new';
import type { SeenTimes } from '../data/repo/seen';

export interface NewsState {
  /** users/{profileId}: where the seen times are kept; null until the keeper has it. */
  profileId: string | null;
  seen: SeenTimes;
  /** Each ledger's log entries from its seen time on (everyone's, mine too: the hooks pick). */
  fresh: Record<string, ActivityEntry[]>;
}

const initial = (): NewsState => ({ profileId: null, seen: {}, fresh: {} });
const useNewsStore = create<NewsState>()(initial);

export const readNews = (): Readonly<NewsState> => useNewsStore.getState();
export const subscribeNews = (listener: (state: NewsState) => void) => useNewsStore.subscribe(listener);

export function newsChanged(change: Partial<NewsState>): void {
  useNewsStore.setState(change);
}

export function freshEntries(ledgerId: string, entries: ActivityEntry[] | null): void {
  useNewsStore.setState((s) => {
    const fresh = { ...s.fresh };
    if (entries) fresh[ledgerId] = entries;
    else delete fresh[ledgerId];
    return { fresh };
  });
}

export function newsEnded(): void {
  useNewsStore.setState(initial(), true);
}

/** Someone else's entries in this ledger since this person last looked, newest first. */
export function useNewEntries(ledgerId: string | undefined, me: string): ActivityEntry[] {
  const fresh = useNewsStore((s) => (ledgerId ? s.fresh[ledgerId] : undefined));
  const seenAt = useNewsStore((s) => (ledgerId ? s.seen[ledgerId] : undefined));
  return useMemo(() => newSince(fresh ?? [], seenAt, me), [fresh, seenAt, me]);
}

/** How many entries are new, per ledger: 0 for a ledger with none. */
export function newCounts(state: NewsState, me: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [ledgerId, entries] of Object.entries(state.fresh))
    counts[ledgerId] = newSince(entries, state.seen[ledgerId], me).length;
  return counts;
}

export function useNewCounts(me: string): Record<string, number> {
  const fresh = useNewsStore((s) => s.fresh);
  const seen = useNewsStore((s) => s.seen);
  return useMemo(() => newCounts({ profileId: null, fresh, seen }, me), [fresh, seen, me]);
}

/** Each ledger's log entries from its seen time on, as the keeper follows them. */
export const useFreshEntries = () => useNewsStore((s) => s.fresh);

export const useSeenTimes = () => useNewsStore((s) => s.seen);
