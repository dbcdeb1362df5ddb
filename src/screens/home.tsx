// Home (SPEC §2): the active group's summary and entries, or a way to get a group. Drawn by the router's
// `/` (routes/_auth/index.tsx) and, on a returning user's cold start, before the router (app.tsx).
import { ImportBackup } from '../features/backup/import-backup';
import { ClaimPendingNote } from '../features/invites/claim-pending-note';
import { InviteButton } from '../features/invites/invite-button';
import { NoLedgers, SelectLedger } from '../features/ledgers/ledger-picker';
import { WhatsNewSlot } from '../features/news/whats-new-slot';
import { MonthlyHome } from '../features/monthly/monthly-home';
import { OnetimeSummary } from '../features/onetime/onetime-summary';
import { TransactionsPanel } from '../features/transactions/transactions-panel';
import { UnreadableNotice } from '../features/transactions/unreadable-notice';
import { useActiveLedger, useLedgers, useLedgersLoaded, useTransactions } from '../store/ledger-store';
import { Loading } from '../ui/loading';

export function Home() {
  const loaded = useLedgersLoaded();
  const ledgers = useLedgers();
  const active = useActiveLedger();
  if (!loaded) return <Loading />;
  if (ledgers.length === 0) {
    // Someone restoring onto a new device has no ledger yet, so the import is offered right here.
    return (
      <div className="stack">
        <NoLedgers />
        <ImportBackup />
      </div>
    );
  }
  if (!active) return <SelectLedger ledgers={ledgers} />;
  // Entries that could not be read are named above everything else, not inside a closed section.
  return (
    <div className="stack">
      <UnreadableNotice />
      <ClaimPendingNote />
      <WhatsNewSlot key={active.id} ledgerId={active.id} />
      {active.type === 'onetime' ? <OnetimeHome /> : <MonthlyHomeRoute />}
    </div>
  );
}

function MonthlyHomeRoute() {
  const transactions = useTransactions();
  return <MonthlyHome transactionsSlot={<TransactionsPanel transactions={transactions} ledgerType="monthly" />} />;
}

function OnetimeHome() {
  const transactions = useTransactions();
  return (
    <OnetimeSummary
      transactionsSlot={<TransactionsPanel transactions={transactions} ledgerType="onetime" />}
      inviteSlot={<InviteButton />}
    />
  );
}
