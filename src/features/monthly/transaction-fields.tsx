// Who paid, on the income and expense form: only admins choose; members always pay themselves (SPEC §6).
import { SelectField, type SelectOption } from '../../ui/select-field';

export function PaidByField(props: { options?: SelectOption[]; payer: string; onPayer: (v: string) => void }) {
  const { options, payer, onPayer } = props;
  return options ? <SelectField label="Paid by" value={payer} onChange={onPayer} options={options} /> : null;
}
