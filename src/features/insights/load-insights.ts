// What the Insights route's loader reads: for a monthly ledger the 13 months its charts need, each by the
// month-wise page's own one-off query (LedgerRepository.fetchMonth), in parallel. A trip's figures come
// from the live list the home already holds, so nothing is read for it here.
import { toast } from 'sonner';
import { byMonth, insightMonths, type MonthEntries } from '../../domain/insights';
import { errorFetching } from '../../domain/messages';
import { parseMonthParams, type YearMonth } from '../../domain/months';
import { activeLedger } from '../../store/active-ledger';
import { currentActiveLedger } from '../../store/ledger-store';
import { ledgersLive } from '../../store/ledgers-live';
import { describeError } from '../../ui/error-message';

export type InsightsData = { kind: 'monthly'; chosen: YearMonth; months: MonthEntries[] } | { kind: 'trip' };

/** The month in the address, or this month: the same fallbacks as the month-wise page's. */
export function chosenMonth(search: { year?: number; month?: number }, now: number): YearMonth {
  const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return parseMonthParams(text(search.year), text(search.month), now);
}

export async function loadInsights(
  search: { year?: number; month?: number },
  signal: AbortSignal,
): Promise<InsightsData> {
  await ledgersLive(signal);
  if (currentActiveLedger()?.type !== 'monthly') return { kind: 'trip' };
  const chosen = chosenMonth(search, Date.now());
  try {
    const repo = await activeLedger();
    // One read for the 13 contiguous months, narrowed for a member to his own entries as the live list is
    // (SPEC §6), then sorted into months: one query costs far less than 13 on a cold start.
    const wanted = insightMonths(chosen);
    const entries = await repo.fetchMonths(wanted[0]!, wanted.at(-1)!);
    return { kind: 'monthly', chosen, months: byMonth(wanted, entries) };
  } catch (error) {
    // One message for the lot, as the month-wise page gives for its one read (SPEC §8).
    toast.error(errorFetching('transactions', describeError(error)));
    return { kind: 'monthly', chosen, months: [] };
  }
}
