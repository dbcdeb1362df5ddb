// The one id check. An id is one path segment (here and in Firestore) and a key of the app's lookups, so:
// 1..LIMITS.id characters, no '/', not '.', '..' or '__x__' (Firestore refuses them), and no prototype key.
import { LIMITS } from './limits';

/** The shared pot's payer id: wherever a member id may stand, 'common' means the pot. */
export const COMMON_PAYER = 'common';

/** Object keys that would reach the prototype when used to index a plain object. */
export function isPrototypeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' || key in Object.prototype;
}

const FIRESTORE_RESERVED = /^__[\s\S]*__$/;

/** '.', '..', '__x__' and prototype keys: the part of isSafeId that is about the name, not its shape. */
export function isReservedId(id: string): boolean {
  return id === '.' || id === '..' || FIRESTORE_RESERVED.test(id) || isPrototypeKey(id);
}

/** Why an id cannot be used, in words the backup import shows, or null. */
export function idProblem(id: string, member = false): string | null {
  if (id.length === 0) return 'must not be empty';
  if (id.length > LIMITS.id) return `must be at most ${LIMITS.id} characters`;
  if (id.includes('/')) return 'must not contain "/"';
  return isReservedId(id) || (member && id === COMMON_PAYER) ? 'reserved' : null;
}

/**
 * firestore.rules isId: any text of 1..LIMITS.id characters. What a reference stored inside a document (owner,
 * from, a payer) may be, so the decoders read every such value the rules let through.
 */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= LIMITS.id;
}

/** An id that is also a safe path segment and lookup key: document ids, and every id the app makes. */
export function isSafeId(id: unknown): id is string {
  return isId(id) && !id.includes('/') && !isReservedId(id);
}

/** A member's id: a safe id that is not the shared pot's. */
export function isSafeMemberId(id: unknown): id is string {
  return isSafeId(id) && id !== COMMON_PAYER;
}

/**
 * Names that cannot become a temporary member's id, compared after trimming and without case for 'common'.
 * Length is the name field's own check.
 */
export function isReservedName(name: string): boolean {
  const n = name.trim();
  return n.includes('/') || isReservedId(n) || n.toLowerCase() === COMMON_PAYER;
}
