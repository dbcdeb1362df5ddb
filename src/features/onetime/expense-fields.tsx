// The split expense form's own plain fields: who paid, category, tags and payment mode.
import type { Member, PaymentMode } from '../../domain/types';
import { PaymentModeField } from '../../ui/payment-mode-field';
import { SelectField } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';

export function PaidByField({
  members,
  value,
  onChange,
}: {
  members: Member[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <SelectField
      label="Paid by"
      value={value}
      onChange={onChange}
      options={members.map((m) => ({ value: m.userId, label: m.displayName }))}
    />
  );
}

export function DetailFields(props: {
  categories: string[];
  category: string;
  onCategory: (c: string) => void;
  tagOptions: string[];
  tags: string[];
  onTags: (tags: string[]) => void;
  paymentMode: PaymentMode;
  onPaymentMode: (mode: PaymentMode) => void;
}) {
  // A stored category that was since removed from the list still shows, rather than silently changing.
  const categories =
    props.categories.includes(props.category) || !props.category
      ? props.categories
      : [props.category, ...props.categories];
  return (
    <>
      <div className="split-grid">
        <SelectField label="Category" value={props.category} onChange={props.onCategory} options={categories} />
        <PaymentModeField value={props.paymentMode} onChange={props.onPaymentMode} />
      </div>
      <TagsField options={props.tagOptions} value={props.tags} onChange={props.onTags} />
    </>
  );
}
