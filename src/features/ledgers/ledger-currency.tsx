// The ledger's currency: chosen when a group is created, and changeable in Settings while it is empty.
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { COMMON_CURRENCIES, currencySymbol, ledgerCurrency } from '../../domain/currency';
import { changeLedgerCurrency, CurrencyLockedError } from '../../store/ledger-actions';
import { useActiveLedger } from '../../store/ledger-store';
import { SelectField } from '../../ui/select-field';
import { describeError } from '../../ui/error-message';

const currencyOptions = (current: string) => {
  const common: readonly string[] = COMMON_CURRENCIES;
  return (common.includes(current) ? common : [current, ...common]).map((code) => ({
    value: code,
    label: currencySymbol(code) === code ? code : `${code} (${currencySymbol(code)})`,
  }));
};

export function CurrencyChoice({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return <SelectField label="Currency" value={value} onChange={onChange} options={currencyOptions(value)} />;
}

export function LedgerCurrencySetting() {
  const ledger = useActiveLedger();
  const current = ledgerCurrency(ledger);
  const [saving, setSaving] = useState(false);
  if (!ledger) return null;
  async function change(code: string) {
    if (!ledger || code === current) return;
    setSaving(true);
    try {
      await changeLedgerCurrency(ledger.id, code);
      toast.success(`Currency set to ${code}`);
    } catch (error) {
      toast.error(error instanceof CurrencyLockedError ? error.message : describeError(error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <section className="card stack" aria-labelledby="ledger-currency-title">
      <h2 id="ledger-currency-title">Currency</h2>
      <p className="muted">
        Every amount in {ledger.name} is in this currency. It can change only while the group has no entries; an expense
        paid in another currency takes its own rate.
      </p>
      <fieldset disabled={saving} className="plain-fieldset">
        <CurrencyChoice value={current} onChange={(code) => void change(code)} />
      </fieldset>
    </section>
  );
}
