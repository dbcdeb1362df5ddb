// Every document the app reads passes one decoder (src/domain/decode.ts) here, at the repository
// boundary: screens only ever see whole, well-typed entities. A document that cannot be decoded (written
// by an old version, an import, or another member's buggy client) is left out and named, so a screen can
// say "1 entry could not be read" and an admin can delete it, instead of crashing for everyone.
import type { DocData, WithId } from '../ports';

interface DecodedList<T> {
  items: T[];
  /** Ids of the documents left out. */
  unreadable: string[];
}

export function decodeList<T>(
  docs: WithId<DocData>[],
  decode: (id: string, data: unknown) => T | null,
): DecodedList<T> {
  const items: T[] = [];
  const unreadable: string[] = [];
  for (const doc of docs) {
    const item = decode(doc.id, doc);
    if (item) items.push(item);
    else unreadable.push(doc.id);
  }
  return { items, unreadable };
}

/**
 * A decoder that remembers what it made of each document object, for one watched list. The list is
 * answered again on every change, and the device store hands back the same objects for the entries that
 * did not change (it patches its last answer), so only the changed ones are decoded again: after a save
 * in a month of 834 entries, one instead of 835. Unchanged entries also keep their identity, so what is
 * drawn from them can be kept. Documents are never changed in place, which is what makes this safe.
 */
export function rememberingDecoder<T>(decode: (id: string, data: unknown) => T | null) {
  const made = new WeakMap<object, T | null>();
  return (id: string, data: unknown): T | null => {
    if (typeof data !== 'object' || data === null) return decode(id, data);
    if (made.has(data)) return made.get(data) ?? null;
    const item = decode(id, data);
    made.set(data, item);
    return item;
  };
}
