// The signed-in header (SPEC §2): menu, the active group's name (goes home), add group, switch group.
import { useEffect, useId } from 'react';
import { Link, useNavigation } from '../../ui/navigation';
import { newCountText, totalNew } from '../../domain/whats-new';
import { useNewCounts } from '../../store/news-store';
import { useCurrentUser } from '../../store/session-store';
import { PRODUCT_NAME } from '../../domain/defaults';
import { useActiveLedger, useLedgers } from '../../store/ledger-store';
import { MenuIcon, PlusIcon, SwapIcon } from '../../ui/icons';
import { whenIdle } from '../../ui/when-idle';

export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const ledger = useActiveLedger();
  const ledgerCount = useLedgers().length;
  const news = useNewCounts(useCurrentUser()?.uid ?? '');
  // What's new in the other groups: the one on screen has its own card.
  const elsewhere = totalNew(news) - (ledger ? (news[ledger.id] ?? 0) : 0);
  const badgeId = useId();
  const { preload } = useNavigation();
  const canSwitch = ledgerCount > 1;
  // Switch group's code is fetched once the browser is idle, so its first opening shows the rows at once
  // (a tap has no hover to preload it on intent).
  useEffect(() => {
    if (canSwitch)
      whenIdle(() =>
        preload({ to: '/ledger/switch' }).catch((error: unknown) => {
          console.warn('Preloading Switch group failed', error);
        }),
      );
  }, [canSwitch, preload]);
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-btn"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onMenu}
      >
        <MenuIcon />
      </button>
      <Link to="/" className="app-title">
        {ledger?.name ?? PRODUCT_NAME}
      </Link>
      <Link to="/ledger/add" className="icon-btn" aria-label="Add group" title="Add group">
        <PlusIcon />
      </Link>
      {canSwitch ? (
        <Link
          to="/ledger/switch"
          className="icon-btn switch-link"
          aria-label="Switch group"
          title="Switch group"
          aria-describedby={elsewhere > 0 ? badgeId : undefined}
        >
          <SwapIcon />
          {elsewhere > 0 ? (
            // Its own name stays "Switch group"; the count is read as its description, and shown in words.
            <span id={badgeId} className="news-badge switch-badge">
              {newCountText(elsewhere)}
            </span>
          ) : null}
        </Link>
      ) : null}
    </header>
  );
}
