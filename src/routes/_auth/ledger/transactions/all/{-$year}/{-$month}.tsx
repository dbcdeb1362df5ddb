import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { parseMonthParams } from '../../../../../../domain/months';
import { MonthWisePage } from '../../../../../../features/monthly/month-wise-page';
import { RequireRole } from '../../../../../../features/shell/require-role';
import { TransactionsPanel } from '../../../../../../features/transactions/transactions-panel';

export const Route = createFileRoute('/_auth/ledger/transactions/all/{-$year}/{-$month}')({
  component: MonthWise,
});

function MonthWise() {
  const params = Route.useParams();
  const navigate = Route.useNavigate();
  // A bad year or month in the URL falls back to this month's value (SPEC §5 year range).
  const [now] = useState(() => Date.now());
  const { year, month } = parseMonthParams(params.year, params.month, now);
  return (
    <RequireRole admin ledgerType="monthly">
      <MonthWisePage
        year={year}
        month={month}
        onSelect={(y, m) => void navigate({ params: { year: String(y), month: String(m) } })}
        renderTransactions={(transactions, refresh) => <TransactionsPanel transactions={transactions} ledgerType="monthly" onChanged={refresh} />}
      />
    </RequireRole>
  );
}
