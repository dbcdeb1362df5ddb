// The signed-in frame around every screen of a group, under the router (routes/_auth.tsx) and before it
// (app.tsx's first home): the shell, and the notices of refused entries and of bills added.
import type { ReactNode } from 'react';
import { PostedNotices } from '../features/recurring/posted-notices';
import { RefusedEntryNotices } from '../features/refused-entries/refused-entry-notices';
import { AppShell } from '../features/shell/app-shell';

export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      {children}
      <RefusedEntryNotices />
      <PostedNotices />
    </AppShell>
  );
}
