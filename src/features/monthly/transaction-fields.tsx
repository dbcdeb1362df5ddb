// Field groups of the income and expense form that only it has: how it is classified, who paid and how.
import type { PaymentMode } from '../../domain/types';
import { PaymentModeField } from '../../ui/payment-mode-field';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';

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
      <SelectField
        label="Category"
        value={category}
        onChange={onCategory}
        options={options.length ? options : [{ value: '', label: 'No categories' }]}
      />
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
      <PaymentModeField value={paymentMode} onChange={onPaymentMode} />
    </div>
  );
}
