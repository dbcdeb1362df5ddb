// Where home's What's new card goes: its code loads only once something is new in this group, and stays
// mounted from then on, so the card does not vanish when the group is marked seen while it is being read.
import { lazy, Suspense, useState } from 'react';
import { useNewEntries } from '../../store/news-store';
import { useCurrentUser } from '../../store/session-store';

const WhatsNewCard = lazy(() => import('./whats-new-card').then((m) => ({ default: m.WhatsNewCard })));

/** Give it `key={ledgerId}`: another group starts with nothing shown. */
export function WhatsNewSlot({ ledgerId }: { ledgerId: string }) {
  const me = useCurrentUser()?.uid ?? '';
  const count = useNewEntries(ledgerId, me).length;
  const [wanted, setWanted] = useState(false);
  if (count > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <WhatsNewCard />
    </Suspense>
  ) : null;
}
