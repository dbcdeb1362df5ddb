// Who paid, on the split expense form.
import type { Member } from '../../domain/types';
import { SelectField } from '../../ui/select-field';

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
