// The currency an amount was paid in, and, when it is not the ledger's, the rate the person enters (no
// rate is ever fetched: SPEC §1). The converted figure shows live, in the ledger's currency.
import { COMMON_CURRENCIES, currencySymbol, formatMoney, rateProblem } from '../domain/currency';
import { amountFieldText } from '../domain/money';
import { SelectField } from './select-field';
import { TextField } from './field';

interface CurrencyFieldsProps {
  ledgerCurrency: string;
  currency: string;
  onCurrency: (code: string) => void;
  rateText: string;
  onRate: (text: string) => void;
  /** The amount in the ledger's currency at this rate, or null until it can be worked out. */
  converted: number | null;
  /** Show the rate's problem (after Save was tried). */
  showProblems: boolean;
}

export function CurrencyFields(props: CurrencyFieldsProps) {
  const { ledgerCurrency, currency, onCurrency, rateText, onRate, converted, showProblems } = props;
  const common: readonly string[] = COMMON_CURRENCIES;
  const codes = common.includes(ledgerCurrency) ? common : [ledgerCurrency, ...common];
  const options = (codes.includes(currency) ? codes : [...codes, currency]).map((code) => ({
    value: code,
    label: `${code} ${currencySymbol(code) === code ? '' : currencySymbol(code)}`.trim(),
  }));
  const foreign = currency !== ledgerCurrency;
  return (
    <div className={foreign ? 'currency-fields is-foreign' : 'currency-fields'}>
      <SelectField label="Currency" value={currency} onChange={onCurrency} options={options} />
      {foreign ? (
        <div className="currency-rate">
          <TextField
            label="Exchange rate"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${currencySymbol(ledgerCurrency)} per 1 ${currency}`}
            value={rateText}
            onChange={(e) => {
              const next = amountFieldText(e.target.value, { signed: false });
              if (next !== null) onRate(next);
            }}
            error={showProblems ? rateProblem(rateText) : null}
          />
          <p className="muted field-hint currency-converted" role="status">
            {converted !== null
              ? `= ${formatMoney(converted, ledgerCurrency)}`
              : `How many ${ledgerCurrency} one ${currency} cost you`}
          </p>
        </div>
      ) : null}
    </div>
  );
}
