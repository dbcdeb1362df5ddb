// A bill's charges for the Items method: GST (one percent, or CGST and SGST), service charge, tip and
// discount (an amount or a percent), and other charges; a fixed amount may be shared equally instead.
import type { ChargeField, ChargeKind, ChargesDraft } from '../../domain/bill-input';
import type { FixedCharge } from '../../domain/bill';
import { TextField } from '../../ui/field';
import type { BillSplit } from './use-bill-split';

interface ChargesFieldsProps {
  bill: BillSplit;
  showProblems: boolean;
  symbol: string;
}

const decimal = (text: string) => /^\d*\.?\d*$/.test(text);

export function ChargesFields({ bill, showProblems, symbol }: ChargesFieldsProps) {
  const { draft, setDraft, reading } = bill;
  const c = draft.charges;
  const set = (next: Partial<ChargesDraft>) => setDraft({ ...draft, charges: { ...c, ...next } });
  // A charge over 100% is said as soon as it is typed: there is nothing more to type that would fix it.
  const problem = (field: ChargeField) => (showProblems || field !== 'discount' ? reading.charges[field] : null);
  const percent = (field: 'gst' | 'cgst' | 'sgst' | 'service', label: string) => (
    <TextField
      label={label}
      className="input bill-charge"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0%"
      value={c[field]}
      error={problem(field)}
      onChange={(e) => decimal(e.target.value) && set({ [field]: e.target.value })}
    />
  );

  return (
    <fieldset className="bill-charges">
      <legend className="bill-charges-legend">Charges</legend>
      <div className="bill-charge-row">
        {c.gstParts ? (
          <>
            {percent('cgst', 'CGST')}
            {percent('sgst', 'SGST')}
          </>
        ) : (
          percent('gst', 'GST')
        )}
        {percent('service', 'Service charge')}
      </div>
      <label className="bill-choice">
        <input type="checkbox" checked={c.gstParts} onChange={(e) => set({ gstParts: e.target.checked })} />
        CGST and SGST separately
      </label>
      <FixedRow
        field="tip"
        label="Tip"
        kind={c.tipKind}
        onKind={(tipKind) => set({ tipKind })}
        {...{ c, set, problem, symbol }}
      />
      <FixedRow
        field="discount"
        label="Discount"
        kind={c.discountKind}
        onKind={(discountKind) => set({ discountKind })}
        {...{ c, set, problem, symbol }}
      />
      <FixedRow field="other" label="Other charges" {...{ c, set, problem, symbol }} />
    </fieldset>
  );
}

interface FixedRowProps {
  field: FixedCharge;
  label: string;
  /** Tip and discount: an amount or a percent. Other charges are always an amount. */
  kind?: ChargeKind;
  onKind?: (kind: ChargeKind) => void;
  c: ChargesDraft;
  set: (next: Partial<ChargesDraft>) => void;
  problem: (field: ChargeField) => string | null | undefined;
  symbol: string;
}

function FixedRow({ field, label, kind = 'amount', onKind, c, set, problem, symbol }: FixedRowProps) {
  const equally = c.equally.includes(field);
  return (
    <div className="bill-charge-row">
      <TextField
        label={label}
        className="input bill-charge"
        inputMode="decimal"
        autoComplete="off"
        placeholder={kind === 'percent' ? '0%' : `${symbol}0`}
        value={c[field]}
        error={problem(field)}
        onChange={(e) => decimal(e.target.value) && set({ [field]: e.target.value })}
      />
      {onKind ? (
        <div className="field">
          <label>
            <span className="visually-hidden">{label} as</span>
            <select className="select bill-kind" value={kind} onChange={(e) => onKind(e.target.value as ChargeKind)}>
              <option value="amount">{symbol}</option>
              <option value="percent">%</option>
            </select>
          </label>
        </div>
      ) : null}
      {kind === 'amount' ? (
        <label className="bill-choice">
          <input
            type="checkbox"
            checked={equally}
            onChange={(e) =>
              set({ equally: e.target.checked ? [...c.equally, field] : c.equally.filter((f) => f !== field) })
            }
          />
          Share equally
          <span className="visually-hidden"> ({label.toLowerCase()})</span>
        </label>
      ) : null}
    </div>
  );
}
