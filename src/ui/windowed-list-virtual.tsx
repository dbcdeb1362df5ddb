// The windowed half of WindowedList, loaded only for long lists. The page itself scrolls (no inner
// scroll box, so phones keep their usual scrolling and the header hides as it does elsewhere).
//
// The items near the screen sit in the page's normal flow, after a spacer as tall as the items before
// them, so each card takes the height its content gives it the moment it is drawn. Their heights are read
// by the browser's size observer after layout, never by forcing a layout as they mount: a list drawn
// again (home, each time a form returns to it) is laid out once, not drawn, measured and drawn again
// (issue 34, part 5).
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WindowedListProps } from './windowed-list';
import { rememberedMeasures, rememberMeasures } from './windowed-measures';

export default function WindowedListVirtual<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize,
  itemClassName,
  itemLabel,
  scrollToKey,
  className,
  as,
  busy,
  hidden,
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLElement | null>(null);
  const [remembered] = useState(() => rememberedMeasures(label, items.map(getKey)));
  // Where the list starts on the page: the virtualizer counts in page coordinates.
  const [offset, setOffset] = useState(remembered?.offset ?? 0);
  const offsetNow = useRef(offset);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      offsetNow.current = list.getBoundingClientRect().top + window.scrollY;
      setOffset(offsetNow.current);
    };
    // Measured now only the first time: a remembered place is confirmed by the observer's first report,
    // after layout. Until then it only decides which items are drawn; where they sit is the page's flow.
    if (!remembered) measure();
    // Content above the list (a summary that loads, a notice) moves it down.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, [remembered]);

  // The item holding focus stays rendered even when scrolled away, so the keyboard never loses its place.
  const focused = useRef<number | null>(null);
  const focus = useCallback((index: number | null) => {
    focused.current = index;
  }, []);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep !== null && keep < range.count && !indexes.includes(keep)) {
      indexes.push(keep);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  }, []);

  // As it mounts, the virtualizer writes back the scroll position it has just read from the page. That
  // write of where the page already is laid the page out in the middle of React's commit, and again for
  // the frame (1.3 ms of each Save's return home, issue 34 part 5); it is left out. Every later write
  // (scrollToIndex, a size change above the screen) goes through.
  const mounted = useRef(false);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index]!),
    rangeExtractor,
    initialMeasurementsCache: remembered?.items,
    scrollToFn: (to, options, instance) => {
      const first = !mounted.current;
      mounted.current = true;
      const restoring = !options.adjustments && options.behavior !== 'smooth' && to === instance.scrollOffset;
      if (first && restoring) return;
      windowScroll(to, options, instance);
    },
    // As an item mounts it keeps the height the virtualizer has for it (remembered, or the estimate):
    // reading its real one here would lay the page out before it is drawn. The observer's first report,
    // after layout, gives the real height.
    measureElement: (element, entry, instance) =>
      entry
        ? measureElement(element, entry, instance)
        : (instance.itemSizeCache.get((element as HTMLElement).dataset.key ?? '') ?? estimateSize),
  });
  useEffect(() => () => rememberMeasures(label, virtualizer.takeSnapshot(), offsetNow.current), [label, virtualizer]);

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollToKey || scrolledTo.current === scrollToKey) return;
    const index = items.findIndex((item) => getKey(item) === scrollToKey);
    if (index < 0) return;
    // In the frame that draws the list: scrolling reads the page's height, which laid the page out in the
    // middle of the render that shows the entry just saved, and again for the frame (1.8 ms of each
    // Save's way home, issue 34 part 5). The first frame is drawn already scrolled.
    const frame = requestAnimationFrame(() => {
      scrolledTo.current = scrollToKey;
      virtualizer.scrollToIndex(index, { align: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollToKey, items, getKey, virtualizer]);

  // One array in index order, so an item moving between the flow and its kept place keeps its element
  // (and the focus in it).
  const { kept, flow } = splitKept(virtualizer.getVirtualItems());
  const drawn = flow.map((row) => ({ row, away: false }));
  if (kept) drawn.splice(kept.before ? 0 : drawn.length, 0, { row: kept.row, away: true });
  const top = virtualizer.options.scrollMargin;
  const native = as === 'ul' || as === 'ol';
  const Item = native ? 'li' : 'div';
  const List = as === 'ol' ? 'ol' : as === 'ul' ? 'ul' : 'div';
  const itemFor = (row: VirtualItem, away: boolean) => {
    const item = items[row.index]!;
    const extra = itemClassName?.(item);
    return (
      <Item
        key={row.key}
        ref={virtualizer.measureElement}
        data-index={row.index}
        data-key={row.key}
        role={native ? undefined : 'listitem'}
        aria-setsize={items.length}
        aria-posinset={row.index + 1}
        className={['windowed-item', away && 'windowed-kept', extra].filter(Boolean).join(' ')}
        aria-label={itemLabel?.(item)}
        style={away ? { transform: `translateY(${row.start - top}px)` } : undefined}
        onFocus={() => focus(row.index)}
        onBlur={() => focus(null)}
      >
        {renderItem(item, row.index)}
      </Item>
    );
  };
  return (
    <List
      ref={(el: HTMLElement | null) => {
        listRef.current = el;
      }}
      className={className ? `${className} windowed` : 'windowed'}
      role={native ? undefined : 'list'}
      aria-label={label}
      aria-busy={busy || undefined}
      hidden={hidden}
      style={{ height: virtualizer.getTotalSize(), paddingTop: flow.length ? flow[0]!.start - top : 0 }}
    >
      {drawn.map(({ row, away }) => itemFor(row, away))}
    </List>
  );
}

/**
 * The drawn items are one run of neighbours, plus at most the focused item kept from far away
 * (rangeExtractor), first or last. The run sits in the flow; the kept item is placed where it belongs.
 */
function splitKept(rows: VirtualItem[]): { kept: { row: VirtualItem; before: boolean } | null; flow: VirtualItem[] } {
  const n = rows.length;
  if (n > 1 && rows[1]!.index !== rows[0]!.index + 1)
    return { kept: { row: rows[0]!, before: true }, flow: rows.slice(1) };
  if (n > 1 && rows[n - 1]!.index !== rows[n - 2]!.index + 1)
    return { kept: { row: rows[n - 1]!, before: false }, flow: rows.slice(0, -1) };
  return { kept: null, flow: rows };
}
