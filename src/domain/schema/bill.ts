// A bill split item by item (the Items split method), as a transaction stores it beside its Custom lines.
// Items name people by their position in splitInfo.details, never by id: every place that renames or remaps
// a person (linking a member, a backup import, an export) already rewrites the lines, and the bill follows.
import { LIMITS } from './limits';
import { amountOf, positiveAmountSchema } from './fields';
import { asDoc, field, own, type Field, type Z } from './table';

/** Fixed-amount charges that may be shared equally instead of in proportion to each person's items. */
export const FIXED_CHARGES = ['tip', 'discount', 'other'] as const;
export type FixedCharge = (typeof FIXED_CHARGES)[number];

/** Percent charges, each 0..100 (a percent has at most 3 decimals, as split percents do). */
export const PERCENT_CHARGES = ['gst', 'cgst', 'sgst', 'service', 'tipPercent', 'discountPercent'] as const;
/** Amount charges, each above 0 when present. */
export const AMOUNT_CHARGES = ['tip', 'discount', 'other'] as const;

export interface BillItem {
  name: string;
  /** One unit's price. */
  price: number;
  quantity: number;
  /** Who had it: positions in splitInfo.details, ascending, shared equally among them. */
  people: number[];
}

export interface Bill {
  items: BillItem[];
  /** One GST percent, or CGST and SGST separately (never both ways). */
  gst?: number;
  cgst?: number;
  sgst?: number;
  service?: number;
  /** A tip and a discount are an amount or a percent, never both. */
  tip?: number;
  tipPercent?: number;
  discount?: number;
  discountPercent?: number;
  /** Delivery, packaging: an amount. */
  other?: number;
  /** The fixed amounts shared equally among everyone on the bill; the rest go by each person's items. */
  equally?: FixedCharge[];
}

const percentSchema = (z: Z) => z.number().check(z.minimum(0), z.maximum(LIMITS.maxPercent));

const billItemSchema = (z: Z) =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(LIMITS.itemName)),
    price: positiveAmountSchema(z),
    quantity: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.itemQuantity)),
    people: z
      .array(z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.splitLines - 1)))
      .check(z.minLength(1), z.maxLength(LIMITS.splitLines)),
  });

export const billSchema = (z: Z) =>
  z.object({
    items: z.array(billItemSchema(z)).check(z.minLength(1), z.maxLength(LIMITS.billItems)),
    gst: z.optional(percentSchema(z)),
    cgst: z.optional(percentSchema(z)),
    sgst: z.optional(percentSchema(z)),
    service: z.optional(percentSchema(z)),
    tip: z.optional(positiveAmountSchema(z)),
    tipPercent: z.optional(percentSchema(z)),
    discount: z.optional(positiveAmountSchema(z)),
    discountPercent: z.optional(percentSchema(z)),
    other: z.optional(positiveAmountSchema(z)),
    equally: z.optional(z.array(z.enum(FIXED_CHARGES)).check(z.maxLength(FIXED_CHARGES.length))),
  });

export const BILL_KEYS = ['items', ...PERCENT_CHARGES, ...AMOUNT_CHARGES, 'equally'] as const;

const isPercent = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= LIMITS.maxPercent;

function itemOf(value: unknown): BillItem | undefined {
  const item = asDoc(value);
  if (!item) return undefined;
  const name = own(item, 'name');
  const price = amountOf(own(item, 'price'));
  const quantity = own(item, 'quantity');
  const people = own(item, 'people');
  if (typeof name !== 'string' || !name.trim() || name.length > LIMITS.itemName) return undefined;
  if (price === undefined || price <= 0) return undefined;
  if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > LIMITS.itemQuantity)
    return undefined;
  if (!Array.isArray(people) || people.length < 1 || people.length > LIMITS.splitLines) return undefined;
  // Ascending and whole: nobody twice, and one order for every copy of the same bill.
  for (let i = 0; i < people.length; i++) {
    const p: unknown = people[i];
    if (!Number.isInteger(p) || (p as number) < 0 || (i > 0 && (p as number) <= (people[i - 1] as number)))
      return undefined;
  }
  return { name, price, quantity: quantity as number, people: [...(people as number[])] };
}

/**
 * A bill is kept whole or not at all: any bad part leaves the entry as its Custom lines, which are what the
 * balances use anyway. Whether it still agrees with those lines is checked once the entry is read
 * (transaction.ts's finish), since an app that does not know bills may have edited the lines since.
 */
export function billOf(value: unknown): Bill | undefined {
  const doc = asDoc(value);
  if (!doc) return undefined;
  for (const key of Object.keys(doc)) if (!(BILL_KEYS as readonly string[]).includes(key)) return undefined;
  const rawItems = own(doc, 'items');
  if (!Array.isArray(rawItems) || rawItems.length < 1 || rawItems.length > LIMITS.billItems) return undefined;
  const items: BillItem[] = [];
  for (const raw of rawItems) {
    const item = itemOf(raw);
    if (!item) return undefined;
    items.push(item);
  }
  const bill: Bill = { items };
  for (const key of PERCENT_CHARGES) {
    const v = own(doc, key);
    if (v === undefined) continue;
    if (!isPercent(v)) return undefined;
    bill[key] = v;
  }
  for (const key of AMOUNT_CHARGES) {
    const v = own(doc, key);
    if (v === undefined) continue;
    const n = amountOf(v);
    if (n === undefined || n <= 0) return undefined;
    bill[key] = n;
  }
  if (bill.gst !== undefined && (bill.cgst !== undefined || bill.sgst !== undefined)) return undefined;
  if (bill.tip !== undefined && bill.tipPercent !== undefined) return undefined;
  if (bill.discount !== undefined && bill.discountPercent !== undefined) return undefined;
  const equally = own(doc, 'equally');
  if (equally !== undefined) {
    if (!Array.isArray(equally) || !equally.every((c) => (FIXED_CHARGES as readonly unknown[]).includes(c)))
      return undefined;
    bill.equally = [...new Set(equally as FixedCharge[])];
  }
  return bill;
}

export const billField = (): Field<Bill, false> => field(billSchema, (v) => billOf(v));
