// The signed-in frame: header, sidebar and the page, titled after the active group (SPEC §2).
import { useEffect, useState, type ReactNode } from 'react';
import { pageTitle } from '../../domain/display';
import { useActiveLedger } from '../../store/ledger-store';
import { Header } from './header';
import { Sidebar } from './sidebar';

export function AppShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const title = pageTitle(useActiveLedger());

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className="page">{children}</main>
    </>
  );
}
