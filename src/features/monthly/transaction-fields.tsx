// Field groups of the income and expense form: what it is, how it is classified, who paid and how.
import { useId } from 'react';
import { MAX_COMMENTS, MAX_DESCRIPTION } from '../../domain/limits';
import { amountFieldText } from '../../domain/money';
import { PAYMENT_MODES, type PaymentMode } from '../../domain/types';
import { TextField } from '../../ui/field';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';

export function DescriptionAmountFields(props: {
  description: string;
  onDescription: (v: string) => void;
  amount: string;
  onAmount: (v: string) => void;
  /** Monthly expenses and recurring items may be negative (a refund, or "ask each month"). */
  signed: boolean;
  errors: { description?: string | null; amount?: string | null };
}) {
  const { description, onDescription, amount, onAmount, signed, errors } = props;
  return (
    <>
      <TextField
        label="Description"
        value={description}
        onChange={(e) => onDescription(e.target.value)}
        error={errors.description}
        autoComplete="off"
        maxLength={MAX_DESCRIPTION}
      />
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        // Keystrokes that cannot become an amount are ignored rather than reported; a pasted '₹1,200' becomes 1200.
        onChange={(e) => {
          const next = amountFieldText(e.target.value, { signed });
          if (next !== null) onAmount(next);
        }}
        error={errors.amount}
      />
    </>
  );
}

export function ClassificationFields(props: {
  categories: readonly string[];
  category: string;
  onCategory: (v: string) => void;
  tagOptions: readonly string[];
  tags: readonly string[];
  onTags: (v: string[]) => void;
}) {
  const { categories, category, onCategory, tagOptions, tags, onTags } = props;
  // A category removed from the settings since this entry was saved is still offered, so it is kept.
  const options = category && !categories.includes(category) ? [...categories, category] : categories;
  return (
    <>
      <SelectField label="Category" value={category} onChange={onCategory} options={options.length ? options : [{ value: '', label: 'No categories' }]} />
      <TagsField options={tagOptions} value={tags} onChange={onTags} />
    </>
  );
}

export function PaymentFields(props: {
  /** Undefined hides Paid by: members always pay themselves (SPEC §6). */
  payerOptions?: SelectOption[];
  payer: string;
  onPayer: (v: string) => void;
  paymentMode: PaymentMode;
  onPaymentMode: (v: PaymentMode) => void;
}) {
  const { payerOptions, payer, onPayer, paymentMode, onPaymentMode } = props;
  return (
    <div className="form-pair">
      {payerOptions ? <SelectField label="Paid by" value={payer} onChange={onPayer} options={payerOptions} /> : null}
      <SelectField label="Payment mode" value={paymentMode} onChange={(v) => onPaymentMode(v as PaymentMode)} options={PAYMENT_MODES} />
    </div>
  );
}

export function CommentsField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Comments</label>
      <textarea id={id} className="input" rows={3} maxLength={MAX_COMMENTS} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
