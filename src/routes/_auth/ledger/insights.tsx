import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCurrentReads } from '../../../features/insights/current-reads';
import { InsightsPage } from '../../../features/insights/insights-page';
import { loadInsights } from '../../../features/insights/load-insights';
import { RequireRole } from '../../../features/shell/require-role';
import { Loading } from '../../../ui/loading';

/** ?year=2025&month=6 picks a monthly ledger's month; anything else is this month (the loader decides). */
interface InsightsSearch {
  year?: number;
  month?: number;
}

const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

export const Route = createFileRoute('/_auth/ledger/insights')({
  // The loader and the screen come together in the route's own chunk, Chartist in one of its own after it.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: (search: Record<string, unknown>): InsightsSearch => ({
    year: whole(search.year),
    month: whole(search.month),
  }),
  loaderDeps: ({ search }) => ({ year: search.year, month: search.month }),
  loader: ({ deps, abortController }) => loadInsights(deps, abortController.signal),
  // Coming back reads the months afresh: an entry may have been added or changed meanwhile.
  gcTime: 0,
  pendingComponent: Loading,
  component: Insights,
});

function Insights() {
  const data = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  useCurrentReads(data.readFor, () => void router.invalidate({ filter: (match) => match.routeId === Route.id }));
  // Shown from the last saved state, like home: the live list re-reads it (useCurrentReads) or sends home.
  return (
    <RequireRole savedWillDo>
      <InsightsPage data={data} onSelect={({ year, month }) => void navigate({ search: { year, month } })} />
    </RequireRole>
  );
}
