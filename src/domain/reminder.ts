// What Remind sends: a reminder to one person of their own debt to you, in the ledger's currency, and
// WhatsApp's link that carries it where the system share sheet is missing.
import { DEFAULT_CURRENCY, formatMoney } from './currency';
import type { NameOf } from './member-names';
import { isUpiId, upiPayLink } from './upi';
import type { Transfer } from './types';
export interface ReminderInput {
  ledgerName: string;
  /** The ledger's currency code: the reminder states the debt in it. */
  currency: string;
  /** The settle-up list on screen; only the one debt from `debtorId` to `creditorId` is read. */
  transfers: readonly Transfer[];
  debtorId: string;
  /** The signed-in person, who sends the reminder. */
  creditorId: string;
  nameOf: NameOf;
  /** The sender's own UPI ID, when they gave one. */
  creditorUpiId?: string;
}

/**
 * "Hi Tara, for Goa Trip you owe me ₹516.66." and, when the sender has a UPI ID and the trip is in
 * rupees (UPI moves rupees only), " Pay by UPI: upi://pay?…". Null when the debtor owes the sender nothing.
 */
export function reminderText(input: ReminderInput): string | null {
  const { ledgerName, currency, debtorId, creditorId, nameOf, creditorUpiId } = input;
  const debt = input.transfers.find((t) => t.from === debtorId && t.to === creditorId);
  if (!debt || !(debt.amount > 0)) return null;
  const debtor = nameOf(debtorId);
  const ask = `Hi ${debtor}, for ${ledgerName} you owe me ${formatMoney(debt.amount, currency)}.`;
  if (!creditorUpiId || !isUpiId(creditorUpiId) || currency !== DEFAULT_CURRENCY) return ask;
  const creditor = nameOf(creditorId);
  // The same note as Record payment's UPI link, so the payment reads the same in both people's bank apps.
  const link = upiPayLink({
    payeeUpiId: creditorUpiId,
    payeeName: creditor,
    amount: debt.amount,
    note: `${ledgerName}: ${debtor} to ${creditor}`,
  });
  return `${ask} Pay by UPI: ${link}`;
}

/** WhatsApp's own share link: it opens a chat picker with the text typed in. */
export function whatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
