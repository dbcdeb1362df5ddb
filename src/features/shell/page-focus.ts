// After each navigation: the page's title names the screen and the group ("Add Expense · Household ·
// Vyay"), and focus moves to the screen's h1, so a screen reader announces the new page and the
// keyboard starts from its top, unless the screen put it in a field to type in. The first screen of
// a visit keeps the browser's own focus.
import { useEffect, useRef } from 'react';
import { usePathname } from '../../ui/navigation';
import { documentTitle } from '../../domain/display';

/** The h1 can follow the route by a moment (a loader or a lazy screen); wait that long for it. */
const HEADING_WAIT_MS = 3000;

/**
 * The path focus last moved for, in this page rather than this shell: a cold start's first home is a shell
 * of its own (app.tsx), and the router's shell that replaces it on the first move must see that move as
 * a move, not as the visit's first screen.
 */
const shown = { path: null as string | null };

export function usePageFocus(ledgerName: string | null): void {
  const pathname = usePathname();
  // The previous screen's h1 can still be on the page when the path changes (a lazy screen, a loader).
  const lastHeading = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // A group renamed or switched on the same screen only retitles it.
    const moved = shown.path !== null && shown.path !== pathname;
    shown.path = pathname;
    let done = false;
    let frame = 0;
    const apply = (fallback = false): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (done || !heading || (moved && heading === lastHeading.current && !fallback)) return false;
      done = true;
      lastHeading.current = heading;
      document.title = documentTitle(heading.textContent?.trim() ?? '', ledgerName);
      if (!moved) return true;
      // Focus moves in the frame that draws the screen: moved now, it laid the page out in the middle of
      // the render that shows it, and again for the frame (1 ms of each Save's way home, issue 34 part 5).
      frame = requestAnimationFrame(() => {
        // A form that opens for typing (Add Expense focuses Description) keeps that focus: the title has
        // changed and the field announces itself, and a phone shows its keyboard at once.
        const typing = document.activeElement?.closest('main') && document.activeElement.matches('input, textarea');
        if (typing || !heading.isConnected) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      });
      return true;
    };
    if (apply()) return () => cancelAnimationFrame(frame);
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      apply(true);
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, ledgerName]);
}
