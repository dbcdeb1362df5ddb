import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ImportBackup } from '../../../features/backup/import-backup';
import { ImportEntry } from '../../../features/import/import-entry';
import { AddLedgerForm } from '../../../features/ledgers/add-ledger-form';

export const Route = createFileRoute('/_auth/ledger/add')({
  component: AddLedger,
});

function AddLedger() {
  const navigate = useNavigate();
  return (
    <section className="stack">
      <h1>Create group</h1>
      <AddLedgerForm onSaved={() => void navigate({ to: '/' })} />
      <ImportBackup />
      <ImportEntry />
    </section>
  );
}
