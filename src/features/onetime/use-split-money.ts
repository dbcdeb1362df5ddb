// The money half of the split form: the currency the amount is typed in and its rate, and who paid it
// (one person, or several with their parts). Everything the split and the balances use is in the
// ledger's currency: the typed amount (useForeignAmount) and the payers are converted here.
import { useMemo, useState } from 'react';
import { minorUnits } from '../../domain/currency';
import { nameLookup } from '../../domain/member-names';
import { previewAmount } from './split-model';
import { mainPayer, payersProblem } from '../../domain/payers';
import type { Member, Payer, Transaction } from '../../domain/types';
import { useForeignAmount } from '../../ui/use-foreign-amount';
import { convertPayers, originalPayerRows, rowsFromPayers, rowsToPayers, type PayerRow } from './payers-model';

export function useSplitMoney(
  existing: Transaction | undefined,
  members: Member[],
  uid: string,
  ledgerCurrency: string,
) {
  const foreignAtOpen = existing?.originalCurrency !== undefined && existing.originalAmount !== undefined;
  const [amountText, setAmountText] = useState(
    existing ? String(foreignAtOpen ? existing.originalAmount : existing.amount) : '',
  );
  const [payer, setPayer] = useState<string | null>(existing?.from ?? null);
  const [rows, setRows] = useState<PayerRow[] | null>(() => {
    if (!existing?.payers || existing.payers.length < 2) return null;
    return foreignAtOpen
      ? originalPayerRows(existing.payers, existing.originalAmount!, minorUnits(existing.originalCurrency!))
      : rowsFromPayers(existing.payers);
  });

  const typed = previewAmount(amountText);
  const fx = useForeignAmount(existing, ledgerCurrency, typed);
  const { foreign, amount } = fx;

  const nameOf = useMemo(() => nameLookup(members), [members]);
  const typedPayers: Payer[] | null = rows ? rowsToPayers(rows) : null;
  const payers = typedPayers && foreign ? convertPayers(typedPayers, amount) : typedPayers;
  const single = payer ?? (members.some((m) => m.userId === uid) ? uid : (members[0]?.userId ?? uid));
  const payerId = payers ? mainPayer(payers, nameOf) || single : single;
  // Checked in the currency typed, so the message's figures are the ones on screen.
  const payersError = typedPayers ? payersProblem(typedPayers, typed) : null;

  return {
    amountText,
    setAmountText,
    fx,
    foreign,
    typed,
    amount,
    payer: single,
    setPayer,
    rows,
    setRows,
    payers,
    payerId,
    payersError,
    payerName: nameOf(payerId),
  };
}
