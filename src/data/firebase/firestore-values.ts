// The port's values in Firestore's terms: query constraints, field values (DELETE_FIELD, arrayUnion) and
// snapshot metadata, kept apart from the store so each conversion has one home.
import {
  arrayUnion,
  deleteField,
  orderBy as fsOrderBy,
  where as fsWhere,
  type QueryConstraint,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { ArrayUnion, DELETE_FIELD, type Constraint, type DocData, type SnapshotMeta } from '../ports';

export function toConstraints(constraints: Constraint[]): QueryConstraint[] {
  return constraints.map((c) =>
    c.kind === 'where' ? fsWhere(c.field, c.op, c.value) : fsOrderBy(c.field, c.direction),
  );
}

const isMap = (value: unknown): value is DocData =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * The port's DELETE_FIELD as Firestore's deleteField() where Firestore allows it (an update, a merge
 * set); a plain set replaces the document, so there the field is left out, as on the device.
 */
export function toFirestore(data: DocData, deletes: boolean): DocData {
  const out: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    // Firestore rejects undefined; leaving it out keeps both adapters storing the same shapes (merge.ts).
    if (value === undefined || (value === DELETE_FIELD && !deletes)) continue;
    const field =
      value === DELETE_FIELD
        ? deleteField()
        : value instanceof ArrayUnion
          ? arrayUnion(...value.items)
          : isMap(value)
            ? toFirestore(value, deletes)
            : value;
    Object.defineProperty(out, key, { value: field, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export function meta(m: SnapshotMetadata): SnapshotMeta {
  return { fromCache: m.fromCache, hasPendingWrites: m.hasPendingWrites };
}
