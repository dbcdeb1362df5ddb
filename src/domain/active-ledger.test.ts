import { describe, it, expect } from 'vitest';
import { sortLedgers, chooseActiveLedger, sortTransactions } from './active-ledger';
import { ledger, tx } from './test-builders';

const a = ledger({ id: 'a', name: 'Goa', createdAt: 1000 });
const b = ledger({ id: 'b', name: 'Budget', createdAt: 5000 });
const c = ledger({ id: 'c', name: 'Trip', createdAt: 3000 });

describe('sortLedgers', () => {
  it('sorts by name, ties by id, without mutating input', () => {
    const dup = ledger({ id: 'aa', name: 'Goa' });
    const input = [c, dup, a, b];
    expect(sortLedgers(input).map((l) => l.id)).toEqual(['b', 'a', 'aa', 'c']);
    expect(input.map((l) => l.id)).toEqual(['c', 'aa', 'a', 'b']);
  });
});

describe('chooseActiveLedger', () => {
  const now = 100_000;
  it('returns null for no ledgers', () => {
    expect(chooseActiveLedger([], 'a', now)).toBeNull();
  });
  it('prefers a ledger created under 2000 ms ago, the newest such', () => {
    const fresh1 = ledger({ id: 'f1', createdAt: now - 1999 });
    const fresh2 = ledger({ id: 'f2', createdAt: now - 10 });
    expect(chooseActiveLedger([a, fresh1, b], 'a', now)?.id).toBe('f1');
    expect(chooseActiveLedger([a, fresh1, fresh2], 'a', now)?.id).toBe('f2');
  });
  it('does not treat exactly 2000 ms old as new', () => {
    const old = ledger({ id: 'o', createdAt: now - 2000 });
    expect(chooseActiveLedger([a, old], 'a', now)?.id).toBe('a');
  });
  it('falls back to the last used ledger', () => {
    expect(chooseActiveLedger([a, b, c], 'c', now)?.id).toBe('c');
  });
  it('falls back to the newest when last used is missing or unknown', () => {
    expect(chooseActiveLedger([a, b, c], undefined, now)?.id).toBe('b');
    expect(chooseActiveLedger([a, b, c], 'gone', now)?.id).toBe('b');
  });
});

describe('sortTransactions', () => {
  it('orders newest date first, then createdAt desc, then id', () => {
    const t1 = tx({ id: 'x1', date: 10, createdAt: 1 });
    const t2 = tx({ id: 'x2', date: 20, createdAt: 1 });
    const t3 = tx({ id: 'x3', date: 10, createdAt: 5 });
    const t4 = tx({ id: 'x0', date: 10, createdAt: 1 });
    expect(sortTransactions([t1, t2, t3, t4]).map((t) => t.id)).toEqual(['x2', 'x3', 'x0', 'x1']);
  });
});
