// /ledger/settings for a monthly ledger: the defaults of a new entry, each saved as soon as it changes.
import { toast } from '../../ui/toast';
import { defaultMonthlySettings } from '../../domain/defaults';
import type { MonthlySettings as Settings } from '../../domain/types';
import { useMonthlySettings } from '../../store/ledger-store';
import { useCurrentUser } from '../../store/session-store';
import { activeLedger } from '../../store/active-ledger';
import { PaymentModeField } from '../../ui/payment-mode-field';
import { SelectField } from '../../ui/select-field';
import { usePayerOptions } from './use-people';
import { CategoryBudgetsForm } from './category-budgets-form';
import { describeError } from '../../ui/error-message';
import { PAYMENT_MODE_UPDATED, errorSavingSetting } from '../../domain/messages';

export function MonthlySettings() {
  const uid = useCurrentUser()?.uid ?? '';
  const settings = useMonthlySettings() ?? defaultMonthlySettings(uid);
  const payerOptions = usePayerOptions();
  const options = payerOptions.some((o) => o.value === settings.paidBy)
    ? payerOptions
    : [...payerOptions, { value: settings.paidBy, label: settings.paidBy }];

  function save(patch: Partial<Settings>) {
    activeLedger()
      .then((ledger) => ledger.saveMonthlySettings(patch))
      .then(
        // SPEC §8 uses this message for a Paid by change too.
        () => toast.success(PAYMENT_MODE_UPDATED),
        (error: unknown) => toast.error(errorSavingSetting(describeError(error))),
      );
  }

  return (
    <section className="stack">
      <h1>Settings</h1>
      <div className="card stack">
        <p className="muted" style={{ margin: 0 }}>
          Defaults for every new income and expense in this ledger. Changes are saved at once.
        </p>
        <PaymentModeField value={settings.paymentMode} onChange={(paymentMode) => save({ paymentMode })} />
        <SelectField label="Paid by" value={settings.paidBy} onChange={(v) => save({ paidBy: v })} options={options} />
      </div>
      <CategoryBudgetsForm />
    </section>
  );
}
