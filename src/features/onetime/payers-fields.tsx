// "Paid by" on the split form: one person, or, after Add payer, several with what each paid.
import { amountFieldText } from '../../domain/money';
import { nameLookup } from '../../domain/member-names';
import type { Member } from '../../domain/types';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/field';
import { addPayerRow, changePayerRow, removePayerRow, startSeveral, type PayerRow } from './payers-model';
import { PaidByField } from './expense-fields';

interface PayersFieldsProps {
  members: Member[];
  payer: string;
  onPayer: (id: string) => void;
  rows: PayerRow[] | null;
  onRows: (rows: PayerRow[] | null) => void;
  amountText: string;
  /** The sign the amounts are typed in ('₹', '€'): the Amount's currency. */
  symbol: string;
  /** 'Payers add up to 900 of 1,000', shown once Save was tried or the rows add up wrong. */
  problem: string | null;
}

export function PayersFields({
  members,
  payer,
  onPayer,
  rows,
  onRows,
  amountText,
  symbol,
  problem,
}: PayersFieldsProps) {
  const ids = members.map((m) => m.userId);
  const nameOf = nameLookup(members);
  if (!rows) {
    const canAdd = members.length >= 2;
    return (
      <div className="payers">
        <PaidByField members={members} value={payer} onChange={onPayer} />
        {canAdd ? (
          <button
            type="button"
            className="btn btn-link payers-add"
            onClick={() => onRows(startSeveral(payer, amountText, ids))}
          >
            Add payer
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <fieldset className="field payers payers-several">
      <legend className="field-label">Paid by</legend>
      <ul className="payer-rows">
        {rows.map((row, index) => {
          const name = nameOf(row.userId);
          // Someone already paying on another row is not offered again here.
          const options = members
            .filter((m) => m.userId === row.userId || !rows.some((r) => r.userId === m.userId))
            .map((m) => ({ value: m.userId, label: m.displayName }));
          return (
            <li key={index} className="payer-row">
              <SelectField
                label={`Payer ${index + 1}`}
                value={row.userId}
                onChange={(userId) => onRows(changePayerRow(rows, index, { userId }))}
                options={options}
              />
              <TextField
                // The visible label stays short on a phone; the name says whose amount it is.
                label="Paid"
                aria-label={`Amount paid by ${name}`}
                inputMode="decimal"
                autoComplete="off"
                placeholder={`${symbol}0`}
                value={row.amountText}
                onChange={(e) => {
                  const next = amountFieldText(e.target.value, { signed: false });
                  if (next !== null) onRows(changePayerRow(rows, index, { amountText: next }));
                }}
              />
              <button
                type="button"
                className="btn btn-small payer-remove"
                aria-label={`Remove payer ${name}`}
                onClick={() => onRows(removePayerRow(rows, index))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <div className="payers-foot">
        {rows.length < members.length ? (
          <button type="button" className="btn btn-link payers-add" onClick={() => onRows(addPayerRow(rows, ids))}>
            Add payer
          </button>
        ) : null}
        <p role="status" className={problem ? 'field-error' : 'muted'}>
          {problem ??
            (rows.every((r) => r.amountText.trim()) ? 'Payers add up to the amount.' : 'Enter what each person paid.')}
        </p>
      </div>
    </fieldset>
  );
}
