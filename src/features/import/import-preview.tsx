// The 'Import preview' dialog: what a Splitwise or Spliit file becomes, with its name, rates and who the
// importer is chosen here. Nothing is written until Import; then it is written whole, or not at all.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../ui/toast';
import { parseRate, rateProblem } from '../../domain/currency';
import { refusedImport, type ImportedLedger } from '../../domain/import/imported-ledger';
import { SplitwiseImportError } from '../../domain/import/splitwise-csv';
import { buildSplitwiseImport } from '../../domain/import/splitwise-rebuild';
import { MAX_NAME } from '../../domain/limits';
import { ImportRefusedError, importLedger } from '../../store/import-actions';
import { useCurrentUser } from '../../store/session-store';
import { describeError } from '../../ui/error-message';
import { Modal } from '../../ui/modal';
import { RateFields } from './import-rates';
import { BalancesPreview, ConvertedList, MembersList, SkippedList } from './import-summary';
import type { ImportDraft } from './read-import-file';

type Built = { ledger: ImportedLedger } | { waiting: string } | { error: string };

/** The ledger the draft makes with these rates, or why there is none yet. */
function build(draft: ImportDraft, rates: Record<string, string>): Built {
  if (draft.source === 'Spliit') return { ledger: draft.ledger };
  const missing = draft.needsRates.filter((code) => rateProblem(rates[code] ?? '') !== null);
  if (missing.length > 0)
    return { waiting: `Enter the exchange rate for ${missing.join(' and ')} to see the balances.` };
  const parsed = Object.fromEntries(draft.needsRates.map((code) => [code, parseRate(rates[code] ?? '') ?? 0]));
  try {
    return { ledger: buildSplitwiseImport(draft.file, { name: draft.name, rates: parsed }) };
  } catch (error) {
    if (error instanceof SplitwiseImportError) return { error: refusedImport(error.message) };
    console.error('Rebuilding a Splitwise import failed unexpectedly', error);
    return { error: refusedImport('The expenses in this file could not be rebuilt.') };
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ImportPreview({ draft, onClose }: { draft: ImportDraft; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const members = draft.source === 'Spliit' ? draft.ledger.members : draft.file.members;
  const currency = draft.source === 'Spliit' ? draft.ledger.currency : draft.file.ledgerCurrency;
  const skipped = draft.source === 'Spliit' ? draft.ledger.skipped : draft.file.skipped;
  const [name, setName] = useState(draft.source === 'Spliit' ? draft.ledger.name : draft.name);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [me, setMe] = useState(
    () => members.find((m) => m.toLowerCase() === user?.displayName.trim().toLowerCase()) ?? '',
  );
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState('');
  const built = useMemo(() => build(draft, rates), [draft, rates]);
  const ledger = 'ledger' in built ? built.ledger : null;

  const entries = ledger?.transactions ?? [];
  const payments = entries.filter((t) => t.type === 'settlement').length;
  const rows = draft.source === 'Splitwise' ? draft.file.rows : null;
  const expenseCount = rows ? rows.filter((r) => r.kind === 'expense').length : entries.length - payments;
  const paymentCount = rows ? rows.filter((r) => r.kind === 'payment').length : payments;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!ledger || importing) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure('Enter a group name.');
      return;
    }
    setFailure('');
    setImporting(true);
    try {
      const done = await importLedger(ledger, { name: trimmed, me: me || null });
      toast.success(
        `Imported "${done.name}" from ${draft.source}: ${plural(done.entries, 'entry', 'entries')}, ${plural(done.people, 'person', 'people')}`,
      );
      ref.current?.close();
      onClose();
      void navigate({ to: '/' });
    } catch (error) {
      console.error('Importing a group failed', error);
      setFailure(
        error instanceof ImportRefusedError
          ? refusedImport(error.message)
          : `The group could not be imported, and nothing was kept: ${describeError(error)}`,
      );
      setImporting(false);
    }
  }

  return (
    <Modal
      ref={ref}
      title="Import preview"
      titleClassName="import-title"
      description={`From ${draft.source}. A new trip is made; your other groups are not changed.`}
      descriptionClassName="muted import-note"
      className="import-preview"
      bodyClassName="import-form"
      busy={importing}
      onClose={onClose}
      onSubmit={(e) => void confirm(e)}
    >
      <div className="field">
        <label htmlFor="import-name">Group name</label>
        <input
          id="import-name"
          className="input"
          value={name}
          maxLength={MAX_NAME}
          required
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <dl className="import-facts">
        <div>
          <dt>Currency</dt>
          <dd>{currency}</dd>
        </div>
        <div>
          <dt>Expenses</dt>
          <dd>{expenseCount}</dd>
        </div>
        <div>
          <dt>Payments</dt>
          <dd>{paymentCount}</dd>
        </div>
      </dl>
      <MembersList members={members} me={me} />
      <div className="field">
        <label htmlFor="import-me">Which one is you?</label>
        <select id="import-me" className="select" value={me} onChange={(e) => setMe(e.target.value)}>
          <option value="">None of them</option>
          {members.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      {draft.source === 'Splitwise' && draft.needsRates.length > 0 ? (
        <RateFields
          currencies={draft.needsRates}
          ledgerCurrency={currency}
          rates={rates}
          onChange={(code, text) => setRates((r) => ({ ...r, [code]: text }))}
        />
      ) : null}
      {ledger ? (
        <>
          <BalancesPreview balances={ledger.balances} currency={currency} />
          <ConvertedList ledger={ledger} />
        </>
      ) : 'waiting' in built ? (
        <p className="muted import-note">{built.waiting}</p>
      ) : 'error' in built ? (
        <p className="field-error" role="alert">
          {built.error}
        </p>
      ) : null}
      <SkippedList skipped={skipped} source={draft.source} />
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="dialog-actions import-actions">
        <button type="button" className="btn" disabled={importing} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ledger || importing}>
          Import
        </button>
      </div>
    </Modal>
  );
}
