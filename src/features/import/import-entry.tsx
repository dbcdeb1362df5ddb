// 'Import from Splitwise' and 'Import from Spliit' on the Add group page. The parsers and the preview load
// only once a file is chosen, so this page (and the first screen) stays small.
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { refusedImport } from '../../domain/import/imported-ledger';
import type { ImportDraft, ImportSource } from './read-import-file';
import './import.css';

const ImportPreview = lazy(() => import('./import-preview').then((m) => ({ default: m.ImportPreview })));

const ACCEPT: Record<ImportSource, string> = {
  Splitwise: '.csv,text/csv',
  Spliit: '.json,application/json',
};

const HINT: Record<ImportSource, string> = {
  Splitwise: 'the CSV from “Export as spreadsheet”',
  Spliit: 'the group’s JSON export',
};

export function ImportEntry() {
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  const [problem, setProblem] = useState('');
  const [reading, setReading] = useState<ImportSource | null>(null);

  async function onPick(source: ImportSource, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (!file) return;
    setProblem('');
    setReading(source);
    try {
      const { readImportFile } = await import('./read-import-file');
      const result = await readImportFile(source, file);
      if (result.ok) setDraft(result.draft);
      else setProblem(refusedImport(result.message));
    } catch (error) {
      console.error('Opening an import failed', error);
      setProblem('The importer could not be loaded. Check the connection and try again.');
    } finally {
      setReading(null);
    }
  }

  return (
    <section className="import-entry" aria-labelledby="import-entry-title">
      <h2 id="import-entry-title" className="import-entry-title">
        Bring a group from another app
      </h2>
      <div className="import-entry-buttons">
        {(['Splitwise', 'Spliit'] as const).map((source) => (
          <PickButton
            key={source}
            source={source}
            busy={reading === source}
            disabled={reading !== null}
            onPick={(e) => void onPick(source, e)}
          />
        ))}
      </div>
      <p className="muted import-entry-note">
        Choose {HINT.Splitwise} or {HINT.Spliit}. You see everything before anything is saved.
      </p>
      {problem ? (
        <p className="field-error import-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {draft ? (
        <Suspense fallback={null}>
          <ImportPreview draft={draft} onClose={() => setDraft(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function PickButton({
  source,
  busy,
  disabled,
  onPick,
}: {
  source: ImportSource;
  busy: boolean;
  disabled: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={ACCEPT[source]}
        onChange={onPick}
      />
      <button
        type="button"
        className="btn btn-block import-entry-button"
        disabled={disabled}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        Import from {source}
      </button>
    </>
  );
}
