// The Items method's state: the bill's rows and charges as typed, what they read as, the lines they give
// for the Amount and payer, and the Amount filling itself from the bill until the person types their own.
import { useMemo, useState } from 'react';
import { billLines } from '../../domain/bill';
import { draftFromBill, emptyCharges, readBill, reconcile, type BillDraft } from '../../domain/bill-input';
import { fromMilli, toMilli } from '../../domain/money';
import type { SplitLine, Transaction } from '../../domain/types';

/** Said when Items is chosen for an amount typed in another currency: the bill is in the trip's own. */
export const ITEMS_IN_LEDGER_CURRENCY = 'Split by items works in the trip’s own currency';

interface BillSplitInput {
  /** The entry the form opened (or reopened) with. */
  source: Transaction | undefined;
  memberIds: string[];
  active: boolean;
  amountText: string;
  setAmountText: (text: string) => void;
  /** The Amount in the ledger's currency, as the other methods split it. */
  amount: number;
  payer: string;
  foreign: boolean;
  symbol: string;
}

/** A row's React key: rows are added and removed anywhere, so their position cannot be it. */
const nextKey = () => crypto.randomUUID();

export function useBillSplit({
  source,
  memberIds,
  active,
  amountText,
  setAmountText,
  amount,
  payer,
  foreign,
  symbol,
}: BillSplitInput) {
  const [draft, setDraftState] = useState<BillDraft>(() =>
    source?.bill && source.splitInfo
      ? draftFromBill(
          source.bill,
          source.splitInfo.details.map((l) => l.userId),
          nextKey,
        )
      : { items: [{ key: nextKey(), name: '', price: '', quantity: '', people: [] }], charges: emptyCharges() },
  );
  // The Amount text the bill last wrote. While the Amount still holds it (or nothing), it follows the bill;
  // anything else there was typed (the bill's printed total) and stays. An opened entry whose amount is its
  // bill's own total follows the bill too.
  const [filled, setFilled] = useState<string | null>(() => {
    if (!source?.bill || !source.splitInfo) return null;
    const reading = readBill(
      draftFromBill(
        source.bill,
        source.splitInfo.details.map((l) => l.userId),
        String,
      ),
      source.splitInfo.details.map((l) => l.userId),
    );
    return reading.totals && reading.totals.total === toMilli(source.amount) ? String(source.amount) : null;
  });

  const reading = useMemo(() => readBill(draft, memberIds), [draft, memberIds]);

  /** Fills the Amount from a bill's total when it is still the bill's to fill. */
  function follow(next: BillDraft) {
    const totals = readBill(next, memberIds).totals;
    if (!totals || totals.total <= 0) return;
    if (amountText.trim() !== '' && amountText !== filled) return;
    const text = String(fromMilli(totals.total));
    setAmountText(text);
    setFilled(text);
  }

  const setDraft = (next: BillDraft) => {
    setDraftState(next);
    follow(next);
  };

  const typed = toMilli(fromMilli(toMilli(amount)));
  const reconciliation = active && reading.totals ? reconcile(reading.totals, typed, symbol) : null;
  const lines: SplitLine[] = useMemo(
    () =>
      active && reading.bill && amount > 0 && !reconciliation?.problem
        ? billLines(reading.bill, reading.people, amount, payer)
        : [],
    [active, reading, amount, payer, reconciliation?.problem],
  );
  const problem = !active
    ? null
    : foreign
      ? ITEMS_IN_LEDGER_CURRENCY
      : (reading.first ?? reconciliation?.problem ?? null);

  return {
    draft,
    setDraft,
    newKey: nextKey,
    reading,
    reconciliation,
    lines,
    problem,
    /** Choosing Items with an empty Amount fills it from the bill at once. */
    follow: () => follow(draft),
  };
}

export type BillSplit = ReturnType<typeof useBillSplit>;
