// Route guard by role in the active ledger. It reacts live, so losing admin rights sends the user home.
// With no active ledger it waits, while online, for the server's own ledger list: a person just added to a
// ledger opens its address before this device's cache has heard of it. A server that never answers only
// delays that by UNCONFIRMED_WAIT_MS.
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { isAdmin } from '../../domain/roles';
import type { LedgerType } from '../../domain/types';
import { useActiveLedger, useLedgerListConfirmed, useLedgersLive, useLedgersLoaded } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { useOnline } from '../../store/sync-status';
import { Loading } from '../../ui/loading';

const UNCONFIRMED_WAIT_MS = 8_000;

interface RoleRequirement {
  admin?: boolean;
  ledgerType?: LedgerType;
  /**
   * The last saved state's ledger and role may decide until the live list answers: for a screen that
   * reads again when they change (Insights), so a cold start does not wait for storage to open.
   */
  savedWillDo?: boolean;
}

export function RequireRole({ admin, ledgerType, savedWillDo, children }: RoleRequirement & { children: ReactNode }) {
  const live = useLedgersLive();
  const known = useLedgersLoaded();
  const loaded = live || (savedWillDo === true && known);
  const ledger = useActiveLedger();
  const user = useCurrentUser();
  const confirmed = useLedgerListConfirmed();
  const online = useOnline();
  const waitForServer = loaded && ledger === null && !confirmed && online;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waitForServer) return;
    const timer = setTimeout(() => setGaveUp(true), UNCONFIRMED_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waitForServer]);

  if (!loaded || (waitForServer && !gaveUp)) return <Loading />;
  const allowed =
    ledger !== null && (!admin || isAdmin(ledger, user?.uid ?? '')) && (!ledgerType || ledger.type === ledgerType);
  return allowed ? <>{children}</> : <Navigate to="/" replace />;
}
