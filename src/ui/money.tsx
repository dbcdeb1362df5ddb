// An amount in the active ledger's currency, with tabular digits for columns. Rupees keep SPEC §5's
// display exactly (Indian grouping, at most 2 decimals); other currencies show their minor units.
import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, currencySymbol, formatMoney, minorUnits } from '../domain/currency';
import { formatAmount } from '../domain/money';

/**
 * The active ledger's currency code. src/ui sits below the store, so the signed-in shell provides it
 * (features/shell/store-bindings.tsx); with no ledger it is rupees, as a ledger naming none is.
 */
export const LedgerCurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/** The active ledger's currency code ('INR' when it names none). Only meaningful inside a ledger's screens. */
export function useLedgerCurrency(): string {
  return useContext(LedgerCurrencyContext);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number alone, as formatMoney writes it without the sign: '1,23,456.5' in rupees (formatAmount,
 * unchanged), '1,200.50' in euros, '1,200' in yen.
 */
export function amountText(amount: number, currency: string): string {
  if (currency === DEFAULT_CURRENCY) return formatAmount(amount);
  let format = numberFormats.get(currency);
  if (!format) {
    const units = minorUnits(currency);
    format = new Intl.NumberFormat('en', { minimumFractionDigits: units, maximumFractionDigits: units });
    numberFormats.set(currency, format);
  }
  const text = format.format(amount);
  // As formatMoney: nothing shows a minus on a zero.
  return /[1-9]/.test(text) ? text : text.replace('-', '');
}

interface MoneyProps {
  amount: number;
  className?: string;
  /** With its sign ('₹1,200', '€40.00'); without it (the default) just the number, as Money always printed. */
  sign?: boolean;
  /** Another currency than the active ledger's. */
  currency?: string;
}

export function Money({ amount, className, sign, currency }: MoneyProps) {
  const ledgers = useLedgerCurrency();
  const code = currency ?? ledgers;
  return (
    <span className={className ? `money ${className}` : 'money'}>
      {sign ? formatMoney(amount, code) : amountText(amount, code)}
    </span>
  );
}

/**
 * The sign printed before a bare Money ('₹', '€'), hidden from screen readers as the literal '₹' it
 * replaces was: `<CurrencySign /><Money amount={total} />`.
 */
export function CurrencySign({ currency }: { currency?: string }) {
  const ledgers = useLedgerCurrency();
  return <span aria-hidden="true">{currencySymbol(currency ?? ledgers)}</span>;
}
