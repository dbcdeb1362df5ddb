// Settings: a monthly limit per category, saved together with Save (typing a number is not a choice made
// yet, unlike the payment-mode pickers above it). Only `budgets` is written; the other defaults stay.
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { budgetsFromTexts, budgetText } from '../../domain/category-budgets';
import { errorSavingSetting, SETTINGS_UPDATED } from '../../domain/messages';
import { amountFieldText } from '../../domain/money';
import { activeLedger } from '../../store/active-ledger';
import { useCommonSettings, useMonthlySettings } from '../../store/ledger-store';
import { describeError } from '../../ui/error-message';
import { focusFirstInvalid, useFieldError } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { CurrencySign } from '../../ui/money';

export function CategoryBudgetsForm() {
  const { categories } = useCommonSettings();
  const stored = useMonthlySettings()?.budgets;
  // Only what the person typed; every other field shows the stored budget, even one arriving later.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const textOf = (category: string) =>
    Object.hasOwn(edits, category) ? edits[category]! : budgetText(stored, category);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const texts = Object.fromEntries(categories.map((c) => [c, textOf(c)]));
    const { budgets, errors: found } = budgetsFromTexts(categories, texts);
    setErrors(found);
    const first = categories.find((c) => Object.hasOwn(found, c));
    if (first !== undefined) {
      toast.error(`Budget for ${first}: ${found[first]}`);
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      await (await activeLedger()).saveBudgets(budgets);
      toast.success(SETTINGS_UPDATED);
    } catch (error) {
      toast.error(errorSavingSetting(describeError(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="category-budgets-title">
      <h2 id="category-budgets-title">Category budgets</h2>
      <p className="muted" style={{ margin: 0 }}>
        A monthly limit per category; leave it empty for no budget. Home shows how much of each is spent. Only admins
        see budgets, since members see only their own entries.
      </p>
      {categories.length ? (
        <div className="budget-fields">
          {categories.map((category) => (
            <BudgetField
              key={category}
              category={category}
              value={textOf(category)}
              error={errors[category] ?? null}
              onChange={(text) => setEdits((e) => ({ ...e, [category]: text }))}
            />
          ))}
        </div>
      ) : (
        <p className="muted">Add categories first: budgets are set per category.</p>
      )}
      <FormActions saving={saving} />
    </form>
  );
}

function BudgetField({
  category,
  value,
  error,
  onChange,
}: {
  category: string;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  const { id, invalidProps, message } = useFieldError(error);
  return (
    <div className="field budget-field">
      <label htmlFor={id}>
        <span className="visually-hidden">Budget for </span>
        {category}
      </label>
      <div className="budget-input">
        <CurrencySign />
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="No budget"
          value={value}
          {...invalidProps}
          // As in the amount fields: keystrokes that cannot be an amount are ignored, a pasted '₹1,200' is 1200.
          onChange={(e) => {
            const next = amountFieldText(e.target.value, { signed: false });
            if (next !== null) onChange(next);
          }}
        />
      </div>
      {message}
    </div>
  );
}
