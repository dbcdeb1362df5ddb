// The income and expense form (SPEC §2, §5): one component for add and edit of both types.
import { focusFirstInvalid } from '../../ui/field';
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { DEFAULT_PAYMENT_MODE } from '../../domain/defaults';
import { isAdmin, payerFor } from '../../domain/roles';
import type { PaymentMode, Transaction } from '../../domain/types';
import {
  useActiveLedger,
  useActiveMonth,
  useCommonSettings,
  useMonthlySettings,
  currentLedgerState,
} from '../../store/ledger-store';
import { crossingWarning, withSaved } from '../../domain/category-budgets';
import { useCurrentUser } from '../../store/session-store';
import {
  changedFields,
  SETTLED_AMOUNT_ADMIN_ONLY,
  touchesSettledFields,
  UNSETTLE_CONFIRM,
  unsettlesOnSave,
} from '../../domain/transaction-changes';
import { SettledMeanwhileError, TransactionDeletedError } from '../../store/ledger-errors';
import { confirmDialog } from '../../ui/dialogs';
import { DatePicker } from '../../ui/date-picker';
import { CommentsField } from '../../ui/comments-field';
import { DescriptionAmountFields } from '../../ui/description-amount-fields';
import { FormActions } from '../../ui/form-actions';
import {
  checkTransactionForm,
  firstError,
  toTransactionDraft,
  valuesFromTransaction,
  type EntryType,
  type FormErrors,
} from './transaction-draft';
import { PaidByField } from './transaction-fields';
import { CategoryField } from '../../ui/category-field';
import { MoreDetails } from '../../ui/more-details';
import { ReceiptField, useReceipt } from '../../ui/receipt-field';
import { saveEntry } from '../../ui/entry-save';
import { useEntryStore } from '../../ui/entry-store';
import { useForeignAmount } from '../../ui/use-foreign-amount';
import { TagsField } from '../../ui/tags-field';
import { PaymentModeField } from '../../ui/payment-mode-field';
import { lastCategory, rememberCategory } from '../../ui/form-memory';
import { CurrencyFields } from '../../ui/currency-fields';
import { ledgerCurrency } from '../../domain/currency';
import { parseAmount } from '../../domain/money';
import { entryExtrasProblem } from '../../domain/validation';
import { detailsSummary } from '../../domain/display';
import { usePayerOptions } from './use-people';
import type { ReopenedEntry } from '../../domain/refused-writes';
import './monthly.css';

const NO_ERRORS: FormErrors = { description: null, amount: null };

interface TransactionFormProps {
  type: EntryType;
  existing?: Transaction | null;
  /** An entry the server refused, opened again with what was typed (over `existing` for an edit). */
  reopened?: ReopenedEntry | null;
  onDone: () => void;
}

export function TransactionForm({ type, existing, reopened, onDone }: TransactionFormProps) {
  const ledger = useActiveLedger();
  const uid = useCurrentUser()?.uid ?? '';
  const admin = isAdmin(ledger, uid);
  const { categories, tags: tagOptions } = useCommonSettings();
  const settings = useMonthlySettings();
  const payerOptions = usePayerOptions();
  const activeMonth = useActiveMonth();
  const [now] = useState(() => Date.now());
  // What the form was opened with, kept even if the page hands over a newer copy: an edit writes only
  // the fields that differ from it, so fields someone else changed meanwhile are not written back.
  const [opened] = useState(existing);
  // What the fields start from: what was typed before the server refused it, else the entry as opened.
  const [source] = useState(() => reopened?.values ?? opened);
  const initial = source ? valuesFromTransaction(source) : null;
  const storedAmountText = opened ? valuesFromTransaction(opened).amountText : undefined;

  const [description, setDescription] = useState(initial?.description ?? '');
  const [amountText, setAmountText] = useState(initial?.amountText ?? '');
  const [category, setCategory] = useState(() => initial?.category ?? lastCategory(ledger?.id ?? '', type, categories));
  const [tags, setTags] = useState<string[]>(initial?.tags ?? []);
  const [date, setDate] = useState(initial?.date ?? now);
  const [comments, setComments] = useState(initial?.comments ?? '');
  // Null means "not chosen yet": the monthly settings may arrive after the form opens, and still apply.
  const [payerChoice, setPayer] = useState<string | null>(initial?.from ?? null);
  const [modeChoice, setMode] = useState<PaymentMode | null>(initial?.paymentMode ?? null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const currencyOfLedger = ledgerCurrency(ledger);
  const fx = useForeignAmount(source, currencyOfLedger, parseAmount(amountText));
  const [saving, setSaving] = useState(false);
  const receipt = useReceipt(opened);
  const entryStore = useEntryStore();

  const defaultPayer = settings && payerOptions.some((o) => o.value === settings.paidBy) ? settings.paidBy : uid;
  const payer = payerFor(ledger, uid, payerChoice ?? defaultPayer);
  const paymentMode = modeChoice ?? settings?.paymentMode ?? DEFAULT_PAYMENT_MODE;
  const options = payerOptions.some((o) => o.value === payer)
    ? payerOptions
    : [...payerOptions, { value: payer, label: payer }];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkTransactionForm({ description, amountText, comments, tags, storedAmountText }, type);
    setErrors(found);
    const problem = firstError(found);
    const moneyProblem = problem ?? fx.problem;
    if (moneyProblem) {
      toast.error(moneyProblem);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    // A foreign amount is stored converted, with what was typed, its currency and the rate beside it.
    const ledgerAmountText = fx.converted !== null ? String(fx.converted) : amountText;
    const values = {
      description,
      amountText: ledgerAmountText,
      category,
      tags,
      date,
      from: payer,
      paymentMode,
      comments,
    };
    const built = toTransactionDraft(values, { type, existing, owner: uid, now: Date.now() });
    const draft = fx.original ? { ...built, ...fx.original } : built;
    const extras = entryExtrasProblem(draft, currencyOfLedger);
    if (extras) {
      toast.error(extras);
      return;
    }
    const changes = opened ? changedFields(opened, draft) : {};
    if (opened && !admin && touchesSettledFields(opened, changes)) {
      toast.error(SETTLED_AMOUNT_ADMIN_ONLY);
      return;
    }
    if (opened && unsettlesOnSave(opened, changes)) {
      if (
        !(await confirmDialog(UNSETTLE_CONFIRM, { title: 'Unsettle this expense?', confirmLabel: 'Save and unsettle' }))
      )
        return;
    }
    // Taken before the save reaches the store: the month without this entry, then with it. Read here, not
    // subscribed to: the form has no use for the month's entries until Save, and re-rendering it as the
    // save lands would hold back the way home (issue 34, part 5). Category budgets are an admin's view of
    // the whole month (see category-budgets-progress.tsx).
    const monthEntries = currentLedgerState().transactions;
    const budgets = admin && type === 'expense' ? settings?.budgets : undefined;
    const budgetWarning = budgets
      ? crossingWarning(monthEntries, withSaved(monthEntries, draft, opened?.id), budgets, {
          ...activeMonth,
          currency: currencyOfLedger,
        })
      : null;
    await saveEntry(entryStore, {
      ledgerId: ledger?.id ?? '',
      opened,
      draft,
      receipt,
      reopened,
      remember: () => {
        if (!opened) rememberCategory(ledger?.id ?? '', type, category);
        fx.remember();
      },
      changedMeanwhile: (error): error is Error =>
        error instanceof TransactionDeletedError || error instanceof SettledMeanwhileError,
      onSaving: setSaving,
      warning: budgetWarning,
      onDone,
    });
  }

  const noun = type === 'income' ? 'Income' : 'Expense';
  return (
    <section className="stack">
      <h1>
        {existing ? 'Edit' : 'Add'} {noun}
      </h1>
      <form className="form card" onSubmit={submit} noValidate aria-label={`${existing ? 'Edit' : 'Add'} ${noun}`}>
        <DescriptionAmountFields
          description={description}
          onDescription={setDescription}
          amount={amountText}
          onAmount={setAmountText}
          signed={type === 'expense'}
          errors={errors}
          autoFocus={!existing}
        />
        <CurrencyFields {...fx.fields} showProblems={errors !== NO_ERRORS} />
        <CategoryField categories={categories} value={category} onChange={setCategory} />
        <PaidByField options={admin ? options : undefined} payer={payer} onPayer={setPayer} />
        <MoreDetails
          summary={detailsSummary({ date, now, paymentMode, tags, comments })}
          forceOpen={Boolean(initial && (initial.tags.length || initial.comments.trim()))}
        >
          <TagsField options={tagOptions} value={tags} onChange={setTags} />
          <DatePicker value={date} onChange={setDate} now={now} />
          <PaymentModeField value={paymentMode} onChange={setMode} />
          <CommentsField value={comments} onChange={setComments} />
        </MoreDetails>
        <ReceiptField {...receipt.field} />
        <FormActions onCancel={onDone} saving={saving} className="bottom-bar" />
      </form>
    </section>
  );
}
