// Where src/ui's ports meet the store: src/ui sits below the store and cannot read it, so the signed-in
// shell provides what shared pieces need, once, to every screen under it.
import type { ReactNode } from 'react';
import { ledgerCurrency } from '../../domain/currency';
import { activeLedger, loadTransaction } from '../../store/active-ledger';
import { markJustSaved } from '../../store/just-saved';
import { useActiveLedger } from '../../store/ledger-store';
import { savedAgain } from '../../store/saved-again';
import { EntryStoreContext, type EntryStore } from '../../ui/entry-store';
import { LedgerCurrencyContext } from '../../ui/money';

const entryStore: EntryStore = {
  repo: activeLedger,
  reload: loadTransaction,
  readReceiptMeta: async (transactionId) => (await activeLedger()).readReceiptMeta(transactionId),
  markJustSaved,
  savedAgain,
};

export function StoreBindings({ children }: { children: ReactNode }) {
  const currency = ledgerCurrency(useActiveLedger());
  return (
    <LedgerCurrencyContext value={currency}>
      <EntryStoreContext value={entryStore}>{children}</EntryStoreContext>
    </LedgerCurrencyContext>
  );
}
