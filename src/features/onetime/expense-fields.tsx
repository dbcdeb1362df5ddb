// The split expense form's plain fields: what, how much, who paid, category, tags and payment mode.
import { MAX_DESCRIPTION } from '../../domain/limits';
import { amountFieldText } from '../../domain/money';
import { PAYMENT_MODES, type Member, type PaymentMode } from '../../domain/types';
import { TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import { TagsField } from '../../ui/tags-field';

export function DescriptionAmountFields(props: {
  description: string;
  amountText: string;
  descriptionError: string | null;
  amountError: string | null;
  onDescription: (text: string) => void;
  onAmount: (text: string) => void;
}) {
  return (
    <>
      <TextField
        label="Description"
        value={props.description}
        error={props.descriptionError}
        autoComplete="off"
        placeholder="Dinner at the beach shack"
        maxLength={MAX_DESCRIPTION}
        onChange={(e) => props.onDescription(e.target.value)}
      />
      <TextField
        label="Amount"
        value={props.amountText}
        error={props.amountError}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        className="input input-amount"
        // Unsigned decimals only (SPEC §5); anything else is refused as it is typed, and a pasted '₹1,200' becomes 1200.
        onChange={(e) => {
          const next = amountFieldText(e.target.value, { signed: false });
          if (next !== null) props.onAmount(next);
        }}
      />
    </>
  );
}

export function PaidByField({ members, value, onChange }: { members: Member[]; value: string; onChange: (id: string) => void }) {
  return <SelectField label="Paid by" value={value} onChange={onChange} options={members.map((m) => ({ value: m.userId, label: m.displayName }))} />;
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
  const categories = props.categories.includes(props.category) || !props.category ? props.categories : [props.category, ...props.categories];
  return (
    <>
      <div className="split-grid">
        <SelectField label="Category" value={props.category} onChange={props.onCategory} options={categories} />
        <SelectField label="Payment mode" value={props.paymentMode} onChange={(v) => props.onPaymentMode(v as PaymentMode)} options={PAYMENT_MODES} />
      </div>
      <TagsField options={props.tagOptions} value={props.tags} onChange={props.onTags} />
    </>
  );
}
