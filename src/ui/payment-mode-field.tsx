// How an entry was paid (SPEC §5's payment modes), on the entry forms and as a monthly ledger's default.
import { PAYMENT_MODES, type PaymentMode } from '../domain/types';
import { SelectField } from './select-field';

export function PaymentModeField({ value, onChange }: { value: PaymentMode; onChange: (mode: PaymentMode) => void }) {
  return <SelectField label="Payment mode" value={value} onChange={onChange} options={PAYMENT_MODES} />;
}
