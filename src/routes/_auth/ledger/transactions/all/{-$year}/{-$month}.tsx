import { createFileRoute, useRouter } from '@tanstack/react-router';
import { parseMonthParams } from '../../../../../../domain/months';
import { MonthWisePage } from '../../../../../../features/monthly/month-wise-page';
import { CategoryFilter } from '../../../../../../features/monthly/category-filter';
import { RequireRole } from '../../../../../../features/shell/require-role';
import { TransactionsPanel } from '../../../../../../features/transactions/transactions-panel';
import { Loading } from '../../../../../../ui/loading';
import { loadMonth } from '../../../-ledger-data';

const segment = (n: number | undefined) => (n === undefined ? undefined : String(n));

export const Route = createFileRoute('/_auth/ledger/transactions/all/{-$year}/{-$month}')({
  // The loader reads through the store's actions, which the first screen does not load: it comes with the page.
  codeSplitGroupings: [['loader', 'component']],
  // A bad year or month in the URL falls back to this month's value (SPEC §5 year range).
  params: {
    parse: ({ year, month }) => parseMonthParams(year, month, Date.now()),
    stringify: ({ year, month }) => ({ year: segment(year), month: segment(month) }),
  },
  // Insights opens a category's entries here: ?category=Food narrows the list (the totals stay the month's).
  validateSearch: (search: Record<string, unknown>): { category?: string } =>
    typeof search.category === 'string' && search.category.length <= 50 ? { category: search.category } : {},
  loader: ({ params, abortController }) => loadMonth(params.year, params.month, abortController.signal),
  // Coming back reads the month afresh rather than showing a kept copy first (a save may have changed it).
  gcTime: 0,
  pendingComponent: Loading,
  component: MonthWise,
});

function MonthWise() {
  const { year, month } = Route.useParams();
  const { transactions, notDownloaded } = Route.useLoaderData();
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  // Refresh, and a delete, which the one-off query does not follow: the loader reads the month again, and
  // the list on screen stays until the new one is in.
  const refresh = () => void router.invalidate({ filter: (match) => match.routeId === Route.id });
  return (
    <RequireRole admin ledgerType="monthly">
      <MonthWisePage
        year={year}
        month={month}
        transactions={transactions}
        notDownloaded={notDownloaded}
        onSelect={(y, m) => void navigate({ params: { year: y, month: m }, search: (s) => s })}
        onRefresh={refresh}
        renderTransactions={(listed) => (
          <CategoryFilter category={category} transactions={listed} onClear={() => void navigate({ search: {} })}>
            {(shown) => <TransactionsPanel transactions={shown} ledgerType="monthly" onChanged={refresh} />}
          </CategoryFilter>
        )}
      />
    </RequireRole>
  );
}
