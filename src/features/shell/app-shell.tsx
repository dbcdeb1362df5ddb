// The signed-in frame: header, sidebar and the page, titled after the active group (SPEC §2). From 1024 px
// the menu is also docked as a left column; the header's Menu button still opens the drawer over it.
import { useEffect, useState, type ReactNode } from 'react';
import { preloadChangeCode } from '../../store/active-ledger';
import { toast } from '../../ui/toast';
import { pageTitle } from '../../domain/display';
import { requestPersistentStorage } from '../../pwa/storage-persistence';
import { useActiveLedger } from '../../store/ledger-store';
import { Header } from './header';
import { DockedSidebar, Sidebar } from './sidebar';
import { StoreBindings } from './store-bindings';
import { SyncStatus } from './sync-status';
import { usePageFocus } from './page-focus';
import { whenIdle } from '../../ui/when-idle';
import './desktop.css';

export function AppShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const title = pageTitle(useActiveLedger());

  // Once, after sign-in: in device mode the browser holds the only copy, so ask it not to evict it.
  useEffect(() => {
    void requestPersistentStorage(() =>
      toast.info(
        'This browser may clear Vyay’s data if space runs low. Installing the app makes that much less likely.',
        { duration: 6000 },
      ),
    );
  }, []);

  // After the first paint, when the browser is idle: the code every change needs (active-ledger.ts).
  useEffect(() => whenIdle(preloadChangeCode), []);

  const ledger = useActiveLedger();
  usePageFocus(ledger ? title : null);

  return (
    <StoreBindings>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <SyncStatus />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      {/* Wide screens only (desktop.css); the drawer above stays the way in on a phone. */}
      <DockedSidebar covered={menuOpen} />
      <div className="shell-content">
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
      </div>
    </StoreBindings>
  );
}
