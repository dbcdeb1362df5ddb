// Home for a one-time ledger (SPEC §2): total, balances, who owes whom, the transactions and Add Expense.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link } from '../../ui/navigation';
import { computeBalances, owedByPerson, pairwiseDebts, settleUpSuggestions } from '../../domain/balances';
import { householdPlan } from '../../domain/households';
import { fromMilli, toMilli } from '../../domain/money';
import {
  useActiveLedger,
  useBusy,
  useMembers,
  useNameOf,
  useOnetimeSettings,
  useTransactions,
} from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { CurrencySign, Money, useLedgerCurrency } from '../../ui/money';
import { BalancesTable } from './balances-table';
import { TransfersSection } from './transfers-section';
import { MyShareButton } from './my-share-button';
import { ShareSummaryButton } from './share-summary-button';
import './onetime.css';
import { markOnce } from '../../ui/perf-marks';

/** `inviteSlot`: the Invite link button for the Add people card, which the route supplies. */
export function OnetimeSummary({
  transactionsSlot,
  inviteSlot,
}: {
  transactionsSlot?: ReactNode;
  inviteSlot?: ReactNode;
}) {
  const ledger = useActiveLedger();
  const members = useMembers();
  const transactions = useTransactions();
  const busy = useBusy();
  const { simplifyDebts, households, settleByHousehold, settleWithinHousehold } = useOnetimeSettings();
  const nameOf = useNameOf();
  const userId = useCurrentUser()?.uid ?? '';
  const currency = useLedgerCurrency();

  const { total, balances, transfers, owed, groups } = useMemo(() => {
    let milli = 0;
    for (const t of transactions) if (t.type === 'expense') milli += toMilli(t.amount);
    const balances = computeBalances(transactions, members);
    // By household (when on and there are any), payments go between households; each person's figure is
    // still their own, the one their Why? ends on, and a household's is its members' sum.
    if (settleByHousehold && households && households.length > 0) {
      const plan = householdPlan(balances, households, settleWithinHousehold ?? false);
      const transfers = [...plan.transfers, ...plan.within];
      return { total: fromMilli(milli), balances, transfers, owed: plan.owed, groups: plan.households };
    }
    const transfers = simplifyDebts
      ? settleUpSuggestions(transactions, balances)
      : pairwiseDebts(transactions, members);
    return { total: fromMilli(milli), balances, transfers, owed: owedByPerson(transfers), groups: [] };
  }, [transactions, members, simplifyDebts, households, settleByHousehold, settleWithinHousehold]);

  const expenseCount = transactions.filter((t) => t.type === 'expense').length;
  const ready = !busy && ledger !== null;
  useEffect(() => {
    if (ready) markOnce('vyay:summary-ready', 'onetime');
  }, [ready]);

  return (
    <div className="stack onetime-summary">
      <h1 className="visually-hidden">Group summary</h1>
      {/* First after the heading in tab order (it is drawn fixed at the foot), not after every card. */}
      <nav className="bottom-bar" aria-label="Actions">
        <Link to="/ledger/split-expense/add" className="btn btn-primary">
          Add Expense
        </Link>
      </nav>
      {/* From 1200 px the summary and the transactions stand side by side (shell/desktop.css). */}
      <div className="stack home-summary">
        <section className="card onetime-total" aria-labelledby="total-expenses-title">
          <h2 id="total-expenses-title" className="onetime-total-label">
            Total Expenses
          </h2>
          <p className="onetime-total-amount">
            <CurrencySign />
            <Money amount={total} />
          </p>
          <p className="muted onetime-total-meta">
            {members.length} {members.length === 1 ? 'member' : 'members'} · {expenseCount}{' '}
            {expenseCount === 1 ? 'expense' : 'expenses'}
          </p>
          {/* A summary of nothing is nothing to share: the button comes with the first expense. */}
          {expenseCount > 0 ? (
            <ShareSummaryButton
              summary={() => ({
                ledgerName: ledger?.name ?? '',
                currency,
                transactions,
                balances,
                transfers,
                nameOf,
              })}
            />
          ) : null}
        </section>
        {members.length <= 1 ? (
          <section className="card stack onetime-alone" aria-label="Who is coming">
            <p>A trip is more fun with friends. Add who is coming, by email or just by name, to split with them.</p>
            <div className="form-actions">
              <Link to="/ledger/members" className="btn btn-primary">
                Add people
              </Link>
              {inviteSlot}
            </div>
          </section>
        ) : null}
        <BalancesTable balances={balances} owed={owed} transactions={transactions} households={groups} />
        <TransfersSection
          balances={balances}
          transfers={transfers}
          owed={owed}
          simplified={simplifyDebts}
          households={groups}
          transactions={transactions}
          members={members}
          nameOf={nameOf}
          userId={userId}
          ledgerName={ledger?.name ?? ''}
        />
        <MyShareButton trip={ledger} transactions={transactions} userId={userId} />
      </div>
      {transactionsSlot ? (
        <section className="stack home-list" aria-labelledby="onetime-transactions-title">
          <h2 id="onetime-transactions-title" className="onetime-section-title">
            Transactions
          </h2>
          {transactionsSlot}
        </section>
      ) : null}
    </div>
  );
}
