// One 'Exchange rate for …' field per foreign currency of a Splitwise file: how many of the ledger's
// currency one unit of it is worth. The preview is rebuilt whenever every rate can be used.
import { useState } from 'react';
import { rateProblem } from '../../domain/currency';

export function RateFields({
  currencies,
  ledgerCurrency,
  rates,
  onChange,
}: {
  currencies: string[];
  ledgerCurrency: string;
  rates: Record<string, string>;
  onChange: (code: string, text: string) => void;
}) {
  return (
    <fieldset className="import-block import-rates">
      <legend className="import-subtitle">Exchange rates</legend>
      <p className="muted import-note">
        Some entries are in other currencies. They are kept in {ledgerCurrency} at the rate you give, and still show
        what was paid.
      </p>
      {currencies.map((code) => (
        <RateField
          key={code}
          code={code}
          ledgerCurrency={ledgerCurrency}
          text={rates[code] ?? ''}
          onChange={(text) => onChange(code, text)}
        />
      ))}
    </fieldset>
  );
}

function RateField({
  code,
  ledgerCurrency,
  text,
  onChange,
}: {
  code: string;
  ledgerCurrency: string;
  text: string;
  onChange: (text: string) => void;
}) {
  const [touched, setTouched] = useState(false);
  const id = `import-rate-${code}`;
  const problem = touched || text !== '' ? rateProblem(text) : null;
  return (
    <div className="field">
      <label htmlFor={id}>Exchange rate for {code}</label>
      <p id={`${id}-hint`} className="muted field-hint">
        {ledgerCurrency} for 1 {code}
      </p>
      <input
        id={id}
        className="input"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onBlur={() => setTouched(true)}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
