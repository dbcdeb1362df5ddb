// What each windowed list last measured, by its name: the heights of the items it drew and where it
// starts on the page. Home's list is drawn again each time a form returns to it; starting from these
// instead of estimates, its spacer and height are right at once.
import type { VirtualItem } from '@tanstack/react-virtual';

interface Measures {
  items: VirtualItem[];
  offset: number;
}

const lastMeasured = new Map<string, Measures>();

/**
 * What this list last measured, if it is the same list: one holding some of the same items. Another
 * ledger's list of the same name has other ids and may sit elsewhere on its page, so it measures afresh.
 */
export function rememberedMeasures(label: string, keys: readonly string[]): Measures | undefined {
  const last = lastMeasured.get(label);
  if (!last) return undefined;
  const drawn = new Set(last.items.map((item) => String(item.key)));
  return keys.some((key) => drawn.has(key)) ? last : undefined;
}

export function rememberMeasures(label: string, items: VirtualItem[], offset: number): void {
  lastMeasured.set(label, { items, offset });
}
