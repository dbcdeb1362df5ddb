// Every closed list of values a document may hold, once (firestore.rules repeats them; rules-agreement.test.ts
// compares).

export const LEDGER_TYPES = ['monthly', 'onetime'] as const;
export const TRANSACTION_TYPES = ['income', 'expense', 'settlement'] as const;
export const RECURRING_TYPES = ['income', 'expense'] as const;
/** How often a recurring item falls due; SPEC §3's items are all 'monthly'. */
export const FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export const SPLIT_METHODS = ['Equal', 'Shares', 'Percentage', 'Custom', 'No Split'] as const;
export const PAYMENT_MODES = ['UPI', 'Cash', 'Debit', 'Credit', 'Wallet', 'Other'] as const;
export const RECEIPT_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'application/pdf'] as const;
/** Thumbnails are small images only (a PDF has none: ''). */
export const THUMB_TYPES = ['jpeg', 'png', 'webp'] as const;

export const ACTIVITY_KINDS = [
  'added',
  'edited',
  'deleted',
  'restored',
  'settled',
  'commented',
  'receipt-added',
  'receipt-removed',
  'member-added',
  'member-removed',
  'member-linked',
  'member-joined',
  'admin-granted',
  'admin-removed',
  'owner-changed',
  'member-left',
  'upi-changed',
  'dates-changed',
  'categories-changed',
  'tags-changed',
  'settings-changed',
  'recurring-saved',
  'recurring-deleted',
] as const;

/** Three capital letters; currency.ts also asks Intl whether it knows the code. */
export const CURRENCY_CODE_PATTERN = '[A-Z]{3}';
/** base64url: safe in a path segment and in a link. */
export const INVITE_CODE_ALPHABET = '[A-Za-z0-9_-]';

export type LedgerType = (typeof LEDGER_TYPES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type SplitMethod = (typeof SPLIT_METHODS)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type Frequency = (typeof FREQUENCIES)[number];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
