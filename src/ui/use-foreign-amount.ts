// The currency an entry's amount was typed in and the rate the person gives for it (no rate is ever fetched:
// SPEC §1), for every entry form. Everything else is figured in the ledger's currency, so the typed amount is
// converted here, once, by currency.ts's rule; a foreign entry stores what was typed beside it.
import { useState } from 'react';
import { convert, parseRate, rateProblem } from '../domain/currency';
import type { Transaction } from '../domain/types';
import { lastRate, rememberRate } from './form-memory';

/**
 * `source`: the entry the form opens with, if any; `typed`: the amount as typed, in `currency`.
 * Spread `fields` into CurrencyFields.
 */
export function useForeignAmount(
  source: Pick<Transaction, 'originalCurrency' | 'exchangeRate'> | null | undefined,
  ledgerCurrency: string,
  typed: number,
) {
  const [currency, setCurrencyState] = useState(source?.originalCurrency ?? ledgerCurrency);
  const [rateText, setRateText] = useState(source?.exchangeRate !== undefined ? String(source.exchangeRate) : '');
  const foreign = currency !== ledgerCurrency;
  const problem = foreign ? rateProblem(rateText) : null;
  /** The rate, once it is one that may be saved. */
  const rate = foreign && !problem ? parseRate(rateText) : null;
  const converted = rate !== null ? convert(typed, rate, ledgerCurrency) : null;

  function setCurrency(code: string) {
    setCurrencyState(code);
    // The rate last saved for that currency is offered; the person can change it.
    if (code !== ledgerCurrency) setRateText(lastRate(ledgerCurrency, code));
  }

  return {
    currency,
    rateText,
    foreign,
    /** Why the rate cannot be saved, for a foreign amount. */
    problem,
    rate,
    /** The typed amount in the ledger's currency, or null until a foreign one has a usable rate. */
    converted,
    /** What the entry is worth in the ledger's currency: 0 while a foreign amount has no usable rate. */
    amount: foreign ? (converted ?? 0) : typed,
    /** Stored beside the converted amount of a foreign entry. */
    original:
      foreign && rate !== null ? { originalAmount: typed, originalCurrency: currency, exchangeRate: rate } : undefined,
    fields: {
      ledgerCurrency,
      currency,
      onCurrency: setCurrency,
      rateText,
      onRate: setRateText,
      // Shown once there is something to convert.
      converted: foreign && converted !== null && typed !== 0 ? converted : null,
    },
    /** Once saved: the rate is offered next time this currency is picked. */
    remember() {
      if (foreign) rememberRate(ledgerCurrency, currency, rateText);
    },
  };
}

export type ForeignAmount = ReturnType<typeof useForeignAmount>;
