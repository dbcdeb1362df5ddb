// An amount in Indian grouping, at most 2 decimals (SPEC §5), with tabular digits for columns.
import { formatAmount } from '../domain/money';

export function Money({ amount, className }: { amount: number; className?: string }) {
  return <span className={className ? `money ${className}` : 'money'}>{formatAmount(amount)}</span>;
}
