// Settings card for admins: export the active ledger as a JSON backup or CSV, and restore a backup file
// as a new ledger. Self-contained, so the Settings route only has to mount it.
import { useId, useState } from 'react';
import { toast } from '../../ui/toast';
import { exportActiveLedgerCsv, exportActiveLedgerJson, type ExportFile } from '../../store/backup-actions';
import { useActiveLedger } from '../../store/ledger-store';
import { downloadFile } from '../../ui/download-file';
import { ImportBackup } from './import-backup';
import './backup.css';
import { describeError } from '../../ui/error-message';

export function BackupSection() {
  const ledger = useActiveLedger();
  const titleId = useId();
  const [exporting, setExporting] = useState(false);
  // Receipts are most of a backup's size (about 1/3 MB each): they can be left out for a small file.
  const [receipts, setReceipts] = useState(true);

  async function runExport(make: () => Promise<ExportFile>) {
    setExporting(true);
    try {
      const file = await make();
      downloadFile(file.fileName, file.content, file.type);
    } catch (error) {
      toast.error(`Export failed: ${describeError(error)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="card stack backup-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Backup and export</h2>
      <p className="muted backup-note">
        Download everything in {ledger ? <strong>{ledger.name}</strong> : 'this ledger'} to keep it safe, or its
        transactions for a spreadsheet.
      </p>
      <div className="backup-option">
        <input
          id={`${titleId}-receipts`}
          type="checkbox"
          checked={receipts}
          aria-describedby={`${titleId}-receipts-hint`}
          onChange={(e) => setReceipts(e.target.checked)}
        />
        <label htmlFor={`${titleId}-receipts`}>Include receipts</label>
        <span id={`${titleId}-receipts-hint`} className="muted backup-option-hint">
          In the JSON backup. Without them the file is much smaller.
        </span>
      </div>
      <div className="backup-actions">
        <button
          type="button"
          className="btn"
          disabled={exporting || !ledger}
          onClick={() => void runExport(() => exportActiveLedgerJson({ receipts }))}
        >
          Export JSON
        </button>
        <button
          type="button"
          className="btn"
          disabled={exporting || !ledger}
          onClick={() => void runExport(exportActiveLedgerCsv)}
        >
          Export CSV
        </button>
      </div>
      <ImportBackup />
    </section>
  );
}
