// A watched query's last answer with a few changed documents read again, equal to a full read of the
// query, order included (device-store.ts watchQuery; issue 34, part 5).
import { dateRange, matches, sortDocs } from '../constraints';
import { idOf } from '../paths';
import type { Constraint, DocData, WithId } from '../ports';
import { withId } from '../with-id';
import type { DocRecord } from './database';

/** Past this many changed documents, a watched query is read whole rather than patched. */
export const MAX_PATCHED = 50;

/**
 * The order `query` reads in before any orderBy: by date then path through the date index, else by path
 * (an index lists equal keys by primary key). Strings compare by code unit, as IndexedDB compares keys.
 */
function indexOrder(collectionPath: string, byDate: boolean) {
  const key = (id: string) => `${collectionPath}/${id}`;
  return (a: WithId<DocData>, b: WithId<DocData>): number => {
    if (byDate) {
      const diff = (a.date as number) - (b.date as number);
      if (diff !== 0) return diff;
    }
    const ka = key(a.id);
    const kb = key(b.id);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };
}

/** `base` (a full answer of the query) with `records`, the documents at `paths` as stored now. */
export function patchedAnswer<T extends DocData>(
  base: WithId<T>[],
  paths: string[],
  records: (DocRecord | undefined)[],
  { collectionPath, constraints }: { collectionPath: string; constraints: Constraint[] },
): WithId<T>[] {
  const ids = new Set(paths.map(idOf));
  const byDate = dateRange(constraints) !== null;
  const docs = base.filter((doc) => !ids.has(doc.id));
  for (const record of records) {
    // Through the date index `query` sees only documents with a numeric date (device-store.ts toRecord).
    if (record && (!byDate || record.date !== undefined) && matches(record.data, constraints))
      docs.push(withId<T>(record.data, record.id));
  }
  return sortDocs(docs.sort(indexOrder(collectionPath, byDate)), constraints);
}
