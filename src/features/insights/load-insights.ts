// What the Insights route's loader reads for a monthly ledger: the chosen month first (the screen opens on
// it), and the 12 months before it in one more query that the screen waits for on its own, for the
// 12-month and last-year sections. A trip's figures come from the live list the home already holds.
import { toast } from '../../ui/toast';
import { byMonth, insightMonths, type MonthEntries } from '../../domain/insights';
import { errorFetching } from '../../domain/messages';
import { parseMonthParams, type YearMonth } from '../../domain/months';
import { isAdmin } from '../../domain/roles';
import type { Ledger } from '../../domain/types';
import { readActiveMonths } from '../../store/active-ledger';
import { currentActiveLedger } from '../../store/ledger-store';
import { ledgersKnown } from '../../store/ledgers-live';
import { readSession } from '../../store/session-store';
import { describeError } from '../../ui/error-message';

/** The 12 months before the chosen one, and those of them this device never downloaded. */
export interface EarlierMonths {
  months: MonthEntries[];
  missing: YearMonth[];
}

/**
 * What the loader read by: the ledger, its kind, and whether this person read everyone's entries (an admin)
 * or only his own. The screen reads again when the live ledger list says otherwise (readFor below).
 */
export function insightsReadFor(ledger: Ledger | null, userId: string): string {
  return ledger ? `${ledger.id}/${ledger.type}/${isAdmin(ledger, userId) ? 'all' : 'own'}` : '';
}

export type InsightsData = { readFor: string } & (
  | {
      kind: 'monthly';
      chosen: YearMonth;
      /** The chosen month alone. */
      months: MonthEntries[];
      /** The chosen month, when this device never downloaded it (cloud mode, offline); else []. */
      missing: YearMonth[];
      /** The 12 months before it, oldest first; [] when the read failed (its toast is shown). */
      earlier: Promise<EarlierMonths>;
    }
  | { kind: 'trip' }
);

/** The month in the address, or this month: the same fallbacks as the month-wise page's. */
export function chosenMonth(search: { year?: number; month?: number }, now: number): YearMonth {
  const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return parseMonthParams(text(search.year), text(search.month), now);
}

export async function loadInsights(
  search: { year?: number; month?: number },
  signal: AbortSignal,
): Promise<InsightsData> {
  // The last saved state will do: the screen reads again should the live list differ (useCurrentReads).
  await ledgersKnown(signal);
  const ledger = currentActiveLedger();
  const readFor = insightsReadFor(ledger, readSession().user?.uid ?? '');
  if (ledger?.type !== 'monthly') return { kind: 'trip', readFor };
  const chosen = chosenMonth(search, Date.now());
  const failed = (error: unknown) => {
    // One message for the lot, as the month-wise page gives for its one read (SPEC §8).
    toast.error(errorFetching('transactions', describeError(error)));
    return { months: [], missing: [] };
  };
  try {
    // Each read narrows a member to his own entries, as the live list does (SPEC §6).
    const wanted = insightMonths(chosen);
    const before = wanted.slice(0, -1);
    const first = await readActiveMonths(chosen, chosen);
    const months = byMonth([chosen], first.transactions);
    const earlier = readActiveMonths(before[0]!, before.at(-1)!)
      .then((read) => ({ months: byMonth(before, read.transactions), missing: read.missing }))
      .catch(failed);
    return { kind: 'monthly', readFor, chosen, months, missing: first.missing, earlier };
  } catch (error) {
    const earlier = Promise.resolve({ months: [], missing: [] });
    return { kind: 'monthly', readFor, chosen, ...failed(error), earlier };
  }
}
