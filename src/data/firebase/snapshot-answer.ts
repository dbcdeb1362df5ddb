// A query listener's answer, kept in step with each snapshot's changes (their indexes say where each one
// goes), so a snapshot converts only what changed in it and never walks its whole result. After a write in
// a month of 834 entries, converting them all again and Firestore's own walk of its result (`docs`) took
// about 9 ms before home could count the entry (issue 34, part 5). Unchanged entries keep their objects,
// so the repository's decoder (rememberingDecoder) does not decode them again either.
import type { QuerySnapshot } from 'firebase/firestore';
import type { DocData, WithId } from '../ports';
import { withId } from '../with-id';

/** One per listen: returns the answer after each snapshot, as a new array the caller may keep. */
export function snapshotAnswer<T extends DocData>(): (snap: QuerySnapshot) => WithId<T>[] {
  const answer: WithId<T>[] = [];
  return (snap) => {
    for (const { type, doc, oldIndex, newIndex } of snap.docChanges()) {
      if (type !== 'added') answer.splice(oldIndex, 1);
      if (type !== 'removed') answer.splice(newIndex, 0, withId<T>(doc.data(), doc.id));
    }
    return [...answer];
  };
}
