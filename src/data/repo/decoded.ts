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
