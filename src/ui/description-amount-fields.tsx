// What an entry is and how much: the first two fields of every income, expense, split and recurring form.
import { MAX_DESCRIPTION } from '../domain/limits';
import { amountFieldText } from '../domain/money';
import { TextField } from './field';

interface DescriptionAmountErrors {
  description?: string | null;
  amount?: string | null;
}

interface DescriptionAmountFieldsProps {
  description: string;
  onDescription: (text: string) => void;
  amount: string;
  onAmount: (text: string) => void;
  /** Monthly expenses and recurring items may be negative (a refund, or "ask each month"). */
  signed: boolean;
  errors: DescriptionAmountErrors;
  /** Examples shown in the empty fields. */
  placeholders?: { description?: string; amount?: string };
  /** The trip form shows the amount large: there it is the number everything else is split from. */
  amountClassName?: string;
  /** The recurring form opens inline on its page, so typing starts in Description. */
  autoFocus?: boolean;
}

export function DescriptionAmountFields(props: DescriptionAmountFieldsProps) {
  const { description, onDescription, amount, onAmount, signed, errors, placeholders, amountClassName, autoFocus } =
    props;
  return (
    <>
      <TextField
        label="Description"
        value={description}
        onChange={(e) => onDescription(e.target.value)}
        error={errors.description}
        autoComplete="off"
        placeholder={placeholders?.description}
        maxLength={MAX_DESCRIPTION}
        autoFocus={autoFocus}
      />
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholders?.amount}
        className={amountClassName}
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
