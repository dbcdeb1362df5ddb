// What Remind and Share summary say: a reminder to one person of their own debt to you, and a trip's
// summary (its name, dates, total, each person's spent and paid, who pays whom) as figures and as plain text.
import { DEFAULT_CURRENCY, formatMoney } from './currency';
import type { NameOf } from './member-names';
import { fromMilli, toMilli } from './money';
import { formatDayRange } from './months';
import { isUpiId, upiPayLink } from './upi';
import type { Balance, Transaction, Transfer } from './types';

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

/** A trip's summary as the image and the text print it: every figure already written in the trip's currency. */
export interface SummaryTexts {
  title: string;
  /** '12–18 Mar 2025': the first and last expense's days; null before the first expense. */
  dates: string | null;
  total: string;
  people: { name: string; spent: string; paid: string }[];
  /** Who pays whom: 'Tara pays Asha' and the amount. Empty when everyone is settled up. */
  payments: { who: string; amount: string }[];
}

export interface TripSummaryInput {
  ledgerName: string;
  currency: string;
  transactions: readonly Transaction[];
  /** Spent and paid per person, as the Balances table shows them. */
  balances: readonly Balance[];
  /** The settle-up list as shown (simplified or not). */
  transfers: readonly Transfer[];
  nameOf: NameOf;
}

export function summaryTexts(input: TripSummaryInput): SummaryTexts {
  const { currency, nameOf } = input;
  const money = (amount: number) => formatMoney(amount, currency);
  let totalMilli = 0;
  let first = Infinity;
  let last = -Infinity;
  for (const t of input.transactions) {
    if (t.type !== 'expense') continue;
    totalMilli += toMilli(t.amount);
    first = Math.min(first, t.date);
    last = Math.max(last, t.date);
  }
  return {
    title: input.ledgerName,
    dates: first <= last ? formatDayRange(first, last) : null,
    total: money(fromMilli(totalMilli)),
    people: input.balances.map((b) => ({ name: b.displayName, spent: money(b.spent), paid: money(b.paid) })),
    payments: input.transfers.map((t) => ({ who: `${nameOf(t.from)} pays ${nameOf(t.to)}`, amount: money(t.amount) })),
  };
}

export const SETTLED_UP = 'Everyone is settled up.';
export const SPENT_AND_PAID = 'Spent and paid';
export const WHO_PAYS_WHOM = 'Who pays whom';
export const TOTAL_EXPENSES = 'Total Expenses';

/** The summary as plain text, for chats that take no image. */
export function summaryText(s: SummaryTexts): string {
  const lines = [s.title];
  if (s.dates) lines.push(s.dates);
  lines.push(`${TOTAL_EXPENSES}: ${s.total}`, '', `${SPENT_AND_PAID}:`);
  for (const p of s.people) lines.push(`${p.name}: spent ${p.spent}, paid ${p.paid}`);
  lines.push('', `${WHO_PAYS_WHOM}:`);
  if (s.payments.length === 0) lines.push(SETTLED_UP);
  for (const p of s.payments) lines.push(`${p.who} ${p.amount}`);
  return lines.join('\n');
}

/** The image's file name: the trip's name, less what file systems refuse, then ' summary.png'. */
export function summaryFileName(ledgerName: string): string {
  const safe = ledgerName
    // eslint-disable-next-line no-control-regex -- control characters are among what file systems refuse
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Trip'} summary.png`;
}
