import { describe, it, expect } from 'vitest';
import { filterTransactions } from './search';
import { tx } from './test-builders';
import type { Transaction } from './types';

const names: Record<string, string> = { u1: 'Priya Sharma' };
const nameOf = (id: string) => names[id] ?? id;
/** One transaction searched on its own: does the query keep it? */
const matchesSearch = (one: Transaction, q: string, memberName: (id: string) => string) =>
  filterTransactions([one], q, memberName).length === 1;
const t = tx({
  description: 'Dinner at Toit',
  category: 'Food',
  tags: ['Friends', 'Travel'],
  comments: 'Split later',
  from: 'u1',
});

describe('searching one transaction', () => {
  it.each(['dinner', 'TOIT', 'food', 'travel', 'split l', 'priya', 'u1', '  Sharma  '])('matches %s', (q) => {
    expect(matchesSearch(t, q, nameOf)).toBe(true);
  });
  it('does not match unrelated text', () => {
    expect(matchesSearch(t, 'rent', nameOf)).toBe(false);
    expect(matchesSearch(t, 'dinner  at', nameOf)).toBe(false);
  });
  it('matches everything for a blank query', () => {
    expect(matchesSearch(t, '   ', nameOf)).toBe(true);
  });
});

describe('filterTransactions', () => {
  it('filters a list and keeps order', () => {
    const a = tx({ description: 'Cab' });
    const b = tx({ description: 'Cabin rent' });
    const c = tx({ description: 'Tea' });
    expect(filterTransactions([a, b, c], 'CAB', nameOf)).toEqual([a, b]);
    const all = [a, c];
    expect(filterTransactions(all, '', nameOf)).toBe(all);
  });
});
