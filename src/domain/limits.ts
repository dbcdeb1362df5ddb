// The bounds every document keeps, in one place: forms, import and the decoders check these, and
// firestore.rules enforces the same numbers on the server (its header has the same table).

/** ₹10,000 crore: far above any real entry, far below where floats lose paise. */
export const MAX_AMOUNT = 100_000_000_000;

/** Amounts are kept to paise; split inputs (shares, percentages, custom amounts) to thousandths. */
export const AMOUNT_DECIMALS = 2;
export const SPLIT_DECIMALS = 3;

export const MAX_DESCRIPTION = 200;
export const MAX_COMMENTS = 1000;
/** Ledger names, member names and user display names. */
export const MAX_NAME = 100;
/** A category or a tag. */
export const MAX_LABEL = 50;
export const MAX_TAGS_PER_ENTRY = 20;
export const MAX_SPLIT_LINES = 100;
/** Ids become path segments: user ids, member ids, `from`, `owner`. */
export const MAX_ID = 128;

/** Dates outside [2000-01-01, 2100-01-01) UTC are typing or file errors, never real entries. */
export const MIN_DATE = Date.UTC(2000, 0, 1);
export const MAX_DATE = Date.UTC(2100, 0, 1);

export function isDateInRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= MIN_DATE && ms < MAX_DATE;
}

export function isAmountInRange(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= MAX_AMOUNT;
}

/**
 * Names that cannot be a document id (Firestore refuses '.', '..', '__x__' and '/' splits the path) or
 * that mean something else: 'common' is the shared pot's payer id. Compared without case.
 */
export function isReservedName(name: string): boolean {
  const n = name.trim();
  // Prototype keys too: a member's id keys the split defaults' maps, where 'constructor' would misread.
  return (
    n === '.' ||
    n === '..' ||
    n.includes('/') ||
    /^__.*__$/.test(n) ||
    n.toLowerCase() === 'common' ||
    isPrototypeKey(n)
  );
}

/** Object keys that would reach the prototype when used to index a plain object. */
export function isPrototypeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' || key in Object.prototype;
}

/** The categories list and the tags list in a ledger's settings, each. */
export const MAX_LABELS_PER_LIST = 200;
/** A one-time ledger's default percentages and shares stay below this, either way. */
export const MAX_SPLIT_DEFAULT = 10_000_000;

/**
 * An id that can be one path segment and also a key of the app's lookups: 1..MAX_ID characters, no '/',
 * not '.', '..' or '__x__' (Firestore refuses them), and no prototype key ('__proto__', 'toString', ...).
 */
export function isSafeKeyId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_ID && !id.includes('/') && !isReservedId(id);
}

/** '.', '..', '__x__' and prototype keys: the part of isSafeKeyId that is about the name, not its shape. */
export function isReservedId(id: string): boolean {
  return id === '.' || id === '..' || /^__[\s\S]*__$/.test(id) || isPrototypeKey(id);
}

/** Budgets a monthly ledger may hold (settings/monthly budgets, firestore.rules isBudgets). */
export const MAX_BUDGETS = 100;

/**
 * Whether a category can key the stored map: Firestore reserves '__x__' field names, and a prototype key
 * ('__proto__', 'constructor') would misread in a plain object.
 */
export function isBudgetableCategory(category: string): boolean {
  return (
    category.length > 0 && category.length <= MAX_LABEL && !/^__[\s\S]*__$/.test(category) && !isPrototypeKey(category)
  );
}
