// Insights may open on the last saved state's ledger (a cold start reads the mirror before the ledger list
// answers); should the live list name another active ledger or role, the screen reads again.
import { useEffect } from 'react';
import { useActiveLedger } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { insightsReadFor } from './load-insights';

export function useCurrentReads(readFor: string, readAgain: () => void): void {
  const ledger = useActiveLedger();
  const user = useCurrentUser();
  const current = insightsReadFor(ledger, user?.uid ?? '');
  useEffect(() => {
    if (current !== readFor) readAgain();
    // Once per change of what is read: the new answer carries the new readFor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, readFor]);
}
