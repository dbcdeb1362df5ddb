// The device store's live reads: a read run now and again whenever a relevant path changes.
import { describeError } from '../../domain/error-text';
import type { Unsubscribe } from '../ports';
import type { ChangeFeed } from './change-feed';

/**
 * Runs `read` now and again whenever `feed` announces a relevant path. Reads are coalesced, and a slow
 * read never overwrites a newer one's result.
 */
export function watchReads(
  feed: ChangeFeed,
  isRelevant: (paths: string[]) => boolean,
  read: () => Promise<() => void>,
  onError: (message: string) => void,
): Unsubscribe {
  let active = true;
  let generation = 0;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    const mine = ++generation;
    read().then(
      (emit) => {
        if (active && mine === generation) emit();
      },
      (error: unknown) => {
        if (active && mine === generation) onError(describeError(error));
      },
    );
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(run);
  };
  const stop = feed.subscribe((paths) => {
    if (active && isRelevant(paths)) schedule();
  });
  schedule();
  return () => {
    active = false;
    stop();
  };
}
