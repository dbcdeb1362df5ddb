// The Record payment sheet's amount: any part of what is owed, never more (a partial payment is fine,
// an overpayment would turn the debt around).
import { amountValue, formatAmount, toMilli } from './money';
import { validateAmount } from './validation';

export function paymentOverMessage(debtor: string, owed: number): string {
  return `${debtor} owes ₹${formatAmount(owed)}; record at most that.`;
}

/** SPEC's amount messages for an empty, malformed or zero amount; then no more than `owed`. */
export function paymentProblem(text: string, { debtor, owed }: { debtor: string; owed: number }): string | null {
  const problem = validateAmount(text, 'split');
  if (problem) return problem;
  return toMilli(amountValue(text)) > toMilli(owed) ? paymentOverMessage(debtor, owed) : null;
}

/** What the toast and the settlement's card say. */
export function paymentSentence(debtor: string, creditor: string, amount: number): string {
  return `${debtor} paid ${creditor} ₹${formatAmount(amount)}`;
}
