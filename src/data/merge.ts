// Firestore-style merge: nested plain objects merge key by key, everything else (arrays too) is replaced.
import type { DocData } from './ports';

function isPlainObject(value: unknown): value is DocData {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * Sets an own property even for the key '__proto__' (which data from a file or another client may hold):
 * a plain assignment would change the object's prototype instead of storing a field.
 */
function setField(out: DocData, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

export function mergeData(base: DocData, patch: DocData): DocData {
  const out: DocData = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    setField(out, key, isPlainObject(current) && isPlainObject(value) ? mergeData(current, value) : value);
  }
  return out;
}

/** Firestore rejects `undefined`; dropping it keeps both adapters storing the same shapes. */
export function withoutUndefined(data: DocData): DocData {
  const out: DocData = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    setField(out, key, isPlainObject(value) ? withoutUndefined(value) : value);
  }
  return out;
}
