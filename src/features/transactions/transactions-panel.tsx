// A searchable list of transaction cards with edit, delete and comments, shared by every screen that lists them.
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigation } from '../../ui/navigation';
import { toast } from '../../ui/toast';
import { filterTransactions } from '../../domain/search';
import type { LedgerType, Transaction } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { alertDialog, confirmDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { TransactionCard } from './transaction-card';
import { WindowedList } from '../../ui/windowed-list';
import { focusAfterRemoval } from '../../ui/focus-after-removal';
import { errorDeletingTransaction } from '../../domain/messages';
import { useNameOf } from '../../store/ledger-store';
import { useJustSavedId } from '../../store/just-saved';

interface TransactionsPanelProps {
  transactions: Transaction[];
  ledgerType: LedgerType;
  readOnly?: boolean;
  /** Called after a delete, for screens that hold a one-off query rather than a live list. */
  onChanged?: () => void;
}

/** A card's usual height with the gap below it, before it is measured. */
const CARD_HEIGHT = 150;
const txKey = (tx: Transaction) => tx.id;

/**
 * Each card's comments and its Comment button, loaded after the first screen (the first-load budget):
 * they fill in under the cards a moment later, all from one live subscription of the ledger's log.
 */
const CardComments = lazy(() => import('./card-comments'));

export function TransactionsPanel({ transactions, ledgerType, readOnly, onChanged }: TransactionsPanelProps) {
  // A long list is windowed (WindowedList): only the cards near the screen are rendered, so a trip of
  // 2,000 expenses opens as fast as one of 20, and a search re-renders a screenful, not the whole list.
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { navigate } = useNavigation();
  const nameOf = useNameOf();
  const shown = useMemo(
    () => filterTransactions(transactions, deferredQuery, nameOf),
    [transactions, deferredQuery, nameOf],
  );

  const edit = useCallback(
    (tx: Transaction) => {
      if (ledgerType === 'onetime') void navigate({ to: '/ledger/split-expense/edit/$id', params: { id: tx.id } });
      else if (tx.type === 'income') void navigate({ to: '/ledger/income/edit/$id', params: { id: tx.id } });
      else void navigate({ to: '/ledger/expense/edit/$id', params: { id: tx.id } });
    },
    [ledgerType, navigate],
  );

  const remove = useCallback(
    async (tx: Transaction) => {
      const refocus = focusAfterRemoval(document.activeElement, () =>
        document.querySelector<HTMLElement>('main input[type="search"]'),
      );
      const settles = tx.type === 'settlement' ? ' The expenses it settled will be marked unsettled again.' : '';
      if (
        !(await confirmDialog(`Delete "${tx.description}"?${settles}`, {
          title: 'Delete transaction',
          confirmLabel: 'Delete',
          destructive: true,
        }))
      )
        return;
      try {
        await (await activeLedger()).deleteTransaction(tx);
        toast.success('Transaction deleted');
        refocus();
        onChanged?.();
      } catch (error) {
        await alertDialog('Error', errorDeletingTransaction(describeError(error)));
      }
    },
    [onChanged],
  );

  const justSaved = useJustSavedId();
  const renderItem = useCallback(
    (tx: Transaction) => (
      <>
        <TransactionCard
          transaction={tx}
          nameOf={nameOf}
          readOnly={readOnly}
          onEdit={edit}
          onDelete={(t) => void remove(t)}
        />
        <Suspense fallback={null}>
          <CardComments transaction={tx} readOnly={readOnly} />
        </Suspense>
      </>
    ),
    [nameOf, readOnly, edit, remove],
  );

  return (
    <div className="stack">
      <input
        type="search"
        className="input"
        aria-label="Search"
        placeholder="Search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {transactions.length === 0 ? <p className="muted">No transactions yet.</p> : null}
      {transactions.length > 0 && shown.length === 0 ? (
        <p className="muted">No transactions match your search.</p>
      ) : null}
      <WindowedList
        className="stack"
        label="Transactions"
        items={shown}
        getKey={txKey}
        renderItem={renderItem}
        estimateSize={CARD_HEIGHT}
        // The entry a form just saved: brought into view once, and marked for a moment (theme.css).
        itemClassName={(tx) => (tx.id === justSaved ? 'tx-item just-saved' : 'tx-item')}
        scrollToKey={justSaved}
        hidden={shown.length === 0}
      />
    </div>
  );
}
