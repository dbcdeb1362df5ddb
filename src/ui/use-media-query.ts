// Whether a media query matches, following changes: for parts that only make sense at some sizes, so
// they are not rendered (and their cost not paid) where the stylesheet would hide them anyway.
import { useMemo, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  // One list and one subscription per query: a new subscribe function each render would resubscribe.
  const { subscribe, matches } = useMemo(() => {
    const list = window.matchMedia(query);
    return {
      subscribe: (changed: () => void) => {
        list.addEventListener('change', changed);
        return () => list.removeEventListener('change', changed);
      },
      matches: () => list.matches,
    };
  }, [query]);
  return useSyncExternalStore(subscribe, matches);
}
