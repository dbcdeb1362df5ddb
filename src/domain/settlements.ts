// Builds the one-time ledger Settle Up transaction (SPEC §4): debtor pays creditor.
import { fromMilli, toMilli } from './money';
import type { Transaction } from './types';

export interface SettleUpInput {
  from: string;
  to: string;
  amount: number;
  owner: string;
  now: number;
}

/** The amount keeps thousandths so settling a suggested transfer closes the balance exactly. */
export function buildSettleUp({ from, to, amount, owner, now }: SettleUpInput): Omit<Transaction, 'id'> {
  const exact = fromMilli(toMilli(amount));
  return {
    description: 'settle up',
    amount: exact,
    category: 'unknown',
    tags: [],
    type: 'settlement',
    owner,
    date: now,
    createdAt: now,
    updatedAt: now,
    comments: '',
    from,
    paymentMode: 'Other',
    splitInfo: { method: 'Custom', details: [{ userId: to, amount: exact, split: exact }] },
  };
}
