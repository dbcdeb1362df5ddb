// The Record payment sheet's amount: any part of what is owed, never more (a partial payment is fine,
// an overpayment would turn the debt around).
import { amountValue, toMilli } from './money';
import { DEFAULT_CURRENCY, formatMoney } from './currency';
import { validateAmount } from './validation';

export function paymentOverMessage(debtor: string, owed: number, currency = DEFAULT_CURRENCY): string {
  return `${debtor} owes ${formatMoney(owed, currency)}; record at most that.`;
}

/** SPEC's amount messages for an empty, malformed or zero amount; then no more than `owed`. */
export function paymentProblem(
  text: string,
  { debtor, owed, currency = DEFAULT_CURRENCY }: { debtor: string; owed: number; currency?: string },
): string | null {
  const problem = validateAmount(text, 'split');
  if (problem) return problem;
  return toMilli(amountValue(text)) > toMilli(owed) ? paymentOverMessage(debtor, owed, currency) : null;
}

/** What the toast and the settlement's card say, in the ledger's currency ("Ravi paid Asha ₹250"). */
export function paymentSentence(debtor: string, creditor: string, amount: number, currency = DEFAULT_CURRENCY): string {
  return `${debtor} paid ${creditor} ${formatMoney(amount, currency)}`;
}
