// The windowed half of WindowedList, loaded only for long lists. The page itself scrolls (no inner
// scroll box, so phones keep their usual scrolling and the header hides as it does elsewhere); items are
// measured as they render, so cards of any height (tags, comments, a receipt) sit right.
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WindowedListProps } from './windowed-list';

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
  // Where the list starts on the page: the virtualizer counts in page coordinates.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    measure();
    // Content above the list (a summary that loads, a notice) moves it down.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  // The item holding focus stays rendered even when scrolled away, so the keyboard never loses its place.
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep !== null && keep < range.count && !indexes.includes(keep)) {
      indexes.push(keep);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index]!),
    rangeExtractor,
  });

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollToKey || scrolledTo.current === scrollToKey) return;
    const index = items.findIndex((item) => getKey(item) === scrollToKey);
    if (index < 0) return;
    scrolledTo.current = scrollToKey;
    virtualizer.scrollToIndex(index, { align: 'start' });
  }, [scrollToKey, items, getKey, virtualizer]);

  const native = as === 'ul' || as === 'ol';
  const Item = native ? 'li' : 'div';
  const List = as === 'ol' ? 'ol' : as === 'ul' ? 'ul' : 'div';
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
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
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
            className={extra ? `windowed-item ${extra}` : 'windowed-item'}
            aria-label={itemLabel?.(item)}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            onFocus={() => {
              focused.current = row.index;
            }}
            onBlur={() => {
              focused.current = null;
            }}
          >
            {renderItem(item, row.index)}
          </Item>
        );
      })}
    </List>
  );
}
