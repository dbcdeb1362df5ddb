// The one-time ledger's split expense form (SPEC §2, §5): add and edit share it.
import { focusFirstInvalid } from '../../ui/field';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../ui/toast';
import { DEFAULT_PAYMENT_MODE } from '../../domain/defaults';
import { computeSplit, splitOptionsAvailable, splitProblem } from '../../domain/splits';
import { buildSplitExpense } from '../../domain/transaction-documents';
import { validateAmount, validateDescription, validateSplitExpense } from '../../domain/validation';
import type { Member, PaymentMode, SplitMethod, Transaction } from '../../domain/types';
import { useActiveLedger, useCommonSettings, useMembers, useOnetimeSettings } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { TransactionDeletedError } from '../../store/ledger-errors';
import { CommentsField } from '../../ui/comments-field';
import { DatePicker } from '../../ui/date-picker';
import { DescriptionAmountFields } from '../../ui/description-amount-fields';
import { FormActions } from '../../ui/form-actions';
import { PayersFields } from './payers-fields';
import { useSplitMoney } from './use-split-money';
import { CurrencyFields } from '../../ui/currency-fields';
import { currencySymbol, ledgerCurrency } from '../../domain/currency';
import { entryExtrasProblem } from '../../domain/validation';
import { CategoryField } from '../../ui/category-field';
import { MoreDetails } from '../../ui/more-details';
import { ReceiptField, useReceipt } from '../../ui/receipt-field';
import { saveEntry } from '../../ui/entry-save';
import { useEntryStore } from '../../ui/entry-store';
import { TagsField } from '../../ui/tags-field';
import { PaymentModeField } from '../../ui/payment-mode-field';
import { lastCategory, rememberCategory } from '../../ui/form-memory';
import { detailsSummary } from '../../domain/display';
import { SplitFields } from './split-fields';
import { absenceReason, absentOn } from '../../domain/presence';
import { ItemsFields } from './items-fields';
import { useBillSplit } from './use-bill-split';
import {
  draftFromSplitInfo,
  effectiveMethod,
  emptySplitDraft,
  NOBODY_AWAY,
  splitInputs,
  splitTexts,
  type SplitDraft,
} from './split-model';
import './onetime.css';
import type { ReopenedEntry } from '../../domain/refused-writes';

interface SplitExpenseFormProps {
  existing?: Transaction;
  /** An expense the server refused, opened again with what was typed (over `existing` for an edit). */
  reopened?: ReopenedEntry | null;
}

export function SplitExpenseForm(props: SplitExpenseFormProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const storeMembers = useMembers();
  const settings = useOnetimeSettings();
  const { categories, tags: tagOptions } = useCommonSettings();
  const [now] = useState(() => Date.now());
  // What the form was opened with, kept even if the page hands over a newer copy: an edit writes only
  // the fields that differ from it, so fields someone else changed meanwhile are not written back.
  const [existing] = useState(props.existing);
  // What the fields start from: what was typed before the server refused it, else the expense as opened.
  const [source] = useState(() => props.reopened?.values ?? props.existing);

  const [description, setDescription] = useState(source?.description ?? '');
  const currentLedger = useActiveLedger();
  const ledgerId = currentLedger?.id ?? '';
  const currencyOfLedger = ledgerCurrency(currentLedger);
  const [category, setCategory] = useState<string | null>(source?.category ?? null);
  const [tags, setTags] = useState<string[]>(source?.tags ?? []);
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(source?.paymentMode ?? DEFAULT_PAYMENT_MODE);
  const [date, setDate] = useState(source?.date ?? now);
  const [comments, setComments] = useState(source?.comments ?? '');
  const [draft, setDraft] = useState<SplitDraft>(() =>
    source
      ? draftFromSplitInfo(
          source.splitInfo,
          storeMembers.map((m) => m.userId),
          Boolean(source.bill),
        )
      : emptySplitDraft(),
  );
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const receipt = useReceipt(existing);
  const entryStore = useEntryStore();

  // People named in the saved split or as payer but since removed still appear, so editing keeps their part.
  const members = useMemo(() => {
    const known = new Set(storeMembers.map((m) => m.userId));
    const extra = [existing, source]
      .flatMap((t) => [
        t?.from ?? '',
        ...(t?.payers?.map((p) => p.userId) ?? []),
        ...(t?.splitInfo?.details.map((d) => d.userId) ?? []),
      ])
      .filter((id) => id && !known.has(id));
    return [...storeMembers, ...[...new Set(extra)].map((id): Member => ({ id, userId: id, displayName: id }))];
  }, [storeMembers, existing, source]);

  const uid = user?.uid ?? '';
  const money = useSplitMoney(source, members, uid, currencyOfLedger);
  const { amountText, amount, payerId, payerName, fx } = money;
  const splitAvailable = splitOptionsAvailable(members.length);
  const method = effectiveMethod(draft, members.length, settings);
  const byItems = method === 'Items';
  // Items is stored as Custom lines beside its bill (schema/bill.ts).
  const storedMethod: SplitMethod = method === 'Items' ? 'Custom' : method;
  const memberIds = useMemo(() => members.map((m) => m.userId), [members]);
  // A new expense leaves out whoever is away on its date; an opened one keeps exactly its saved lines.
  const away = useMemo(() => (source ? NOBODY_AWAY : absentOn(members, date)), [source, members, date]);
  const awayReasons = members.flatMap((m) => (away.has(m.userId) ? [absenceReason(m, date) ?? ''] : []));
  const symbol = currencySymbol(currencyOfLedger);
  const bill = useBillSplit({
    source,
    memberIds,
    active: byItems,
    amountText,
    setAmountText: money.setAmountText,
    amount,
    payer: payerId,
    foreign: money.foreign,
    symbol,
  });
  const methodLines = useMemo(
    () =>
      byItems
        ? []
        : computeSplit({
            method: storedMethod,
            amount,
            payer: payerId,
            inputs: splitInputs(draft, storedMethod, memberIds, settings, away),
          }),
    [byItems, storedMethod, amount, payerId, draft, memberIds, settings, away],
  );
  const lines = byItems ? bill.lines : methodLines;
  const onDraft = (next: SplitDraft) => {
    setDraft(next);
    if (next.method === 'Items' && !byItems) bill.follow();
  };
  // Until one is picked, the category last used for this trip's expenses (or none): never a silent "Food".
  const chosenCategory = category ?? lastCategory(ledgerId, 'split', categories);
  const storedAmountText = existing ? String(existing.originalAmount ?? existing.amount) : undefined;
  // Read here, not in submit: submit names its document `draft` too.
  const boxTexts = byItems ? [] : splitTexts(draft, storedMethod, memberIds, settings, away);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    // A foreign amount is checked as typed, then the split against what it converts to.
    const typedProblem = money.foreign ? validateAmount(amountText, 'split', { stored: storedAmountText }) : null;
    const problem = validateSplitExpense({
      description,
      amountText: money.foreign && !typedProblem ? String(amount) : amountText,
      storedAmountText,
      lines,
      splitTexts: boxTexts,
      comments,
      tags,
    });
    // The bill's own problems come before "You need to split more", which is all its missing lines would say.
    const billProblem = byItems
      ? (validateDescription(description) ??
        validateAmount(amountText, 'split', { stored: storedAmountText }) ??
        bill.problem)
      : null;
    const moneyProblem = typedProblem ?? fx.problem ?? billProblem ?? problem ?? money.payersError;
    if (moneyProblem) {
      toast.error(moneyProblem);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    const fields = { description, amount, category: chosenCategory, tags, date, comments, from: payerId, paymentMode };
    const entry = buildSplitExpense(
      {
        ...fields,
        method: storedMethod,
        lines,
        payers: money.payers ?? undefined,
        foreign: fx.original,
        bill: byItems ? (bill.reading.bill ?? undefined) : undefined,
      },
      { existing, owner: uid, now: Date.now() },
    );
    // The domain's own check of the finished document: payers add up, the conversion is the stated rule.
    const extras = entryExtrasProblem({ ...entry, amount }, currencyOfLedger);
    if (extras) {
      toast.error(extras);
      return;
    }
    await saveEntry(entryStore, {
      ledgerId,
      opened: existing,
      draft: entry,
      receipt,
      reopened: props.reopened,
      remember: () => {
        if (!existing) rememberCategory(ledgerId, 'split', chosenCategory);
        fx.remember();
      },
      changedMeanwhile: (error): error is Error => error instanceof TransactionDeletedError,
      onSaving: setSaving,
      onDone: () => void navigate({ to: '/' }),
    });
  }

  return (
    <form className="form onetime-form" onSubmit={submit} noValidate aria-labelledby="split-form-title">
      <h1 id="split-form-title">{existing ? 'Edit Expense' : 'Add Expense'}</h1>
      <DescriptionAmountFields
        description={description}
        onDescription={setDescription}
        amount={amountText}
        onAmount={money.setAmountText}
        signed={false}
        // Shown live once Save was tried, so each mistake clears as it is fixed.
        errors={
          submitted
            ? {
                description: validateDescription(description),
                amount: validateAmount(amountText, 'split', { stored: storedAmountText }),
              }
            : {}
        }
        placeholders={{ description: 'Dinner at the beach shack', amount: '0' }}
        autoFocus={!existing}
        amountClassName="input input-amount"
      />
      <CurrencyFields {...fx.fields} showProblems={submitted} />
      <PayersFields
        members={members}
        payer={money.payer}
        onPayer={money.setPayer}
        rows={money.rows}
        onRows={money.setRows}
        amountText={amountText}
        symbol={currencySymbol(fx.currency)}
        problem={money.rows && (submitted || money.typed > 0) ? money.payersError : null}
      />
      <SplitFields
        members={members}
        method={method}
        draft={draft}
        settings={settings}
        lines={lines}
        amount={amount}
        payerName={payerName}
        problem={amount > 0 && !byItems ? splitProblem(amount, lines) : null}
        splitAvailable={splitAvailable}
        onDraft={onDraft}
        symbol={symbol}
        away={away}
        awayReasons={awayReasons}
        items={<ItemsFields members={members} bill={bill} showProblems={submitted} symbol={symbol} />}
      />
      <CategoryField categories={categories} value={chosenCategory} onChange={setCategory} />
      <MoreDetails
        summary={detailsSummary({ date, now, paymentMode, tags, comments })}
        forceOpen={Boolean(source && (source.tags.length || source.comments.trim()))}
      >
        <TagsField options={tagOptions} value={tags} onChange={setTags} />
        <DatePicker value={date} onChange={setDate} now={now} />
        <PaymentModeField value={paymentMode} onChange={setPaymentMode} />
        <CommentsField value={comments} onChange={setComments} rows={2} uncapped />
      </MoreDetails>
      <ReceiptField {...receipt.field} />
      <FormActions onCancel={() => void navigate({ to: '/' })} saving={saving} className="bottom-bar" />
    </form>
  );
}
