// What each windowed list last measured, by its name: the heights of the items it drew and where it
// starts on the page. Home's list is drawn again each time a form returns to it; starting from these
// instead of estimates, its spacer and height are right at once. Items are keyed by their own ids, so
// another month's or ledger's list finds nothing of its own here and starts from estimates, as before.
import type { VirtualItem } from '@tanstack/react-virtual';

interface Measures {
  items: VirtualItem[];
  offset: number;
}

const lastMeasured = new Map<string, Measures>();

export function rememberedMeasures(label: string): Measures | undefined {
  return lastMeasured.get(label);
}

export function rememberMeasures(label: string, items: VirtualItem[], offset: number): void {
  lastMeasured.set(label, { items, offset });
}
