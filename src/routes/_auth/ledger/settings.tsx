import { createFileRoute } from '@tanstack/react-router';
import { BackupSection } from '../../../features/backup/backup-section';
import { LedgerCurrencySetting } from '../../../features/ledgers/ledger-currency';
import { MonthlySettings } from '../../../features/monthly/monthly-settings';
import { OnetimeSettings } from '../../../features/onetime/onetime-settings';
import { RequireRole } from '../../../features/shell/require-role';
import { useActiveLedger } from '../../../store/ledger-store';

export const Route = createFileRoute('/_auth/ledger/settings')({
  component: () => (
    <RequireRole admin>
      <LedgerSettings />
      <LedgerCurrencySetting />
      <BackupSection />
    </RequireRole>
  ),
});

function LedgerSettings() {
  const ledger = useActiveLedger();
  return ledger?.type === 'monthly' ? <MonthlySettings /> : <OnetimeSettings />;
}
