// The transaction's table (SPEC §3 plus its optional extras): the one owner of its field names, enums,
// bounds and which fields are required. types.ts, the decoder, the backup import and forms derive from it.
import { toMilli } from '../money';
import { LIMITS } from './limits';
import { PAYMENT_MODES, RECEIPT_TYPES, SPLIT_METHODS, TRANSACTION_TYPES, isOneOf, type PaymentMode } from './enums';
import {
  amount,
  amountOf,
  amountSchema,
  bool,
  currencyCode,
  cutText,
  date,
  fieldOf,
  idSchema,
  isId,
  label,
  labelSchema,
  name,
  oneOf,
  positiveAmountSchema,
  rate,
  ref,
  tags,
  text,
} from './fields';
import { asDoc, backupAs, field, optional, or, UNREADABLE } from './table';
import { billField } from './bill';
import { billAgrees } from '../bill';
import type { Entity, Field, Table, Z, ZodType } from './table';

/** Entries from before payment modes existed have none (SPEC's default for them is UPI); one we do not know
 * is still a payment, shown as 'Other' rather than hiding the entry. */
export const paymentMode = (): Field<PaymentMode, false> =>
  or(
    field(
      (z) => z.enum(PAYMENT_MODES),
      (v) => (isOneOf(PAYMENT_MODES, v) ? v : v === undefined ? undefined : 'Other'),
    ),
    'UPI',
  );

const splitLineSchema = (z: Z, userId: ZodType<string>) =>
  z.object({ userId, amount: amountSchema(z), split: amountSchema(z) });
const splitInfoSchema = (z: Z, userId: ZodType<string>) =>
  z.object({
    method: z.enum(SPLIT_METHODS),
    details: z.array(splitLineSchema(z, userId)).check(z.maxLength(LIMITS.splitLines)),
  });

export interface SplitLine {
  userId: string;
  amount: number;
  /** The input (share count, percent or amount); `amount` is the result. */
  split: number;
}
export interface SplitInfo {
  method: (typeof SPLIT_METHODS)[number];
  details: SplitLine[];
}

/**
 * A split decides who owes whom; guessing at a broken one would show wrong balances, so any bad part makes
 * the whole entry unreadable. A stored null reads as no split.
 */
function splitInfoOf(value: unknown): SplitInfo | undefined | typeof UNREADABLE {
  if (value === undefined || value === null) return undefined;
  const info = asDoc(value);
  if (!info) return UNREADABLE;
  const method = fieldOf(info, 'method');
  const details = fieldOf(info, 'details');
  if (!isOneOf(SPLIT_METHODS, method) || !Array.isArray(details) || details.length > LIMITS.splitLines)
    return UNREADABLE;
  const lines: SplitLine[] = [];
  for (const raw of details) {
    const line = asDoc(raw);
    const userId = line && fieldOf(line, 'userId');
    const a = line ? amountOf(fieldOf(line, 'amount')) : undefined;
    const split = line ? amountOf(fieldOf(line, 'split')) : undefined;
    if (!isId(userId) || a === undefined || split === undefined) return UNREADABLE;
    lines.push({ userId, amount: a, split });
  }
  return { method, details: lines };
}

export interface Payer {
  userId: string;
  amount: number;
}

const payersSchema = (z: Z, userId: ZodType<string>) =>
  z
    .array(z.object({ userId, amount: positiveAmountSchema(z) }))
    .check(z.minLength(LIMITS.minPayers), z.maxLength(LIMITS.maxPayers));

/**
 * Kept only when whole and agreeing with the entry: 2..50 payers, each an id with an amount above 0, nobody
 * twice, adding up to exactly the amount, and `from` among them. An app that knows one payer editing the
 * amount or the payer breaks one of those, and then meant one payer: the entry reads as paid by `from`.
 */
function payersOf(value: unknown, entity: Record<string, unknown>): Payer[] | undefined {
  if (!Array.isArray(value) || value.length < LIMITS.minPayers || value.length > LIMITS.maxPayers) return undefined;
  const payers: Payer[] = [];
  const seen = new Set<string>();
  let paid = 0;
  for (const raw of value) {
    const entry = asDoc(raw);
    if (!entry) return undefined;
    const userId = fieldOf(entry, 'userId');
    const part = amountOf(fieldOf(entry, 'amount'));
    if (!isId(userId) || seen.has(userId) || part === undefined || toMilli(part) <= 0) return undefined;
    seen.add(userId);
    paid += toMilli(part);
    payers.push({ userId, amount: part });
  }
  return paid === toMilli(entity.amount as number) && seen.has(entity.from as string) ? payers : undefined;
}

/**
 * Where a monthly expense came from (my-share.ts): the trip's id and its name when the share was added (the
 * trip may be renamed or deleted since), and the trip's category when shares were added per category.
 */
export interface TripLink {
  ledgerId: string;
  name: string;
  category?: string;
}

const tripLinkSchema = (z: Z) =>
  z.object({
    ledgerId: z.string().check(z.minLength(1), z.maxLength(LIMITS.id), z.regex(/^[^/]+$/)),
    name: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)),
    category: z.optional(labelSchema(z)),
  });

const tripName = or(name(), 'a trip');
function tripLinkOf(value: unknown): TripLink | undefined {
  const link = asDoc(value);
  if (!link) return undefined;
  const ledgerId = fieldOf(link, 'ledgerId');
  if (!isId(ledgerId) || ledgerId.includes('/')) return undefined;
  const trip: TripLink = { ledgerId, name: (tripName.read(fieldOf(link, 'name'), {}, '') as string) ?? 'a trip' };
  const category = fieldOf(link, 'category');
  const cut = typeof category === 'string' ? cutText(category, LIMITS.label) : '';
  if (cut.trim()) trip.category = cut;
  return trip;
}

/** What a transaction says of its receipt (receipts/{id} holds it): enough for a card to show its thumbnail. */
export interface ReceiptMark {
  type: (typeof RECEIPT_TYPES)[number];
  parts: number;
}

const receiptMarkSchema = (z: Z) =>
  z.object({
    type: z.enum(RECEIPT_TYPES),
    parts: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.receiptParts)),
  });

function receiptMarkOf(value: unknown): ReceiptMark | undefined {
  const mark = asDoc(value);
  if (!mark) return undefined;
  const type = fieldOf(mark, 'type');
  const parts = fieldOf(mark, 'parts');
  if (!isOneOf(RECEIPT_TYPES, type) || typeof parts !== 'number') return undefined;
  return Number.isInteger(parts) && parts >= 1 && parts <= LIMITS.receiptParts ? { type, parts } : undefined;
}

const positiveAmount = () =>
  field(positiveAmountSchema, (v) => {
    const n = amountOf(v);
    return n !== undefined && n > 0 ? n : undefined;
  });

/**
 * Amount, type, date and payer are what every total, balance and list depends on: without them an entry would
 * be counted wrongly, so it is unreadable instead. Everything else has a harmless default. Reference fields
 * (owner, from, payers, split lines) the backup import only needs as text: planImport remaps or refuses them.
 */
export const TRANSACTION = {
  fields: {
    description: or(text(LIMITS.description), ''),
    amount: amount(),
    category: or(label(), ''),
    tags: or(tags(), () => []),
    type: oneOf(TRANSACTION_TYPES),
    owner: backupAs(or(ref(), ''), (z) => z.string()),
    date: date(),
    createdAt: or(date(), (e) => e.date as number),
    updatedAt: or(date(), (e) => e.createdAt as number),
    comments: or(text(LIMITS.comments), ''),
    /** A member id, or 'common' for money from the shared pot; the main payer when `payers` is present. */
    from: backupAs(ref(), (z) => z.string()),
    paymentMode: paymentMode(),
    splitInfo: optional(
      backupAs(
        field((z) => splitInfoSchema(z, idSchema(z)), splitInfoOf),
        (z) => splitInfoSchema(z, z.string()),
      ),
    ),
    isSettled: optional(bool()),
    // A link to a settlement that is not in a backup file is dropped (see planImport), so any text will do.
    settlementId: optional(backupAs(ref(), (z) => z.string())),
    recursiveId: optional(backupAs(ref(), (z) => z.string().check(z.maxLength(LIMITS.id)))),
    /** Present only when two or more people paid: each payer's part, adding up to `amount`. */
    payers: optional(
      backupAs(
        field((z) => payersSchema(z, idSchema(z)), payersOf),
        (z) => payersSchema(z, z.string()),
      ),
    ),
    /** Paid in another currency: the amount as paid, its ISO 4217 code, and the rate (ledger currency per 1 unit). */
    originalAmount: optional(positiveAmount()),
    originalCurrency: optional(currencyCode()),
    exchangeRate: optional(rate()),
    /** A monthly expense that is someone's share of a trip (my-share.ts). */
    fromTrip: optional(field(tripLinkSchema, tripLinkOf)),
    /** Present while a receipt is attached. */
    receipt: optional(field(receiptMarkSchema, receiptMarkOf)),
    /** Set when someone other than the owner brought a deleted entry back from the activity log. */
    restoredBy: optional(ref()),
    /**
     * Split item by item (the Items method): the bill the form edits. The split itself stays `splitInfo`'s
     * Custom lines, which an app that knows no bills reads and edits as they are; the bill is kept only while
     * it still gives exactly those lines (see finish).
     */
    bill: optional(billField()),
  },
  finish: (t: Record<string, unknown>) => {
    if (t.bill !== undefined && !billFits(t)) delete t.bill;
    // Most entries have none of the three, and then there is nothing to drop.
    if ((t.originalAmount ?? t.originalCurrency ?? t.exchangeRate) !== undefined && !foreignFits(t)) {
      delete t.originalAmount;
      delete t.originalCurrency;
      delete t.exchangeRate;
    }
    return true;
  },
} satisfies Table;

/** A bill stands only beside Custom lines it still gives for this amount and payer (bill.ts billAgrees). */
function billFits(t: Record<string, unknown>): boolean {
  const { bill, splitInfo, amount: total, from } = t as Partial<Transaction>;
  return splitInfo?.method === 'Custom' && billAgrees(bill!, splitInfo.details, total!, from!);
}

/**
 * The foreign fields are kept only all three together, and only while `amount` is still within half a unit of
 * original × rate (the ledger's currency is not known here, so half a unit covers any minor units): an app
 * that knows no currencies changing the amount leaves a stale original beside it, which is dropped.
 */
function foreignFits(t: Record<string, unknown>): boolean {
  const { originalAmount, originalCurrency, exchangeRate, amount: converted } = t as Partial<Transaction>;
  if (originalAmount === undefined || originalCurrency === undefined || exchangeRate === undefined) return false;
  return Math.abs(originalAmount * exchangeRate - converted!) <= 0.5 + 1e-9 * Math.abs(converted!);
}

export type Transaction = { id: string } & Entity<typeof TRANSACTION.fields>;
