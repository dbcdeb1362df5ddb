// SPEC §4's Add now: confirm when already added this month, ask for the amount when it has none.
import { toast } from '../../ui/toast';
import { normaliseAmountText, parseAmount } from '../../domain/money';
import { addNowPlan, ALREADY_ADDED_CONFIRM } from '../../domain/recurring';
import { buildFromRecurring } from '../../domain/transaction-documents';
import type { RecurringItem, Transaction } from '../../domain/types';
import { validateAmount } from '../../domain/validation';
import { activeLedger } from '../../store/active-ledger';
import { confirmDialog, promptDialog } from '../../ui/dialogs';
import { toastFailure } from '../../ui/error-message';
import { ADDED_TO_CURRENT_MONTH, ERROR_ADDING_TRANSACTION } from '../../domain/messages';

/** Resolves true when a transaction was added. */
export async function addRecurringNow(
  item: RecurringItem,
  monthTransactions: Transaction[],
  owner: string,
): Promise<boolean> {
  const plan = addNowPlan(item, monthTransactions);
  if (
    plan.needsConfirm &&
    !(await confirmDialog(ALREADY_ADDED_CONFIRM, { title: 'Add again?', confirmLabel: 'Add again' }))
  )
    return false;
  let amount: number | undefined;
  if (plan.needsAmount) {
    const text = await promptDialog(`How much is ${item.description} this month?`, {
      title: 'Amount for this month',
      label: 'Amount',
    });
    if (text === null) return false;
    // The prompt is a plain text box, so '₹1,200' may be typed or pasted: read it as its digits.
    const digits = normaliseAmountText(text, { signed: item.type === 'expense' }) ?? text;
    const problem = validateAmount(digits, item.type);
    if (problem) {
      toast.error(problem);
      return false;
    }
    amount = parseAmount(digits);
  }
  try {
    await (await activeLedger()).saveTransaction(buildFromRecurring(item, { amount, now: Date.now(), owner }));
    toast.success(ADDED_TO_CURRENT_MONTH);
    return true;
  } catch (error) {
    toastFailure(ERROR_ADDING_TRANSACTION, error);
    return false;
  }
}
