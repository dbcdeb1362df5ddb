// A searchable list of transaction cards with edit and delete, shared by every screen that lists them.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { filterTransactions } from '../../domain/search';
import type { LedgerType, Transaction } from '../../domain/types';
import { activeLedger } from '../../store/active-ledger';
import { alertDialog, confirmDialog } from '../../ui/dialogs';
import { describeError } from '../../ui/error-message';
import { TransactionCard } from '../../ui/transaction-card';
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

/** Cards rendered with the rest of the screen; a longer list follows in a background render. */
const FIRST_CARDS = 30;

export function TransactionsPanel({ transactions, ledgerType, readOnly, onChanged }: TransactionsPanelProps) {
  // A trip with 2,000 expenses took 240 ms to open when every card rendered with the summary. The
  // deferred list lets the screen commit with the first cards (or the previous list) and builds the
  // full list in a render that React interrupts for input, so the summary never waits for the list.
  const listed = useDeferredValue(transactions, transactions.slice(0, FIRST_CARDS));
  const complete = listed === transactions;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const shown = useMemo(() => filterTransactions(listed, deferredQuery, nameOf), [listed, deferredQuery, nameOf]);

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

  // The cards are built once per list, not per keystroke: a search only flips `hidden` on their wrappers,
  // which is far cheaper than unmounting and remounting hundreds of cards, so filtering fits in a frame.
  const cards = useMemo(
    () =>
      listed.map((tx) => (
        <TransactionCard
          key={tx.id}
          transaction={tx}
          nameOf={nameOf}
          readOnly={readOnly}
          onEdit={edit}
          onDelete={(t) => void remove(t)}
        />
      )),
    [listed, nameOf, readOnly, edit, remove],
  );
  const visible = useMemo(() => new Set(shown.map((tx) => tx.id)), [shown]);

  // The entry a form just saved: brought into view once, and marked for a moment (theme.css).
  const justSaved = useJustSavedId();
  const listRef = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<string | null>(null);
  const justSavedListed = justSaved !== null && visible.has(justSaved);
  useEffect(() => {
    if (!justSaved || !justSavedListed || scrolledTo.current === justSaved) return;
    scrolledTo.current = justSaved;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-tx-id="${CSS.escape(justSaved)}"]`);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    item?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [justSaved, justSavedListed]);

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
      {transactions.length > 0 && complete && shown.length === 0 ? (
        <p className="muted">No transactions match your search.</p>
      ) : null}
      <div
        ref={listRef}
        className="stack"
        role="list"
        aria-label="Transactions"
        aria-busy={complete ? undefined : true}
        hidden={shown.length === 0}
      >
        {listed.map((tx, i) => (
          <div
            role="listitem"
            key={tx.id}
            data-tx-id={tx.id}
            className={tx.id === justSaved ? 'tx-item just-saved' : 'tx-item'}
            hidden={!visible.has(tx.id)}
          >
            {cards[i]}
          </div>
        ))}
      </div>
    </div>
  );
}
