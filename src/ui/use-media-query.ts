// Whether a media query matches, following changes: for parts that only make sense at some sizes, so
// they are not rendered (and their cost not paid) where the stylesheet would hide them anyway.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
