import { describe, it, expect } from 'vitest';
import { buildSettleUp } from './settlements';
import { computeBalances } from './balances';
import { expense, member } from './test-builders';

describe('buildSettleUp', () => {
  it('builds the SPEC settle-up transaction', () => {
    expect(buildSettleUp({ from: 'bob', to: 'alice', amount: 1500, owner: 'bob', now: 1234 })).toEqual({
      description: 'settle up',
      amount: 1500,
      category: 'unknown',
      tags: [],
      type: 'settlement',
      owner: 'bob',
      date: 1234,
      createdAt: 1234,
      updatedAt: 1234,
      comments: '',
      from: 'bob',
      paymentMode: 'Other',
      splitInfo: { method: 'Custom', details: [{ userId: 'alice', amount: 1500, split: 1500 }] },
    });
  });
  it('clears the balance it settles', () => {
    const txs = [expense('alice', 3000, ['alice', 'bob'])];
    const s = { id: 's1', ...buildSettleUp({ from: 'bob', to: 'alice', amount: 1500, owner: 'bob', now: 1 }) };
    const nets = computeBalances([...txs, s], [member('alice'), member('bob')]).map((b) => b.net);
    expect(nets).toEqual([0, 0]);
  });
  it('strips float noise to thousandths', () => {
    expect(buildSettleUp({ from: 'a', to: 'b', amount: 0.1 + 0.2, owner: 'a', now: 0 }).amount).toBe(0.3);
  });
});
