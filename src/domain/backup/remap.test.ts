import { describe, expect, it } from 'vitest';
import { buildBackup, type Backup } from './format';
import { planImport } from './remap';
import { ledger, member, tempMember, tx } from '../test-builders';
import type { RecurringItem } from '../types';

function sample(type: 'monthly' | 'onetime' = 'onetime'): Backup {
  const recurring: RecurringItem = {
    id: 'r1', type: 'expense', amount: 100, description: 'Rent', category: 'Rent', owner: 'alice', tags: [],
    createdAt: 1, from: 'bob', frequency: 'monthly', startDate: 1, paymentMode: 'UPI',
  };
  return buildBackup(
    {
      ledger: ledger({ type, owner: 'alice', admins: ['alice', 'bob'], contributors: ['alice', 'bob'] }),
      members: [member('alice', 'Alice'), member('bob', 'Bob'), tempMember('Ravi'), tempMember('Bob')],
      settings: {
        common: { categories: ['Food'], tags: ['Trip'] },
        monthly: type === 'monthly' ? { paymentMode: 'Cash', paidBy: 'bob' } : null,
        onetime: type === 'onetime' ? { splitType: 'Shares', percentages: { alice: 50, bob: 50 }, shares: { Ravi: 2, bob: 1 } } : null,
      },
      transactions: [
        tx({ id: 'e1', from: 'bob', owner: 'alice', isSettled: true, settlementId: 's1',
          splitInfo: { method: 'Equal', details: [{ userId: 'alice', amount: 1, split: 1 }, { userId: 'Ravi', amount: 1, split: 1 }, { userId: 'bob', amount: 1, split: 1 }] } }),
        tx({ id: 's1', type: 'settlement', from: 'common', owner: 'bob', splitInfo: { method: 'Custom', details: [{ userId: 'bob', amount: 3, split: 3 }] } }),
        tx({ id: 'e2', from: 'gone', owner: 'gone' }),
      ],
      recurring: [recurring],
    },
    { uid: 'alice', email: 'alice@example.com' },
    5,
  );
}

const base = { importer: { uid: 'me', displayName: 'Me' }, newLedgerId: 'NEW', knownUsers: {}, existingNames: [], now: 99 };

describe('planImport', () => {
  it('maps the original owner to the importer and everyone else to temporary members', () => {
    const plan = planImport({ ...base, backup: sample() });
    expect(plan.idMap).toEqual({ alice: 'me', bob: 'Bob (2)', Bob: 'Bob', Ravi: 'Ravi' });
    expect(plan.ledger).toEqual({ id: 'NEW', name: 'Trip', type: 'onetime', owner: 'me', admins: ['me'], contributors: ['me'], createdAt: 99, updatedAt: 99 });
    expect(plan.members.map((m) => [m.id, m.displayName, m.userId])).toEqual([
      ['me', 'Me', 'me'], ['Bob', 'Bob', 'Bob'], ['Ravi', 'Ravi', 'Ravi'], ['Bob (2)', 'Bob (2)', 'Bob (2)'],
    ]);
  });

  it('remaps payers, owners, split lines and split defaults; keeps ids, links, common and unknown people', () => {
    const plan = planImport({ ...base, backup: sample() });
    const [e1, e2, s1] = plan.transactions;
    expect(e1).toMatchObject({ id: 'e1', from: 'Bob (2)', owner: 'me', isSettled: true, settlementId: 's1' });
    expect(e1?.splitInfo?.details.map((d) => d.userId)).toEqual(['me', 'Ravi', 'Bob (2)']);
    expect(s1).toMatchObject({ id: 's1', from: 'common', owner: 'Bob (2)' });
    expect(s1?.splitInfo?.details[0]?.userId).toBe('Bob (2)');
    expect(e2).toMatchObject({ from: 'gone', owner: 'gone' });
    expect(plan.recurring[0]).toMatchObject({ id: 'r1', from: 'Bob (2)', owner: 'me' });
    expect(plan.settings.onetime).toEqual({ splitType: 'Shares', percentages: { me: 50, 'Bob (2)': 50 }, shares: { Ravi: 2, 'Bob (2)': 1 } });
    expect(plan.settings.monthly).toBeNull();
    expect(plan.settings.common).toEqual({ categories: ['Food'], tags: ['Trip'] });
  });

  it('remaps the monthly paid-by default', () => {
    const plan = planImport({ ...base, backup: sample('monthly') });
    expect(plan.settings).toMatchObject({ monthly: { paymentMode: 'Cash', paidBy: 'Bob (2)' }, onetime: null });
  });

  it('fills missing settings with defaults for the importer', () => {
    const backup = sample('monthly');
    backup.settings.monthly = null;
    expect(planImport({ ...base, backup }).settings.monthly).toEqual({ paymentMode: 'UPI', paidBy: 'me' });
  });

  it('keeps the importer as themselves when they are a member of the backup', () => {
    const plan = planImport({ ...base, importer: { uid: 'bob', displayName: 'Bob' }, backup: sample() });
    expect(plan.idMap).toMatchObject({ bob: 'bob', alice: 'Alice', Bob: 'Bob (2)' });
    expect(plan.ledger.owner).toBe('bob');
  });

  it('keeps people whose profile exists here as real members, admin if they were', () => {
    const plan = planImport({ ...base, knownUsers: { bob: { userId: 'uid-bob', displayName: 'Bobby' } }, backup: sample() });
    expect(plan.idMap.bob).toBe('uid-bob');
    expect(plan.ledger.contributors).toEqual(['me', 'uid-bob']);
    expect(plan.ledger.admins).toEqual(['me', 'uid-bob']);
    expect(plan.members).toContainEqual({ id: 'uid-bob', displayName: 'Bobby', userId: 'uid-bob' });
  });

  it('recognises the importer by email when their uid differs (another sign-in method)', () => {
    const plan = planImport({ ...base, knownUsers: { bob: { userId: 'me', displayName: 'Me' } }, backup: sample() });
    expect(plan.idMap).toMatchObject({ bob: 'me', alice: 'Alice' });
  });

  it('keeps an owner whose profile exists here; the importer just owns the copy', () => {
    const plan = planImport({ ...base, knownUsers: { alice: { userId: 'uid-alice', displayName: 'Alice' } }, backup: sample() });
    expect(plan.idMap).toMatchObject({ alice: 'uid-alice', bob: 'Bob (2)' });
    expect(plan.ledger).toMatchObject({ owner: 'me', admins: ['me', 'uid-alice'], contributors: ['me', 'uid-alice'] });
    expect(plan.transactions[0]?.owner).toBe('uid-alice');
  });

  it('names the ledger apart from the importer’s existing ones, and keeps slashes out of ids', () => {
    const backup = sample();
    backup.members.push(tempMember('A/B'));
    const plan = planImport({ ...base, existingNames: ['trip', 'Trip (2)'], backup });
    expect(plan.ledger.name).toBe('Trip (3)');
    expect(plan.idMap['A/B']).toBe('A-B');
  });
});
