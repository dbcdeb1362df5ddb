// Tiny builders for domain tests, e.g. expense('alice', 3000, ['alice', 'bob']).
import { computeSplit } from './splits';
import type { Ledger, Member, RecurringItem, SplitLine, Transaction } from './types';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function member(id: string, displayName = capitalise(id)): Member {
  return { id, displayName, userId: id };
}

/** Temporary members are keyed by their name. */
export function tempMember(name: string): Member {
  return { id: name, displayName: name, userId: name };
}

export function ledger(over: Partial<Ledger> = {}): Ledger {
  return {
    id: 'L1',
    name: 'Trip',
    type: 'onetime',
    owner: 'alice',
    admins: ['alice'],
    contributors: ['alice', 'bob'],
    createdAt: 0,
    updatedAt: 0,
    ...over,
  };
}

let seq = 0;
export function tx(over: Partial<Transaction> = {}): Transaction {
  seq += 1;
  return {
    id: `t${seq}`,
    description: 'Item',
    amount: 0,
    category: 'Food',
    tags: [],
    type: 'expense',
    owner: 'alice',
    date: 0,
    createdAt: 0,
    updatedAt: 0,
    comments: '',
    from: 'alice',
    paymentMode: 'UPI',
    ...over,
  };
}

/** An Equal split among `participants`, paid by `payer`. */
export function expense(
  payer: string,
  amount: number,
  participants: string[],
  over: Partial<Transaction> = {},
): Transaction {
  const details = computeSplit({
    method: 'Equal',
    amount,
    payer,
    inputs: participants.map((userId) => ({ userId, split: 1 })),
  });
  return tx({ from: payer, amount, splitInfo: { method: 'Equal', details }, ...over });
}

/** An expense with explicit split lines, for exact balance tests. */
export function customExpense(
  payer: string,
  amount: number,
  lines: Record<string, number>,
  over: Partial<Transaction> = {},
): Transaction {
  const details: SplitLine[] = Object.entries(lines).map(([userId, a]) => ({ userId, amount: a, split: a }));
  return tx({ from: payer, amount, splitInfo: { method: 'Custom', details }, ...over });
}

export function settlement(from: string, to: string, amount: number, over: Partial<Transaction> = {}): Transaction {
  return tx({
    type: 'settlement',
    description: 'settle up',
    category: 'unknown',
    paymentMode: 'Other',
    from,
    amount,
    splitInfo: { method: 'Custom', details: [{ userId: to, amount, split: amount }] },
    ...over,
  });
}

export function income(amount: number, over: Partial<Transaction> = {}): Transaction {
  return tx({ type: 'income', amount, category: 'Salary', ...over });
}

export function recurring(over: Partial<RecurringItem> = {}): RecurringItem {
  seq += 1;
  return {
    id: `r${seq}`,
    type: 'expense',
    amount: 100,
    description: 'Rent',
    category: 'Rent',
    owner: 'alice',
    tags: [],
    createdAt: 0,
    from: 'alice',
    frequency: 'monthly',
    startDate: 0,
    paymentMode: 'UPI',
    ...over,
  };
}
