// The split form's "Paid by" as rows: one person (the usual case, no rows), or several with what each
// paid. Pure, so the form's rules are tested without a browser.
import { parseAmount, toMilli, fromMilli } from '../../domain/money';
import { shareOverPayers } from '../../domain/payers';
import type { Payer } from '../../domain/types';

export interface PayerRow {
  userId: string;
  /** What was typed, in the currency the Amount is typed in. */
  amountText: string;
}

const unused = (rows: readonly PayerRow[], memberIds: readonly string[]) =>
  memberIds.find((id) => !rows.some((r) => r.userId === id));

/**
 * "Add payer" on a one-payer form: the current payer keeps the whole amount for now, and the next
 * member who is not paying yet joins with nothing typed. Null when nobody else is left to add.
 */
export function startSeveral(payer: string, amountText: string, memberIds: readonly string[]): PayerRow[] | null {
  const first = { userId: payer, amountText };
  const next = unused([first], memberIds);
  return next === undefined ? null : [first, { userId: next, amountText: '' }];
}

/** Another row, for the next member not yet paying; the same rows when everyone already is. */
export function addPayerRow(rows: readonly PayerRow[], memberIds: readonly string[]): PayerRow[] {
  const next = unused(rows, memberIds);
  return next === undefined ? [...rows] : [...rows, { userId: next, amountText: '' }];
}

/** Without row `index`; down to one row, the form is back to a single payer (null). */
export function removePayerRow(rows: readonly PayerRow[], index: number): PayerRow[] | null {
  const left = rows.filter((_, i) => i !== index);
  return left.length >= 2 ? left : null;
}

/** A row changed to another person or amount. */
export function changePayerRow(rows: readonly PayerRow[], index: number, change: Partial<PayerRow>): PayerRow[] {
  return rows.map((r, i) => (i === index ? { ...r, ...change } : r));
}

export function rowsToPayers(rows: readonly PayerRow[]): Payer[] {
  return rows.map((r) => ({ userId: r.userId, amount: parseAmount(r.amountText) }));
}

/** Rows for editing a saved entry's payers (in the currency its amount is typed in). */
export function rowsFromPayers(payers: readonly Payer[]): PayerRow[] {
  return payers.map((p) => ({ userId: p.userId, amountText: String(p.amount) }));
}

/**
 * Payers typed in another currency, carried into the ledger's: the converted total is shared over them
 * in proportion to what each paid, by largest remainder in thousandths, so the parts add up to it exactly.
 */
export function convertPayers(original: readonly Payer[], convertedTotal: number): Payer[] {
  const parts = shareOverPayers(
    toMilli(convertedTotal),
    original.map((p) => toMilli(p.amount)),
  );
  return original.map((p, i) => ({ userId: p.userId, amount: fromMilli(parts[i] ?? 0) }));
}

/**
 * What the rows would be in the original currency for an entry saved with converted payers: each payer's
 * share of the original amount, to its minor units, so editing shows figures in the currency typed.
 */
export function originalPayerRows(payers: readonly Payer[], originalAmount: number, decimals: number): PayerRow[] {
  const scale = 10 ** decimals;
  const parts = shareOverPayers(
    Math.round(originalAmount * scale),
    payers.map((p) => toMilli(p.amount)),
  );
  return payers.map((p, i) => ({ userId: p.userId, amountText: String((parts[i] ?? 0) / scale) }));
}
