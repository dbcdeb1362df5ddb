// Marking a ledger seen (What's new): at once with `Mark as seen`, or after a few seconds of its home or
// Activity on screen. The time stored is never earlier than what is there (whats-new.ts seenMark).
import { useEffect } from 'react';
import { markSeen } from '../data/repo/seen';
import { SEEN_AFTER_MS, seenMark } from '../domain/whats-new';
import { newsChanged, readNews } from './news-store';
import { backendReady } from './session-store';

export async function markLedgerSeen(ledgerId: string, now = Date.now()): Promise<void> {
  const { profileId, fresh, seen } = readNews();
  if (!profileId) return;
  const at = seenMark(fresh[ledgerId] ?? [], now, seen[ledgerId]);
  // Shown at once; the live read of the seen times then confirms it, here and on the person's other devices.
  newsChanged({ seen: { ...seen, [ledgerId]: at } });
  try {
    await markSeen((await backendReady()).docs, profileId, ledgerId, at);
  } catch (error) {
    console.warn('Marking the group seen failed', error);
  }
}

/**
 * While `count` entries are new in this ledger and its screen is in view, marks it seen after a few seconds.
 * A hidden tab does not count as looking: the timer starts again when the page is shown.
 */
export function useSeenAfterDelay(ledgerId: string | undefined, count: number): void {
  useEffect(() => {
    if (!ledgerId || count === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible')
        timer = setTimeout(() => void markLedgerSeen(ledgerId), SEEN_AFTER_MS);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [ledgerId, count]);
}
