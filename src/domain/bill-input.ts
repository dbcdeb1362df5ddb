// The Items form's text, read into a bill (schema/bill.ts) with a message for each bad field, and the
// reconciliation line it shows as the person types ("Items ₹2,340 + GST ₹117 + service ₹234 = ₹2,691").
import { billTotals, MAX_ROUNDING, type Bill, type BillItem, type BillTotals, type FixedCharge } from './bill';
import { groupEnIn, parseAmount, toMilli } from './money';
import { LIMITS } from './schema/limits';

export type ChargeKind = 'amount' | 'percent';

export interface ItemDraft {
  /** Stable across edits, so a row keeps its focus when one above it is removed. */
  key: string;
  name: string;
  price: string;
  quantity: string;
  /** Member ids. */
  people: string[];
}

export interface ChargesDraft {
  gst: string;
  /** CGST and SGST typed separately instead of one GST percent. */
  gstParts: boolean;
  cgst: string;
  sgst: string;
  service: string;
  tip: string;
  tipKind: ChargeKind;
  discount: string;
  discountKind: ChargeKind;
  other: string;
  /** Fixed amounts shared equally rather than by each person's items. */
  equally: FixedCharge[];
}

export interface BillDraft {
  items: ItemDraft[];
  charges: ChargesDraft;
}

export type ChargeField = 'gst' | 'cgst' | 'sgst' | 'service' | 'tip' | 'discount' | 'other';
export type ItemField = 'price' | 'quantity' | 'people';

export interface BillReading {
  /** Null while any field has a problem. */
  bill: Bill | null;
  /** The member ids the bill's positions name: everyone who had an item, in the order of `memberIds`. */
  people: string[];
  totals: BillTotals | null;
  items: Partial<Record<ItemField, string>>[];
  charges: Partial<Record<ChargeField, string>>;
  /** The first problem, for the save toast. */
  first: string | null;
}

export const emptyCharges = (): ChargesDraft => ({
  gst: '',
  gstParts: false,
  cgst: '',
  sgst: '',
  service: '',
  tip: '',
  tipKind: 'amount',
  discount: '',
  discountKind: 'amount',
  other: '',
  equally: [],
});

export const CHARGE_LABELS: Record<ChargeField, string> = {
  gst: 'GST',
  cgst: 'CGST',
  sgst: 'SGST',
  service: 'Service charge',
  tip: 'Tip',
  discount: 'Discount',
  other: 'Other charges',
};

/** What a row is called in its Remove button and messages: its name, or "Item 3" while it has none. */
export const itemLabel = (item: Pick<ItemDraft, 'name'>, index: number) => item.name.trim() || `Item ${index + 1}`;

export const PRICE_PROBLEM = 'Price must be more than 0';
export const QUANTITY_PROBLEM = `Quantity must be a whole number from 1 to ${LIMITS.itemQuantity}`;
export const nobodyHad = (item: string) => `Choose who had ${item}`;
export const overPercent = (label: string) => `${label} cannot be over ${LIMITS.maxPercent}%`;
export const DISCOUNT_TOO_BIG = 'Discount must be less than the items';
export const equalShareBelowZero = (label: string) =>
  `${label} shared equally is more than someone's items: share it by items instead`;

/** ₹2,690.50 or ₹2,750: paise shown only when there are some. */
export function billMoney(milli: number, symbol = '₹'): string {
  const m = Math.abs(milli);
  const whole = groupEnIn(Math.floor(m / 1000)) ?? String(Math.floor(m / 1000));
  const rest = m % 1000;
  const fraction =
    rest === 0 ? '' : rest % 10 === 0 ? `.${String(rest / 10).padStart(2, '0')}` : `.${String(rest).padStart(3, '0')}`;
  return `${milli < 0 ? '-' : ''}${symbol}${whole}${fraction}`;
}

const quantityOf = (text: string) => (text.trim() === '' ? 1 : Number(text));

function readItem(item: ItemDraft, index: number, memberIds: readonly string[]) {
  const problems: Partial<Record<ItemField, string>> = {};
  const price = parseAmount(item.price);
  if (!(price > 0)) problems.price = PRICE_PROBLEM;
  const quantity = quantityOf(item.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > LIMITS.itemQuantity)
    problems.quantity = QUANTITY_PROBLEM;
  const people = memberIds.filter((id) => item.people.includes(id));
  if (people.length === 0) problems.people = nobodyHad(itemLabel(item, index));
  return { problems, name: itemLabel(item, index).slice(0, LIMITS.itemName), price, quantity, people };
}

/** A percent field's value, or a problem; blank is none. */
function percentField(text: string, label: string): { value?: number; problem?: string } {
  if (text.trim() === '') return {};
  const value = parseAmount(text);
  if (value > LIMITS.maxPercent) return { problem: overPercent(label) };
  return value > 0 ? { value } : {};
}

function readCharges(c: ChargesDraft, problems: Partial<Record<ChargeField, string>>): Omit<Bill, 'items'> {
  const out: Omit<Bill, 'items'> = {};
  const percent = (field: ChargeField, text: string) => {
    const { value, problem } = percentField(text, CHARGE_LABELS[field]);
    if (problem) problems[field] = problem;
    return value;
  };
  const amount = (text: string) => {
    const n = parseAmount(text);
    return n > 0 ? n : undefined;
  };
  const set = <K extends keyof Omit<Bill, 'items'>>(key: K, value: Bill[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  if (c.gstParts) {
    set('cgst', percent('cgst', c.cgst));
    set('sgst', percent('sgst', c.sgst));
  } else set('gst', percent('gst', c.gst));
  set('service', percent('service', c.service));
  if (c.tipKind === 'percent') set('tipPercent', percent('tip', c.tip));
  else set('tip', amount(c.tip));
  if (c.discountKind === 'percent') set('discountPercent', percent('discount', c.discount));
  else set('discount', amount(c.discount));
  set('other', amount(c.other));
  const equally = c.equally.filter(
    (f) => (f === 'tip' && out.tip) || (f === 'discount' && out.discount) || (f === 'other' && out.other),
  );
  if (equally.length) out.equally = equally;
  return out;
}

/** Reads the form: the bill with its people, or what is wrong with which field. */
export function readBill(draft: BillDraft, memberIds: readonly string[]): BillReading {
  const rows = draft.items.map((item, i) => readItem(item, i, memberIds));
  const onBill = new Set(rows.flatMap((r) => r.people));
  const people = memberIds.filter((id) => onBill.has(id));
  const charges: Partial<Record<ChargeField, string>> = {};
  const bill: Bill = {
    items: rows.map((r): BillItem => ({
      name: r.name,
      price: r.price,
      quantity: r.quantity,
      people: r.people.map((id) => people.indexOf(id)),
    })),
    ...readCharges(draft.charges, charges),
  };
  const itemsOk = rows.every((r) => Object.keys(r.problems).length === 0) && rows.length > 0;
  let totals: BillTotals | null = itemsOk ? billTotals(bill) : null;
  if (totals && totals.discount >= totals.items) charges.discount = DISCOUNT_TOO_BIG;
  if (totals && !charges.discount && bill.equally?.includes('discount')) {
    const fewest = Math.min(...people.map((_, p) => personItemsMilli(bill, p)));
    if (toMilli(bill.discount ?? 0) / people.length > fewest) charges.discount = equalShareBelowZero('Discount');
  }
  const problems = [...rows.flatMap((r) => Object.values(r.problems)), ...Object.values(charges)];
  if (problems.length) totals = charges.discount ? null : totals;
  return {
    bill: problems.length ? null : bill,
    people,
    totals,
    items: rows.map((r) => r.problems),
    charges,
    first: problems[0] ?? (rows.length === 0 ? nobodyHad('the bill') : null),
  };
}

/** What one person's items cost, before charges (thousandths, rounded). */
function personItemsMilli(bill: Bill, person: number): number {
  let sum = 0;
  for (const item of bill.items)
    if (item.people.includes(person)) sum += (toMilli(item.price) * item.quantity) / item.people.length;
  return sum;
}

export interface Reconciliation {
  /** "Items ₹2,340 + GST ₹117 + service ₹234 = ₹2,691" */
  line: string;
  /** Said when the printed total differs a little from the items and charges. */
  note: string | null;
  /** Said when it differs by more than ₹1: the entry cannot be saved. */
  problem: string | null;
}

/**
 * The bill's sum, against the Amount (thousandths; the bill's own total when the Amount filled itself).
 * Within ₹1 the difference is the restaurant's rounding, shared like a charge; beyond it, refused.
 */
export function reconcile(totals: BillTotals, amount: number, symbol = '₹'): Reconciliation {
  const m = (n: number) => billMoney(n, symbol);
  const parts = [`Items ${m(totals.items)}`];
  if (totals.discount) parts.push(`− discount ${m(totals.discount)}`);
  if (totals.gst) parts.push(`+ GST ${m(totals.gst)}`);
  if (totals.service) parts.push(`+ service ${m(totals.service)}`);
  if (totals.tip) parts.push(`+ tip ${m(totals.tip)}`);
  if (totals.other) parts.push(`+ other charges ${m(totals.other)}`);
  const gap = amount - totals.total;
  if (Math.abs(gap) > MAX_ROUNDING)
    return {
      line: `${parts.join(' ')} = ${m(totals.total)}`,
      note: null,
      problem: `Items and charges add up to ${m(totals.total)}, the bill says ${m(amount)}`,
    };
  if (gap !== 0) parts.push(`${gap > 0 ? '+' : '−'} rounding ${m(Math.abs(gap))}`);
  return {
    line: `${parts.join(' ')} = ${m(amount)}`,
    note:
      gap === 0
        ? null
        : `The bill says ${m(amount)}, ${m(Math.abs(gap))} ${gap > 0 ? 'more' : 'less'} than its items and charges: the difference is shared like a charge.`,
    problem: null,
  };
}

/** The form's rows and charges for a stored bill, its positions turned back into the lines' member ids. */
export function draftFromBill(bill: Bill, people: readonly string[], key: (i: number) => string): BillDraft {
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  const gstParts = bill.cgst !== undefined || bill.sgst !== undefined;
  return {
    items: bill.items.map((item, i) => ({
      key: key(i),
      name: item.name,
      price: String(item.price),
      quantity: String(item.quantity),
      people: item.people.map((p) => people[p] ?? '').filter(Boolean),
    })),
    charges: {
      gst: text(bill.gst),
      gstParts,
      cgst: text(bill.cgst),
      sgst: text(bill.sgst),
      service: text(bill.service),
      tip: text(bill.tipPercent ?? bill.tip),
      tipKind: bill.tipPercent !== undefined ? 'percent' : 'amount',
      discount: text(bill.discountPercent ?? bill.discount),
      discountKind: bill.discountPercent !== undefined ? 'percent' : 'amount',
      other: text(bill.other),
      equally: [...(bill.equally ?? [])],
    },
  };
}
