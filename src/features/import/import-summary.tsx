// The parts of the import preview that only show what the file holds: people, balances, converted
// entries and the rows left out.
import { formatMoney, originalText } from '../../domain/currency';
import type { ImportedLedger, SkippedRow } from '../../domain/import/imported-ledger';
import type { Balance } from '../../domain/types';

export function MembersList({ members, me }: { members: string[]; me: string }) {
  return (
    <div className="import-block">
      <h3 id="import-members-title" className="import-subtitle">
        People ({members.length})
      </h3>
      <ul className="import-members" aria-labelledby="import-members-title">
        {members.map((name) => (
          <li key={name} className="import-member">
            {name}
            {name === me ? <span className="muted"> (you)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Half a paisa (or cent): below it a balance shows as settled, never as '-₹0'. */
const SETTLED = 0.005;

function standing(net: number): { word: string; tone: string } {
  if (net > SETTLED) return { word: 'gets back', tone: 'import-gets' };
  if (net < -SETTLED) return { word: 'owes', tone: 'import-owes' };
  return { word: 'settled up', tone: '' };
}

export function BalancesPreview({ balances, currency }: { balances: Balance[]; currency: string }) {
  return (
    <div className="table-scroll">
      <table className="table import-balances">
        <caption className="import-subtitle">Balances</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="num">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {balances.map((b) => {
            const { word, tone } = standing(b.net);
            const amount = Math.abs(b.net) > SETTLED ? formatMoney(b.net, currency) : formatMoney(0, currency);
            return (
              <tr key={b.userId}>
                <th scope="row">{b.displayName}</th>
                <td className={`num ${tone}`}>
                  <span className="money">{b.net > SETTLED ? `+${amount}` : amount}</span>{' '}
                  <span className="import-word">{word}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Entries paid in another currency, with the amount they come to in the ledger's. */
export function ConvertedList({ ledger }: { ledger: ImportedLedger }) {
  const converted = ledger.transactions.filter((t) => t.originalCurrency !== undefined);
  if (converted.length === 0) return null;
  return (
    <div className="import-block">
      <h3 id="import-converted-title" className="import-subtitle">
        Converted to {ledger.currency}
      </h3>
      <ul className="import-list" aria-labelledby="import-converted-title">
        {converted.map((t, i) => (
          <li key={i}>
            {t.description || 'Untitled'}: {originalText(t)} = {formatMoney(t.amount, ledger.currency)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SkippedList({ skipped, source }: { skipped: SkippedRow[]; source: ImportedLedger['source'] }) {
  if (skipped.length === 0) return null;
  return (
    <div className="import-block">
      <h3 id="import-skipped-title" className="import-subtitle">
        Left out ({skipped.length})
      </h3>
      <ul className="import-list" aria-labelledby="import-skipped-title">
        {skipped.map((row, i) => (
          // Spliit's reasons already name the expense; Splitwise's are about a line of the file.
          <li key={i}>{source === 'Splitwise' ? `Line ${row.line}: ${row.reason}` : row.reason}</li>
        ))}
      </ul>
    </div>
  );
}
