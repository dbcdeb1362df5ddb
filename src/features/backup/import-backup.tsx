// 'Import backup': restores a Vyay JSON backup as a new ledger owned by whoever picks the file, with
// progress and a plain message for a bad file. Usable on its own, e.g. where someone has no ledger yet.
import { useId, useState, type ChangeEvent } from 'react';
import { useNavigation } from '../../ui/navigation';
import { toast } from '../../ui/toast';
import './backup.css';
import { describeError } from '../../ui/error-message';

function messageOf(error: unknown): string {
  return describeError(error);
}

export function ImportBackup() {
  const { navigate } = useNavigation();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (!file) return;
    setProblem('');
    setProgress(0);
    // Restoring (its checks, the remapping) loads when a file is picked: the empty home shows this button.
    const { BackupFileError, importBackupFile } = await import('../../store/backup-actions');
    try {
      const names = await importBackupFile(file, setProgress);
      toast.success(`Backup imported as ${names.join(', ')}`);
      void navigate({ to: '/' });
    } catch (error) {
      setProblem(
        error instanceof BackupFileError
          ? messageOf(error)
          : `The backup could not be imported, and nothing was kept: ${messageOf(error)}`,
      );
    } finally {
      setProgress(null);
    }
  }

  const importing = progress !== null;
  return (
    <div className="backup-import">
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="application/json,.json"
        disabled={importing}
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => void onPick(e)}
      />
      <label htmlFor={inputId} className="btn btn-block backup-import-button" aria-disabled={importing || undefined}>
        Import backup
      </label>
      <p id={`${inputId}-hint`} className="muted backup-note">
        Restores a Vyay JSON backup as a new ledger that you own. Your current ledgers are not changed.
      </p>
      {importing ? (
        <progress className="backup-progress" aria-label="Import progress" value={progress} max={1} />
      ) : null}
      {problem ? (
        <p className="field-error backup-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
