// Every bound a stored document keeps, once: the entity tables (this folder) build their fields from these,
// forms and the backup import check the same objects, and rules-agreement.test.ts holds firestore.rules to them.

/** ₹10,000 crore: far above any real entry, far below where floats lose paise. */
export const MAX_AMOUNT = 100_000_000_000;

/** Dates outside [2000-01-01, 2100-01-01) UTC are typing or file errors, never real entries. */
export const MIN_DATE = Date.UTC(2000, 0, 1);
export const MAX_DATE = Date.UTC(2100, 0, 1);

export const LIMITS = {
  /** Ids become path segments: user ids, member ids, `from`, `owner`, document ids. */
  id: 128,
  /** Ledger names, member names and user display names. */
  name: 100,
  description: 200,
  comments: 1000,
  /** A category or a tag. */
  label: 50,
  tagsPerEntry: 20,
  splitLines: 100,
  /** Items on one bill split item by item (schema/bill.ts), each of at most `itemName` characters. */
  billItems: 100,
  itemName: 100,
  /** An item's quantity: a whole number from 1 to this. */
  itemQuantity: 99,
  /** A bill's percent charges (GST, service, a tip or discount in percent) go no higher. */
  maxPercent: 100,
  minPayers: 2,
  maxPayers: 50,
  /** The categories list and the tags list in a ledger's settings, each. */
  labelsPerList: 200,
  /** admins and contributors. */
  people: 200,
  /** Budgets a monthly ledger may hold (settings/monthly budgets). */
  budgets: 100,
  /** Households on a trip (settings/onetime households). */
  households: 50,
  /** Keys of a one-time ledger's default percentages and shares, each. */
  splitDefaults: 100,
  /** A default percentage or share stays below this, either way. */
  splitDefault: 10_000_000,
  photoURL: 2048,
  upiId: 100,
  /** The most parts one receipt is cut into (each under Firestore's 1 MiB document limit). */
  receiptParts: 8,
  receiptName: 200,
  /** The longest thumbnail, a small JPEG data URL. */
  thumb: 40_000,
  /** Base64 characters per receipt part: 700,000 characters is 525 KB of file, leaving room under 1 MiB. */
  receiptPartChars: 700_000,
  /** An invite's code: at least 128 random bits of base64url. */
  inviteCodeMin: 22,
  inviteCodeMax: 64,
  /** The member names an invite shows, and how many. */
  inviteNames: 200,
} as const;

/** The largest receipt file kept: its parts' characters of base64, as bytes. */
export const MAX_RECEIPT_BYTES = Math.floor((LIMITS.receiptPartChars * LIMITS.receiptParts * 3) / 4);

/** The activity log's bounds (firestore.rules isActivity). `read` is how long a text field may be and still read. */
export const ACTIVITY_LIMITS = {
  title: 100,
  value: 200,
  /** An edit changes at most every field the log names (activity.ts FIELD_LABELS, 14). */
  changes: 14,
  text: 500,
  settledIds: 400,
} as const;

/** An activity entry's own text fields, and a change's three texts together (one check in the rules). */
export const ACTIVITY_ENTRY_LIMITS = {
  byName: 200,
  title: 200,
  change: ACTIVITY_LIMITS.title + 2 * ACTIVITY_LIMITS.value,
} as const;

export function isDateInRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= MIN_DATE && ms < MAX_DATE;
}

export function isAmountInRange(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= MAX_AMOUNT;
}
