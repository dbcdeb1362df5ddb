// A list that renders only what is near the screen once it grows long. Short lists (most trips, every
// members page) render whole, as plain list items; past WINDOW_FROM items the windowing code loads (a
// separate chunk: the first screen of a small ledger never pays for it) and keeps about two screens of
// items in the page. Items stay real list items with their position and the list's size, so a screen
// reader announces "12 of 2,000", and find-in-page finds what is rendered.
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';

/** Below this many items the whole list is rendered: windowing would cost more than it saves. */
export const WINDOW_FROM = 60;

export interface WindowedListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** A typical item's height in px, gap included: positions before an item is measured. */
  estimateSize: number;
  /** Class names for an item's wrapper (e.g. the entry just saved). */
  itemClassName?: (item: T) => string;
  /** An item's own accessible name, where its content alone would not give a good one. */
  itemLabel?: (item: T) => string;
  /** Scrolls this item into view once, when it is set (the entry a form just saved). */
  scrollToKey?: string | null;
  className?: string;
  /** The list element is a <ul> or <ol> with <li> items; otherwise a <div role="list">. */
  as?: 'ul' | 'ol' | 'div';
  busy?: boolean;
  hidden?: boolean;
}

const Windowed = lazy(() => import('./windowed-list-virtual'));

export function WindowedList<T>(props: WindowedListProps<T>) {
  if (props.items.length < WINDOW_FROM) return <WholeList {...props} />;
  // While the windowing chunk loads (once), the first items show as a plain list.
  return (
    <Suspense fallback={<WholeList {...props} items={props.items.slice(0, WINDOW_FROM)} />}>
      <Windowed {...(props as WindowedListProps<unknown>)} />
    </Suspense>
  );
}

function WholeList<T>({
  items,
  getKey,
  renderItem,
  label,
  itemClassName,
  itemLabel,
  className,
  as,
  busy,
  hidden,
  scrollToKey,
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLElement | null>(null);
  const scrolledTo = useRef<string | null>(null);
  const listed = scrollToKey != null && items.some((item) => getKey(item) === scrollToKey);
  useEffect(() => {
    if (!scrollToKey || !listed || scrolledTo.current === scrollToKey) return;
    // In the frame that draws the list, not in the render that shows it: scrolling lays the page out.
    const frame = requestAnimationFrame(() => {
      scrolledTo.current = scrollToKey;
      const item = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(scrollToKey)}"]`);
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      item?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollToKey, listed]);
  const native = as === 'ul' || as === 'ol';
  const Item = native ? 'li' : 'div';
  const List = as === 'ol' ? 'ol' : 'ul';
  const children = items.map((item, i) => (
    <Item
      key={getKey(item)}
      role={native ? undefined : 'listitem'}
      data-key={getKey(item)}
      className={itemClassName?.(item) || undefined}
      aria-label={itemLabel?.(item)}
    >
      {renderItem(item, i)}
    </Item>
  ));
  return native ? (
    <List
      ref={(el) => {
        listRef.current = el;
      }}
      className={className}
      aria-label={label}
      aria-busy={busy || undefined}
      hidden={hidden}
    >
      {children}
    </List>
  ) : (
    <div
      ref={(el) => {
        listRef.current = el;
      }}
      className={className}
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      hidden={hidden}
    >
      {children}
    </div>
  );
}
