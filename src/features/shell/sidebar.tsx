// The sidebar menu (SPEC §2): a modal drawer so focus stays inside while it is open, and on a wide screen
// the same menu docked as a left column, always in view.
import { useEffect, useRef, useState } from 'react';
import { Link, type RoutePath } from '../../ui/navigation';
import { APP_VERSION } from '../../domain/defaults';
import { menuFor } from '../../domain/roles';
import { setOfflineUseOnly, toggleTheme, useIsDarkMode, useOfflineUseOnly } from '../../store/app-store';
import { useActiveLedger } from '../../store/ledger-store';
import { signOut } from '../../store/session';
import { usePendingWrites } from '../../store/sync-status';
import { confirmDialog } from '../../ui/dialogs';
import { useCurrentUser, useMode } from '../../store/session-store';
import { useInstallOffer } from '../../pwa/install-prompt';
import { ProfileEntry } from './profile-entry';
import { useMediaQuery } from '../../ui/use-media-query';

/** desktop.css docks the menu from this width. */
const DOCKED = '(min-width: 1024px)';

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The menu is built the first time it opens, not on every cold start: a closed drawer shows nothing.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      id="sidebar"
      ref={dialog}
      className="drawer"
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      {opened ? <SidebarNav onClose={onClose} /> : null}
    </dialog>
  );
}

/**
 * The menu as a left column, shown only on a wide screen (desktop.css). It is not rendered on a phone,
 * and the stylesheet hides it while the drawer is open over it, so only one "Main" navigation is ever in view or in the
 * accessibility tree.
 */
export function DockedSidebar({ covered }: { covered: boolean }) {
  // On a phone the column is hidden, so its links are not built at all.
  const docked = useMediaQuery(DOCKED);
  if (!docked) return null;
  return (
    <div className={covered ? 'sidebar-docked sidebar-covered' : 'sidebar-docked'}>
      <SidebarNav onClose={() => {}} />
    </div>
  );
}

function SidebarNav({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const ledger = useActiveLedger();
  const dark = useIsDarkMode();
  const offlineOnly = useOfflineUseOnly();
  const cloud = useMode() !== 'device';
  const install = useInstallOffer();
  const unsent = usePendingWrites();
  const menu = menuFor(ledger, user?.uid ?? '');

  const link = (to: RoutePath, label: string) => (
    <Link to={to} className="nav-link" onClick={onClose} markCurrent>
      {label}
    </Link>
  );

  return (
    <nav className="drawer-inner" aria-label="Main">
      {user ? <ProfileEntry user={user} /> : null}
      {link('/', 'Home')}
      {/* Everyone in the active ledger reads its figures; a member's are his own entries only (SPEC §6). */}
      {ledger ? link('/ledger/insights', 'Insights') : null}
      {/* So is its log: a member reads entries about what he can read (SPEC §6). */}
      {ledger ? link('/ledger/activity', 'Activity') : null}
      {menu.allTransactions ? link('/ledger/transactions/all/{-$year}/{-$month}', 'All Transactions') : null}
      {menu.recurring ? link('/ledger/recurring-transactions', 'Recurring Transactions') : null}
      {menu.members ? link('/ledger/members', 'Members') : null}
      {menu.categories ? link('/ledger/categories', 'Categories') : null}
      {menu.tags ? link('/ledger/tags', 'Tags') : null}
      {menu.settings ? link('/ledger/settings', 'Settings') : null}
      <div className="drawer-footer">
        {install ? (
          <button type="button" className="btn" onClick={() => void install()}>
            Install app
          </button>
        ) : null}
        {cloud ? (
          // Device mode never talks to a server, so the switch would mean nothing there.
          <label className="switch-row">
            <span>Offline use only</span>
            <input
              type="checkbox"
              role="switch"
              className="switch"
              aria-label="Offline use only"
              checked={offlineOnly}
              onChange={(e) => setOfflineUseOnly(e.target.checked)}
            />
          </label>
        ) : null}
        <button type="button" className="btn" onClick={toggleTheme}>
          {dark ? 'Light' : 'Dark'}
        </button>
        {/* Rare and for good, so it sits with Logout, away from the everyday links above. */}
        {link('/account/delete', 'Delete my account')}
        <button
          type="button"
          className="btn btn-danger"
          onClick={async () => {
            onClose();
            // Signing out deletes this device's copy, including changes the cloud has not received yet.
            if (unsent > 0) {
              const sure = await confirmDialog(
                'Some changes have not reached the cloud yet. Signing out now deletes them from this device.',
                { title: 'Sign out?', confirmLabel: 'Sign out anyway' },
              );
              if (!sure) return;
            }
            void signOut();
          }}
        >
          Logout
        </button>
        <div className="version">Version {APP_VERSION}</div>
      </div>
    </nav>
  );
}
