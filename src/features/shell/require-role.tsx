// Route guard by role in the active ledger. It reacts live, so losing admin rights sends the user home.
import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import { isAdmin } from '../../domain/roles';
import type { LedgerType } from '../../domain/types';
import { useActiveLedger, useLedgersLive } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { Loading } from '../../ui/loading';

interface RoleRequirement {
  admin?: boolean;
  ledgerType?: LedgerType;
}

export function RequireRole({ admin, ledgerType, children }: RoleRequirement & { children: ReactNode }) {
  const loaded = useLedgersLive();
  const ledger = useActiveLedger();
  const user = useCurrentUser();
  if (!loaded) return <Loading />;
  const allowed =
    ledger !== null && (!admin || isAdmin(ledger, user?.uid ?? '')) && (!ledgerType || ledger.type === ledgerType);
  return allowed ? <>{children}</> : <Navigate to="/" replace />;
}
