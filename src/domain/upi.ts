// UPI: a person's virtual payment address, and the `upi://pay` link any UPI app opens (NPCI's deep-link
// format: pa payee address, pn payee name, am amount with 2 decimals, cu INR, tn a note).
import { fromMilli, toMilli } from './money';

/** `name@handle`: the name 2–64 of letters, digits, dot, dash or underscore; the handle starts with a letter. */
const UPI_ID = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export const UPI_ID_INVALID = 'Enter a UPI ID like name@bank.';

export function isUpiId(value: string): boolean {
  return value.length <= 100 && UPI_ID.test(value);
}

/** The trimmed UPI ID, '' to remove it, or the problem to show. */
export function parseUpiId(raw: string): { value: string } | { problem: string } {
  const value = raw.trim();
  if (value === '' || isUpiId(value)) return { value };
  return { problem: UPI_ID_INVALID };
}

export interface UpiPayment {
  payeeUpiId: string;
  payeeName: string;
  amount: number;
  note: string;
}

export function upiPayLink({ payeeUpiId, payeeName, amount, note }: UpiPayment): string {
  const params = new URLSearchParams({
    pa: payeeUpiId,
    pn: payeeName,
    am: fromMilli(toMilli(amount)).toFixed(2),
    cu: 'INR',
    tn: note,
  });
  // URLSearchParams writes spaces as '+', which some UPI apps show literally; %20 is read by all.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
