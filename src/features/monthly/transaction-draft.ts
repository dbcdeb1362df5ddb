// Pure steps of the income and expense form: checking what was typed and turning it into a document.
import { parseAmount } from '../../domain/money';
import { buildExpense, buildIncome } from '../../domain/transaction-documents';
import { validateAmount, validateComments, validateDescription, validateTags } from '../../domain/validation';
import type { Draft, PaymentMode, Transaction } from '../../domain/types';

export type EntryType = 'income' | 'expense';

export interface TransactionFormValues {
  description: string;
  amountText: string;
  category: string;
  tags: string[];
  date: number;
  /** Already resolved through payerFor: a member's own id whatever they chose. */
  from: string;
  paymentMode: PaymentMode;
  comments: string;
}

export interface FormErrors {
  description: string | null;
  amount: string | null;
  /** Only when comments or tags were given to check. */
  comments?: string | null;
  tags?: string | null;
}

/**
 * SPEC §5: income must be above 0; a monthly expense may be negative (a refund). Comments and tags
 * are checked for their bounds when passed.
 */
export function checkTransactionForm(
  values: Pick<TransactionFormValues, 'description' | 'amountText'> &
    Partial<Pick<TransactionFormValues, 'comments' | 'tags'>> & { storedAmountText?: string },
  type: EntryType,
): FormErrors {
  const errors: FormErrors = {
    description: validateDescription(values.description),
    amount: validateAmount(values.amountText, type, { stored: values.storedAmountText }),
  };
  if (values.comments !== undefined) errors.comments = validateComments(values.comments);
  if (values.tags !== undefined) errors.tags = validateTags(values.tags);
  return errors;
}

export function firstError(errors: FormErrors): string | null {
  return errors.description ?? errors.amount ?? errors.comments ?? errors.tags ?? null;
}

/** The document the form saves; transaction-documents decides what a new entry and an edit carry. */
export function toTransactionDraft(
  { amountText, ...values }: TransactionFormValues,
  { type, existing, owner, now }: { type: EntryType; existing?: Transaction | null; owner: string; now: number },
): Draft<Transaction> {
  const build = type === 'income' ? buildIncome : buildExpense;
  return build({ ...values, amount: parseAmount(amountText) }, { existing, owner, now });
}

export function valuesFromTransaction(tx: Transaction): TransactionFormValues {
  return {
    description: tx.description,
    // An entry paid in another currency is edited as it was typed; the form converts it again.
    amountText: String(tx.originalAmount ?? tx.amount),
    category: tx.category,
    tags: [...tx.tags],
    date: tx.date,
    from: tx.from,
    paymentMode: tx.paymentMode,
    comments: tx.comments ?? '',
  };
}
