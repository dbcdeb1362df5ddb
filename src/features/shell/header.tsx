// The signed-in header (SPEC §2): menu, the active group's name (goes home), add group, switch group.
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../domain/defaults';
import { useActiveLedger, useLedgers } from '../../store/ledger-store';
import { MenuIcon, PlusIcon, SwapIcon } from '../../ui/icons';

export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const ledger = useActiveLedger();
  const ledgerCount = useLedgers().length;
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
      {ledgerCount > 1 ? (
        <Link to="/ledger/switch" className="icon-btn" aria-label="Switch group" title="Switch group">
          <SwapIcon />
        </Link>
      ) : null}
    </header>
  );
}
